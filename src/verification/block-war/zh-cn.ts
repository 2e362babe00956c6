// Chinese text of the Block War verification notes: the score table's headings and every contradiction, keyed by id.
// The English data in index.ts and score-table.ts stays the source of truth; tests/unit/i18n checks the ids match.
import type { VerificationZh } from '~/i18n/verification';

const SEED = '001_7138c392be874fd2.txt';

export const ZH_CN: VerificationZh = {
  tables: {
  'block-war/score-table': {
    title: '一次落块在各区按消行数的得分，以及连消奖励分',
    rowHeader: '行数',
    labels: {
      '和平区 (peace)': '和平区',
      '战争区 (battle)': '战争区',
      '单消 (1 row)': '单消',
      '双消 (2 rows)': '双消',
      '三消 (3 rows)': '三消',
      '四消 (4 rows)': '四消',
      '连消n次奖励分 (combo n bonus)': '连消n次奖励分',
    },
    section: '得分规则一节的表格',
  },
  },
  contradictions: {
  'block-war/frames': {
    title: '行号怎么编：一张棋盘还是两套坐标系',
    source: `${SEED}，比赛场地一节及其场地图`,
    readings: [
      { who: '文档', says: '只画了一张横放的场地，红方在左、蓝方在右；双方各有底线；没有编号。' },
      { who: '方块表（原版引擎）', says: '每方都在自己的 25 × 10 坐标系里落块，第 0 行在己方后端，+dy 指向对方。' },
    ],
    modelled: '每方用自己的坐标系；蓝方坐标系是红方坐标系旋转 180 度（项目裁定，方块大战：坐标系）。',
  },
  'block-war/entry': {
    title: '方块从哪里开始',
    source: `${SEED}，落块规则一节，以及同一仓库中的比赛裁判程序`,
    readings: [
      { who: '文档', says: '系统“在对战场地外的一个位置”生成方块，玩家再移动它；没有给出这个位置。' },
      {
        who: '比赛裁判程序',
        says: '中心块在第 0 行且各格都放得下的位置都是起点，无需路径；第 0 行之外的格视为空。之后逐行向下搜索，并在每一行左右移动和旋转。',
      },
    ],
    modelled: '逐步照搬裁判程序的搜索（项目裁定，方块大战）：第 0 行起点，下移一行，每行内左右移动和旋转。',
  },
  'block-war/legality': {
    title: '什么算一个落块位置',
    source: `${SEED}，落块规则和方块种类及其旋转规则两节`,
    readings: [
      { who: '文档', says: '位置由中心块和方向确定；原地旋转会改变其余各格，所以 (x, y, 方向) 三元组给落块位置命名。' },
      { who: '裁定', says: '覆盖同样格子的落块算同一个落块位置（O 有四个方向，却只有一种形状）。' },
    ],
    modelled: '每组不同的格子算一个落块位置；要能到达、完全在第 0-14 行之内、且不能再下移（项目裁定，方块大战：合法性）。',
  },
  'block-war/peace-clear-empty-rows': {
    title: '和平区消行时空行也会被移除吗？',
    source: `${SEED}，消列规则第 3 条，以及和平区消列示意图 1-3`,
    readings: [
      { who: '文档第 3 条', says: '“所有己方和平区空列均将被移除”，其余的行再向战斗区移动。' },
      { who: '文档示意图', says: '只有满行被移除；示意图中有方块的行之间没有空行，所以分不出两种读法。' },
      { who: '裁定', says: '只在和平区消行时只移除满行；只有战斗区有满行时才移除空行。' },
    ],
    modelled: '只移除满行（项目裁定，方块大战：消行）。',
  },
  'block-war/rows-or-columns': {
    title: '行还是列',
    source: `${SEED}，方块种类及其旋转规则注 1、消列规则、得分规则的表格`,
    readings: [
      { who: '文档正文', says: '消除的是“列”（消列）：场地是横着画的，方块横向移动。' },
      { who: '文档表格和注 1', says: '得分表按“行数”计，注 1 说“行”和“列”都指与降落方向垂直的 1 × 10 区域。' },
    ],
    modelled: '本站称作行：与前进方向垂直的 1 × 10 区域，从落块方的后端开始编号。',
  },
  'block-war/combo-timing': {
    title: '战斗区消行拿哪一个连消次数',
    source: `${SEED}，得分规则注 3、5、6`,
    readings: [
      { who: '文档注 5', says: '战斗区消行得到 n，即“截至该回合开始时”的连消次数。' },
      { who: '按每步计的读法', says: '红方在战斗区消行后，连消次数可能在蓝方落块前就增加，于是蓝方同一回合会得到 n + 1。' },
    ],
    modelled: '双方都用回合开始时的连消次数；它只在蓝方落块之后才变（项目裁定，方块大战：连消；例 3）。',
  },
  'block-war/overflow': {
    title: '“溢出”是什么意思',
    source: `${SEED}，胜负判定第 1 条`,
    readings: [
      { who: '文档', says: '方块溢出的玩家判负；没有定义什么是溢出。' },
      { who: '裁定', says: '没有合法落块位置的玩家判负；合法落块都在第 0-14 行之内，所以不会有方块伸出去。' },
    ],
    modelled: '手中方块没有合法落块位置 = 溢出 = 判负（项目裁定，方块大战）。',
  },
  'block-war/ties-and-time': {
    title: '用时和平分',
    source: `${SEED}，胜负判定第 3、5 条`,
    readings: [
      { who: '文档', says: 'AI 运行超时判负；得分相同时用时少者获胜。' },
      { who: '裁定', says: '模拟器不管思考时间；得分相同算平局。' },
    ],
    modelled: '没有计时；全部落完后得分相同即平局（项目裁定，方块大战）。',
  },
  'block-war/match-length': {
    title: '一局有多长',
    source: `${SEED}，Package 和回合制两节`,
    readings: [
      { who: '文档 Package 一节', says: '80 个包组成方块序列；“取完则游戏结束”。' },
      { who: '文档回合制一节', says: '回合重复“直到游戏结束”；没说有多少回合。' },
    ],
    modelled: '80 × 7 = 560 次落块，按顺序交替取用，红方先手：共 280 回合（项目裁定，方块大战：对局长度）。',
  },
  'block-war/battle-clear-direction': {
    title: '战斗区消行后各行往哪边移',
    source: `${SEED}，消列规则第 2 条，以及战斗区消列示意图 1-3`,
    readings: [
      { who: '文档第 2 条', says: '其余的行“尽可能向己方底线移动”；“底线”也可以理解成后端。' },
      { who: '文档场地一节和示意图', says: '底线是各方能到达的界线（红线和蓝线）；示意图把各行紧贴着它排好。' },
    ],
    modelled: '各行紧贴落块方的底线（第 14 行）排列；空行从后端补入（项目裁定，方块大战：消行）。',
  },
  'block-war/peace-picture-black-cell': {
    title: '和平区示意图中的黑格',
    source: `${SEED}，和平区消列示意图 1-3`,
    readings: [
      { who: '示意图的画法', says: '战斗区第 0 行画着一个白边黑格，画法和有方块的格一样。' },
      { who: '示意图的结果', says: '如果它有方块，就会凑满战斗区的一行，那一行也要消；而第三张图没有战斗区消行。' },
    ],
    modelled: '没有裁定：本站的选择是这一格为空，因为只有这样才能得到第三张图。',
  },
  'block-war/floating-cells': {
    title: '消行后方块会下落吗？',
    source: `${SEED}，消列规则第 4 条`,
    readings: [
      { who: '一般俄罗斯方块的习惯', says: '整行移进空出来的位置，读者可能以为松动的格会一直落到停住为止。' },
      { who: '文档第 4 条和裁定', says: '消行可能让一些格悬空；只有整行移动，只在和平区消行的回合里战斗区完全不动。' },
    ],
    modelled: '只有整行移动；悬空的格保持原样（项目裁定，方块大战：“格子可以悬空，这就是规则”）。',
  },
},
};
