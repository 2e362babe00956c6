// Island: fatigue and targeting over a run, minute by minute (normal, Expert+, Duo+), plus how long grace takes to drain on a floor.
import { fatigueAt, fatigueMode, normalizeMods, targetingFactorAt, targetingGraceSeconds, FATIGUE_TIMELINES, type GraceReading } from '~/engines/zenith';
import { choiceParam, listParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ALL_MODS, ModPicker, modName } from './mod-picker';
import './zenith.css';

const SPECS = {
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
        One grace point is released every {interval} s, so a full 18 points take {Number((18 * interval).toFixed(1))} s to drain with no new garbage.
      </p>
      <StateBar notices={mods.length === state.values.tlMods.length ? state.notices : [...state.notices, `tlMods: a reversed mod is played alone; using ${mods.map(modName).join(', ')}.`]} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
