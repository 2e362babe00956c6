// Text of the rank-skip (surge) calculator (SurgeCalculator.tsx), English and Chinese.
import { defineMessages } from '~/i18n/messages';
import type { SurgeResult } from '~/engines/zenith';

type Hyper = SurgeResult['hyperspeed'];
const HYPER_EN: Record<Hyper, (req: string) => string> = {
  on: (req) => `Hyperspeed starts (this floor needs rank ${req}).`,
  short: (req) => `No hyperspeed: this floor needs rank ${req}.`,
  'above-floor-5': () => 'No hyperspeed: it starts only on floors 1 to 5.',
  'not-allowed': () => 'No hyperspeed with these mods in this client.',
};
const HYPER_ZH: Record<Hyper, (req: string) => string> = {
  on: (req) => `进入速通模式（本层需要等级 ${req}）。`,
  short: (req) => `不会进入速通模式：本层需要等级 ${req}。`,
  'above-floor-5': () => '不会进入速通模式：只有第 1 到 5 层能进入。',
  'not-allowed': () => '在这个客户端中，这些 Mod 下没有速通模式。',
};

export const M = defineMessages({
  en: {
    title: 'Rank-skip (surge) calculator',
    tableLabel: 'The cascade frame by frame',
    rank: 'Rank before the send',
    xp: (bar: string) => `XP in the bar (of ${bar})`,
    lines: 'Lines sent in one frame',
    floor: 'Floor',
    all: 'Show every frame',
    result: (from: string, to: string, frames: string) => `Rank **${from}** ends at rank **${to}** after ${frames}.`,
    frames: (n: number, text: string) => (new Intl.PluralRules('en').select(n) === 'one' ? `${text} frame` : `${text} frames`),
    hyper: (h: Hyper, req: string) => HYPER_EN[h](req),
    xpCut: (bar: string) => `The bar of this rank holds ${bar} XP; the calculator uses ${bar}.`,
    frame: 'Frame',
    before: 'Rank at the tick',
    shown: 'Shown rank after',
    xpAfter: 'XP after',
    leak: 'XP leak',
    leaked: 'leaked',
    protectedNote: 'protected',
    promoted: 'promotion',
    caption: (xp: string) => `The cascade frame by frame (XP after the send: ${xp})`,
  },
  'zh-cn': {
    title: '跳级（爆发）计算器',
    tableLabel: '逐帧的连锁升级',
    rank: '发送前的等级',
    xp: (bar: string) => `经验条中的经验（满 ${bar}）`,
    lines: '一帧内发送的行数',
    floor: '层',
    all: '显示每一帧',
    result: (from: string, to: string, frames: string) => `等级 **${from}** 经过${frames}后停在等级 **${to}**。`,
    frames: (_n: number, text: string) => ` ${text} 帧`,
    hyper: (h: Hyper, req: string) => HYPER_ZH[h](req),
    xpCut: (bar: string) => `这个等级的经验条满值是 ${bar}；计算器使用 ${bar}。`,
    frame: '帧',
    before: '结算时等级',
    shown: '之后显示等级',
    xpAfter: '之后经验',
    leak: '经验流失',
    leaked: '流失',
    protectedNote: '受保护',
    promoted: '升级',
    caption: (xp: string) => `逐帧的连锁升级（发送后的经验：${xp}）`,
  },
});
