// Interface text of the reverse planner, per locale. COOL and REGRET stay as the game writes them.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    title: 'Reverse planner: what you need for the COOLs still ahead',
    from: 'Start at section',
    prev: 'x70 time of the section before it (s)',
    prevCool: 'That section was a COOL',
    missed: 'COOLs missed before it',
    estimateLegend: 'No x70 time? Estimate it from that section’s split',
    estimateSplit: 'Split of the section before (s)',
    estimateUse: 'Estimate x70',
    estimated: (x70: string) => `x70 estimated at ${x70} s (70 % of the split).`,
    summary: (from: string, last: string, x70: string) =>
      `For a COOL in every section from ${from} to ${last}, reach x70 in ${from} by ${x70}; each later deadline is in the table. `,
    noCoolLeft: (section: string) => `Section ${section} has no COOL: only its REGRET limit is left. `,
    rollYes: (ig: number, tap: string, cools: number, level: number) =>
      `Invisible roll: all ${nEn(cools)} COOLs and internal grade ${nEn(ig)} (${tap} the old way) or more by level ${nEn(level)}.`,
    rollNo: (missed: number) => `Invisible roll: out of reach, ${nEn(missed)} COOL${missed === 1 ? '' : 's'} already missed (it needs all of them).`,
    caption: 'Slowest times that still earn each COOL with no REGRET (frames-exact; one frame later misses)',
    levels: 'Levels',
    latestX70: 'x70 by',
    latestSplit: 'Split at most',
    byTable: 'table limit',
    byPlusTwo: (table: string) => `previous x70 + 2 s; table ${table}`,
    noCool: 'no COOL',
    chart: 'Slowest x70 and split for each section, against the table’s COOL limit',
    sectionAxis: 'Section',
    timeAxis: 'Seconds',
    x70Series: 'Latest x70',
    tableSeries: 'Table COOL limit',
    splitSeries: 'Latest split (REGRET limit)',
  },
  'zh-cn': {
    title: '倒推规划：拿下后面的 COOL 需要什么',
    from: '从这个区段开始',
    prev: '前一区段到达 x70 的用时（秒）',
    prevCool: '前一区段是 COOL',
    missed: '此前错过的 COOL 次数',
    estimateLegend: '没有 x70 用时？由前一区段的用时估算',
    estimateSplit: '前一区段的用时（秒）',
    estimateUse: '估算 x70',
    estimated: (x70: string) => `x70 估算为 ${x70} 秒（区段用时的 70%）。`,
    summary: (from: string, last: string, x70: string) =>
      `要在 ${from} 到 ${last} 的每个区段拿到 COOL，${from} 须在 ${x70} 内到达 x70；之后各区段的期限见下表。`,
    noCoolLeft: (section: string) => `${section} 区段没有 COOL，只剩它的 REGRET 时限。`,
    rollYes: (ig: number, tap: string, cools: number, level: number) =>
      `全隐：需要全部 ${nZh(cools)} 个 COOL，并在 ${nZh(level)} 级时内部段位达到 ${nZh(ig)}（旧式段位 ${tap}）或以上。`,
    rollNo: (missed: number) => `全隐：已无可能，已错过 ${nZh(missed)} 个 COOL（需要全部 COOL）。`,
    caption: '仍能拿到每个 COOL 且不出 REGRET 的最慢用时（精确到帧；再慢一帧就错过）',
    levels: '等级',
    latestX70: 'x70 期限',
    latestSplit: '区段用时上限',
    byTable: '表中时限',
    byPlusTwo: (table: string) => `前一区段 x70 + 2 秒；表中 ${table}`,
    noCool: '无 COOL',
    chart: '每个区段最慢的 x70 和区段用时，对照表中的 COOL 时限',
    sectionAxis: '区段',
    timeAxis: '秒',
    x70Series: '最晚 x70',
    tableSeries: '表中 COOL 时限',
    splitSeries: '最长区段用时（REGRET 时限）',
  },
});
