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
import { useUrlState } from '~/lib/use-url-state';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import './zenith.css';

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
const MODE_LABEL = Object.fromEntries(MODES.map((m) => [m, `${MODE_NAME[m]} (mul ${leakFactor(MODE_MODS[m])})`])) as Record<LeakMode, string>;
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
const sec = (s: number) => (Number.isFinite(s) ? `${s.toFixed(2)} s` : 'never');

export default function RankDecay() {
  const state = useUrlState(SPECS);
  const { rdRank: rank, rdMode: mode } = state.values;
  const bar = xpToPromote(rank);
  const xp = Math.min(state.values.rdXp, bar);
  const mods = MODE_MODS[mode];
  const oneRank = secondsUntilDemotion(rank, xp, mods);
  const toOne = secondsToFallTo(rank, xp, 1, mods);

  return (
    <section id="rank-decay" class="atlas-island" aria-labelledby="rd-title">
      <h3 id="rd-title">Try it: how long until I derank?</h3>
      <div class="zen-grid">
        <label>
          Rank
          <input
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
          XP in the bar (of {bar})
          <input
            type="range"
            min={0}
            max={bar}
            step={0.25}
            value={xp}
            id="rd-xp"
            aria-valuetext={`${xp} XP of ${bar}`}
            onInput={(e) => state.set({ rdXp: Number((e.currentTarget as HTMLInputElement).value) })}
          />
        </label>
        <label>
          Leak
          <select id="rd-mode" value={mode} onChange={(e) => state.set({ rdMode: (e.currentTarget as HTMLSelectElement).value as LeakMode })}>
            {MODES.map((m) => (
              <option value={m}>{MODE_LABEL[m]}</option>
            ))}
          </select>
        </label>
      </div>
      <VersionPicker idPrefix="rd" version={state.values.rdVer} onChange={(x) => state.set({ rdVer: x })} />
      <p class="zen-note" data-testid="rd-version">
        {state.values.rdVer === 'current'
          ? 'Current client: leak, the XP bar and demotion are unchanged since 2025-01-19, so every number here holds.'
          : 'Numbers from the 2025-01-19 client.'}
      </p>
      <p class="zen-result" aria-live="polite" data-testid="rd-summary">
        Rank <strong>{rank}</strong> with <strong>{xp}</strong> XP leaks {leakPerSecond(rank, mods).toFixed(2)} XP/s.
        {!canDemote(rank) ? (
          <>
            {' '}
            Rank {rank} never drops: the bar drains to 0 in {sec(secondsFullBarToDrain(rank, mods))} from full and stays there.
          </>
        ) : (
          <>
            {' '}
            With no income you drop to rank {rank - 1} after <strong>{sec(oneRank)}</strong>, and to rank 1 after <strong>{sec(toOne)}</strong>.
          </>
        )}
      </p>
      <ChartFigure
        kind="bar"
        title={`Seconds from a full bar to demotion, by rank (rank ${RANKS[0]} never drops)`}
        data={{
          labels: DROPPING,
          xTitle: 'Rank',
          yTitle: 'Seconds',
          series: [
            { label: 'Normal', values: DROPPING.map((r) => secondsFullBarToDemotion(r)) },
            { label: 'Expert', values: DROPPING.map((r) => secondsFullBarToDemotion(r, ['expert'])) },
          ],
        }}
        format={(v) => v.toFixed(2)}
        height={240}
        tableCollapsed
      />
      <ChartFigure
        kind="line"
        title="XP leak per second, by rank"
        data={{
          labels: RANKS,
          xTitle: 'Rank',
          yTitle: 'XP per second',
          series: [
            { label: 'Normal', values: RANKS.map((r) => leakPerSecond(r)) },
            { label: 'Expert', values: RANKS.map((r) => leakPerSecond(r, ['expert'])) },
          ],
        }}
        format={(v) => v.toFixed(2)}
        height={240}
        tableCollapsed
      />
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
