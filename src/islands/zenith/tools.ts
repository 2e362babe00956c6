// The Zenith calculators as the pages name them, with what each one's URL state says about it (issue 31 item 1): a page
// that describes the site's own tools builds its sentence here, from the islands' parameters, so it cannot go stale.
import type { Locale } from '~/i18n/locales';
import type { ParamSpecs } from '~/lib/url-state';
import { SPECS as attack } from './AttackCalculator';
import { SPECS as planner } from './ClimbPlanner';
import { SPECS as simulator } from './ClimbSimulator';
import { SPECS as favor } from './FavorWeightsPlot';
import { SPECS as modExplorer } from './ModExplorer';
import { SPECS as rankDecay } from './RankDecay';
import { SPECS as revive } from './RevivePlanner';
import { SPECS as timelines } from './Timelines';
import { SPECS as home } from '~/islands/home/HomeFavor';
import { SPECS as runCompare } from './run-compare';
import { SPECS as paceTargets } from './pace-targets';
import { SPECS as altitudeRun } from './altitude-run';
import { SPECS as surge } from './surge-calc';
import { SPECS as incoming } from './incoming-calc';

export interface ZenithTool {
  /** The island's file under src/islands (as url-specs.ts names it). */
  island: string;
  /** The page it lives on. */
  page: string;
  name: Record<Locale, string>;
  specs: ParamSpecs;
}

/** Every Zenith island with URL state, in the order the pages are read. */
export const ZENITH_TOOLS: readonly ZenithTool[] = [
  { island: 'zenith/AttackCalculator', page: '/zenith/attack/', name: { en: 'attack calculator', 'zh-cn': '攻击计算器' }, specs: attack },
  { island: 'zenith/RankDecay', page: '/zenith/climb/', name: { en: 'rank decay calculator', 'zh-cn': '掉级计算器' }, specs: rankDecay },
  { island: 'zenith/ClimbSimulator', page: '/zenith/climb/', name: { en: 'climb simulator', 'zh-cn': '爬塔模拟器' }, specs: simulator },
  { island: 'zenith/ClimbPlanner', page: '/zenith/planner/', name: { en: 'climb planner', 'zh-cn': '爬塔规划器' }, specs: planner },
  { island: 'zenith/Timelines', page: '/zenith/fatigue/', name: { en: 'fatigue timelines', 'zh-cn': '疲劳时间线' }, specs: timelines },
  { island: 'zenith/FavorWeightsPlot', page: '/zenith/garbage-favor/', name: { en: 'hole-weight plot', 'zh-cn': '洞位权重图' }, specs: favor },
  { island: 'zenith/ModExplorer', page: '/zenith/mods/', name: { en: 'mod explorer', 'zh-cn': 'Mod 浏览器' }, specs: modExplorer },
  { island: 'zenith/RevivePlanner', page: '/zenith/duo/', name: { en: 'revive planner', 'zh-cn': '复活规划器' }, specs: revive },
  { island: 'zenith/RunCompare', page: '/zenith/your-run/', name: { en: 'run comparison', 'zh-cn': '成绩对比' }, specs: runCompare },
  { island: 'zenith/AltitudeRun', page: '/zenith/your-run/', name: { en: 'altitude comparison', 'zh-cn': '高度对比' }, specs: altitudeRun },
  { island: 'zenith/PaceTargets', page: '/zenith/your-run/', name: { en: 'per-minute targets', 'zh-cn': '每分钟目标' }, specs: paceTargets },
  { island: 'zenith/SurgeCalculator', page: '/zenith/calculators/', name: { en: 'rank-skip calculator', 'zh-cn': '跳级计算器' }, specs: surge },
  { island: 'zenith/IncomingCalculator', page: '/zenith/calculators/', name: { en: 'incoming-attack calculator', 'zh-cn': '受击计算器' }, specs: incoming },
  { island: 'home/HomeFavor', page: '/', name: { en: "home page's favor figure", 'zh-cn': '首页的幸运度图' }, specs: home },
];

/** Whether a tool keeps a client version in its URL (a `<prefix>Ver` parameter), and so shows the version switch. */
export function hasVersionSwitch(t: ZenithTool): boolean {
  return Object.keys(t.specs).some((k) => /^[a-z]{2,3}Ver$/.test(k));
}

/** The version the tool opens on: its `<prefix>Ver` parameter's default, or null without one. */
export function openingVersion(t: ZenithTool): string | null {
  const k = Object.keys(t.specs).find((x) => /^[a-z]{2,3}Ver$/.test(x));
  return k ? String(t.specs[k].default) : null;
}

function list(names: string[], locale: Locale): string {
  return new Intl.ListFormat(locale === 'zh-cn' ? 'zh-CN' : 'en', { type: 'conjunction' }).format(names);
}

/** The changes page's sentence on which tools switch version, written from the tools themselves. */
export function versionSwitchSentence(locale: Locale = 'en'): string {
  const on = ZENITH_TOOLS.filter(hasVersionSwitch).map((t) => (locale === 'zh-cn' ? t.name['zh-cn'] : `the ${t.name.en}`));
  const off = ZENITH_TOOLS.filter((t) => !hasVersionSwitch(t)).map((t) => (locale === 'zh-cn' ? t.name['zh-cn'] : `the ${t.name.en}`));
  const current = ZENITH_TOOLS.filter((t) => openingVersion(t) === 'current').length === on.length;
  if (locale === 'zh-cn') {
    const a = `${list(on, locale)}都有客户端版本设置${current ? '，打开时显示现行客户端，一键即可换回 2025-01-19 客户端' : ''}。`;
    return off.length ? `${a}${list(off, locale)}没有这个设置。` : a;
  }
  const a = `${cap(list(on, locale))} have a client-version setting${current ? '; they open on the current client, and the 2025-01-19 client is one click away' : ''}.`;
  return off.length ? `${a} ${cap(list(off, locale))} do not have one.` : a;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
