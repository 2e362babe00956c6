// Lost Space (失落深空) terms in English and Chinese, with the rule document's own words (seed 003) where it has them.
// Pages render them on the glossary page; islands and components take item, action and zone names from here.
import type { GlossaryEntry } from './types';

export const GLOSSARY: GlossaryEntry[] = [
  { id: 'lost-space', en: 'Lost Space', zh: '失落深空', source: '失落深空', note: { en: 'A contest game for four programs.', zh: '供四个程序对战的比赛游戏。' } },
  { id: 'player', en: 'player', zh: '玩家', source: '玩家', note: { en: 'Ids 0-3, handed out at random.', zh: 'id 为 0-3，随机分配。' } },
  { id: 'round', en: 'round', zh: '回合', source: '回合' },
  { id: 'main-action', en: 'main action', zh: '主要行动', source: '主要行动', note: { en: 'One per turn.', zh: '每回合一次。' } },
  { id: 'secondary-action', en: 'secondary action', zh: '次要行动', source: '次要行动', note: { en: 'Any number per turn.', zh: '每回合不限次数。' } },
  { id: 'key', en: 'key', zh: '密钥', source: '密钥', note: { en: 'Four keys, 0-3; all four open the escape pod.', zh: '四把密钥，编号 0-3；集齐才能使用逃生舱。' } },
  { id: 'key-machine', en: 'key machine', zh: '密钥机', source: '密钥机' },
  { id: 'drop', en: 'drop', zh: '掉落物', source: '掉落物', note: { en: 'The keys a dead player leaves where it died.', zh: '玩家死亡时在死亡位置留下的密钥。' } },
  { id: 'escape-pod', en: 'escape pod', zh: '逃生舱', source: '逃生舱' },
  { id: 'countdown', en: 'escape countdown', zh: '逃离倒数', source: '逃离倒数 / 倒数' },
  { id: 'escape', en: 'escape', zh: '逃离', source: '逃离 / 逃脱' },
  { id: 'hp', en: 'HP', zh: '生命值', source: '生命值 / 生命' },
  { id: 'spawn', en: 'spawn point', zh: '重生点', source: '重生点 / 出生点' },
  { id: 'respawn', en: 'respawn', zh: '复活', source: '复活 / 重生' },
  { id: 'zone', en: 'zone', zh: '功能区', source: '功能区', note: { en: 'Fails at a fixed round; entering is then impossible.', zh: '在固定回合失效，之后不能进入。' } },
  { id: 'fail', en: 'fail (a zone)', zh: '失效', source: '失效' },
  { id: 'core-area', en: 'core area', zh: '核心区域', source: '核心区域', note: { en: 'Never fails.', zh: '整局都不会失效。' } },
  { id: 'overtime', en: 'overtime', zh: '加时赛', source: '加时赛', note: { en: 'After the last zone fails: deaths are final.', zh: '最后一个功能区失效之后：死亡不再复活。' } },
  { id: 'points', en: 'points', zh: '积分', source: '积分' },
  { id: 'ranking', en: 'ranking', zh: '排名', source: '排名' },
  { id: 'kill', en: 'kill', zh: '击杀', source: '击杀' },
  { id: 'death', en: 'death', zh: '死亡', source: '死亡' },
  { id: 'floor', en: 'floor', zh: '层', source: '层', note: { en: 'Three floors, each a 7 × 7 grid of nodes.', zh: '共 3 层，每层是 7 × 7 的点阵。' } },
  { id: 'pod-floor', en: 'pod floor', zh: '三层（逃生舱层）', source: '三层', note: { en: 'z0 in the map file.', zh: '地图文件中的 z0。' } },
  { id: 'spawn-floor', en: 'spawn floor', zh: '二层（出生层）', source: '二层', note: { en: 'z1 in the map file.', zh: '地图文件中的 z1。' } },
  { id: 'lower-floor', en: 'lower floor', zh: '一层（下层）', source: '一层', note: { en: 'z2 in the map file.', zh: '地图文件中的 z2。' } },
  { id: 'node', en: 'node', zh: '位置', source: '位置 / 点' },
  { id: 'edge', en: 'edge', zh: '边', source: '边' },
  { id: 'elevator', en: 'elevator', zh: '电梯', source: '电梯' },
  { id: 'supply-point', en: 'supply point', zh: '物资点', source: '物资点' },
  { id: 'stock', en: 'stock', zh: '物资', source: '物资' },
  { id: 'vision', en: 'vision', zh: '视野', source: '视野' },
  { id: 'item', en: 'item', zh: '道具', source: '道具' },
  { id: 'trap', en: 'trap', zh: '陷阱', source: '陷阱' },
  { id: 'cooldown', en: 'cooldown', zh: '冷却', source: '冷却时间' },
  // Items (seed 003, 道具 table): the English names are the ones the document prints in brackets.
  { id: 'item-medkit', en: 'MedKit', zh: '医疗包', source: '医疗包(MedKit)' },
  { id: 'item-blink', en: 'Blink', zh: '闪现', source: '闪现(Blink)' },
  { id: 'item-landmine', en: 'Landmine', zh: '地雷', source: '地雷(Landmine)' },
  { id: 'item-slime', en: 'Slime', zh: '粘弹', source: '粘弹(Slime)' },
  // Actions (seed 003, 行动内容).
  { id: 'action-attack', en: 'Attack', zh: '攻击', source: '攻击(Attack)' },
  { id: 'action-move', en: 'Move', zh: '移动', source: '移动(Move)' },
  { id: 'action-heal', en: 'Heal', zh: '治疗', source: '治疗(Heal)' },
  { id: 'action-collect', en: 'Collect', zh: '拾取物品', source: '拾取物品(Collect)' },
  { id: 'action-getKey', en: 'GetKey', zh: '使用密钥机', source: '使用密钥机(GetKey)' },
  { id: 'action-escape', en: 'Escape', zh: '使用逃生舱', source: '使用逃生舱(Escape)' },
  { id: 'action-stopCountdown', en: 'Stop countdown', zh: '终止倒数', source: '终止倒数' },
  { id: 'action-detect', en: 'Detect', zh: '使用探查', source: '使用探查(Detect)' },
  { id: 'action-placeTrap', en: 'PlaceTrap', zh: '放置陷阱', source: '放置陷阱(PlaceTrap)' },
  { id: 'action-blink', en: 'Blink', zh: '使用闪现', source: '使用闪现(Blink)' },
  // Zones (the judge's map file, names as the map data gives them).
  { id: 'zone-warehouse', en: 'warehouse', zh: '仓库', source: '仓库' },
  { id: 'zone-vents', en: 'vents', zh: '通风管', source: '通风管' },
  { id: 'zone-central-computer', en: 'central computer', zh: '中央主机', source: '中央主机' },
  { id: 'zone-medical', en: 'medical', zh: '医疗区', source: '医疗区' },
  { id: 'zone-hangar', en: 'hangar', zh: '机库', source: '机库' },
];

/** A term by id, in one language (throws on an unknown id, so a typo fails the build). */
export function term(id: string, lang: 'en' | 'zh'): string {
  const e = GLOSSARY.find((g) => g.id === id);
  if (!e) throw new RangeError(`id: no Lost Space glossary entry ${JSON.stringify(id)}`);
  return e[lang];
}
