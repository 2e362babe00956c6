// Text of the per-minute targets (PaceTargets.tsx), English and Chinese.
import { defineMessages } from '~/i18n/messages';
import type { Step } from './pace-targets';

export const M = defineMessages({
  en: {
    title: 'Per-minute targets for a planned run',
    tableLabel: 'Targets minute by minute',
    apm: 'Planned pace (APM, even spread)',
    goal: 'Goal floor',
    by: 'Goal time (minutes; 4.5 = 4:30)',
    step: 'One row every',
    stepName: (s: Step): string => (s === '30' ? 'half minute' : 'minute'),
    time: 'Time',
    altitude: 'Altitude (m)',
    floor: 'Floor',
    rank: 'Rank',
    caption: (apm: string, floor: string) => `Targets at ${apm} APM until ${floor}`,
    early: (floor: string, at: string, by: string) => `At this pace you reach **${floor}** at **${at}**, ${by} before your goal time.`,
    late: (floor: string, at: string, by: string) =>
      `At this pace you reach **${floor}** at **${at}**, ${by} after your goal time: plan a faster pace (the planner finds it).`,
    never: (floor: string) => `At this pace you do not reach **${floor}** within 12 minutes.`,
    sec: (s: string) => `${s} s`,
  },
  'zh-cn': {
    title: '计划节奏的每分钟目标',
    tableLabel: '逐分钟的目标',
    apm: '计划节奏（APM，均匀分布）',
    goal: '目标层',
    by: '目标时间（分钟；4.5 即 4:30）',
    step: '每行间隔',
    stepName: (s: Step): string => (s === '30' ? '半分钟' : '一分钟'),
    time: '时间',
    altitude: '高度（米）',
    floor: '层',
    rank: '等级',
    caption: (apm: string, floor: string) => `${apm} APM 直到${floor}的目标`,
    early: (floor: string, at: string, by: string) => `按这个节奏，你在 **${at}** 到达**${floor}**，比目标时间早 ${by}。`,
    late: (floor: string, at: string, by: string) => `按这个节奏，你在 **${at}** 到达**${floor}**，比目标时间晚 ${by}：请计划更快的节奏（规划器可以算出）。`,
    never: (floor: string) => `按这个节奏，12 分钟内到不了**${floor}**。`,
    sec: (s: string) => `${s} 秒`,
  },
});
