// Island: grade-points simulator. A repeating pattern of clears at a chosen pace, run through the Master state machine, charted over time.
import { GRADE_NAMES, clock, gradeBoosts, runMaster, type DecayMode, type MasterEvent } from '~/engines/tgm3';
import { choiceParam, numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { createRng, type Rng } from '~/lib/rng';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import { IntegerField } from '~/islands/common/IntegerField';

export const SPECS = {
  gp_pat: textParam({ default: '0004', pattern: /^[0-4]{1,40}$/, maxLength: 40, describe: 'digits 0-4 (lines per piece)' }),
  gp_active: numberParam({ default: 40, min: 1, max: 600 }),
  gp_after: numberParam({ default: 30, min: 0, max: 120 }),
  gp_decay: choiceParam<DecayMode>({ default: 'activeNoCombo', choices: ['activeNoCombo', 'activeAlways'] }),
  gp_gen: choiceParam<'pattern' | 'random'>({ default: 'pattern', choices: ['pattern', 'random'] }),
  gp_seed: numberParam({ default: 1, min: 0, max: 99999 }),
};
const MAX_PIECES = 4000;
const MAX_POINTS = 160;

/** Events for a whole game: the pattern repeated until level 999 or MAX_PIECES pieces. */
function* events(pattern: string, active: number, after: number, rng: Rng | null): Generator<MasterEvent> {
  for (let i = 0; i < MAX_PIECES; i++) {
    // Random pace: each piece clears 0 lines 6 times in 10, else 1-4 lines with equal chance (seeded, so links reproduce it).
    const r = rng ? rng.int(10) : 0;
    const lines = (rng ? (r < 6 ? 0 : r - 5) : Number(pattern[i % pattern.length])) as 0 | 1 | 2 | 3 | 4;
    yield { type: 'piece', activeFrames: active, lines, afterFrames: after };
  }
}

export default function GradePointsSim() {
  const st = useUrlState(SPECS);
  const v = st.values;
  const r = runMaster(events(v.gp_pat, v.gp_active, v.gp_after, v.gp_gen === 'random' ? createRng(v.gp_seed) : null), { decay: v.gp_decay, exam: false });
  const s = r.state;
  // Keep the chart light: at most MAX_POINTS samples, evenly spread.
  const step = Math.max(1, Math.ceil(s.samples.length / MAX_POINTS));
  const picked = s.samples.filter((_, i) => i % step === 0 || i === s.samples.length - 1);
  const regrets = s.sections.filter((x) => x.regret).length;
  const num = (key: 'gp_active' | 'gp_after', label: string, min: number, max: number) => (
    <IntegerField id={`gp-${key}`} label={label} value={v[key]} min={min} max={max} onValue={(x) => st.set({ [key]: x } as Partial<typeof v>)} />
  );
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="gp-title">
      <h3 id="gp-title">Grade-points simulator</h3>
      <div class="tgm3-grid">
        <label for="gp-gen">
          Clears
          <select id="gp-gen" value={v.gp_gen} onChange={(e) => st.set({ gp_gen: (e.currentTarget as HTMLSelectElement).value as 'pattern' | 'random' })}>
            <option value="pattern">a repeated pattern</option>
            <option value="random">random pace (seeded)</option>
          </select>
        </label>
        {v.gp_gen === 'random' && (
          <label for="gp-seed">
            Seed
            <input
              id="gp-seed"
              type="number"
              min={0}
              max={99999}
              step={1}
              value={v.gp_seed}
              onChange={(e) => {
                const x = Math.round(Number((e.currentTarget as HTMLInputElement).value));
                if (Number.isFinite(x)) st.set({ gp_seed: Math.min(99999, Math.max(0, x)) });
              }}
            />
          </label>
        )}
        <label for="gp-pat">
          Lines per piece, repeated (0-4)
          <input
            id="gp-pat"
            type="text"
            inputMode="numeric"
            maxLength={40}
            value={v.gp_pat}
            disabled={v.gp_gen === 'random'}
            onChange={(e) => {
              const text = (e.currentTarget as HTMLInputElement).value.replace(/[^0-4]/g, '').slice(0, 40);
              if (text) st.set({ gp_pat: text });
            }}
          />
        </label>
        {num('gp_active', 'Active frames per piece', 1, 600)}
        {num('gp_after', 'ARE and clear frames per piece', 0, 120)}
        <label for="gp-decay">
          Decay
          <select id="gp-decay" value={v.gp_decay} onChange={(e) => st.set({ gp_decay: (e.currentTarget as HTMLSelectElement).value as DecayMode })}>
            <option value="activeNoCombo">paused while a 2+-line combo lives (site default)</option>
            <option value="activeAlways">every active frame (Cambridge)</option>
          </select>
        </label>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="gp-summary">
        {s.stoppedAtTorikan ? 'Stopped by the level-500 torikan' : s.over ? 'Reached level 999' : `Level ${s.level} after ${MAX_PIECES} pieces`} at {clock(s.frame)}: internal
        grade <strong>{s.internalGrade}</strong> ({gradeBoosts(s.internalGrade)} boosts = {GRADE_NAMES[gradeBoosts(s.internalGrade)]}), {s.points} points,{' '}
        {s.cools} COOL{s.cools === 1 ? '' : 's'}, {regrets} REGRET{regrets === 1 ? '' : 's'}.
      </p>
      <ChartFigure
        kind="line"
        title="Internal grade and grade points over the game"
        data={{
          labels: picked.map((p) => clock(p.frame).slice(0, -3)),
          xTitle: 'Time (m:ss)',
          yTitle: 'Value',
          series: [
            { label: 'Grade points (0-99)', values: picked.map((p) => p.points) },
            { label: 'Internal grade (0-31)', values: picked.map((p) => p.internalGrade) },
          ],
        }}
        height={260}
        tableCollapsed
      />
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} />
    </section>
  );
}
