// Chinese text of the Zenith source tables and contradictions, keyed by their English ids (src/i18n/verification.ts).
// Terms as MrZ's write-up writes them (src/i18n/glossary/zenith.ts): 受击权重, 受击保护, 垃圾混乱度, 垃圾幸运度, 垃圾行等待时间,
// and the mods by their write-up names (专家, 混乱, 双倍+ ...). Floor names come from the same glossary.
import type { VerificationZh } from '~/i18n/verification';
import { GLOSSARY } from '~/i18n/glossary/zenith';

const FLOOR_NAMES = Object.fromEntries(GLOSSARY.filter((g) => g.id.startsWith('floor-')).map((g) => [g.en, g.zh]));
const FATIGUE_LABELS = {
  'Permanent lines added': '新增永久垃圾行',
  'Permanent lines in total': '永久垃圾行合计',
  'Receive (%)': '受击（%）',
  'Messiness (%)': '垃圾混乱度（%）',
  Other: '其他',
};
const TASK_GRADES = { 'Task grades': '任务难度' };
const GARBAGE_PHASE_REASON =
  'RULINGS.md (Zenith): the printed Expert column is shifted one floor against the code, which waits 2 × (66 − 6 × floor) frames (the printed floor 1 value is the code\'s "floor 0").';
const GRACE_REASON =
  'RULINGS.md (Zenith): the reference loop picks the fast table when Expert+ is off and the slow one when it is on; the printed table heads them the other way round. The numbers of both series agree; only which one applies is swapped. The engine follows the code.';
const DANGER_REASON =
  'No ruling: the rule in the same section is "−1.5 while in danger", which is −37.5% of 4 and −30% of 5. The printed −75% and −60% are twice that (they equal −3 ÷ weight). The engine keeps the stated −1.5.';

