// Text of "your altitude at each minute against a plan" (AltitudeRun.tsx), English and Chinese.
import { defineMessages } from '~/i18n/messages';

type Note = 'empty' | 'clamped' | 'truncated';
const NOTE_EN: Record<Note, (minutes: string) => string> = {
  empty: () => 'No altitudes found. Paste one altitude per minute, minute 1 first (for example "1:00 118 m").',
  clamped: () => 'An altitude above the engine limit was cut to it.',
  truncated: (n) => `Only the first ${n} minutes are used.`,
};
const NOTE_ZH: Record<Note, (minutes: string) => string> = {
  empty: () => '没有找到高度。每分钟粘贴一个高度，从第 1 分钟开始（例如“1:00 118 m”）。',
  clamped: () => '有高度超过了引擎的上限，已改为上限。',
  truncated: (n) => `只使用前 ${n} 分钟。`,
};

export const M = defineMessages({
  en: {
    title: 'Your altitude at each minute against a plan',
    tableLabel: 'Minute by minute: your altitude and the plan',
    paste: 'Your altitude at each minute (one line a minute)',
    apm: 'Planned pace (APM, even spread)',
    note: (n: Note, minutes: string) => NOTE_EN[n](minutes),
    kept: 'The comparison below still shows the altitudes in the link.',
    minute: 'Minute',
    run: 'You',
    plan: 'Plan',
    ahead: 'Ahead',
    gained: 'This minute',
    caption: 'Altitude in whole metres: yours, the plan’s, how far ahead you are, and what this minute added to that',
    runLegend: 'Your altitude',
    summaryBehind: (first: string, worst: string) => `You first stand below the plan at **${first}**; the minute that cost most height ended at **${worst}**.`,
    summaryAhead: 'You stand level with or above the plan at every minute.',
    implied: (apm: string, at: string) => `Your altitudes imply about **${apm} APM**: the lowest even pace that is as high as you at ${at}.`,
    impliedNone: (max: string) => `No even pace up to ${max} APM is as high as you at your last minute: the run climbs faster than the model.`,
    chart: 'Altitude at each minute: your run and the plan',
    metres: 'Metres',
  },
  'zh-cn': {
    title: '你每分钟的高度与计划对比',
    tableLabel: '逐分钟对比：你的高度与计划',
    paste: '你每分钟的高度（每分钟一行）',
    apm: '计划节奏（APM，均匀分布）',
    note: (n: Note, minutes: string) => NOTE_ZH[n](minutes),
    kept: '下面的对比仍显示链接中的高度。',
    minute: '分钟',
    run: '你',
    plan: '计划',
    ahead: '领先',
    gained: '本分钟',
    caption: '高度（整米）：你的、计划的、你领先多少，以及这一分钟让领先增加了多少',
    runLegend: '你的高度',
    summaryBehind: (first: string, worst: string) => `你第一次低于计划是在 **${first}**；损失高度最多的一分钟结束于 **${worst}**。`,
    summaryAhead: '每一分钟你都与计划持平或更高。',
    implied: (apm: string, at: string) => `你的高度相当于约 **${apm} APM**：在 ${at} 与你一样高的最低均匀节奏。`,
    impliedNone: (max: string) => `在 ${max} APM 以内，没有均匀节奏在你的最后一分钟与你一样高：你的成绩比模型爬得更快。`,
    chart: '每分钟的高度：你的成绩与计划',
    metres: '米',
  },
});
