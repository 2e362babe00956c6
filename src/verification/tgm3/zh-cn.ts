// Chinese text of the TGM3 source tables and contradictions, keyed by their English ids (src/i18n/verification.ts).
// Grade names, COOL/REGRET and the names of implementations (NullpoMino, Cambridge, TGMsim) stay as written.
import type { VerificationZh } from '~/i18n/verification';

const DELAY_LABELS = { ARE: '出块延迟', 'Line ARE': '消行出块延迟', DAS: '自动移动延迟', Lock: '锁定延迟', 'Line clear': '消行延迟' };
const CLEARS = { Single: '消一行', Double: '消两行', Triple: '消三行', Tetris: '消四行' };

export const ZH_CN: VerificationZh = {
  tables: {
    'tgm3/level-advance': {
      title: '每次消行推进的等级',
      rowHeader: '消行',
      labels: { 'Previous games': '前作', 'Master and Shirase': 'Master 与修罗模式', ...CLEARS },
      section: '玩法：等级推进',
    },
    'tgm3/easy-gravity': {
      title: 'Easy 的重力',
      rowHeader: '起始等级',
      labels: { 'Gravity (1/256 G)': '重力（1/256 G）' },
      section: '游戏模式：Easy 的速度表',
    },
    'tgm3/easy-delays': { title: 'Easy 的延迟（帧）', rowHeader: '等级', labels: DELAY_LABELS, section: '游戏模式：Easy 的速度表' },
    'tgm3/sakura-gravity': {
      title: 'Sakura 的重力',
      rowHeader: '起始等级',
      labels: { 'Gravity (1/256 G)': '重力（1/256 G）' },
      section: '游戏模式：Sakura 的速度表',
    },
    'tgm3/sakura-delays': { title: 'Sakura 的延迟（帧）', rowHeader: '等级', labels: DELAY_LABELS, section: '游戏模式：Sakura 的速度表' },
    'tgm3/master-gravity': {
      title: 'Master 各速度等级的重力',
      rowHeader: '起始等级',
      labels: { 'Gravity (1/65536 G)': '重力（1/65536 G）' },
      section: '游戏模式：Master 的速度表',
    },
    'tgm3/master-delays': {
      title: 'Master 各速度等级的延迟（帧，玩家实际感受到的值）',
      rowHeader: '速度等级',
      labels: DELAY_LABELS,
      section: '游戏模式：Master 的速度表',
    },
    'tgm3/shirase-delays': {
      title: '修罗模式的延迟（帧；重力始终 20G）',
      rowHeader: '等级',
      labels: DELAY_LABELS,
      section: '游戏模式：修罗模式的速度表',
    },
    'tgm3/kamui-delays': {
      title: 'Kamui 的延迟（帧，内部数值；重力 20G）',
      rowHeader: '等级',
      labels: DELAY_LABELS,
      section: '未启用的模式：Kamui 的速度表',
    },
    'tgm3/internal-grades': {
      title: '内部段位：段位提升、衰减和基础分',
      rowHeader: '内部段位',
      labels: { Boosts: '段位提升', 'Decay (frames/point)': '衰减（帧/点）', ...CLEARS },
      section: '段位评定系统：内部段位系统',
    },
    'tgm3/combo-multipliers': {
      title: '段位点的连击倍率',
      rowHeader: '连击数',
      labels: CLEARS,
      section: '内部段位系统：连击倍率表',
    },
    'tgm3/level-multipliers': {
      title: '段位点的等级倍率',
      rowHeader: '等级',
      labels: { Multiplier: '倍率' },
      section: '内部段位系统：等级倍率表',
    },
    'tgm3/roll-grades': {
      title: '字幕战段位',
      rowHeader: '消行数',
      labels: {
        'Disappearing roll': '半隐',
        'Invisible roll': '全隐',
        '1 (single)': '1（消一行）',
        '2 (double)': '2（消两行）',
        '3 (triple)': '3（消三行）',
        '4 (tetris)': '4（消四行）',
        'Clear (survived)': '通过（活过字幕战）',
      },
      section: '段位评定系统：字幕战段位系统',
    },
    'tgm3/grade-names': {
      title: '段位名称（按顺序）',
      rowHeader: '行',
      labels: { 'Pre-S': 'S 之前' },
      section: '段位评定系统：段位表',
    },
    'tgm3/shirase-garbage-quota': {
      title: '修罗模式上涨垃圾行的配额',
      rowHeader: '区段',
      labels: { 'Quota (pieces)': '配额（方块数）' },
      section: '修罗模式：上涨垃圾行',
    },
    'tgm3/shirase-times': {
      title: '修罗模式：铁门与 REGRET 时限',
      rowHeader: '规则',
      labels: {
        Time: '时间',
        'Torikan at 500, Classic': '500 级铁门，Classic',
        'Torikan at 500, World': '500 级铁门，World',
        'Torikan at 1000, Classic': '1000 级铁门，Classic',
        'Torikan at 1000, World': '1000 级铁门，World',
        'REGRET limit, section 0-99 (Messages: "1\'00" for Shirase mode Lv. 0-100")': 'REGRET 时限，区段 0-99（提示一节：修罗模式 0-100 级为“1\'00"”）',
        'REGRET limit, any section (Shirase prose: "a section time exceeds 1 minute")': 'REGRET 时限，任意区段（修罗模式正文：“区段用时超过 1 分钟”）',
        '1:00:00 for 0-199, 0:50:00 for 200-1299': '0-199 为 1:00:00，200-1299 为 0:50:00',
      },
      reasons: {
        'No ruling: our choice. The seed\'s Shirase prose says a REGRET comes when "a section time exceeds 1 minute"; master-grading.json (NullpoMino, Cambridge and a memory reader agree) gives 1:00 for sections 0-199 and 0:50 from 200 on. The site follows the data file, since the seed\'s only worked example is the 0-100 section.':
          '我们的选择。维基的修罗模式正文说“区段用时超过 1 分钟”就会 REGRET；master-grading.json（NullpoMino、Cambridge 和一个内存读取工具一致）给出 0-199 区段为 1:00，200 起为 0:50。本站采用已发布实现的数据，因为维基唯一的具体例子是 0-100 区段。',
      },
      section: '修罗模式（正文）与提示一节的“区段 REGRET”',
    },
    'tgm3/prose-claims': {
      title: '维基正文中给出的数字',
      rowHeader: '说法',
      labels: {
        Value: '数值',
        'Master torikan at level 500': 'Master 的 500 级铁门',
        'Master REGRET, section 0-99': 'Master 的 REGRET，区段 0-99',
        'Shirase REGRET, section 0-99': '修罗模式的 REGRET，区段 0-99',
        'Kill timer starts': '强制提速计时开始',
        'Invisible roll: lowest internal grade': '全隐：最低内部段位',
        'Section COOL possible in 900-999': '900-999 能否拿区段 COOL',
        no: '否',
        'Grades the internal system can produce': '内部系统能给出的段位数',
        '17 boosts + 9 COOLs + 6.00 roll, not qualified': '17 级段位提升 + 9 个 COOL + 字幕战 6.00，未认定',
        'Tetris COOL: tetrises in 0-99 / 100-199 / later': '四行 COOL：0-99 / 100-199 / 之后各区段所需的消四行次数',
      },
      section: 'Master、段位评定系统、提示和强制提速计时（正文）',
    },
  },
  contradictions: {
    'tgm3/decay-timing': {
      title: '段位点何时衰减',
      readings: [
        { who: 'NullpoMino、TGMsim', says: '只在方块操作中、且没有两行及以上的连击进行时衰减。' },
        { who: 'Cambridge', says: '方块操作中的每一帧都衰减。' },
      ],
      modelled: '默认采用第一种解读；第二种作为“衰减”开关（本站的选择，理由见页面）。',
      source: '002_096d099eb8365792.txt，内部段位系统（“衰减速度”）；master-grading.json 的衰减方式',
    },
    'tgm3/plus-two-seconds': {
      title: 'COOL 的“+2 秒”规则',
      readings: [
        { who: '维基、NullpoMino', says: '在拿到 COOL 的区段之后，下一个区段的 x70 用时最多只能慢 2 秒（120 帧）。' },
        { who: 'Cambridge', says: '2 秒的限制在每个区段之后都适用，不论有没有 COOL。' },
      ],
      modelled: '只在 COOL 区段之后适用（时限 = min(表中时间, 上一次 x70 用时 + 120)）；另一种解读作为开关（本站的选择，理由见页面）。',
      source: '002_096d099eb8365792.txt，区段 COOL/REGRET 系统；master-grading.json 的 +2 秒规则',
    },
    'tgm3/cool-boundary': {
      title: '正好在时限那一帧到达算不算 COOL',
      readings: [
        { who: '维基', says: '到达 x70 的用时要比列出的时间更快（严格小于）。' },
        { who: 'master-grading.json', says: 'x70 用时须 <= 时限。' },
      ],
      modelled: '我们的选择：<= 时限，因为已发布实现的数据把比较写得很精确，而维基说得比较随意；两者只差一帧。',
      source: '002_096d099eb8365792.txt，区段 COOL/REGRET 系统（“比列出的时间更快”）；master-grading.json',
    },
    'tgm3/cool-display-level': {
      title: '区段 COOL 提示在哪里出现',
      readings: [
        { who: '段位评定一节', says: '在 x70 触发，在 x82 到 x99 之间显示。' },
        { who: '提示一节', says: '出现在“大约（但不正好）x80 级”。' },
      ],
      modelled: '我们的选择。引擎在 x70 判定 COOL（两处都这样说）；提示何时显示不影响段位，所以页面把两种说法都列出。',
      source: '002_096d099eb8365792.txt，区段 COOL/REGRET 系统与提示一节的“区段 COOL”',
    },
    'tgm3/roll-length': {
      title: '字幕战的长度',
      readings: [
        { who: 'tgm3-visualizer（PC 版的内存读数）', says: '3265 个可操作帧。' },
        { who: '两个复刻版', says: '3238 帧。' },
      ],
      modelled: '3265 帧，读自 PC 版的内存（本站的选择：它读自游戏本身）；页面注明了 3238。',
      source: 'master-grading.json 中字幕战长度的候选值',
    },
    'tgm3/points-rounding': {
      title: '段位点的取整',
      readings: [
        { who: '维基', says: '⌈基础分 × 连击倍率⌉ × 等级倍率。' },
        { who: 'NullpoMino', says: '先全部相乘，再向下取整。' },
      ],
      modelled: '采用维基的公式，等级倍率按消行前的等级取（本站的选择，理由见页面）。',
      source: '002_096d099eb8365792.txt，内部段位系统；master-grading.json 的段位点取整',
    },
    'tgm3/grade-combo': {
      title: '段位点的连击怎么算',
      readings: [
        { who: '维基（表格）', says: '连击数计的是“连续的消行”；消一行那一列始终是 1.0。' },
        { who: 'NullpoMino、Cambridge', says: '只有两行及以上的消行才增加连击；消一行既不增加也不打断；锁定而不消行则连击归零。' },
      ],
      modelled: '采用这些实现的算法（本站的选择，理由见页面）。',
      source: '002_096d099eb8365792.txt，连击倍率表；master-grading.json 的连击计数',
    },
    'tgm3/exam-target': {
      title: '考试目标段位',
      readings: [
        { who: '维基', says: '⌊最近 7 局中第 2、3、4 好的段位的平均值⌋。' },
        { who: 'NullpoMino', says: '第 4 好的段位。' },
      ],
      modelled: '采用维基的平均值（本站的选择，理由见页面）；检查器在旁边给出另一个值。',
      source: '002_096d099eb8365792.txt，账号与考试；master-grading.json 的考试目标',
    },
    'tgm3/gm-display': {
      title: '未认定 GM 时够 GM 的一局',
      readings: [
        { who: '公式', says: '⌊段位提升 + COOL + 字幕战⌋ 可以达到 32，即 Grand Master。' },
        { who: '考试规则', says: '在玩家通过 GM 升段考试之前，只给 MasterM。' },
      ],
      modelled: '除非玩家已认定 GM，段位 32 显示为 MM（本站的选择，理由见页面）。',
      source: '002_096d099eb8365792.txt，GM 升段考试条件；master-grading.json 的 GM 显示规则',
    },
    'tgm3/level-multiplier-level': {
      title: '等级倍率按哪个等级取',
      readings: [
        { who: '消行前的等级', says: '从 248 级消四行到 254 级，用 ×1。' },
        { who: '消行后的等级', says: '同样的消四行会用 ×2。' },
      ],
      modelled: '按消行加等级之前的等级（本站的选择，理由见页面）。',
      source: '002_096d099eb8365792.txt，等级倍率表',
    },
    'tgm3/shirase-regret-time': {
      title: '修罗模式的 REGRET 时间',
      readings: [
        { who: '维基', says: '区段用时超过 1 分钟就 REGRET。' },
        { who: 'master-grading.json', says: '0-199 区段为 1:00，200 起为 0:50。' },
      ],
      modelled: '我们的选择：采用已发布实现的数据，因为三个实现一致，而维基只给出了 0-100 的例子。',
      source: '002_096d099eb8365792.txt，修罗模式与提示一节；master-grading.json 的修罗模式 REGRET 帧数',
    },
    'tgm3/shirase-1300': {
      title: '修罗模式能否超过 1300 级？',
      readings: [
        { who: '三原一郎（博客）', says: '1300 本身就是一道铁门；超过它是可能的。' },
        { who: '逆向工程', says: '游戏数据中没有 S13 以上的段位。' },
      ],
      modelled: '我们的选择：采用游戏数据：一局在 1300 级以 S13 结束。',
      source: '002_096d099eb8365792.txt，修罗模式',
    },
    'tgm3/internal-grade-cap': {
      title: '最高内部段位时的段位点',
      readings: [
        { who: '表格', says: '最后一行是“31+”，好像还有 31 以上的段位。' },
        { who: '段位提升一列', says: '31 给出第 17 级、也是最后一级段位提升（相当于 TAP 的 S9）；再往上不会改变段位。' },
      ],
      modelled: '我们的选择。内部段位停在 31，之后的段位点不再计数。',
      source: '002_096d099eb8365792.txt，内部段位系统（最后一行“31+”）',
    },
    'tgm3/cool-regret-arms-plus-two': {
      title: '同时有 COOL 和 REGRET 的区段会不会触发 +2 秒规则？',
      readings: [
        { who: '本站', says: '会：COOL 依然有效，所以下一个区段到达 x70 的用时不能超过该区段 x70 用时 + 2 秒。' },
        { who: '另一种解读', says: '不会：吃到 REGRET 之后，下一个区段只受表中时限约束。' },
      ],
      modelled: '采用第一种解读（本站的选择：来源没有定论；另一种解读列在旁边）。',
      source: '002_096d099eb8365792.txt，区段 COOL/REGRET 系统（“区段 REGRET 不会抵消区段 COOL”）',
    },
    'tgm3/decay-counter-carry': {
      title: '升段时和段位点为 0 时的衰减计数',
      readings: [
        { who: '本站', says: '距下一次扣点的帧数在升段时延续，段位点为 0 时也继续走。' },
        { who: '另一种解读', says: '每次升段时计数重新开始，段位点为 0 时停止。' },
      ],
      modelled: '采用第一种解读（本站的选择：来源没有定论；另一种解读列在旁边）。',
      source: '002_096d099eb8365792.txt，内部段位系统（衰减速度）；master-grading.json 的衰减方式',
    },
    'tgm3/gm-from-roll-clears': {
      title: '单靠字幕战消行能否让已认定的玩家拿到 GM？',
      readings: [
        { who: '维基的公式', says: '能：对已认定的玩家，⌊段位提升 + COOL + 字幕战⌋ 达到 32 就是 GM，不论消了什么。' },
        { who: 'NullpoMino', says: '不能：字幕战消行带来的段位最多到 MM。' },
      ],
      modelled: '采用维基的公式（本站的选择：来源没有定论；另一种解读列在旁边）。',
      source: '002_096d099eb8365792.txt，显示段位公式与字幕战段位系统',
    },
    'tgm3/regret-target': {
      title: 'REGRET 降低的是什么',
      readings: [
        { who: '维基', says: '内部段位降到低一级段位提升中最高的那个，段位点归零。' },
        { who: 'NullpoMino', says: '显示段位减 1；内部段位和段位点不变。' },
      ],
      modelled: '采用维基的解读（本站的选择：来源没有定论；另一种解读列在旁边）。',
      source: '002_096d099eb8365792.txt，区段 COOL/REGRET 系统（“通过移除一级内部段位提升”）',
    },
  },
};
