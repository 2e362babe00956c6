// Text of the Block War build-time components (tables and figures), per locale. Numbers arrive formatted for the locale.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

type Who = 'red' | 'blue';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const BLOCK_LIST_MESSAGES = defineMessages({
  en: {
    region: 'Block list (scrollable)',
    caption: (packages: string, seed: string) =>
      `The first ${packages} packages of the block list for seed "${seed}" (engine, blockList). R = red places it, B = blue.`,
    package: 'Package',
    red: 'R',
    blue: 'B',
  },
  'zh-cn': {
    region: '方块序列（可横向滚动）',
    caption: (packages: string, seed: string) => `种子“${seed}”的方块序列中的前 ${packages} 个包（由引擎计算）。红＝由红方放置，蓝＝由蓝方放置。`,
    package: '包',
    red: '红',
    blue: '蓝',
  },
});

export const BOT_SUMMARY_MESSAGES = defineMessages({
  en: {
    summary: 'Twelve bot matches run at build time',
    region: 'Seeded bot matches (scrollable)',
    caption: 'Seeded bot matches (engine, playMatch)',
    red: 'Red',
    blue: 'Blue',
    seed: 'Seed',
    placements: 'Placements',
    score: 'Score',
    result: 'Result',
    bot: (name: 'random' | 'greedy'): string => name,
    draw: 'draw',
    wins: (who: Who) => `${who} wins`,
    allPlaced: (n: string) => `all ${n} placed`,
    stuck: (who: Who) => `${who} had no legal placement`,
  },
  'zh-cn': {
    summary: '构建时跑的十二局机器人对局',
    region: '按种子运行的机器人对局（可横向滚动）',
    caption: '按种子运行的机器人对局（由引擎计算）',
    red: '红方',
    blue: '蓝方',
    seed: '种子',
    placements: '落块数',
    score: '比分',
    result: '结果',
    bot: (name: 'random' | 'greedy') => (name === 'random' ? '随机' : '贪心'),
    draw: '平局',
    wins: (who: Who) => `${who === 'red' ? '红方' : '蓝方'}获胜`,
    allPlaced: (n: string) => `${n} 块全部落完`,
    stuck: (who: Who) => `${who === 'red' ? '红方' : '蓝方'}没有合法落块位置`,
  },
});

export const CLEAR_EXAMPLES_MESSAGES = defineMessages({
  en: {
    exampleTitle: (id: 'battle' | 'peace'): string => (id === 'battle' ? 'Battle-zone clear (red moves)' : 'Peace-zone clear (blue moves)'),
    full: 'full',
    beforeLabel: (title: string, piece: string, who: Who, full: string, empty: string) =>
      `${title}: the board after the ${piece} lands, in ${who}'s frame. Full rows: ${full}. Empty rows removed: ${empty}.`,
    drops: (who: Who, piece: string, dir: number, x: number, y: number) =>
      `${who === 'red' ? 'Red' : 'Blue'} drops ${piece} (direction ${nEn(dir)}) with its centre at x ${nEn(x)}, y ${nEn(y)} (outlined). `,
    yellow: (full: string) => `Yellow: full rows (${full}). `,
    grey: (n: string) => `Grey: ${n} empty rows that go too. `,
    noEmpty: 'No empty row goes. ',
    arrows: 'Arrows: where each kept row moves.',
    afterLabel: (title: string, who: Who) => `${title}: the board after the clear, in ${who}'s frame.`,
    after: (peace: number, battle: number) =>
      `After the clear: ${nEn(peace)} peace row${peace === 1 ? '' : 's'} and ${nEn(battle)} battle row${battle === 1 ? '' : 's'} gone. `,
    agrees: "The cells match the document's third picture exactly.",
    differs: "This differs from the document's third picture.",
    listSeparator: ', ',
  },
  'zh-cn': {
    exampleTitle: (id: 'battle' | 'peace') => (id === 'battle' ? '战斗区消行（红方落块）' : '和平区消行（蓝方落块）'),
    full: '满',
    beforeLabel: (title: string, piece: string, who: Who, full: string, empty: string) =>
      `${title}：${piece} 落下之后的棋盘，${who === 'red' ? '红方' : '蓝方'}坐标系。满行：${full}。移除的空行：${empty} 行。`,
    drops: (who: Who, piece: string, dir: number, x: number, y: number) =>
      `${who === 'red' ? '红方' : '蓝方'}放下 ${piece}（方向 ${nZh(dir)}），中心块在 x ${nZh(x)}、y ${nZh(y)}（描边处）。`,
    yellow: (full: string) => `黄色：满行（${full}）。`,
    grey: (n: string) => `灰色：一并移除的 ${n} 个空行。`,
    noEmpty: '没有空行被移除。',
    arrows: '箭头：保留下来的每一行移到哪里。',
    afterLabel: (title: string, who: Who) => `${title}：消行之后的棋盘，${who === 'red' ? '红方' : '蓝方'}坐标系。`,
    after: (peace: number, battle: number) => `消行之后：和平区消去 ${nZh(peace)} 行，战斗区消去 ${nZh(battle)} 行。`,
    agrees: '结果与文档的第三张示意图逐格一致。',
    differs: '结果与文档的第三张示意图不同。',
    listSeparator: '、',
  },
});

