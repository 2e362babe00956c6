// Text of "your run against a plan" (RunCompare.tsx), English and Chinese.
import type { SplitProblem } from '~/engines/zenith';
import { defineMessages } from '~/i18n/messages';

const PROBLEM_EN: Record<SplitProblem, string> = {
  empty: 'No split times found. Paste one time per floor (m:ss.fff), floor 1 first or floor 2 first.',
  'too-many': 'More than ten times: the tower has ten floors.',
  'not-increasing': 'The times must grow floor by floor, with dashes only after the last floor reached.',
  'too-long': 'A split past 60 minutes is longer than the climb engine runs.',
  'first-not-zero': 'Ten times must start with floor 1 at 0:00.',
};
const PROBLEM_ZH: Record<SplitProblem, string> = {
  empty: '没有找到分段时间。每层粘贴一个时间（分:秒.毫秒），从第 1 层或第 2 层开始。',
  'too-many': '时间超过十个：塔只有十层。',
  'not-increasing': '时间必须逐层增加，短横线只能出现在最后到达的一层之后。',
  'too-long': '超过 60 分钟的分段超出了爬塔引擎的运行范围。',
  'first-not-zero': '十个时间时，第 1 层必须是 0:00。',
};

export const M = defineMessages({
  en: {
    title: 'Your run against a plan',
    tableLabel: 'Floor by floor: your run and the plan',
    paste: 'Your floor splits (paste them as TETRA CHANNEL lists them)',
    apm: 'Planned pace (APM, even spread)',
    problem: (p: SplitProblem) => PROBLEM_EN[p],
    kept: 'The comparison below still shows the splits in the link.',
    floor: 'Floor',
    run: 'Your run',
    plan: 'Plan',
    behind: 'Behind plan (+)',
    lost: 'Lost on this climb (+)',
    dash: '–',
    sec: (s: string) => `${s} s`,
    summaryBehind: (floor: string, worst: string) => `You first fall behind the plan on **${floor}**; the climb that cost most was to **${worst}**.`,
    summaryAhead: 'You are level with or ahead of the plan on every floor you reached.',
    implied: (apm: string, floor: string) => `Your splits imply about **${apm} APM**: the lowest even pace that reaches ${floor} as early as you did.`,
    impliedNone: 'No even pace up to 600 APM reaches your highest floor as early: the splits are faster than the model climbs.',
    chart: 'Time each floor was reached: your run and the plan',
    seconds: 'Seconds',
  },
  'zh-cn': {
    title: '你的成绩与计划对比',
    tableLabel: '逐层对比：你的成绩与计划',
    paste: '你的分层时间（按 TETR.IO 数据网站的列法粘贴）',
    apm: '计划节奏（APM，均匀分布）',
    problem: (p: SplitProblem) => PROBLEM_ZH[p],
    kept: '下面的对比仍显示链接中的分段。',
    floor: '层',
    run: '你的成绩',
    plan: '计划',
    behind: '落后计划（+）',
    lost: '本段损失（+）',
    dash: '–',
    sec: (s: string) => `${s} 秒`,
    summaryBehind: (floor: string, worst: string) => `你第一次落后于计划是在**${floor}**；耗时最多的一段是爬到**${worst}**。`,
    summaryAhead: '在你到达的每一层，你都与计划持平或领先。',
    implied: (apm: string, floor: string) => `你的分段相当于约 **${apm} APM**：与你同样早到达${floor}的最低均匀节奏。`,
    impliedNone: '在 600 APM 以内，没有均匀节奏能同样早到达你的最高层：你的分段比模型爬得更快。',
    chart: '到达每层的时间：你的成绩与计划',
    seconds: '秒',
  },
});
