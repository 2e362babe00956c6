// Island: grade-points simulator. A repeating pattern of clears at a chosen pace, run through the Master state machine:
// the grade it ends with, the internal grade over the whole game, a close-up of the points sawtooth, and what decay cost.
import {
  FPS,
  FRAMES_PER_10_SECONDS,
  FRAMES_PER_MINUTE,
  MASTER_LAST_LEVEL,
  MASTER_TORIKAN_LEVEL,
  CELLS_PER_LINE,
  CELLS_PER_PIECE,
  cellShortfall,
  idleDecayLoss,
  type CellShortfall,
  traceMaster,
  type DecayMode,
  type DecayTrace,
  type MasterEvent,
} from '~/engines/tgm3';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { choiceParam, numberParam, textParam, type ParamValues } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { createRng, type Rng } from '~/lib/rng';
import { ChartFigure, type ChartData } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import { IntegerField } from '~/islands/common/IntegerField';
import './tgm3.css';
import { tgm3Clock, tgm3Minutes } from './clock';
import { formatNumber } from '~/i18n/format';
import { sectionRange } from './sections';
import type { Locale } from '~/i18n/locales';
import type { IslandProps } from './props';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './GradePointsSim.messages';
import { DraftInput } from '../common/DraftInput';

const SECTIONS = ['most', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
type SectionChoice = (typeof SECTIONS)[number];
/** The name of a decay reading in a locale. */
const decayName = (mode: DecayMode, locale?: Locale) => {
  const m = messagesFor(MESSAGES, locale);
  return mode === 'activeNoCombo' ? m.decayNoCombo : m.decayAlways;
};

export const SPECS = {
  gpPat: textParam({
    default: '0000000004',
    pattern: /^[0-4]{1,40}$/,
    maxLength: 40,
    describe: { en: 'digits 0-4 (lines per piece)', 'zh-cn': '0-4 的数字（每个方块消的行数）' },
  }),
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

/** Lines of each piece: the pattern repeated, or a seeded random pace that only clears what the stack holds. */
export function pieceLines(pattern: string, rng: Rng | null): number[] {
  const out: number[] = [];
  let cells = 0;
  for (let i = 0; i < MAX_PIECES; i++) {
    cells += CELLS_PER_PIECE;
    // Random pace: 0 lines 6 times in 10, else 1-4 lines with equal chance, capped by the cells in the field (clears must
    // be possible); seeded, so links reproduce it.
    const r = rng ? rng.int(10) : 0;
    const lines = rng ? Math.min(r < 6 ? 0 : r - 5, Math.floor(cells / CELLS_PER_LINE)) : Number(pattern[i % pattern.length]);
    cells -= lines * CELLS_PER_LINE;
    out.push(lines);
  }
  return out;
}

/** Events for a whole game: one piece per entry of `lines`, until the game ends. */
function* events(lines: number[], active: number, after: number): Generator<MasterEvent> {
  for (const l of lines) yield { type: 'piece', activeFrames: active, lines: l as 0 | 1 | 2 | 3 | 4, afterFrames: after };
}

/** The first piece whose clear needs more cells than the field holds (clears must be possible, piece by piece). */
export function refusal(v: Values): CellShortfall | null {
  if (v.gpGen === 'random') return null;
  return cellShortfall(pieceLines(v.gpPat, null).map((lines) => ({ pieces: 1, lines })));
}

/** The game for the current settings under one decay reading. */
export function simulate(v: Values, decay: DecayMode = v.gpDecay): DecayTrace {
  const rng = v.gpGen === 'random' ? createRng(v.gpSeed) : null;
  return traceMaster(events(pieceLines(v.gpPat, rng), v.gpActive, v.gpAfter), { decay, exam: false });
}

/** The sentence that names the grade the game ends with, as the game shows it. */
export function gradeSentence(t: DecayTrace, locale?: Locale): string {
  const m = messagesFor(MESSAGES, locale);
  const s = t.state;
  const end = s.stoppedAtTorikan ? m.stoppedTorikan(MASTER_TORIKAN_LEVEL) : s.over ? m.reachedLast(MASTER_LAST_LEVEL) : m.levelAfter(s.level, MAX_PIECES);
  const held = t.grade.heldAtMM ? m.heldAtMM : '';
  return m.sentence(end, tgm3Clock(locale, s.frame), t.grade.name, held, t.grade.boosts, s.internalGrade, t.grade.cools);
}

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

export default function GradePointsSim({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const no = refusal(v);
  const key = JSON.stringify(v);
  const t = useMemo(() => simulate(v), [key]);
  const other: DecayMode = v.gpDecay === 'activeNoCombo' ? 'activeAlways' : 'activeNoCombo';
  // The other decay reading is a second whole game: the server renders it, the page works it out after the first paint
  // (a game takes about a tenth of a second; two in one task would block the page past the long-task budget).
  const [t2, setT2] = useState<DecayTrace | null>(() => (typeof window === 'undefined' ? simulate(v, other) : null));
  useEffect(() => {
    const id = setTimeout(() => setT2(simulate(v, other)), 0);
    return () => clearTimeout(id);
  }, [key]);
  const s = t.state;
  const regrets = s.sections.filter((x) => x.regret).length;
  const idle = idleDecayLoss(s.internalGrade, IDLE_SECONDS * FPS);

  // Whole game: one row per change of internal grade (and the end), so the steps are exact.
  const steps = t.trace.filter((p, i) => i === 0 || i === t.trace.length - 1 || p.internalGrade !== t.trace[i - 1].internalGrade);
  const gradeData: ChartData = {
    labels: steps.map((p) => p.frame),
    xTitle: m.time,
    yTitle: m.internalGrade,
    xLinear: true,
    xStep: FRAMES_PER_MINUTE,
    yMin: 0,
    series: [{ label: m.internalGrade, values: steps.map((p) => p.internalGrade), stepped: 'before' }],
  };
  // Close-up: every corner of the points curve within one section.
  const sec = closeUpSection(t, v.gpSec);
  const record = s.sections[sec];
  const from = record.startFrame;
  const to = s.sections[sec + 1]?.startFrame ?? s.frame;
  const near = t.trace.filter((p) => p.frame >= from && p.frame <= to);
  const pointsData: ChartData = {
    labels: near.map((p) => p.frame),
    xTitle: m.time,
    yTitle: m.gradePoints,
    y2Title: m.internalGrade,
    xLinear: true,
    xStep: FRAMES_PER_10_SECONDS,
    yMin: 0,
    yMax: 100, // literal-ok: chart axis top, just above the 99 points cap
    series: [
      { label: m.gradePoints, values: near.map((p) => p.points) },
      { label: m.internalGrade, values: near.map((p) => p.internalGrade), stepped: 'before', axis: 'right' },
    ],
  };
  const num = (key: 'gpActive' | 'gpAfter', label: string, min: number, max: number) => (
    <IntegerField id={`gp-${key}`} label={label} value={v[key]} min={min} max={max} onValue={(x) => st.set({ [key]: x } as Partial<Values>)} locale={locale} />
  );
  return (
    <section class="atlas-island tgm3-island" id="grade-points-simulator" aria-labelledby="gp-title">
      <h3 id="gp-title">{m.title}</h3>
      <div class="tgm3-grid">
        <label for="gp-gen">
          {m.clears}
          <select id="gp-gen" value={v.gpGen} onChange={(e) => st.set({ gpGen: (e.currentTarget as HTMLSelectElement).value as Values['gpGen'] })}>
            <option value="pattern">{m.genPattern}</option>
            <option value="random">{m.genRandom}</option>
          </select>
        </label>
        {v.gpGen === 'random' && (
          <IntegerField id="gp-seed" label={m.seed} value={v.gpSeed} min={0} max={99999} onValue={(x) => st.set({ gpSeed: x })} locale={locale} />
        )}
        <label for="gp-pat">
          {m.pattern}
          <DraftInput
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
        {num('gpActive', m.active, 1, 600 /* literal-ok: form limit in frames, not a game number */)}
        {num('gpAfter', m.after, 0, 120 /* literal-ok: form limit in frames, not a game number */)}
        <fieldset class="tgm3-radios">
          <legend>{m.decayLegend}</legend>
          {(['activeNoCombo', 'activeAlways'] as const).map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name="gp-decay"
                id={`gp-decay-${mode}`}
                value={mode}
                checked={v.gpDecay === mode}
                onChange={() => st.set({ gpDecay: mode })}
              />
              {decayName(mode, locale)}
              {mode === 'activeNoCombo' ? m.siteDefault : ''}
            </label>
          ))}
        </fieldset>
      </div>
      {no ? (
        <p class="tgm3-result" aria-live="polite" data-testid="gp-summary" role="alert">
          {m.refused(no.index + 1, no.lines, no.placed + no.inStack, no.maxLines)}
        </p>
      ) : (
        <>
          <p class="tgm3-result" aria-live="polite" data-testid="gp-summary">
            {gradeSentence(t, locale)}
            {m.left(s.points, s.cools, regrets)}
          </p>
          <p class="tgm3-result" aria-live="polite" data-testid="gp-decay-cost">
            {m.decayTook(decayName(v.gpDecay, locale))}
            <strong>{formatNumber(locale ?? 'en', t.decayLost)}</strong>
            {t2 && m.decayOther(t.decayLost, decayName(other, locale), t2.decayLost, t2.grade.name, t2.state.internalGrade)}
            {m.idle(IDLE_SECONDS, idle.internalGrade, idle.rate, idle.lost, idle.from)}
          </p>
          <ChartFigure
            id="gp-grade-chart"
            kind="line"
            title={m.gradeChart}
            data={gradeData}
            formatX={(f) => tgm3Clock(locale, f)}
            formatXTick={(f) => tgm3Minutes(locale, f)}
            height={200} // literal-ok: chart height in px
            tableCollapsed
            locale={locale}
          />
          <label for="gp-sec" class="tgm3-inline">
            {m.closeUp}{' '}
            <select id="gp-sec" value={v.gpSec} onChange={(e) => st.set({ gpSec: (e.currentTarget as HTMLSelectElement).value as SectionChoice })}>
              {SECTIONS.map((c) => (
                <option value={c} key={c} disabled={c !== 'most' && Number(c) >= s.sections.length}>
                  {c === 'most' ? m.mostDecay : sectionRange(Number(c))}
                </option>
              ))}
            </select>
          </label>
          <ChartFigure
            id="gp-points-chart"
            kind="line"
            title={m.pointsChart(sectionRange(sec), t.decayLostBySection[sec] ?? 0)}
            data={pointsData}
            formatX={(f) => tgm3Clock(locale, f)}
            formatXTick={(f) => tgm3Minutes(locale, f)}
            height={240}
            tableCollapsed
            locale={locale}
          />
        </>
      )}
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