export const FIELD_MESSAGES = defineMessages({
  en: {
    label:
      "The field in red's frame: rows 0-9 red's peace zone, 10-14 the battle zone, 15-24 blue's peace zone. Red's L rests on row 14, red's limit; blue's J rests on row 10, blue's limit.",
    caption:
      "Red's frame: row 0 at the top. Red's first L lies on its limit line (solid, under row 14); blue's first J, placed with the very same numbers in blue's own frame, lies on blue's limit (dashed, above row 10).",
    region: 'Zones of the field (scrollable)',
    tableCaption: "Zones in the mover's own frame (rows numbered from the mover's back edge)",
    rows: 'Rows',
    zone: 'Zone',
    may: 'The mover may place there',
    own: 'own peace zone (10 × 10)',
    battle: 'battle zone (5 × 10), shared',
    other: "opponent's peace zone",
    yes: 'yes',
    never: 'never',
  },
  'zh-cn': {
    label:
      '红方坐标系下的场地：第 0-9 行是红方和平区，第 10-14 行是战斗区，第 15-24 行是蓝方和平区。红方的 L 停在第 14 行，即红方底线；蓝方的 J 停在第 10 行，即蓝方底线。',
    caption:
      '红方坐标系：第 0 行在上方。红方的第一个 L 停在红方底线上（实线，第 14 行下方）；蓝方的第一个 J 用完全相同的数字放在蓝方自己的坐标系里，停在蓝方底线上（虚线，第 10 行上方）。',
    region: '场地分区（可横向滚动）',
    tableCaption: '落块方自己坐标系中的分区（行号从落块方的后端数起）',
    rows: '行',
    zone: '区域',
    may: '落块方能否放在这里',
    own: '己方和平区（10 × 10）',
    battle: '战斗区（5 × 10），双方共用',
    other: '对方和平区',
    yes: '能',
    never: '永远不能',
  },
});

export const LEGAL_COUNTS_MESSAGES = defineMessages({
  en: {
    region: 'Legal placement counts (scrollable)',
    caption: "Distinct legal placements (engine, legalPlacements): on an empty field, and on the field of the document's battle-zone example (right).",
    piece: 'Piece',
    empty: 'Empty field',
    example: 'Example field',
    label: (n: string) => `Red's frame of the battle-zone example; dashed outlines cover every cell of some legal T placement (${n} placements).`,
    figcaption: 'Dashed: every cell that some legal T placement can cover on this field.',
  },
  'zh-cn': {
    region: '合法落块位置数（可横向滚动）',
    caption: '不同的合法落块位置数（由引擎计算）：空场地上，以及文档战斗区示例的场地上（右图）。',
    piece: '方块',
    empty: '空场地',
    example: '示例场地',
    label: (n: string) => `战斗区示例，红方坐标系；虚线框覆盖了某个合法 T 落块位置的每一格（共 ${n} 个落块位置）。`,
    figcaption: '虚线框：这个场地上某个合法 T 落块位置能覆盖的每一格。',
  },
});

export const PIECE_TABLE_MESSAGES = defineMessages({
  en: {
    region: 'The seven pieces (scrollable)',
    caption: 'The seven pieces in directions 0-3. The dot is the centre cell; rows of the field run down the page.',
    piece: 'Piece',
    direction: (d: number) => `Direction ${nEn(d)}`,
    same: 'Same shape',
    label: (piece: string, d: number, cells: string) => `${piece}, direction ${nEn(d)}: cells ${cells}`,
    allDiffer: 'all four differ',
    groupSeparator: '; ',
  },
  'zh-cn': {
    region: '七种方块（可横向滚动）',
    caption: '七种方块的方向 0-3。圆点是中心块；场地的行沿页面向下排列。',
    piece: '方块',
    direction: (d: number) => `方向 ${nZh(d)}`,
    same: '形状相同',
    label: (piece: string, d: number, cells: string) => `${piece}，方向 ${nZh(d)}：各格 ${cells}`,
    allDiffer: '四个方向都不同',
    groupSeparator: '；',
  },
});

