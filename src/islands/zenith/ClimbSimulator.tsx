// Island: a 1–12 minute run at a steady pace through simulateClimb; altitude over floor bands, rank, attack per minute,
// each floor's split time, and the same run minute by minute as a table.
import { useMemo } from 'preact/hooks';
import { CLIENT_VERSION_LABELS, CLIMB_DEFAULT_PACE, FLOOR_NAMES, MAX_RUN_MINUTES, frameClock, normalizeMods, secondsOfFrame } from '~/engines/zenith';
import { listParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ALL_MODS, ModPicker, modName, withModNotice } from './mod-picker';
import { ClimbChart } from './ClimbChart';
import { APM_SLIDER, runClimb } from './climb-model';
import { SplitTable } from './SplitTable';
import { VersionPicker, versionParam } from './version-picker';
import './zenith.css';
import './climb-figures.css';

const PERCENT = 100;
export const SPECS = {
  csApm: numberParam({ default: CLIMB_DEFAULT_PACE.apm, min: 0, max: APM_SLIDER.max }),
  csCancel: numberParam({ default: CLIMB_DEFAULT_PACE.cancelShare * PERCENT, min: 0, max: PERCENT }),
  csClears: numberParam({ default: CLIMB_DEFAULT_PACE.clearLinesPerMin, min: 0, max: 200 }),
  csKos: numberParam({ default: CLIMB_DEFAULT_PACE.kosPerMin, min: 0, max: 10, decimals: 1 }),
  csMin: numberParam({ default: MAX_RUN_MINUTES, min: 1, max: MAX_RUN_MINUTES }),
  csSpike: numberParam({ default: 0, min: 0, max: 300 }), // literal-ok: slider range for a hypothetical spike, a UI choice
  csMods: listParam({ default: [], choices: ALL_MODS }),
  csVer: versionParam(),
};

const seconds = (f: number) => `${secondsOfFrame(f).toFixed(1)} s`;

