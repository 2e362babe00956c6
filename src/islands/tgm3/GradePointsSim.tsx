// Island: grade-points simulator. A repeating pattern of clears at a chosen pace, run through the Master state machine:
// the grade it ends with, the internal grade over the whole game, a close-up of the points sawtooth, and what decay cost.
import {
  FPS,
  FRAMES_PER_10_SECONDS,
  FRAMES_PER_MINUTE,
  MASTER_LAST_LEVEL,
  MASTER_TORIKAN_LEVEL,
  clock,
  idleDecayLoss,
  traceMaster,
  type DecayMode,
  type DecayTrace,
  type MasterEvent,
} from '~/engines/tgm3';
import { choiceParam, numberParam, textParam, type ParamValues } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { createRng, type Rng } from '~/lib/rng';
import { ChartFigure, type ChartData } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import { IntegerField } from '~/islands/common/IntegerField';
import './tgm3.css';
import { sectionRange } from './sections';

const SECTIONS = ['most', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
type SectionChoice = (typeof SECTIONS)[number];
const DECAY_NAMES: Record<DecayMode, string> = {
  activeNoCombo: 'paused during a 2+-line combo',
  activeAlways: 'every active frame',
};

export const SPECS = {
  gpPat: textParam({ default: '0004', pattern: /^[0-4]{1,40}$/, maxLength: 40, describe: 'digits 0-4 (lines per piece)' }),
  gpActive: numberParam({ default: 40, min: 1, max: 600 }), // literal-ok: form limit in frames, not a game number
  gpAfter: numberParam({ default: 30, min: 0, max: 120 }), // literal-ok: form limit in frames, not a game number
  gpDecay: choiceParam<DecayMode>({ default: 'activeNoCombo', choices: ['activeNoCombo', 'activeAlways'] }),
  gpGen: choiceParam<'pattern' | 'random'>({ default: 'pattern', choices: ['pattern', 'random'] }),
  gpSeed: numberParam({ default: 1, min: 0, max: 99999 }),
  gpSec: choiceParam<SectionChoice>({ default: 'most', choices: SECTIONS }),
};
type Values = ParamValues<typeof SPECS>;

const MAX_PIECES = 4000;
/** Seconds of play without a clear for the idle readout (a figure choice, not a game number). */
const IDLE_SECONDS = 10;

/** Events for a whole game: the pattern repeated until the game ends or MAX_PIECES pieces. */
function* events(pattern: string, active: number, after: number, rng: Rng | null): Generator<MasterEvent> {
  for (let i = 0; i < MAX_PIECES; i++) {
    // Random pace: each piece clears 0 lines 6 times in 10, else 1-4 lines with equal chance (seeded, so links reproduce it).
    const r = rng ? rng.int(10) : 0;
    const lines = (rng ? (r < 6 ? 0 : r - 5) : Number(pattern[i % pattern.length])) as 0 | 1 | 2 | 3 | 4;
    yield { type: 'piece', activeFrames: active, lines, afterFrames: after };
  }
}

/** The game for the current settings under one decay reading. */
export function simulate(v: Values, decay: DecayMode = v.gpDecay): DecayTrace {
  const rng = v.gpGen === 'random' ? createRng(v.gpSeed) : null;
  return traceMaster(events(v.gpPat, v.gpActive, v.gpAfter, rng), { decay, exam: false });
}

/** The sentence that names the grade the game ends with, as the game shows it. */
export function gradeSentence(t: DecayTrace): string {
  const s = t.state;
  const end = s.stoppedAtTorikan
    ? `Stopped by the level-${MASTER_TORIKAN_LEVEL} torikan`
    : s.over
      ? `Reached level ${MASTER_LAST_LEVEL}`
      : `Level ${s.level} after ${MAX_PIECES} pieces`;
  const held = t.grade.heldAtMM ? ' (held at MM: not qualified for GM)' : '';
  return `${end} at ${clock(s.frame)}. Grade shown: ${t.grade.name}${held} = ${t.grade.boosts} boosts from internal grade ${s.internalGrade} + ${t.grade.cools} section COOL${t.grade.cools === 1 ? '' : 's'}, before any staff roll.`;
}

/** Axis ticks as m:ss (the table keeps the hundredths). */
const minutes = (f: number) => clock(f).slice(0, -3);

/** Which section to show up close: the chosen one, or the one where decay took the most points. */
function closeUpSection(t: DecayTrace, choice: SectionChoice): number {
  const played = t.state.sections.length;
  if (choice !== 'most') return Math.min(Number(choice), played - 1);
  let best = 0;
  t.decayLostBySection.forEach((x, i) => {
    if (x > t.decayLostBySection[best]) best = i;
  });
  return best;
}

export default function GradePointsSim() {
  const st = useUrlState(SPECS);
  const v = st.values;
  const t = simulate(v);
  const other: DecayMode = v.gpDecay === 'activeNoCombo' ? 'activeAlways' : 'activeNoCombo';
  const t2 = simulate(v, other);
  const s = t.state;
  const regrets = s.sections.filter((x) => x.regret).length;
  const idle = idleDecayLoss(s.internalGrade, IDLE_SECONDS * FPS);

  // Whole game: one row per change of internal grade (and the end), so the steps are exact.
  const steps = t.trace.filter((p, i) => i === 0 || i === t.trace.length - 1 || p.internalGrade !== t.trace[i - 1].internalGrade);
  const gradeData: ChartData = {
    labels: steps.map((p) => p.frame),
    xTitle: 'Time',
    yTitle: 'Internal grade',
    xLinear: true,
    xStep: FRAMES_PER_MINUTE,
    yMin: 0,
    series: [{ label: 'Internal grade', values: steps.map((p) => p.internalGrade), stepped: 'before' }],
  };
  // Close-up: every corner of the points curve within one section.
  const sec = closeUpSection(t, v.gpSec);
  const record = s.sections[sec];
  const from = record.startFrame;
  const to = s.sections[sec + 1]?.startFrame ?? s.frame;
  const near = t.trace.filter((p) => p.frame >= from && p.frame <= to);
  const pointsData: ChartData = {
    labels: near.map((p) => p.frame),
    xTitle: 'Time',
    yTitle: 'Grade points',
    y2Title: 'Internal grade',
    xLinear: true,
    xStep: FRAMES_PER_10_SECONDS,
    yMin: 0,
    yMax: 100, // literal-ok: chart axis top, just above the 99 points cap
    series: [
      { label: 'Grade points', values: near.map((p) => p.points) },
      { label: 'Internal grade', values: near.map((p) => p.internalGrade), stepped: 'before', axis: 'right' },
    ],
  };
  const num = (key: 'gpActive' | 'gpAfter', label: string, min: number, max: number) => (
    <IntegerField id={`gp-${key}`} label={label} value={v[key]} min={min} max={max} onValue={(x) => st.set({ [key]: x } as Partial<Values>)} />
  );
  return (
    <section class="atlas-island tgm3-island" id="grade-points-simulator" aria-labelledby="gp-title">
      <h3 id="gp-title">Grade-points simulator</h3>
      <div class="tgm3-grid">
        <label for="gp-gen">
          Clears
          <select id="gp-gen" value={v.gpGen} onChange={(e) => st.set({ gpGen: (e.currentTarget as HTMLSelectElement).value as Values['gpGen'] })}>
            <option value="pattern">a repeated pattern</option>
            <option value="random">random pace (seeded)</option>
          </select>
        </label>
        {v.gpGen === 'random' && <IntegerField id="gp-seed" label="Seed" value={v.gpSeed} min={0} max={99999} onValue={(x) => st.set({ gpSeed: x })} />}
        <label for="gp-pat">
          Lines per piece, repeated (0-4)
          <input
            id="gp-pat"
            type="text"
            inputMode="numeric"
            maxLength={40}
            value={v.gpPat}
            disabled={v.gpGen === 'random'}
            onChange={(e) => {
              const text = (e.currentTarget as HTMLInputElement).value.replace(/[^0-4]/g, '').slice(0, 40);
              if (text) st.set({ gpPat: text });
            }}
          />
        </label>
        {num('gpActive', 'Active frames per piece', 1, 600 /* literal-ok: form limit in frames, not a game number */)}
        {num('gpAfter', 'ARE and clear frames per piece', 0, 120 /* literal-ok: form limit in frames, not a game number */)}
        <fieldset class="tgm3-radios">
          <legend>Points decay</legend>
          {(['activeNoCombo', 'activeAlways'] as const).map((m) => (
            <label key={m}>
              <input type="radio" name="gp-decay" id={`gp-decay-${m}`} value={m} checked={v.gpDecay === m} onChange={() => st.set({ gpDecay: m })} />
              {DECAY_NAMES[m]}
              {m === 'activeNoCombo' ? ' (site default)' : ''}
            </label>
          ))}
        </fieldset>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="gp-summary">
        {gradeSentence(t)} {s.points} points left; {s.cools} COOL{s.cools === 1 ? '' : 's'}, {regrets} REGRET{regrets === 1 ? '' : 's'}.
      </p>
      <p class="tgm3-result" aria-live="polite" data-testid="gp-decay-cost">
        Decay ({DECAY_NAMES[v.gpDecay]}) took <strong>{t.decayLost}</strong> grade points over the game. Decaying {DECAY_NAMES[other]} instead takes{' '}
        {t2.decayLost} and ends at {t2.grade.name} (internal grade {t2.state.internalGrade}). {IDLE_SECONDS} s with a piece in play at internal grade{' '}
        {idle.internalGrade} (one point every {idle.rate} frames) loses {idle.lost} of {idle.from} points.
      </p>
      <ChartFigure
        id="gp-grade-chart"
        kind="line"
        title="Internal grade over the whole game (one row per change)"
        data={gradeData}
        formatX={clock}
        formatXTick={minutes}
        height={200} // literal-ok: chart height in px
        tableCollapsed
      />
      <label for="gp-sec" class="tgm3-inline">
        Close-up of section{' '}
        <select id="gp-sec" value={v.gpSec} onChange={(e) => st.set({ gpSec: (e.currentTarget as HTMLSelectElement).value as SectionChoice })}>
          {SECTIONS.map((c) => (
            <option value={c} key={c} disabled={c !== 'most' && Number(c) >= s.sections.length}>
              {c === 'most' ? 'where decay took most' : sectionRange(Number(c))}
            </option>
          ))}
        </select>
      </label>
      <ChartFigure
        id="gp-points-chart"
        kind="line"
        title={`Grade points in section ${sectionRange(sec)}, every change (decay there: ${t.decayLostBySection[sec] ?? 0} points)`}
        data={pointsData}
        formatX={clock}
        formatXTick={minutes}
        height={240}
        tableCollapsed
      />
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} />
    </section>
  );
}
