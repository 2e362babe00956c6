// Chinese text of the sand-block source tables and contradictions, keyed by their English ids (src/i18n/verification.ts).
// The design document is Chinese: its own words are used wherever it has them (parameter descriptions from its §13).
import type { VerificationZh } from '~/i18n/verification';

export const ZH_CN: VerificationZh = {
  tables: {
    'sand/shapes': {
      title: '七种形状：格子数、像素块数和旋转状态数',
      rowHeader: '形状',
      labels: { 'Logical cells': '逻辑格子', Pixels: '像素块', 'Rotation states': '旋转状态' },
      section: '4.1 标准方块形状（7-Bag 系统）',
    },
    'sand/parameters': {
      title: '关键参数',
      rowHeader: '参数',
      labels: {
        Value: '值',
        LOGICAL_GRID_WIDTH: '逻辑网格宽度（列数）',
        LOGICAL_GRID_HEIGHT: '逻辑网格高度（行数）',
        CELL_TO_PIXEL_RATIO: '1 个逻辑格子的边长（像素块）',
        PIXEL_GRID_WIDTH: '像素网格宽度',
        PIXEL_GRID_HEIGHT: '像素网格高度',
        PREVIEW_SLOTS: '预览槽位数量',
        TETROMINO_SHAPES: '标准俄罗斯方块形状数',
        COLOR_POOL: '颜色种类数',
        GRAVITY: '重力加速度（像素块/秒²）',
        MAX_FALL_SPEED: '最大下落速度（像素块/秒）',
        PHYSICS_TIME_STEP: '物理更新频率',
        ELIMINATION_ANIM_DURATION: '消除动画持续时间',
        PARTICLE_LIFETIME: '粒子生命周期',
        CHAIN_MULTIPLIER: '连锁得分倍数',
      },
      reasons: {
        'RULINGS.md: 4 colours, as in the rule text (§4.2); the 6 of the pseudo-code and this table is a setting.':
          'RULINGS.md：按规则正文（§4.2）用 4 种颜色；伪代码和本表的 6 种是一个设置。',
        'The fall rule moves a pixel one row per frame with no speed (§5.2.1 "无需速度属性"); no rule uses an acceleration.':
          '下落规则让像素块每帧移动一行，没有速度（§5.2.1“无需速度属性”）；没有任何规则用到加速度。',
        'One row per frame at 60 frames a second is 60 pixels a second (appendix H); 500 would need several rows per frame.':
          '每秒 60 帧、每帧一行，就是每秒 60 个像素（附录 H）；500 需要每帧移动好几行。',
        'Particles are a visual effect (§12); the engine and the sandbox have none, so there is no lifetime to compare.':
          '粒子是视觉效果（§12）；引擎和沙盒都没有粒子，所以没有生命周期可以对照。',
      },
    },
    'sand/pile': {
      title: '16 × 16 方块倒成的沙堆',
      rowHeader: '方块',
      labels: { 'Height (rows)': '高度（行）', 'Base width': '底宽', 'Top width': '顶宽' },
      reasons: {
        'RULINGS.md: the pile numbers conflict with conservation of pixels; 256 pixels cannot stand 14-16 rows high on a 16-wide base with 45° sides.':
          'RULINGS.md：这些沙堆数字与像素块守恒相矛盾；256 个像素块不可能在 16 宽的底上、以 45° 的坡堆到 14-16 行高。',
        "RULINGS.md: the pile spreads; the engine's measured base is what conservation allows (about 2 × height for 45° sides).":
          'RULINGS.md：沙堆会摊开；引擎实测的底宽就是守恒所允许的（45° 坡时约为高度的 2 倍）。',
      },
    },
    'sand/physics-parameters': {
      title: '物理系统速查表',
      rowHeader: '参数',
      labels: {
        Value: '值',
        '更新频率 (update rate)': '更新频率',
        '移动速度 (move speed)': '移动速度',
        '更新顺序 (update order)': '更新顺序',
        '随机方向 (random direction)': '随机方向',
        '堆积角度 (pile angle)': '堆积角度',
      },
      reasons: {
        'RULINGS.md (pile): the page shows the pile the engine makes, measured; its sides are flatter than 45° because pixels keep sliding off the edges.':
          'RULINGS.md（沙堆）：页面展示引擎实际堆出、实测的沙堆；像素块不断从边缘滑落，所以坡度比 45° 平缓。',
      },
    },
    'sand/performance': {
      title: '性能基准：各场景中移动的像素块数',
      rowHeader: '场景',
      labels: {
        'Active pixels': '活跃像素块',
        '空闲 (idle)': '空闲',
        '放置单个方块 (one piece placed)': '放置单个方块',
        '大规模消除后 (after a large clear)': '大规模消除后',
        '极限密度(80%) (board 80% full)': '极限密度（80%）',
      },
      reasons: {
        'An estimate in the document. With the repeated stability check (§8.4.2), every pixel above a cleared full-width band loses its support at once, so nearly the whole board moves; the bench shows such a frame is still far inside 1 ms.':
          '这是文档的估计。按反复进行的稳定性检查（§8.4.2），一条横贯全宽的带子消除后，上方每个像素块同时失去支撑，几乎整个棋盘都在移动；基准测试表明这样的一帧仍远在 1 ms 之内。',
      },
    },
    'sand/chain-example': {
      title: '连锁示例',
      rowHeader: '步骤',
      labels: {
        Cells: '格子数',
        'Base points': '基础分',
        Multiplier: '倍数',
        Points: '得分',
        '1st clear': '第 1 次消除',
        '2nd (chain)': '第 2 次（连锁）',
        '3rd (chain)': '第 3 次（连锁）',
        Total: '合计',
      },
      reasons: {
        'The example gives 1 point per cell, which neither formula of §9.2 does; RULINGS.md: the engine uses floor(10 × √N) × chain index.':
          '示例按每格 1 分计，§9.2 的两个公式都不是这样算的；RULINGS.md：引擎用 ⌊10 × √N⌋ × 连锁数。',
      },
    },
  },
  contradictions: {
    'sand/colour-count': {
      title: '四种颜色还是六种',
      readings: [
        { who: '规则正文（§4.2、§7.4）', says: '四种颜色：红、蓝、绿、黄。' },
        { who: '伪代码（§4.3）和参数表（§13）', says: '六种颜色：红、蓝、绿、黄、紫、白。' },
      ],
      modelled: '默认四种；六种是沙盒的一个设置（RULINGS.md，流沙方块）。',
      source: '004_ec98a6b5fccdea83.txt，4.2 颜色系统、4.3 伪代码、13 颜色种类数',
    },
    'sand/16x16-example': {
      title: '16 × 16 的方块',
      readings: [
        { who: '比例（§2.2、§3.2）', says: '一个逻辑格子是 10 × 10 像素，所以 2 × 2 的方块是 20 × 20 像素（400 个）。' },
        { who: '沙堆示例（§5.3）', says: '“16×16 像素（2×2 逻辑格子）”，256 个像素块。' },
      ],
      modelled: '一个格子是 10 × 10 像素（RULINGS.md）。沙堆图倒的是 20 × 20；16 × 16 的表按原表的样子实测。',
      source: '004_ec98a6b5fccdea83.txt，5.3.1-5.3.3 和 5.5.1',
    },
    'sand/pile-shape': {
      title: '沙堆有多高',
      readings: [
        { who: '数学分析（§5.3.3）', says: '高约 W，底宽 W，顶部 1-2 个像素，45° 的坡；16 × 16 时为 14-16 行。' },
        { who: '像素块守恒', says: '高 W、底 W 的三角形只能装下约 W²/2 个像素块，是倒下去的 W² 的一半。' },
      ],
      modelled: '展示引擎实际堆出、实测的沙堆（RULINGS.md，流沙方块）。',
      source: '004_ec98a6b5fccdea83.txt，5.3.3 数学分析、附录 H 堆积角度',
    },
    'sand/gravity-parameters': {
      title: '重力与下落速度',
      readings: [
        { who: '下落规则（§5.2.1、附录 H）', says: '没有速度：像素块每帧移动一格。' },
        { who: '参数表（§13）、数据结构（§14.2）', says: '重力加速度每秒平方 980 像素块，最大下落速度每秒 500 像素块，还有一个竖直速度字段。' },
      ],
      modelled: '没有裁定：我们的选择，每帧一行，因为下落规则、更新顺序和陷阱都是按这个写的；这两个数列为未使用。',
      source: '004_ec98a6b5fccdea83.txt，5.2.1、13 重力加速度 / 最大下落速度、14.2 竖直速度字段、附录 A“重力加速”',
    },
    'sand/score-datum': {
      title: '1056 格的数据',
      readings: [
        { who: '数据（§9.1）', says: '消除 1056 个逻辑格子得 373 分。' },
        { who: '棋盘（§3.1）', says: '12 × 22 = 264 格，所以不可能一次消除 1056 格；而且 ⌊10√1056⌋ = 324，⌊0.35 × 1056⌋ = 369。' },
      ],
      modelled: '每个集群 ⌊10 × √N⌋，N = 像素块数 ÷ 100，再乘以连锁数；⌊0.35 × N⌋ 是一个设置（RULINGS.md）。',
      source: '004_ec98a6b5fccdea83.txt，9.1-9.2',
    },
    'sand/chain-example': {
      title: '连锁示例',
      readings: [
        { who: '公式（§9.2）', says: '基础分为 ⌊10√N⌋ 或 ⌊0.35 × N⌋。' },
        { who: '示例（§9.3）', says: '100、50、30 格给出基础分 100、50、30：每格一分。' },
      ],
      modelled: '按公式（RULINGS.md）：示例为 100 + 140 + 162 = 402，而不是 290。',
      source: '004_ec98a6b5fccdea83.txt，9.3',
    },
    'sand/connectivity': {
      title: '四邻接还是八邻接',
      readings: [
        { who: '文档', says: '相连指上下左右，不包括对角。' },
        { who: '其他落沙游戏', says: '对角的邻居也算（八邻接）。' },
      ],
      modelled: '四邻接；八邻接是一个设置（RULINGS.md）。',
      source: '004_ec98a6b5fccdea83.txt，2.3 连通、8.2.1',
    },
    'sand/remove-by-cells': {
      title: '删除一个集群',
      readings: [
        { who: '§8.2.3 与陷阱 2', says: '删除的正是搜索找到的那些像素块。' },
        { who: '§8.3.1 的代码', says: '从集群所在的逻辑格子里重新收集像素块（正是陷阱 2 禁止的做法）。' },
      ],
      modelled: '没有裁定：我们的选择，删除搜索找到的像素块，因为文档两次把另一种做法称为错误（§8.2.3、附录 D）。',
      source: '004_ec98a6b5fccdea83.txt，8.2.3 与 8.3.1 的对照',
    },
    'sand/support': {
      title: '什么算支撑',
      readings: [
        { who: '下落规则（§5.2.2）', says: '下方三个格子都被占的像素块变为稳定，不管占着它们的是什么。' },
        { who: '稳定性检查（§8.4.2、陷阱 5）', says: '只有稳定的像素块提供支撑；不稳定的可能会移走。' },
      ],
      modelled: '没有裁定：我们的选择，处处按陷阱的规则：被挡住的像素块在挡住它的像素块不稳定时等待，只有在稳定的支撑上才变为稳定。按原文的下落规则是引擎的一个选项，棋盘编辑器里可以选。',
      source: '004_ec98a6b5fccdea83.txt，5.2.2 的移动判定与 8.4.2、陷阱 5 的对照',
    },
    'sand/check-timing': {
      title: '消除检查何时进行',
      readings: [
        { who: '§8.1、§5.4.3', says: '只有所有像素块都稳定时才检查。' },
        { who: '§10.3-10.4', says: '每组放下的方块在自己落定时单独检查，按放置顺序。' },
      ],
      modelled: '没有裁定：我们的选择，整个棋盘静止时检查（§8.1）。消除动画期间放下的方块永远不会加入那次消除，因为要删除的像素块在找到消除时就已确定。每个方块落定时各自检查是引擎的一个选项。',
      source: '004_ec98a6b5fccdea83.txt，8.1 与 10.3-10.4 的对照',
    },
    'sand/late-piece-chain': {
      title: '连锁期间放下的方块',
      readings: [
        { who: '连锁循环（§8.4.3）', says: '每次消除后等所有像素块落定再检查，接着计数：补全集群的新方块拿到下一个连锁数。' },
        { who: '§10.3 与常见问题 Q3', says: '消除动画期间放下的方块不参与当前检查；它单独模拟、单独检查。' },
      ],
      modelled:
        '含有连锁进行中放下的方块的任何像素块的集群重新计数（×1，它引发的为 ×2）；由较早像素块组成的集群沿用正在进行的计数（RULINGS.md，流沙方块）。另一种解读并列展示。',
      source: '004_ec98a6b5fccdea83.txt，8.4.3 与 10.3、常见问题 Q3 的对照',
    },
    'sand/rotation': {
      title: '旋转',
      readings: [
        { who: '形状表（§4.1）、方块的旋转字段（§14.2）', says: '形状有 1、2 或 4 种旋转状态。' },
        { who: '§7.4 与常见问题 Q5', says: '方块以未旋转的形态出现；旋转不在设计之内。' },
      ],
      modelled: '没有旋转（RULINGS.md）；旋转状态一列只和形状本身对照。',
      source: '004_ec98a6b5fccdea83.txt，4.1 表格、7.4、常见问题 Q5',
    },
    'sand/appendix-b': {
      title: '附录 B 的示例对局',
      readings: [
        { who: '附录 B 正文', says: '第 3 步：红色集群碰到第 0 列和第 11 列，所以消除；“约 11 格 = 1100 像素块”。' },
        { who: '附录 B 的图', says: '红色格子最远到第 9 列（第 10 列是空的，第 11 列是蓝色），共 15 个；第 2 步的蓝色 L 画了 13 列，而网格只有 12 列。' },
      ],
      modelled: '按 §8.2.2 的规则：集群只有碰到两面墙才消除，所以图中的棋盘不会消除。这个示例不用作测试。',
      source: '004_ec98a6b5fccdea83.txt，附录 B（第 2 步和第 3 步的图）',
    },
    'sand/game-over-timing': {
      title: '沙还在落时的游戏结束',
      readings: [
        { who: '§11.1-11.3', says: '三个槽位里的方块都哪里也放不下时，游戏结束；放置失败后、以及每次放置的消除全部结束后检查。' },
        { who: '§11.4', says: '放置失败后，检查用的是当前帧的棋盘，不等可能腾出空间的下落中的沙。' },
      ],
      modelled:
        '游戏结束只在棋盘静止时判定。沙还在落或消除还在闪时被拒绝的放置，等棋盘落定后再判定；棋盘静止时被拒绝则立刻判定。若按还在动的棋盘判定，游戏会停在沙悬在半空的一刻，丢掉还没发生的消除，而只记录放置的分享链接会重放出另一局。',
      source: '004_ec98a6b5fccdea83.txt，11.1-11.4',
    },
  },
};
