// Model of the grade-points simulator (pure, no DOM): the link's pattern or seeded random pace → a whole Master game
// through the engine's trace, its refusal when a clear needs more cells than the field holds, the sentence naming the
// grade, the section shown up close, and the two charts' data.
import {
  FRAMES_PER_10_SECONDS,
  FRAMES_PER_MINUTE,
  MASTER_LAST_LEVEL,
  MASTER_TORIKAN_LEVEL,
  CELLS_PER_LINE,
  CELLS_PER_PIECE,
  cellShortfall,
  type CellShortfall,
  traceMaster,
  type DecayMode,
  type DecayTrace,
  type MasterEvent,
} from '~/engines/tgm3';
import { choiceParam, numberParam, textParam, type ParamValues } from '~/lib/url-state';
import { createRng, type Rng } from '~/lib/rng';
import type { ChartData } from '~/islands/common/ChartFigure';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { tgm3Clock } from './clock';
import { MESSAGES } from './GradePointsSim.messages';

export const SECTIONS = ['most', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export type SectionChoice = (typeof SECTIONS)[number];
/** The name of a decay reading in a locale. */
export const decayName = (mode: DecayMode, locale?: Locale) => {
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
export type Values = ParamValues<typeof SPECS>;

const MAX_PIECES = 4000;
/** Seconds of play without a clear for the idle readout (a figure choice, not a game number). */
export const IDLE_SECONDS = 10;

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
export function closeUpSection(t: DecayTrace, choice: SectionChoice): number {
  const played = t.state.sections.length;
  if (choice !== 'most') return Math.min(Number(choice), played - 1);
  let best = 0;
  t.decayLostBySection.forEach((x, i) => {
    if (x > t.decayLostBySection[best]) best = i;
  });
  return best;
}

type M = (typeof MESSAGES)['en'];

/** Whole game: one row per change of internal grade (and the end), so the steps are exact. */
export function gradeChartData(t: DecayTrace, m: M): ChartData {
  const steps = t.trace.filter((p, i) => i === 0 || i === t.trace.length - 1 || p.internalGrade !== t.trace[i - 1].internalGrade);
  return {
    labels: steps.map((p) => p.frame),
    xTitle: m.time,
    yTitle: m.internalGrade,
    xLinear: true,
    xStep: FRAMES_PER_MINUTE,
    yMin: 0,
    series: [{ label: m.internalGrade, values: steps.map((p) => p.internalGrade), stepped: 'before' }],
  };
}

/** Close-up: every corner of the points curve within one section. */
export function pointsChartData(t: DecayTrace, sec: number, m: M): ChartData {
  const s = t.state;
  const from = s.sections[sec].startFrame;
  const to = s.sections[sec + 1]?.startFrame ?? s.frame;
  const near = t.trace.filter((p) => p.frame >= from && p.frame <= to);
  return {
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
}
