// Island: XP leak and time to demotion for every rank (normal against Expert), and a "how long until I derank" calculator.
import {
  canDemote,
  leakFactor,
  leakPerSecond,
  secondsFullBarToDemotion,
  secondsFullBarToDrain,
  secondsToFallTo,
  secondsUntilDemotion,
  xpToPromote,
  type Mod,
} from '~/engines/zenith';
import { choiceParam, numberParam } from '~/lib/url-state';
import { VersionPicker, versionParam } from './version-picker';
import { bold } from './zenith-zh';
import { useUrlState } from '~/lib/use-url-state';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import './zenith.css';
import { MESSAGE_DIGITS, formatFixed, formatNumber, numberFormatter } from '~/i18n/format';
import { DraftInput } from '../common/DraftInput';

const MODES = ['solo', 'expert', 'duo', 'duo-expert', 'duo-reversed'] as const;
type LeakMode = (typeof MODES)[number];
const MODE_NAME: Record<LeakMode, string> = {
  solo: 'Solo, no Expert',
  expert: 'Expert or Expert+',
  duo: 'Duo, nobody on Expert',
  'duo-expert': 'Duo, you on Expert',
  'duo-reversed': 'Duo+',
};
const MODE_MODS: Record<LeakMode, Mod[]> = { solo: [], expert: ['expert'], duo: ['duo'], 'duo-expert': ['duo', 'expert'], 'duo-reversed': ['duo_reversed'] };
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
const M = defineMessages({
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
const MAX_RANK = 30;
export const SPECS = {
  rdRank: numberParam({ default: 8, min: 1, max: MAX_RANK }),
  rdXp: numberParam({ default: xpToPromote(8) / 2, min: 0, max: xpToPromote(MAX_RANK), decimals: 2 }),
  rdMode: choiceParam<LeakMode>({ default: 'solo', choices: MODES }),
  rdVer: versionParam(),
};
const RANKS = Array.from({ length: 26 }, (_, i) => i + 1);
/** Ranks that can drop at all (the engine: rank 1 never does), for the demotion chart. */
const DROPPING = RANKS.filter(canDemote);
export default function RankDecay({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  const num = (x: number, d = 0) => formatNumber(lang, x, d);
  const sec = (s: number) => (Number.isFinite(s) ? m.sec(formatFixed(lang, s, 2)) : m.never);
  const state = useUrlState(SPECS, locale);
  const { rdRank: rank, rdMode: mode } = state.values;
  const bar = xpToPromote(rank);
  const xp = Math.min(state.values.rdXp, bar);
  const mods = MODE_MODS[mode];
  const oneRank = secondsUntilDemotion(rank, xp, mods);
  const toOne = secondsToFallTo(rank, xp, 1, mods);

  return (
    <section id="rank-decay" class="atlas-island" aria-labelledby="rd-title">
      <h3 id="rd-title">{m.title}</h3>
      <div class="zen-grid">
        <label>
          {m.rank}
          <DraftInput
            type="number"
            min={1}
            max={MAX_RANK}
            step={1}
            value={rank}
            id="rd-rank"
            onChange={(e) => {
              const v = Math.round(Number((e.currentTarget as HTMLInputElement).value));
              if (Number.isFinite(v)) state.set({ rdRank: Math.min(MAX_RANK, Math.max(1, v)) });
            }}
          />
        </label>
        <label>
          {m.xpIn(num(bar))}
          <input
            type="range"
            min={0}
            max={bar}
            step={0.25}
            value={xp}
            id="rd-xp"
            aria-valuetext={m.xpValue(num(xp, 2), num(bar))}
            onInput={(e) => state.set({ rdXp: Number((e.currentTarget as HTMLInputElement).value) })}
          />
        </label>
        <label>
          {m.leak}
          <select id="rd-mode" value={mode} onChange={(e) => state.set({ rdMode: (e.currentTarget as HTMLSelectElement).value as LeakMode })}>
            {MODES.map((mo) => (
              <option value={mo}>{m.mode(mo, leakFactor(MODE_MODS[mo]))}</option>
            ))}
          </select>
        </label>
      </div>
      <VersionPicker idPrefix="rd" version={state.values.rdVer} onChange={(x) => state.set({ rdVer: x })} locale={locale} />
      <p class="zen-note" data-testid="rd-version">
        {state.values.rdVer === 'current' ? m.verNow : m.verSeed}
      </p>
      <p class="zen-result" aria-live="polite" data-testid="rd-summary">
        {bold(m.leaks(num(rank), num(xp, 2), formatFixed(lang, leakPerSecond(rank, mods), 2)))}
        {!canDemote(rank) ? m.noDrop(num(rank), sec(secondsFullBarToDrain(rank, mods))) : bold(m.drop(num(rank - 1), sec(oneRank), sec(toOne)))}
      </p>
      <DecayCharts locale={locale} />
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}

/** Seconds from a full bar to a demotion at each rank that can drop, and the XP leaked a second at each rank, solo and Expert. */
function DecayCharts({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  return (
    <>
      <ChartFigure
        kind="bar"
        title={m.demotionChart(RANKS[0])}
        data={{
          labels: DROPPING,
          xTitle: m.rank,
          yTitle: m.seconds,
          series: [
            { label: m.normal, values: DROPPING.map((r) => secondsFullBarToDemotion(r)) },
            { label: m.expert, values: DROPPING.map((r) => secondsFullBarToDemotion(r, ['expert'])) },
          ],
        }}
        format={(v) => formatFixed(lang, v, 2)}
        height={240}
        tableCollapsed
        locale={locale}
      />
      <ChartFigure
        kind="line"
        title={m.leakChart}
        data={{
          labels: RANKS,
          xTitle: m.rank,
          yTitle: m.xpPerSecond,
          series: [
            { label: m.normal, values: RANKS.map((r) => leakPerSecond(r)) },
            { label: m.expert, values: RANKS.map((r) => leakPerSecond(r, ['expert'])) },
          ],
        }}
        format={(v) => formatFixed(lang, v, 2)}
        height={240}
        tableCollapsed
        locale={locale}
      />
    </>
  );
}
