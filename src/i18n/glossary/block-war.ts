// Block War (方块大战) terms in English and Chinese, with the rule document's own words (seed 001) where it has them.
// Pages render them on the glossary page; islands and components take their labels from here.
import type { GlossaryEntry } from './types';

export const GLOSSARY: GlossaryEntry[] = [
  {
    id: 'block-war',
    en: 'Block War',
    zh: '方块大战',
    source: 'Tetris——方块大战',
    note: { en: 'A contest game for two programs (AIs).', zh: '供两个程序（AI）对战的比赛游戏。' },
  },
  { id: 'platform', en: 'platform', zh: '对战平台', source: '对战平台', note: { en: 'Runs the match, deals the pieces, clears and scores.', zh: '负责运行比赛、发放方块、消行和计分。' } },
  { id: 'red', en: 'red', zh: '红方', source: '红方', note: { en: 'Moves first in every round.', zh: '每回合先手。' } },
  { id: 'blue', en: 'blue', zh: '蓝方', source: '蓝方', note: { en: 'Moves second in every round.', zh: '每回合后手。' } },
  { id: 'piece', en: 'piece', zh: '方块', source: '方块', note: { en: 'One of the seven tetrominoes, four cells.', zh: '七种四格方块之一。' } },
  { id: 'cell', en: 'cell', zh: '格', source: '格' },
  { id: 'direction', en: 'direction', zh: '方向', source: '方向 (direction)', note: { en: 'Numbered 0 to 3.', zh: '编号为 0 到 3。' } },
  {
    id: 'centre',
    en: 'centre cell',
    zh: '中心块',
    source: '中心块',
    note: { en: 'The cell that names a piece’s position and stays put when it turns.', zh: '用来表示方块位置的格，旋转时位置不变。' },
  },
  { id: 'turn', en: 'turn (a piece)', zh: '旋转', source: '旋转' },
  { id: 'package', en: 'package', zh: '包', source: 'Package', note: { en: 'The seven pieces once each, shuffled.', zh: '七种方块各一个，顺序打乱。' } },
  { id: 'block-list', en: 'block list', zh: '方块序列', source: 'BlockList', note: { en: 'All packages strung together.', zh: '全部包依次连成的序列。' } },
  { id: 'field', en: 'field', zh: '比赛场地', source: '比赛场地 / 棋盘' },
  {
    id: 'peace-zone',
    en: 'peace zone',
    zh: '和平区',
    source: '和平区',
    note: { en: '10 rows at each player’s own end; the other player may never enter it.', zh: '每方自己一端的 10 行；对方的方块不能进入。' },
  },
  {
    id: 'battle-zone',
    en: 'battle zone',
    zh: '战斗区',
    source: '战斗区 / 战争区',
    note: { en: 'The 5 shared rows in the middle. The document calls it both 战斗区 and 战争区.', zh: '中间两方共用的 5 行。文档中“战斗区”“战争区”两种叫法都有。' },
  },
  {
    id: 'limit-line',
    en: 'limit line',
    zh: '底线',
    source: '底线（红线、蓝线）',
    note: { en: 'The farthest row a player’s pieces may reach: the far edge of the battle zone.', zh: '一方的方块能到达的最远处，即战斗区的远端。' },
  },
  {
    id: 'frame',
    en: 'mover’s frame',
    zh: '己方坐标系',
    note: { en: 'Our numbering: row 0 at the mover’s back edge. The document has none.', zh: '本站的编号方式：第 0 行在落子方的后端。文档没有规定编号。' },
  },
  { id: 'row', en: 'row', zh: '行', source: '行 / 列', note: { en: 'A 1 × 10 strip across the direction of travel.', zh: '与方块前进方向垂直的 1 × 10 区域。' } },
  { id: 'round', en: 'round', zh: '回合', source: '回合' },
  { id: 'placement', en: 'placement', zh: '落块位置', source: '落块位置', note: { en: 'Where a piece comes to rest: a centre cell and a direction.', zh: '方块最终停下的位置：中心块加方向。' } },
  { id: 'legal', en: 'legal placement', zh: '合法落块', source: '合法' },
  { id: 'clear', en: 'clear', zh: '消行', source: '消列 / 消行', note: { en: 'A full row is removed.', zh: '填满的一行被移除。' } },
  { id: 'score', en: 'points', zh: '得分', source: '得分' },
  {
    id: 'combo',
    en: 'combo',
    zh: '连消',
    source: '连消次数',
    note: { en: 'Rounds in a row in which someone cleared a battle row.', zh: '连续有人在战斗区消行的回合数。' },
  },
  { id: 'combo-bonus', en: 'combo bonus', zh: '连消奖励分', source: '连消奖励分' },
  { id: 'overflow', en: 'overflow', zh: '溢出', source: '溢出', note: { en: 'In the engine: no legal placement for the piece in hand.', zh: '在引擎中即手中方块没有合法落块位置。' } },
  { id: 'illegal', en: 'illegal placement', zh: '非法操作', source: '非法操作' },
  { id: 'timeout', en: 'running out of time', zh: '超时', source: 'AI运行超时' },
  { id: 'floating', en: 'floating cells', zh: '悬空', source: '悬空' },
  { id: 'bot-random', en: 'random bot', zh: '随机机器人', note: { en: 'Picks any legal placement.', zh: '随便选一个合法落块位置。' } },
  {
    id: 'bot-greedy',
    en: 'greedy bot',
    zh: '贪心机器人',
    note: { en: 'Keeps the placement worth most now.', zh: '选当下收益最高的落块位置。' },
  },
];

/** A term by id, in one language (throws on an unknown id, so a typo fails the build). */
export function term(id: string, lang: 'en' | 'zh'): string {
  const e = GLOSSARY.find((g) => g.id === id);
  if (!e) throw new RangeError(`id: no Block War glossary entry ${JSON.stringify(id)}`);
  return e[lang];
}