export const ZH_CN: VerificationZh = {
  tables: {
    'zenith/floors': {
      title: '楼层：每层的起止高度',
      rowHeader: '层数',
      labels: { 'From (m)': '起始（m）', 'To (m)': '结束（m）', Name: '名称', ...FLOOR_NAMES },
      section: '爬塔，楼层表',
    },
    'zenith/favor-claims': {
      title: '垃圾幸运度：正文给出的数值',
      rowHeader: '情形',
      labels: {
        Favor: '垃圾幸运度',
        'No mods, floor 1': '无 Mod，一层',
        'No mods, floor 10': '无 Mod，十层',
        'Expert, floor 1': '专家，一层',
        'Expert + Messy, floor 10': '专家 + 混乱，十层',
        'Volatile+ (any floor)': '双倍+（任意层）',
      },
      reasons: {
        'RULINGS.md (Zenith): the prose says Expert favor starts at 0 (holes uniform at the start); the reference loop gives 0 - 3 × floor, so -3 on floor 1. The site follows the code.':
          'RULINGS.md（天顶之塔）：正文说专家的垃圾幸运度从 0 开始（开局时洞位均等随机）；参考主循环给出 0 − 3 × 层数，一层是 −3。本站按代码实现。',
      },
      section: '垃圾幸运度，正文',
    },
    'zenith/rank-table': {
      title: '等级：升级所需经验、经验流失与降级时间，普通与专家',
      rowHeader: '等级',
      labels: {
        'XP to promote': '升级所需经验',
        'Seconds from full bar to demotion': '满经验到降级的秒数',
        'XP leak per second': '每秒流失经验',
        'Expert: seconds to demotion': '专家：降级秒数',
        'Expert: XP leak per second': '专家：每秒流失经验',
        never: '不会降级',
      },
      reasons: {
        'Rank 1 never drops: the reference loop sets XP back to 0 instead ("不会掉到0级以下"). The printed 40.00 s is how long the bar takes to drain, which the calculator shows as such.':
          '1 级不会降级：参考主循环改为把经验归 0，等级不会降到 0 级以下。表中的 40.00 秒是经验条流空所需的时间，计算器也按此显示。',
        'Rank 1 never drops, with Expert too (the same loop branch); the printed 24.00 s is the drain time.':
          '开专家时 1 级同样不会降级（同一个分支）；表中的 24.00 秒是流空所需的时间。',
      },
      section: '经验流失，预先算好的表',
    },
    'zenith/appearance': {
      title: '等级倍率与速通模式门槛',
      rowHeader: '等级',
      labels: { Multiplier: '倍率', Hyperspeed: '速通模式', stay: '不退出', 'floors 1/2': '一、二层', 'floors 3/4': '三、四层', 'floor 5': '五层' },
      section: '外观表；备注一栏为本站整理',
    },
    'zenith/targeting-factor': {
      title: '受击权重随时间的变化，以及打满与危险时的减少',
      rowHeader: '时间段',
      labels: { Factor: '权重', 'When filled (%)': '打满时（%）', 'In danger (%)': '危险时（%）', '7 min on': '7 分钟起' },
      reasons: {
        'No ruling: the write-up gives no rule for "when filled" and the loop has none, so the engine computes nothing here. The printed numbers look like −3 ÷ weight (−100, −75, −60, −50) with −66 a slip.':
          '没有裁定：总结没有给出“打满时”的规则，主循环里也没有，所以引擎在此不计算。表中的数字像是 −3 ÷ 权重（−100、−75、−60、−50），其中 −66 是笔误。',
        [DANGER_REASON]:
          '没有裁定：同一节的规则是“危险时 −1.5”，即 4 的 −37.5%、5 的 −30%。表中的 −75% 与 −60% 是它的两倍（等于 −3 ÷ 权重）。引擎采用文字给出的 −1.5。',
      },
      section: '随时间增加，表格',
    },
    'zenith/targeting-grace': {
      title: '受击保护的释放间隔（秒），按层数：每一列原表数值与引擎中数字相同的那一列对照',
      rowHeader: '层数',
      labels: { 'Normal (s)': '普通（秒）', 'Expert+ (s)': '专家+（秒）', 'Applies when': '适用条件', 'Expert+ off': '未开专家+', 'Expert+ on': '开专家+' },
      reasons: {
        [GRACE_REASON]:
          'RULINGS.md（天顶之塔）：参考主循环在未开专家+时用快表，开专家+时用慢表；原表的表头正好相反。两列数字都对得上，只是适用条件互换了。引擎按代码实现。',
      },
      section: '受击保护，表格',
    },
    'zenith/messiness-factors': {
      title: '使垃圾混乱度升高或降低的因素',
      rowHeader: '因素',
      labels: {
        'Effect (%)': '效果（%）',
        'Each floor': '每层',
        'Each floor, Expert': '每层，专家',
        Messy: '混乱',
        'Messy+': '混乱+',
        'All-Spin+': '全旋+',
        'Expert+ "fully messy" (inner and change)': '专家+ 的“全散”（连续与间断）',
        'Each grace point, change (Y)': '每点受击保护，间断（Y）',
        'Each grace point, inner (X)': '每点受击保护，连续（X）',
        '18 grace points, change (Y)': '18 点受击保护，间断（Y）',
        '18 grace points, inner (X)': '18 点受击保护，连续（X）',
      },
      section: '垃圾混乱度，表格与注释',
    },
    'zenith/garbage-phase': {
      title: '垃圾行升起前的等待时间，按层数与 Mod',
      rowHeader: '层数',
      labels: {
        'Normal (s)': '普通（秒）',
        'Normal (frames)': '普通（帧）',
        'Expert (s)': '专家（秒）',
        'Expert (frames)': '专家（帧）',
        'Messy+ / Volatile+ / Damnation (s)': '混乱+ / 双倍+ / 双洞+（秒）',
        'Other reversed mods (s)': '其他 Mod+（秒）',
      },
      reasons: {
        [GARBAGE_PHASE_REASON]:
          'RULINGS.md（天顶之塔）：原表的专家一列比代码错开了一层；代码等待 2 × (66 − 6 × 层数) 帧（表中一层的值是代码里“零层”的值）。',
      },
      section: '垃圾行等待时间，表格',
    },
    'zenith/fatigue-normal': { title: '疲劳，普通', rowHeader: '时间', labels: FATIGUE_LABELS, section: '疲劳时间，表格' },
    'zenith/fatigue-expert-reversed': {
      title: '疲劳，专家+',
      rowHeader: '时间',
      labels: { ...FATIGUE_LABELS, 'messier, grace off': '更混乱，受击保护失效', 'fully messy': '全散' },
      section: '专家+（暴君）疲劳表',
    },
    'zenith/fatigue-duo-reversed': {
      title: '疲劳，双人+',
      rowHeader: '时间',
      labels: { ...FATIGUE_LABELS, 'revive +3': '复活 +3', 'no revive': '不能复活' },
      section: '双人+（流血之心）疲劳表',
    },
    'zenith/expert-descent': {
      title: '专家+ 的下坠速度，以及在该等级保持不动所需的每分钟发送行数',
      rowHeader: '层数与等级',
      labels: {
        'Descent (m/s)': '下坠（m/s）',
        'Lines sent per minute': '每分钟发送行数',
        'Floor 1, rank 3': '一层，3 级',
        'Floor 2, rank 4': '二层，4 级',
        'Floor 3, rank 4': '三层，4 级',
        'Floor 4, rank 5': '四层，5 级',
        'Floor 5, rank 5': '五层，5 级',
        'Floor 6, rank 6': '六层，6 级',
        'Floor 7, rank 6': '七层，6 级',
        'Floor 8, rank 6': '八层，6 级',
        'Floor 9, rank 7': '九层，7 级',
        'Floor 10, rank 7': '十层，7 级',
      },
      section: '专家+（暴君）下坠表',
    },
    'zenith/revive-plans': { title: '各复活难度分对应的任务方案', rowHeader: '难度分', labels: TASK_GRADES, section: '双人，方案列表' },
    'zenith/lock-delay': {
      title: '重力与重力+ 各层的锁定延迟',
      rowHeader: '层数',
      labels: { 'Gravity (frames)': '重力（帧）', 'Gravity+ (frames)': '重力+（帧）' },
      section: '重力与重力+ 的锁定延迟列表',
    },
    'zenith/current-revive-plans': {
      title: '各复活难度分对应的任务方案（当前客户端）',
      rowHeader: '难度分',
      labels: TASK_GRADES,
      section: '【2P】双人，“复活累积难度”之后的方案列表',
    },
    'zenith/current-bag-extras': {
      title: '连续抵消给每包添加的方块（当前客户端）',
      rowHeader: '连续抵消',
      labels: { 'Added from here': '从此值起添加' },
      section: '连续抵消，加块列表',
    },
    'zenith/current-cancel-cap': {
      title: '连续抵消给一次攻击增加的行数上限，按层数（当前客户端）',
      rowHeader: '层数',
      labels: { 'Cap (lines)': '上限（行）', 'Code array': '代码数组', none: '无' },
      section: '受击数量计算 §3 抵消惩罚（上限规则）与参考代码中的抵消惩罚上限数组',
    },
  },
  contradictions: {
    'zenith/expert-favor-start': {
      title: '专家在一层的垃圾幸运度',
      readings: [
        { who: '正文', says: '专家使该值 −33，“也就是开局时均等随机”（幸运度 0）。' },
        { who: '参考代码', says: '幸运度 = 0 − 3 × 层数 −（混乱 ? 25 : 0），一层是 −3。' },
      ],
      modelled: '按代码（RULINGS.md，天顶之塔：引擎以参考主循环为准）。',
      source: '000_ecc5a4213eb4b823.txt，垃圾幸运度',
    },
    'zenith/favor-sort-direction': {
      title: '正的幸运度偏向哪些列',
      readings: [
        { who: '正文', says: '幸运度为正时洞更容易挖。' },
        { who: '参考代码（2025-01-19）', says: '各列按分数从高（高且远）到低排序，排在前面的权重最大：洞更难挖。' },
        { who: '后来的客户端（2025 年春；最新版总结，提交 6b7f9d5）', says: '排序方向改成了与正文一致。' },
      ],
      modelled: '默认按 2025-01-19 的代码；当前客户端（34db990：最容易的在前）作为客户端版本选项（RULINGS.md，天顶之塔）。',
      source: '000_ecc5a4213eb4b823.txt，垃圾幸运度与计算洞位的函数',
    },
    'zenith/garbage-phase-expert-shift': {
      title: '开专家时的垃圾行等待时间',
      readings: [
        { who: '原表', says: '专家在一层等待 2.2 秒（132 帧），十层降到 0.4 秒（24 帧）。' },
        { who: '参考代码', says: '垃圾行等待时间 = 66 − 6 × 层数，再乘 2：一层 120 帧，十层 12 帧。表格错后了一层。' },
      ],
      modelled: '按代码（RULINGS.md，天顶之塔）。',
      source: '000_ecc5a4213eb4b823.txt，垃圾行等待时间表格与主循环',
    },
    'zenith/grace-table-swap': {
      title: '专家+ 用哪张受击保护表',
      readings: [
        { who: '原表', says: '普通情况下一层每 4.8 秒释放 1 点受击保护；专家+ 每 1.0 秒。' },
        { who: '参考代码', says: '慢表（4.8 秒……）在开专家+时使用，快表（1.0 秒……）在未开时使用。' },
      ],
      modelled: '按代码（RULINGS.md，天顶之塔）；受击保护时间线把原表的读法作为开关提供。',
      source: '000_ecc5a4213eb4b823.txt，受击保护表格与主循环',
    },
    'zenith/promotion-fatigue-reset': {
      title: '升级疲劳何时重置',
      readings: [
        { who: '正文', says: '升级后立刻达到经验条的 50%。' },
        { who: '参考代码', says: '升级后立刻达到 经验 ≥ 2 × (等级 − 1)（经验条是 4 × 等级，所以略少于一半）。' },
      ],
      modelled: '按代码（RULINGS.md，天顶之塔）。',
      source: '000_ecc5a4213eb4b823.txt，经验流失与主循环',
    },
    'zenith/fully-messy-time': {
      title: '专家+ 的垃圾何时变为全散',
      readings: [
        { who: '垃圾混乱度表', says: '专家+ 疲劳的“全散”效果在 6 分钟出现。' },
        { who: '专家+ 疲劳表', says: '6:00 垃圾行更混乱（受击保护不再降低混乱度）；11:00 才获得全散效果。' },
      ],
      modelled: '按疲劳时间线：6:00 更混乱，11:00 全散。没有裁定哪个对；时间线是更详细的来源。',
      source: '000_ecc5a4213eb4b823.txt，垃圾混乱度表与专家+ 疲劳表',
    },
    'zenith/windup-remainder': {
      title: '多段攻击的余数放在哪里',
      readings: [
        { who: '正文规则', says: '按 4 拆分并留余数，最多四段，放不下的都并入最后一段。' },
        { who: '对“按 4 拆分加余数”的字面读法', says: '17 会是 4+4+4+4+1，共五段。' },
      ],
      modelled: '最多四段，余下的并入最后一段：14 = 4+4+4+2，17 = 4+4+4+5（RULINGS.md，天顶之塔）。',
      source: '000_ecc5a4213eb4b823.txt，多段攻击',
    },
    'zenith/targeting-percentages': {
      title: '受击权重的百分比',
      readings: [
        { who: '规则文字', says: '危险时权重减 1.5：3 的 −50%、4 的 −37.5%、5 的 −30%、6 的 −25%。' },
        { who: '原表', says: '危险时 −50%、−75%、−60%、−25%；另有“打满时”一列 −100%、−75%、−66%、−50%，没有给出规则。' },
      ],
      modelled: '没有裁定：本站采用文字给出的 −1.5，因为正文给了规则，主循环里也没有别的；“打满时”只按原样显示。',
      source: '000_ecc5a4213eb4b823.txt，攻击对象表格',
    },
    'zenith/reversed-implies-upright': {
      title: 'Mod+ 是否带有对应正位 Mod 的规则？',
      readings: [
        { who: '正文', says: '“【专家(+)】”的规则对两种形式都成立；逆位牌“包含正位效果”；专家+ 保留“原有的所有限制”。' },
        { who: '参考代码', says: '重力一步先判断是否开了重力，开了就加重力增量；只有没开重力时才会走到重力+ 的 20G 分支。' },
        { who: '正文中的例外', says: '双倍+ 的抵消为 ×1（“抵消倍率不变”）；混乱+ 的混乱度是“(100%)”，不是 +25% 再 +100%；双人+ 的流失系数是 5，不是 3 + 专家人数。' },
      ],
      modelled: '没有裁定：本站的选择是 Mod+ 也算作对应的正位 Mod，只在正文另有说明的四条规则中例外。',
      source: '000_ecc5a4213eb4b823.txt，Mod+、塔罗牌简要总结与主循环',
    },
    'zenith/hole-reference': {
      title: '列的分数从哪个垃圾行洞量起',
      readings: [
        { who: '正文', says: '量到最浅的垃圾行洞的距离；没有空格的最高列得 0 分。' },
        {
          who: '参考代码',
          says: '从场地最后一行往上找第一行有空格的行：若该行是垃圾行，就取它最左边的空格。行号从顶部算起时，这一行就是最底行。代码中没有“最高列得 0 分”这一步。',
        },
      ],
      modelled: '没有裁定：按代码，并把第 0 行读作顶部（只有这样“高度 − 行号”才是列高）。总结作者对这段代码也有疑问。',
      source: '000_ecc5a4213eb4b823.txt，垃圾幸运度的步骤与计算洞位的函数',
    },
    'zenith/revive-plan-16': {
      title: '难度分 16 的复活方案',
      readings: [
        { who: '列表的规律', says: '16 分应是 B B A（每一步升一档）。' },
        { who: '代码（据总结所述）', says: '16 分是 B B，只有两个任务：“估计是写错了，之后会修”。' },
      ],
      modelled: 'B B，与代码一致（RULINGS.md，天顶之塔：以代码为准）。',
      source: '000_ecc5a4213eb4b823.txt，双人方案列表',
    },
  },
};