export default function ClimbSimulator() {
  const state = useUrlState(SPECS);
  const v = state.values;
  const mods = normalizeMods(v.csMods);
  const run = useMemo(
    () =>
      runClimb({
        apm: v.csApm,
        cancelShare: v.csCancel / PERCENT,
        clearLinesPerMin: v.csClears,
        kosPerMin: v.csKos,
        minutes: v.csMin,
        spike: v.csSpike,
        mods,
        version: v.csVer,
      }),
    [v.csApm, v.csCancel, v.csClears, v.csKos, v.csSpike, v.csMin, mods.join(','), v.csVer],
  );
  const { last, samples } = run;
  const shortProtection = samples.filter((s, i) => i > 0 && s.promotionFatigue >= 2 && samples[i - 1].promotionFatigue < s.promotionFatigue).length;
  const sampleAtMinuteEnd = (m: number) => samples[Math.min(samples.length - 1, Math.round(((m + 1) * run.frames) / run.perMinute.length) - 1)];
  const set = (k: keyof typeof SPECS) => (e: Event) => {
    const n = Number((e.currentTarget as HTMLInputElement).value);
    if (Number.isFinite(n)) state.set({ [k]: n } as Partial<typeof v>);
  };
  const reached = run.splits.filter((x) => x !== null).length;
  const desc = `Altitude and rank over ${v.csMin} minutes, over the floor bands, with attack lines per minute below. The run ends at ${last.altitude.toFixed(1)} m on floor ${last.floor}, rank ${last.rank.toFixed(2)}; floor by floor times are in the split table.`;

  return (
    <section class="atlas-island" id="climb-simulator" aria-labelledby="cs-title">
      <h3 id="cs-title">Try it: a climb at a steady pace</h3>
      <p class="atlas-status">The sliders need JavaScript; without it the figure shows the default run.</p>
      <div class="zen-grid">
        <label>
          Attack per minute: {v.csApm}
          <input type="range" id="cs-apm" min={0} max={APM_SLIDER.max} step={APM_SLIDER.step} value={v.csApm} onInput={set('csApm')} />
        </label>
        <label>
          Share cancelled: {v.csCancel}%<input type="range" id="cs-cancel" min={0} max={PERCENT} step={5} value={v.csCancel} onInput={set('csCancel')} />
        </label>
        <label>
          Lines cleared per minute: {v.csClears}
          <input type="range" id="cs-clears" min={0} max={200} step={5} value={v.csClears} onInput={set('csClears')} />
        </label>
        <label>
          KOs per minute: {v.csKos}
          <input type="range" id="cs-kos" min={0} max={10} step={0.1} value={v.csKos} onInput={set('csKos')} />
        </label>
        <label>
          Surge spike at 1:00 (lines): {v.csSpike}
          <input type="range" id="cs-spike" min={0} max={300 /* literal-ok: slider range in lines */} step={5} value={v.csSpike} onInput={set('csSpike')} />
        </label>{' '}
        <label>
          Minutes: {v.csMin}
          <input type="range" id="cs-min" min={1} max={MAX_RUN_MINUTES} step={1} value={v.csMin} onInput={set('csMin')} />
        </label>
      </div>
      <ModPicker idPrefix="cs" mods={mods} onChange={(m) => state.set({ csMods: m })} />
      <VersionPicker
        idPrefix="cs"
        version={v.csVer}
        onChange={(x) => state.set({ csVer: x })}
        note="Current: cancels build the cancel streak, which cuts their XP; clears count as digging garbage and reset it; Duo keeps its XP; hyperspeed is off with any mod."
      />
      <p class="zen-result" aria-live="polite" data-testid="cs-summary">
        After {v.csMin} min: <strong>{last.altitude.toFixed(1)} m</strong>, floor {last.floor} ({FLOOR_NAMES[last.floor - 1]}), rank {last.rank.toFixed(2)}{' '}
        (peak {run.peakRank.toFixed(2)}){last.cancelStreak !== undefined ? `, cancel streak ${last.cancelStreak}` : ''}, {CLIENT_VERSION_LABELS[v.csVer]} rules.{' '}
        {run.events.length} events{mods.length ? `, mods: ${mods.map(modName).join(', ')}` : ''}.
        {run.splits[last.floor] !== null && last.floor > 1 ? ` Floor ${last.floor} at ${frameClock(run.splits[last.floor]!)}.` : ''}
        {run.skips.length ? ` Rank skips at ${run.skips.slice(0, 4).map(seconds).join(', ')}${run.skips.length > 4 ? '…' : ''}.` : ' No rank skip.'}
        {shortProtection ? ` Promotion fatigue shortens the leak protection ${shortProtection} times.` : ''}
        {run.hyper.length
          ? ` Hyperspeed from ${seconds(run.hyper[0].start)}${run.hyper[0].completed ? ', completed' : run.hyper[0].end !== null ? `, lost at ${seconds(run.hyper[0].end)}` : ''}.`
          : ''}
      </p>
      <ClimbChart run={run} mods={mods} label={desc} idPrefix="cs" />
      <div class="zcf-tables">
        <SplitTable splits={run.splits} idPrefix="cs" caption={`Floor splits at this pace (${reached} of ${FLOOR_NAMES.length} floors)`} />
        <details>
          <summary>The same run, minute by minute</summary>
          <div class="atlas-table-wrap zcf-fit" tabIndex={0} role="region" aria-label="Climb minute by minute">
            <table data-testid="cs-minutes">
              <caption>End of each minute (engine)</caption>
              <thead>
                <tr>
                  <th scope="col">Min</th>
                  <th scope="col">Altitude (m)</th>
                  <th scope="col">Floor</th>
                  <th scope="col">Rank</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Cancelled</th>
                  <th scope="col">Cleared</th>
                  <th scope="col">KOs</th>
                </tr>
              </thead>
              <tbody>
                {run.perMinute.map((m) => {
                  const s = sampleAtMinuteEnd(m.minute);
                  return (
                    <tr>
                      <th scope="row">{m.minute + 1}</th>
                      <td class="atlas-num">{s.altitude.toFixed(1)}</td>
                      <td class="atlas-num">{s.floor}</td>
                      <td class="atlas-num">{s.rank.toFixed(2)}</td>
                      <td class="atlas-num">{m.sentLines}</td>
                      <td class="atlas-num">{m.cancelledLines}</td>
                      <td class="atlas-num">{m.clearedLines}</td>
                      <td class="atlas-num">{m.kos}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </details>
      </div>
      <StateBar
        notices={withModNotice(state.notices, 'csMods', v.csMods, mods)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
      />
    </section>
  );
}
