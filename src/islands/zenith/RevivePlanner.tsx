// Island: revive difficulty (floor + revives, Duo+ time effects) → plan of task grades, and example draws from a seeded RNG.
import { FATIGUE_TIMELINES, REVIVE_PLANS, SECONDS_PER_MINUTE, drawRevive, fatigueAt, revivePlan, reviveDifficulty, type Mod } from '~/engines/zenith';
import { createRng } from '~/lib/rng';
import { boolParam, choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './zenith.css';

export const SPECS = {
  rvFloor: numberParam({ default: 6, min: 1, max: 10 }),
  rvRevives: numberParam({ default: 2, min: 0, max: 30 }),
  rvMode: choiceParam<'duo' | 'duo_reversed'>({ default: 'duo', choices: ['duo', 'duo_reversed'] }),
  rvNohold: boolParam({ default: false }),
  rvTime: numberParam({ default: 3, min: 0, max: 12, decimals: 1 }),
  rvDraw: numberParam({ default: 1, min: 1, max: 100000 }),
};

/** When Duo+ stops revives, from the engine's timeline. */
const NO_REVIVE_AT = FATIGUE_TIMELINES.duo_reversed.find((s) => s.effect.kind === 'noRevive')?.at ?? Infinity;
const clock = (seconds: number) => `${Math.floor(seconds / SECONDS_PER_MINUTE)}:${String(seconds % SECONDS_PER_MINUTE).padStart(2, '0')}`;

export default function RevivePlanner() {
  const state = useUrlState(SPECS);
  const v = state.values;
  const mods: Mod[] = v.rvMode === 'duo_reversed' ? ['duo_reversed'] : v.rvNohold ? ['duo', 'nohold'] : ['duo'];
  const f = v.rvMode === 'duo_reversed' ? fatigueAt(v.rvTime * SECONDS_PER_MINUTE, mods) : null;
  const score = reviveDifficulty(v.rvFloor, v.rvRevives, f?.reviveDifficultyBonus ?? 0);
  const plan = revivePlan(score);
  const rng = createRng(`revive|${v.rvDraw}`);
  const draws = [0, 1, 2].map(() => drawRevive(score, mods, rng, f?.noRevive ?? false));
  const num = (k: 'rvFloor' | 'rvRevives' | 'rvTime') => (e: Event) => {
    const n = Number((e.currentTarget as HTMLInputElement).value);
    if (Number.isFinite(n)) state.set({ [k]: n } as Partial<typeof v>);
  };
  return (
    <section id="revive-planner" class="atlas-island" aria-labelledby="rv-title">
      <h3 id="rv-title">Try it: plan a revive</h3>
      <div class="zen-grid">
        <label>Floor<input type="number" id="rv-floor" min={1} max={10} value={v.rvFloor} onChange={num('rvFloor')} /></label>
        <label>Revives so far<input type="number" id="rv-revives" min={0} max={30} value={v.rvRevives} onChange={num('rvRevives')} /></label>
        <label>Mode
          <select id="rv-mode" value={v.rvMode} onChange={(e) => state.set({ rvMode: (e.currentTarget as HTMLSelectElement).value as 'duo' | 'duo_reversed' })}>
            <option value="duo">Duo</option><option value="duo_reversed">Duo+ (Bleeding Hearts)</option>
          </select>
        </label>
        {v.rvMode === 'duo' ? (
          <label><input type="checkbox" id="rv-nohold" checked={v.rvNohold} onChange={(e) => state.set({ rvNohold: (e.currentTarget as HTMLInputElement).checked })} /> No Hold on</label>
        ) : (
          <label>Minutes into the run<input type="number" id="rv-time" min={0} max={12} step={0.5} value={v.rvTime} onChange={num('rvTime')} /></label>
        )}
      </div>
      <p class="zen-result" aria-live="polite" data-testid="rv-summary">
        {f?.noRevive ? `After ${clock(NO_REVIVE_AT)} in Duo+ only the X task is offered.` : <>Difficulty <strong>{score}</strong> → plan <strong>{plan.join(' ')}</strong>{score >= REVIVE_PLANS.length ? ' (fixed order)' : ' (shuffled)'}.</>}
      </p>
      <ol class="zen-list" data-testid="rv-draws">
        {draws.map((d) => <li>{d.map((t) => `${t.grade}: ${t.text}`).join(' · ')}</li>)}
      </ol>
      <button type="button" class="atlas-button" id="rv-again" onClick={() => state.set({ rvDraw: v.rvDraw + 1 })}>Draw other examples</button>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
