// The numbers and tables of the Lost Space rules (seed 003, 失落深空游戏规则介绍), as constants the engine and pages read.

/** Player ids 0-3 act in this order every round (seed 003, 基本规则). */
export const PLAYER_COUNT = 4;
/** Maximum and starting HP (seed 003, 角色). */
export const MAX_HP = 200;
/** Damage of one attack (seed 003, 行动内容: 攻击). */
export const ATTACK_DAMAGE = 70;
/** HP restored by one medkit (seed 003, 行动内容: 治疗; 道具). */
export const MEDKIT_HEAL = 100;
/** Damage of a landmine (seed 003, 道具). */
export const LANDMINE_DAMAGE = 120;
/** Turns a slime takes away: the rest of this round's turn and the next round's turn (seed 003, 道具). */
export const SLIME_TURNS = 2;
/** A dead player comes back this many rounds after the round of death (seed 003, 角色). */
export const RESPAWN_ROUNDS = 5;
/** Rounds before detect can be used again (seed 003, 次要行动: 探查). */
export const DETECT_COOLDOWN = 5;
/** Stock of a full supply point (seed 003, 地图). */
export const SUPPLY_STOCK = 2;
/** A supply point below full stock regains 1 this many rounds later, again until full (seed 003, 地图). */
export const SUPPLY_REGROW_ROUNDS = 8;
/** Escape countdown in rounds (seed 003, 逃生舱). */
export const ESCAPE_COUNTDOWN = 2;
/** Overtime length as printed (seed 003, 基本规则); the engine ends by DEFAULT_LAST_ROUND instead (RULINGS.md). */
export const OVERTIME_ROUNDS_PRINTED = 30;
/** The game ends at the end of this round by default (seed 003, 地图; RULINGS.md, Lost Space: end of game). */
export const DEFAULT_LAST_ROUND = 100;
/** The other reading: 30 rounds of overtime after the last zone fails at round 80 (seed 003, 基本规则; RULINGS.md). */
export const LONG_LAST_ROUND = 110;
export const LAST_ROUND_CHOICES = [DEFAULT_LAST_ROUND, LONG_LAST_ROUND] as const;
export type LastRound = (typeof LAST_ROUND_CHOICES)[number];

/** Ranking points (seed 003, 排名规则): every key pick-up +1, every kill +2, every death -3. */
export const POINTS = { keyPickup: 1, kill: 2, death: -3 } as const;

export type ItemId = 'medkit' | 'blink' | 'landmine' | 'slime';
export type TrapKind = 'landmine' | 'slime';

export interface ItemInfo {
  id: ItemId;
  chinese: string;
  english: string;
  /** Most a player may carry (seed 003, 道具 table, 携带数量). */
  carry: number;
  /** The effect's size: HP healed, damage dealt, turns lost; null for blink. */
  amount: number | null;
  effect: string;
}

/** The four items (seed 003, 道具 table). */
export const ITEMS: readonly ItemInfo[] = [
  { id: 'medkit', chinese: '医疗包', english: 'MedKit', carry: 2, amount: MEDKIT_HEAL, effect: `Heal: +${MEDKIT_HEAL} HP, never above ${MAX_HP}` },
  {
    id: 'blink',
    chinese: '闪现',
    english: 'Blink',
    carry: 2,
    amount: null,
    effect: 'Jump to an adjacent node on the same floor; no elevators; sets off a trap there',
  },
  {
    id: 'landmine',
    chinese: '地雷',
    english: 'Landmine',
    carry: 3,
    amount: LANDMINE_DAMAGE,
    effect: `Trap: ${LANDMINE_DAMAGE} damage to the next other player who enters`,
  },
  {
    id: 'slime',
    chinese: '粘弹',
    english: 'Slime',
    carry: 3,
    amount: SLIME_TURNS,
    effect: `Trap: the next other player who enters loses ${SLIME_TURNS} turns (the rest of this one and the next)`,
  },
];
export const ITEM_IDS: readonly ItemId[] = ITEMS.map((i) => i.id);
/** @source seed 003 道具 (the four items) */
export const itemInfo = (id: ItemId): ItemInfo => ITEMS.find((i) => i.id === id)!;

