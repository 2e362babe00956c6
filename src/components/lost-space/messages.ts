// Text of the Lost Space build-time tables, per locale, and the Chinese text of the engine's action and item data
// (the engine keeps English `needs`/`effect` strings; the Chinese ones are written here from the same constants).
import {
  ATTACK_DAMAGE,
  DETECT_COOLDOWN,
  ESCAPE_COUNTDOWN,
  LANDMINE_DAMAGE,
  MAX_HP,
  MEDKIT_HEAL,
  POINTS,
  SLIME_TURNS,
  type ActionType,
  type ItemId,
} from '~/engines/lost-space';
import { defineMessages } from '~/i18n/messages';

export const ACTIONS_TABLE_MESSAGES = defineMessages({
  en: {
    region: (main: boolean) => `${main ? 'Main' : 'Secondary'} actions (scrollable)`,
    caption: (main: boolean) =>
      `${main ? 'Main actions: one per turn' : 'Secondary actions: any number, before or after the main action'} (from the engine's constants)`,
    action: 'Action',
    needs: 'Needs',
    effect: 'Effect',
    ends: 'Ends the turn?',
    yes: 'Yes',
    no: 'No',
  },
  'zh-cn': {
    region: (main: boolean) => `${main ? '主要行动' : '次要行动'}（可横向滚动）`,
    caption: (main: boolean) => `${main ? '主要行动：每回合一次' : '次要行动：不限次数，可在主要行动之前或之后'}（取自引擎常量）`,
    action: '行动',
    needs: '条件',
    effect: '效果',
    ends: '结束回合？',
    yes: '是',
    no: '否',
  },
});

/** Chinese `needs` and `effect` of every action, beside the engine's English ones (seed 003, 行动内容 and 逃生舱). */
export const ACTION_TEXT_ZH: Record<ActionType, { needs: string; effect: string }> = {
  attack: {
    needs: '同一位置或一条边之外有一名存活且未逃离的敌人（电梯不让两个位置相邻）',
    effect: `造成 ${ATTACK_DAMAGE} 伤害；生命值降到 0 时目标死亡（击杀 +${POINTS.kill}，死亡 ${POINTS.death}）`,
  },
  move: {
    needs: '有一条边通往该位置，或此处有电梯能到另一层的同一 (x, y)；该位置尚未失效',
    effect: '到达该处；那里的敌方陷阱被触发',
  },
  heal: { needs: '一个医疗包', effect: `+${MEDKIT_HEAL} 生命值，最多 ${MAX_HP}` },
  collect: {
    needs: '所在位置有物资点（且所选道具还没带满）或掉落物；每次行动只能拾取其一',
    effect: `物资点：物资大于 0 时任选一种道具拿一个（否则什么也得不到）。掉落物：其中全部密钥，重复的丢弃，+${POINTS.keyPickup} 积分`,
  },
  getKey: { needs: '所在位置有密钥机，且尚未持有它的密钥', effect: `获得该密钥，+${POINTS.keyPickup} 积分` },
  escape: { needs: '站在逃生舱上并集齐四把密钥', effect: `开始 ${ESCAPE_COUNTDOWN} 回合倒数；在之后第二个回合开始时离开` },
  stopCountdown: { needs: '倒数正在进行', effect: '恢复在逃生舱处的正常行动' },
  detect: { needs: `一条边之外的一个位置；最近 ${DETECT_COOLDOWN} 回合内没用过探查`, effect: '那里的敌方陷阱被揭示并摧毁' },
  placeTrap: {
    needs: '一个地雷或粘弹，且所在位置没有陷阱，也不是逃生舱、密钥机或电梯',
    effect: '在所在位置放下一个属于自己的隐藏陷阱',
  },
  blink: { needs: '一个闪现道具，以及一条边之外、尚未失效的位置', effect: '不消耗主要行动即可到达该处；那里的敌方陷阱被触发' },
};

export const ITEMS_TABLE_MESSAGES = defineMessages({
  en: {
    region: 'Items (scrollable)',
    caption: "Items (from the engine's constants)",
    item: 'Item',
    effect: 'Effect',
    carry: 'Carry limit',
  },
  'zh-cn': {
    region: '道具（可横向滚动）',
    caption: '道具（取自引擎常量）',
    item: '道具',
    effect: '效果',
    carry: '携带数量',
  },
});

/** Chinese effect of every item, beside the engine's English one (seed 003, 道具). */
export const ITEM_EFFECT_ZH: Record<ItemId, string> = {
  medkit: `治疗：+${MEDKIT_HEAL} 生命值，最多 ${MAX_HP}`,
  blink: '闪现到同一层的相邻位置；不能通过电梯；会触发那里的陷阱',
  landmine: `陷阱：对下一个进入的其他玩家造成 ${LANDMINE_DAMAGE} 伤害`,
  slime: `陷阱：下一个进入的其他玩家失去 ${SLIME_TURNS} 个回合（本回合剩余部分和下一回合）`,
};

export const ZONES_TABLE_MESSAGES = defineMessages({
  en: {
    region: 'Zones and when they fail (scrollable)',
    caption: "Zones and when they fail (from the engine's map data)",
    zone: 'Zone',
    fails: 'Fails at the end of round',
    floor: 'Floor',
    nodes: 'Nodes',
    supply: 'Supply points inside',
    floorName: (z: number) => ['pod floor (z0)', 'spawn floor (z1)', 'lower floor (z2)'][z] ?? `z${z}`,
  },
  'zh-cn': {
    region: '功能区及其失效回合（可横向滚动）',
    caption: '功能区及其失效回合（取自引擎的地图数据）',
    zone: '功能区',
    fails: '在第几回合结束时失效',
    floor: '层',
    nodes: '位置',
    supply: '区内物资点',
    floorName: (z: number) => ['三层，逃生舱层（z0）', '二层，出生层（z1）', '一层，下层（z2）'][z] ?? String(z),
  },
});
