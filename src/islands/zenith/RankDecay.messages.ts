// Text of the rank-decay island (RankDecay.tsx) in both languages, with the leak choices it offers and their mods.
import type { Mod } from '~/engines/zenith';
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

export const MODES = ['solo', 'expert', 'duo', 'duo-expert', 'duo-reversed'] as const;
export type LeakMode = (typeof MODES)[number];
const MODE_NAME: Record<LeakMode, string> = {
  solo: 'Solo, no Expert',
  expert: 'Expert or Expert+',
  duo: 'Duo, nobody on Expert',
  'duo-expert': 'Duo, you on Expert',
  'duo-reversed': 'Duo+',
};
export const MODE_MODS: Record<LeakMode, Mod[]> = {
  solo: [],
  expert: ['expert'],
  duo: ['duo'],
  'duo-expert': ['duo', 'expert'],
  'duo-reversed': ['duo_reversed'],
};
/** Each choice with its leak factor, from the engine. */
const MODE_NAME_ZH: Record<LeakMode, string> = {
  solo: '单人，无【专家】',
  expert: '【专家】或【专家+】',
  duo: '双人，都没开【专家】',
  'duo-expert': '双人，你开了【专家】',
  'duo-reversed': '【双人+】',
};

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    mode: (m: LeakMode, mul: number) => `${MODE_NAME[m]} (mul ${nEn(mul)})`,
    title: 'Try it: how long until I derank?',
    rank: 'Rank',
    xpIn: (bar: string) => `XP in the bar (of ${bar})`,
    xpValue: (xp: string, bar: string) => `${xp} XP of ${bar}`,
    leak: 'Leak',
    verNow: 'Current client: leak, the XP bar and demotion are unchanged since 2025-01-19, so every number here holds.',
    verSeed: 'Numbers from the 2025-01-19 client.',
    sec: (s: string) => `${s} s`,
    never: 'never',
    leaks: (rank: string, xp: string, perSec: string) => `Rank **${rank}** with **${xp}** XP leaks ${perSec} XP/s.`,
    noDrop: (rank: string, drain: string) => ` Rank ${rank} never drops: the bar drains to 0 in ${drain} from full and stays there.`,
    drop: (below: string, one: string, toOne: string) => ` With no income you drop to rank ${below} after **${one}**, and to rank 1 after **${toOne}**.`,
    demotionChart: (r: number) => `Seconds from a full bar to demotion, by rank (rank ${nEn(r)} never drops)`,
    leakChart: 'XP leak per second, by rank',
    seconds: 'Seconds',
    xpPerSecond: 'XP per second',
    normal: 'Normal',
    expert: 'Expert',
  },
  'zh-cn': {
    mode: (m: LeakMode, mul: number) => `${MODE_NAME_ZH[m] ?? m}（流失系数 ${nZh(mul)}）`,
    title: '动手试试：我还有多久掉级？',
    rank: '等级',
    xpIn: (bar: string) => `经验条中的经验（满 ${bar}）`,
    xpValue: (xp: string, bar: string) => `${xp} 经验，满 ${bar}`,
    leak: '流失',
    verNow: '现行客户端：经验流失、经验条和降级自 2025-01-19 以来没有变化，这里的数字都成立。',
    verSeed: '数字来自 2025-01-19 客户端。',
    sec: (s: string) => `${s} 秒`,
    never: '永不',
    leaks: (rank: string, xp: string, perSec: string) => `等级 **${rank}**、经验 **${xp}** 时，每秒流失 ${perSec} 经验。`,
    noDrop: (rank: string, drain: string) => `等级 ${rank} 不会降级：满经验条 ${drain}后流失到 0，然后停在那里。`,
    drop: (below: string, one: string, toOne: string) => `没有任何收入时，**${one}**后降到等级 ${below}，**${toOne}**后降到等级 1。`,
    demotionChart: (r: number) => `从满经验条到降级的秒数，按等级（等级 ${nZh(r)} 不会降级）`,
    leakChart: '每秒经验流失，按等级',
    seconds: '秒',
    xpPerSecond: '每秒经验',
    normal: '普通',
    expert: '专家',
  },
});
