// Text of the revive planner (RevivePlanner.tsx) in both languages.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    title: 'Try it: plan a revive',
    noteNow: 'Current client: each earlier revive adds 1 (floors 1–5), 2 (6–9) or 3 (10); plan 16 is B B A.',
    noteSeed: '2025-01-19 client: each earlier revive adds 1.',
    floor: 'Floor',
    past: 'Floors of earlier revives (e.g. 6-7)',
    revives: 'Revives so far',
    mode: 'Mode',
    duo: 'Duo',
    duoRev: 'Duo+ (Bleeding Hearts)',
    nohold: 'No Hold on',
    minutes: 'Minutes into the run',
    onlyX: (at: string) => `After ${at} in Duo+ only the X task is offered.`,
    plan: (score: number, plan: string, fixed: boolean) => `Difficulty **${nEn(score)}** → plan **${plan}**${fixed ? ' (fixed order)' : ' (shuffled)'}.`,
    again: 'Draw other examples',
    sep: ' · ',
  },
  'zh-cn': {
    title: '动手试试：规划一次复活',
    noteNow: '现行客户端：之前的每次复活加 1（1–5 层）、2（6–9 层）或 3（10 层）；方案 16 是 B B A。',
    noteSeed: '2025-01-19 客户端：之前的每次复活加 1。',
    floor: '层数',
    past: '之前各次复活所在的层（例如 6-7）',
    revives: '已复活次数',
    mode: '模式',
    duo: '双人',
    duoRev: '双人+（流血之心）',
    nohold: '开启【无暂存】',
    minutes: '开局后的分钟数',
    onlyX: (at: string) => `【双人+】中 ${at} 之后只会给出 X 级任务。`,
    plan: (score: number, plan: string, fixed: boolean) => `难度 **${nZh(score)}** → 方案 **${plan}**${fixed ? '（固定顺序）' : '（打乱顺序）'}。`,
    again: '换一批示例',
    sep: ' · ',
  },
});