export type ActionType = 'attack' | 'move' | 'heal' | 'collect' | 'getKey' | 'escape' | 'stopCountdown' | 'detect' | 'placeTrap' | 'blink';

export interface ActionInfo {
  type: ActionType;
  chinese: string;
  english: string;
  kind: 'main' | 'secondary';
  /** True when the action ends the player's turn at once. */
  endsTurn: boolean;
  /** When it is refused (the engine's IllegalActionError cases). */
  needs: string;
  effect: string;
}

/** Every action (seed 003, 行动内容 and 逃生舱). */
export const ACTIONS: readonly ActionInfo[] = [
  {
    type: 'attack',
    chinese: '攻击',
    english: 'Attack',
    kind: 'main',
    endsTurn: false,
    needs: 'A live, not escaped enemy on your node or one edge away (an elevator does not make nodes adjacent)',
    effect: `${ATTACK_DAMAGE} damage; at 0 HP the target dies (kill +${POINTS.kill}, death ${POINTS.death})`,
  },
  {
    type: 'move',
    chinese: '移动',
    english: 'Move',
    kind: 'main',
    endsTurn: false,
    needs: 'An edge to the node, or an elevator here that reaches the same (x, y) on the other floor; the node has not failed',
    effect: 'Go there; an enemy trap there goes off',
  },
  { type: 'heal', chinese: '治疗', english: 'Heal', kind: 'main', endsTurn: false, needs: 'A medkit', effect: `+${MEDKIT_HEAL} HP, at most ${MAX_HP}` },
  {
    type: 'collect',
    chinese: '拾取物品',
    english: 'Collect',
    kind: 'main',
    endsTurn: false,
    needs: 'A supply point (and room for the chosen item) or a key drop on your node; one of the two per action',
    effect: `Supply: one item of your choice if the stock is above 0 (nothing otherwise). Drop: all its keys, duplicates thrown away, +${POINTS.keyPickup} point`,
  },
  {
    type: 'getKey',
    chinese: '使用密钥机',
    english: 'GetKey',
    kind: 'main',
    endsTurn: true,
    needs: 'A key machine on your node whose key you do not hold',
    effect: `That key, +${POINTS.keyPickup} point`,
  },
  {
    type: 'escape',
    chinese: '使用逃生舱',
    english: 'Escape',
    kind: 'main',
    endsTurn: true,
    needs: 'Standing on the escape pod with all four keys',
    effect: `Countdown of ${ESCAPE_COUNTDOWN} rounds; you leave at the start of the second round after`,
  },
  {
    type: 'stopCountdown',
    chinese: '终止倒数',
    english: 'Stop countdown',
    kind: 'main',
    endsTurn: false,
    needs: 'A running countdown',
    effect: 'Back to normal play on the pod',
  },
  {
    type: 'detect',
    chinese: '探查',
    english: 'Detect',
    kind: 'secondary',
    endsTurn: false,
    needs: `A node one edge away; not used in the last ${DETECT_COOLDOWN} rounds`,
    effect: 'An enemy trap there is shown and destroyed',
  },
  {
    type: 'placeTrap',
    chinese: '放置陷阱',
    english: 'PlaceTrap',
    kind: 'secondary',
    endsTurn: false,
    needs: 'A landmine or slime, and a node with no trap, not the pod, a key machine or an elevator',
    effect: 'A hidden trap of yours on your node',
  },
  {
    type: 'blink',
    chinese: '闪现',
    english: 'Blink',
    kind: 'secondary',
    endsTurn: false,
    needs: 'A blink item and a node one edge away that has not failed',
    effect: 'Go there without spending the main action; an enemy trap there goes off',
  },
];
