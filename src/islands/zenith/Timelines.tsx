// Island: fatigue and targeting over a run, minute by minute (normal, Expert+, Duo+), plus how long grace takes to drain on a floor.
import { fatigueAt, fatigueMode, normalizeMods, simulateGrace, targetingFactorAt, targetingGraceSeconds, FATIGUE_TIMELINES, type GraceReading } from '~/engines/zenith';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { choiceParam, listParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ALL_MODS, ModPicker, modName } from './mod-picker';
import './zenith.css';

export const SPECS = {
  tlMods: listParam({ default: [], choices: ALL_MODS }),
  tlFloor: numberParam({ default: 5, min: 1, max: 10 }),
  tlGrace: choiceParam<GraceReading>({ default: 'code', choices: ['code', 'prose'] }),
};
const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export default function Timelines() {
  const state = useUrlState(SPECS);
  const mods = normalizeMods(state.values.tlMods);
  const mode = fatigueMode(mods);
  const steps = FATIGUE_TIMELINES[mode];
  const times = [...new Set([0, 180, 300, 420, ...steps.map((s) => s.at)])].filter((t) => t <= 720).sort((a, b) => a - b);
  const interval = targetingGraceSeconds(state.values.tlFloor, mods, state.values.tlGrace);
  // An 18-line hit at 0 s, then nothing: grace frame by frame from the engine, shown once a second.
  const seconds = Math.ceil(18 * interval) + 2;
  const grace = simulateGrace({ floor: state.values.tlFloor, mods, frames: seconds * 60, hits: [{ frame: 0, lines: 18 }], reading: state.values.tlGrace });
  const emptyAt = grace.indexOf(0);
  const perSecond = Array.from({ length: seconds }, (_, i) => grace[i * 60]);
  return (
    <section class="atlas-island" aria-labelledby="tl-title">
      <h3 id="tl-title">Try it: what changes when</h3>
      <ModPicker idPrefix="tl" mods={mods} onChange={(m) => state.set({ tlMods: m })} />
      <p class="zen-result" aria-live="polite" data-testid="tl-summary">
        {mode === 'normal' ? 'Normal fatigue' : mode === 'expert_reversed' ? 'Expert+ fatigue' : 'Duo+ fatigue'}{mods.length ? ` (${mods.map(modName).join(', ')})` : ''}:
        {` ${fatigueAt(720, mods).permanentLines} permanent lines and garbage ×${Number(fatigueAt(720, mods).receiveMultiplier.toFixed(3))} by 12:00.`}
      </p>
      <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label="Fatigue and targeting timeline (scrollable)">
        <table>
          <caption>State from each change on (engine)</caption>
          <thead><tr><th scope="col">From</th><th scope="col">Targeting factor</th><th scope="col">Permanent lines</th><th scope="col">Garbage received ×</th><th scope="col">Messiness</th><th scope="col">Revive</th><th scope="col">What happens</th></tr></thead>
          <tbody>
            {times.map((t) => {
              const s = fatigueAt(t, mods);
              const step = steps.find((x) => x.at === t);
              return (
                <tr>
                  <th scope="row">{clock(t)}</th>
                  <td class="atlas-num">{targetingFactorAt(t)}</td>
                  <td class="atlas-num">{s.permanentLines}</td>
                  <td class="atlas-num">{Number(s.receiveMultiplier.toFixed(3))}</td>
                  <td>{s.fullyMessy ? 'fully messy' : s.graceOff ? 'messier (grace off)' : s.messiness !== null ? `${Math.round(100 * s.messiness)}%` : 'by floor'}</td>
                  <td>{s.noRevive ? 'no' : s.reviveDifficultyBonus ? `+${s.reviveDifficultyBonus} difficulty` : '—'}</td>
                  <td>{step ? step.text : t > 0 ? 'targeting factor +1' : 'start'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h4 id="tl-grace-title">Grace draining on a floor</h4>
      <div class="atlas-controls">
        <label>Floor <input type="range" id="tl-floor" min={1} max={10} step={1} value={state.values.tlFloor} aria-valuetext={`floor ${state.values.tlFloor}`}
          onInput={(e) => state.set({ tlFloor: Number((e.currentTarget as HTMLInputElement).value) })} /> {state.values.tlFloor}</label>
        <label>Table
          <select id="tl-grace" value={state.values.tlGrace} onChange={(e) => state.set({ tlGrace: (e.currentTarget as HTMLSelectElement).value as GraceReading })}>
            <option value="code">reference code</option><option value="prose">printed table</option>
          </select>
        </label>
      </div>
      <p aria-live="polite" data-testid="tl-grace">
        One grace point is released every {interval} s, so a full 18 points are gone {(emptyAt / 60).toFixed(2)} s after the last hit, if no new garbage comes.
      </p>
      <ChartFigure
        kind="line"
        title={`Grace after an 18-line hit on floor ${state.values.tlFloor}`}
        data={{ labels: perSecond.map((_, i) => i), xTitle: 'Seconds after the hit', yTitle: 'Grace', series: [{ label: 'Grace', values: perSecond }] }}
        height={200}
        tableCollapsed
      />
      <StateBar notices={mods.length === state.values.tlMods.length ? state.notices : [...state.notices, `tlMods: a reversed mod is played alone; using ${mods.map(modName).join(', ')}.`]} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
