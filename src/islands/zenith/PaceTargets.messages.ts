// Text of the per-minute targets (PaceTargets.tsx), English and Chinese.
import { defineMessages } from '~/i18n/messages';
import type { Mode, Step } from './pace-targets';

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
    mode: 'Targets of',
    modeName: (x: Mode): string => (x === 'pace' ? 'the pace I name' : 'the pace that reaches the goal'),
    solving: (tried: string) => `Finding the pace that reaches the goal… (now at ${tried} APM)`,
    solved: (apm: string, floor: string, by: string) =>
      `**${apm} APM** is the climb planner's answer: from it up, every steady pace reaches **${floor}** by ${by}. The table lists its targets.`,
    noPace: (floor: string, max: string) => `No steady pace up to ${max} APM reaches **${floor}** by the goal time.`,
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
    mode: '目标来自',
    modeName: (x: Mode): string => (x === 'pace' ? '我给出的节奏' : '能达成目标的节奏'),
    solving: (tried: string) => `正在寻找能达成目标的节奏……（当前 ${tried} APM）`,
    solved: (apm: string, floor: string, by: string) =>
      `**${apm} APM** 是爬塔规划器的答案：从它起，每个更快的均匀节奏都能在 ${by} 前到达**${floor}**。下表列出它的目标。`,
    noPace: (floor: string, max: string) => `在 ${max} APM 以内，没有均匀节奏能在目标时间前到达**${floor}**。`,
  },
});
