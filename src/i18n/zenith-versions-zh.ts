// Chinese text of the 47 Zenith client-version changes (src/engines/zenith/versions.ts), keyed by change number, in the
// terms of MrZ_26's write-up (等级, 经验, 连续抵消, 受击保护, 垃圾易挖度, 复活难度分 ...). The engine file keeps the English;
// tests/unit/i18n/zenith-versions-zh.test.ts checks that every change has its Chinese text and no other id does.
import type { VersionChange } from '~/engines/zenith';

import { keepFormulasTogether } from './format';
export interface VersionChangeZh {
  title: string;
  before: string;
  after: string;
  /** Present exactly when the English change has `why` (not modelled). */
  why?: string;
}

export const VERSION_CHANGES_ZH: Record<number, VersionChangeZh> = {
  1: {
    title: '多段攻击的拆分',
    before: '按 4 行一段切分，最多四段，余数堆到最后一段（17 = 4+4+4+5）。',
    after: '把一个 16 行的“假想总量”分成四份（大的在后），实际攻击依次填入，多出的部分丢弃（17 = 4+4+4+4）。',
  },
  2: { title: '多段攻击随高度增长', before: '没有高度规则。', after: '从 4000m 起，每满 500m，假想总量加 1。' },
  3: { title: '【双倍】下的多段攻击', before: '每段大致翻倍（±1）。', after: '假想总量翻倍（代码只判断正位【双倍】）。' },
  4: { title: '多段攻击的计时与排队', before: '未说明。', after: '多段攻击占用 120 + 30 × 段数 帧；第二次多段攻击等第一次结束。' },
  5: {
    title: '高度惩罚',
    before: '攻击进入红条前没有任何调整。',
    after: '临界高度 c 取攻击者高度（最多 3500）与自己高度 − 1000（最多 2000）中较高的一个；高于它时攻击乘以 1 + 0.004 (自己 − c)² / (自己 + c)。',
  },
  6: { title: '队友惩罚', before: '无。', after: '【双人】中队友已死：×1.5。' },
  7: {
    title: '抵消惩罚',
    before: '无。',
    after:
      '+ k × S²，k 为 0.001（有【双倍】无【全旋】时 0.0003，有【全旋】无【双倍】时 0.002）；1 到 7 层上限为层数 + 3，8 层起不加；多段攻击期间上限 6；【双倍】时 ×2。',
  },
  8: { title: '老带新保护', before: '无。', after: '【双人】中自己靠发送和击杀得到的高度不到全队的 20% 时：×(0.55 + 占比)。' },
  9: { title: '受击保护保护', before: '无。', after: '受击保护超过 8 时：×(1 − 0.05 × (受击保护 − 8))。' },
  10: { title: '受击计算的顺序', before: '无。', after: '高度、队友、抵消惩罚、老带新、受击保护；然后乘受击倍率，再按小数部分的概率取整。' },
  11: {
    title: '连续抵消',
    before: '没有这个值。',
    after: 'S 随抵消行数（+N）、全消（+3）、两项防刷检查以及空闲时间或块数（+5）增加；消掉垃圾行清零；垃圾行上涨、I 旋、消四和 S/Z/J/L 旋会减少它。',
  },
  12: {
    title: '每包额外方块',
    before: '始终是 7 块一包。',
    after: '从 S = 20/30/40/50/60 起，每包依次加入 O；L/J；S/Z（以及一次性的 5 格长条）；L/J 和 T/I；S/Z。',
  },
  13: { title: '连续抵消高时垃圾更快', before: '没有这条规则。', after: '从 S = 25 起，垃圾行倒计时减半。' },
  14: {
    title: '抵消经验随连续抵消减少',
    before: '抵消经验 = 行数 × 50% + 0.05。',
    after: 'S 每超过阈值 25（【双倍】时 40，【全旋】时 10）1 点，50% 就少 0.5 个百分点，最低 5%。',
  },
  15: { title: '【双人+】抵消无经验', before: '【专家】或【双倍+】时抵消视为消 0 行。', after: '【双人+】时也是。' },
  16: { title: '击杀【雪球】玩家的高度', before: '击杀得 15m（【专家+】8m）。', after: '被击杀者有【雪球】时也是 8m。' },
  17: { title: '【全旋+】发送经验削减', before: '发送总能得到经验。', after: '【全旋+】时，从 800m 起，若挖掉的垃圾行不到 5 行，发送不给经验。' },
  18: {
    title: '跳级改述为连锁',
    before: '跳一次级，再升一次级。',
    after: '只要经验还能填满经验条，每帧都会再跳级。代码相同。',
    why: '两个版本的代码相同，本站的爬塔引擎本来就逐帧运行它。',
  },
  19: { title: '任何 Mod 都关闭速通模式', before: '只有【双人】或逆位 Mod 会关闭。', after: '任何 Mod 都会关闭。' },
  20: {
    title: '攻击对象',
    before: '多为高度相近的玩家。',
    after: '由服务器决定；等级高、高度差小会提高概率。',
    why: '现行文档没有给出数字：目标由服务器挑选，等级和高度差只会提高概率。',
  },
  21: { title: '受击保护的增长', before: '受击保护按收到的行数增长。', after: '按经过受击计算后的红条增长；【双倍+】时除以 3 后向下取整。' },
  22: { title: '垃圾易挖度的排序方向', before: '各列按挖掘难度分排序，最难的在前。', after: '最容易的在前。' },
  23: {
    title: '垃圾易挖度的文字说明',
    before: '易挖度为正 = 更容易。',
    after: '洞随高度变难（33 − 3F 递减）。没有数字改变。',
    why: '只是措辞：没有数字改变。',
  },
  24: {
    title: '垃圾集中',
    before: '无。',
    after: '连续洞位改变概率 ≤ 0.15 且层数 ≤ 5 时（【双倍+】时总是如此），洞不会落在左右两侧各两列。',
  },
  25: {
    title: '混乱度的含义',
    before: '换到另一列的概率。',
    after: '重新随机一次洞位的概率（重新随机可能落回同一列）。',
    why: '文档没有给出 QP2 的比例（其中的 10% 属于另一个模式），所以引擎仍然每次随机只选一列。',
  },
  26: {
    title: '【专家+】全散的时间',
    before: '混乱度列表写 6 分钟。',
    after: '11 分钟（与疲劳表一直以来的说法一致）。',
    why: '引擎的疲劳表在两个版本中都是 11 分钟；只有旧的混乱度列表写了 6 分钟。',
  },
  27: {
    title: '代码中【双倍+】的易挖度',
    before: '【双倍+】时易挖度 = 50。',
    after: '新代码用 33 − 3F 覆盖了它（誊写失误）；正文仍写 50，本站采用 50。',
    why: '誊写代码时的失误；本站按现行正文采用 50。',
  },
  28: { title: '基础重力', before: '未说明。', after: '开局 g = 0.02 格/帧，每秒 +0.0005。' },
  29: { title: '【重力】的加成', before: '只有代码里的数组 [0, 0.48, 0.3, …]。', after: '开局 +0.48，每进入新一层 +0.3，加在基础重力上。' },
  30: { title: '【双洞】', before: '一行可能有两个洞。', after: '有 50% 的概率在随机位置多一个洞。' },
  31: {
    title: '【双洞】与【全旋】',
    before: '未说明。',
    after: '【全旋】的惩罚行也可能多一个洞。',
  },
  32: { title: '【双人】减半的内容', before: '大多数对外的数值，例如攻击和经验。', after: '只有玩家发送的攻击。' },
  33: {
    title: '天谴（【双洞+】）',
    before: '棋盘开局、混乱垃圾、不能抵消。',
    after: '只认 T旋；除非消行挖到垃圾，或持有挖垃圾后获得的增益（下次攻击 ×1.75），否则没有攻击；垃圾始终 4 行。',
  },
  34: {
    title: '邪术师（【全旋+】）',
    before: '非旋消行算作消一；重复的文字即死。',
    after: '非旋消行没有攻击；连续两次相同的旋消行数或连续两次非旋消行即死；从 B2B 4 起加成为 +2。',
  },
  35: { title: '铅骰的消行延迟', before: '1.15 秒。', after: '70 帧。' },
  36: { title: '顽抗的垃圾集中', before: '无。', after: '垃圾集中始终开启。' },
  37: { title: '流血之心的反噬', before: '额外把攻击/2 打给队友，取整方式不明。', after: '与禅模式相同的 0.5 倍反噬，先打队友，立即生效。' },
  38: {
    title: '复活难度分',
    before: '层数 + 已复活次数。',
    after: '层数 + 复活累积难度；每次复活，1–5 层加 1，6–9 层加 2，10 层加 3。',
  },
  39: { title: '复活方案第 16 项', before: 'B B（代码失误）。', after: 'B B A。' },
  40: { title: '【无暂存】下的复活任务', before: '排除四个任务。', after: '六个：另加两个任务，连放两块 O，以及连续两次用 O 块消二。' },
  41: {
    title: '复活任务的措辞',
    before: '消四和 T旋连击任务要求 1–3 连击。',
    after: '要求 2 连击或以上，没有上限；写明了重置规则。',
    why: '只是任务条件的措辞；本站列出任务，但不模拟它们。',
  },
  42: { title: '雪球', before: '文中没有。', after: '4×4 的场地，每消 20 行扩大 1 格，最大 20×20。' },
  43: {
    title: '雪球+（永冻场地）',
    before: '文中没有。',
    after: '【雪球】的基础上，DAS 和自动重复间隔都强制为 0.3 帧。',
    why: '本站给出 0.3 帧的 DAS 和自动重复间隔，但不模拟操作手感。',
  },
  44: {
    title: '五连',
    before: '文中没有。',
    after: '18 块一包的五连块序列，踢墙范围扩大到 ±3。',
    why: '本站给出 18 块一包，但不模拟五连块及其踢墙。',
  },
  45: {
    title: '五连+',
    before: '文中没有。',
    after: '带【五连】爬到 2500m 解锁；六连块。',
    why: '本站给出 2500m 的解锁条件，但不模拟六连块。',
  },
  46: {
    title: 'Mod 组合的名称',
    before: '文中没有。',
    after: '一份带名字的 Mod 组合列表（成就）。',
    why: '只是 Mod 组合的名字（成就），没有附带规则。',
  },
  47: {
    title: '参考代码中的新数组',
    before: '无。',
    after: '新增复活累积难度增量、抵消惩罚上限、垃圾集中和 ExplodeAttack 的四个参数表；列的排序方向反转。',
  },
};

/** A change's text in a locale: the engine's English, or the Chinese above. */
export function changeText(c: VersionChange, locale: 'en' | 'zh-cn' | undefined): { title: string; before: string; after: string; why?: string } {
  if (locale !== 'zh-cn') return { title: c.title, before: keepFormulasTogether(c.before), after: keepFormulasTogether(c.after), why: c.why };
  const zh = VERSION_CHANGES_ZH[c.id];
  if (!zh) throw new RangeError(`change ${c.id} has no Chinese text`);
  return { ...zh, before: keepFormulasTogether(zh.before), after: keepFormulasTogether(zh.after) };
}
