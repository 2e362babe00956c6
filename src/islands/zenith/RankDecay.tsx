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
} from '~/engines/zenith';
import { choiceParam, numberParam } from '~/lib/url-state';
import { VersionPicker, versionParam } from './version-picker';
import { bold } from './zenith-zh';
import { useUrlState } from '~/lib/use-url-state';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES as M, MODES, MODE_MODS, type LeakMode } from './RankDecay.messages';
import './zenith.css';
import { formatFixed, formatNumber } from '~/i18n/format';
import { DraftInput } from '../common/DraftInput';

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