export const ROW_ZERO_MESSAGES = defineMessages({
  en: {
    label: (n: string) =>
      `Red's frame, rows 0-1 partly filled. The outlined S, direction 2 with its centre at column 4, row 0, is legal: it starts there. ${n} S placements are legal on this field.`,
    caption: (n: string, touching: string) =>
      `The outlined S (direction 2, centre column 4, row 0) is legal, although a piece coming down from above row 0 would hit row 0 first. ${n} S placements are legal on this field, ${touching} of them touching rows 0-1.`,
  },
  'zh-cn': {
    label: (n: string) =>
      `红方坐标系，第 0-1 行部分填满。描边的 S（方向 2，中心块在第 4 列、第 0 行）是合法的：它就从那里开始。这个场地上共有 ${n} 个合法的 S 落块位置。`,
    caption: (n: string, touching: string) =>
      `描边的 S（方向 2，中心块在第 4 列、第 0 行）是合法的，尽管从第 0 行之外落下来的方块会先撞上第 0 行。这个场地上共有 ${n} 个合法的 S 落块位置，其中 ${touching} 个碰到第 0-1 行。`,
  },
});

export const SCORE_FORMULA_MESSAGES = defineMessages({
  en: {
    peace: (list: string, ks: string, one: string) => `peace(p) is ${list} for p = ${ks}: a single peace-zone row scores ${one}.`,
    battle: (list: string, ks: string) => `battle(b) is ${list} for b = ${ks}: it doubles with each extra row.`,
    combo: 'n is the combo at the start of the round. It is paid only when the placement clears a battle row.',
    zones: (twoOne: string, oneOne: string) =>
      `Only the count of rows matters, not where in the zone they are. The two zones are scored separately: two peace rows and one battle row in one placement make ${twoOne}; one peace row and one battle row make ${oneOne}.`,
    listSeparator: ', ',
  },
  'zh-cn': {
    peace: (list: string, ks: string, one: string) => `p = ${ks} 时，和平(p) 依次为 ${list}：和平区单消得 ${one} 分。`,
    battle: (list: string, ks: string) => `b = ${ks} 时，战斗(b) 依次为 ${list}：每多消一行分数翻倍。`,
    combo: 'n 是本回合开始时的连消次数。只有这次落块在战斗区消了行，才能得到这份奖励分。',
    zones: (twoOne: string, oneOne: string) =>
      `只看消了几行，不看这些行在区内的位置。两个区分别计分：一次落块消去和平区两行、战斗区一行，得 ${twoOne}；和平区一行、战斗区一行，得 ${oneOne}。`,
    listSeparator: '、',
  },
});

export const SCORE_GRID_MESSAGES = defineMessages({
  en: {
    region: 'Points by rows cleared (scrollable)',
    caption: "Points for one placement by rows cleared in each zone (engine, placementPoints). With a battle clear, add the combo n of the round's start.",
    corner: 'Peace rows ↓ / battle rows →',
  },
  'zh-cn': {
    region: '按消行数计的得分（可横向滚动）',
    caption: '一次落块按两区各消几行的得分（由引擎计算）。在战斗区消行时，再加上本回合开始时的连消次数 n。',
    corner: '和平区行数 ↓ / 战斗区行数 →',
  },
});

export const WORKED_EXAMPLES_MESSAGES = defineMessages({
  en: {
    region: 'Worked scoring examples (scrollable)',
    caption: "The document's three examples, worked by the engine: peace + battle + combo.",
    example: 'Example',
    comboStart: 'Combo at start',
    redClears: 'Red clears',
    redPoints: 'Red points',
    blueClears: 'Blue clears',
    bluePoints: 'Blue points',
    comboAfter: 'Combo after',
    peace: (n: string) => `${n} peace`,
    battle: (n: string) => `${n} battle`,
    none: 'none',
  },
  'zh-cn': {
    region: '得分举例（可横向滚动）',
    caption: '文档的三个得分举例，由引擎计算：和平区 + 战斗区 + 连消。',
    example: '例',
    comboStart: '回合开始时的连消次数',
    redClears: '红方消行',
    redPoints: '红方得分',
    blueClears: '蓝方消行',
    bluePoints: '蓝方得分',
    comboAfter: '回合结束后的连消次数',
    peace: (n: string) => `和平区 ${n} 行`,
    battle: (n: string) => `战斗区 ${n} 行`,
    none: '无',
  },
});
