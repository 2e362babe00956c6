// Master run estimate for players: per section a split time, an x70 time and the clears, played through the Master
// engine (runMaster: grade points, combo, decay, COOL/REGRET with the +2 s rule, torikan, roll), not a second model.
// (issue 14; seed 002 Master and Grade Recognition System; master-grading.json; RULINGS.md TGM3.)
import { GRADE_NAMES, REGRET_FRAMES } from './data/grading';
import { displayedGrade, levelAdvance, type Lines, type RollKind } from './grading';
import { runMaster, type MasterEvent, type MasterOptions } from './master-game';
import { cellShortfall, type CellShortfall } from './cells';
import { checkBool, checkChoice, checkFrames, checkInt, checkList, checkObject, MAX_ROLL_CLEARS } from './validate';

export interface SectionPlay {
  /** Frames from x00 to the next x00 (999 in the last section): the split time. */
  frames: number;
  /** Frames from x00 to x70. */
  x70Frames: number;
  singles: number;
  doubles: number;
  triples: number;
  tetrises: number;
}

export interface EstimateInput {
  /** 1..10 sections of 100 levels, in order; clears spread evenly through the section. */
  sections: SectionPlay[];
  roll?: { kind: RollKind; clears: [number, number, number, number]; survived: boolean };
  qualifiedGM?: boolean;
  /** Rule readings (RULINGS.md TGM3); defaults as runMaster. */
  options?: Pick<MasterOptions, 'decay' | 'plusTwo'>;
  /** Where the clears go in each section (default spread out, the no-combo floor). */
  order?: ClearOrder;
}

export interface SectionEstimate {
  section: number;
  cool: boolean;
  regret: boolean;
  internalGradeAtEnd: number;
  /** The grade the game would show if it ended here (boosts + COOLs so far), as the game names it. */
  gradeAtEnd: { index: number; name: string };
  /** The x70 deadline after the +2 s rule (null: no COOL in 900-999), and the entered x70 time. */
  coolLimit: number | null;
  x70Frames: number;
  /** REGRET limit: the section may take this many frames at most. */
  regretLimit: number;
  frames: number;
}

export interface MasterEstimate {
  perSection: SectionEstimate[];
  final: { index: number; name: string };
  /** The roll the sections earn, or null when the game ended before 999 (torikan, or fewer than 10 sections). */
  rollKind: RollKind | null;
  stoppedAtTorikan: boolean;
  internalGrade: number;
  cools: number;
}

/** Levels in a Master section: 000-099, 100-199, ... (seed: Section COOL/REGRET system). */
export const SECTION_LEVELS = 100;
const LAST_LEVEL = 999;

/** Why a planned run cannot be played, per section (the planner words it in the page's language). */
export type PlanProblem =
  | { kind: 'x70AfterSplit'; section: number; x70Frames: number; frames: number }
  | { kind: 'noClear'; section: number }
  | { kind: 'tooManyClears'; section: number; levels: number }
  | { kind: 'endsBelow'; section: number; level: number }
  | { kind: 'x70BeforePiece'; section: number }
  | ({ kind: 'cells'; section: number } & Omit<CellShortfall, 'index'>);

/** "section 100-199" (seed: sections run from x00 to x99; the last ends at 999). */
const sectionLabel = (i: number) => `section ${i * SECTION_LEVELS}-${Math.min(LAST_LEVEL, i * SECTION_LEVELS + SECTION_LEVELS - 1)}`;

function planText(p: PlanProblem): string {
  const at = sectionLabel(p.section);
  switch (p.kind) {
    case 'x70AfterSplit':
      return `${at} reaches x70 (${p.x70Frames} frames) after its end (${p.frames} frames).`;
    case 'noClear':
      return `${at} needs at least one clear: the level stops at x99 until a clear.`;
    case 'tooManyClears':
      return `${at} has more clears than its ${p.levels} levels hold.`;
    case 'endsBelow':
      return `${at}: its clears end below level ${p.level}.`;
    case 'x70BeforePiece':
      return `${at}: level x70 is reached before any piece is played.`;
    case 'cells':
      return `${at} clears ${p.lines} lines, but its ${p.pieces} pieces place ${p.placed} cells and the stack holds ${p.inStack}: at most ${p.maxLines} lines.`;
  }
}

/**
 * The reason a planner error carries, or null for any other value (the planner words it in the page's language).
 * @source our own planner's error reasons (no source; the page words them)
 */
export function planProblem(err: unknown): PlanProblem | null {
  if (!(err instanceof Error)) throw new RangeError(`err must be an error, not ${typeof err}.`);
  return err instanceof PlanError ? err.problem : null;
}

/** A planned run that no one could play; `problem` says why (its message starts with "sections:"). */
class PlanError extends RangeError {
  constructor(readonly problem: PlanProblem) {
    super(`sections: ${planText(problem)}`);
  }
}
/** Level stops: a spawn does not raise the level at x99 or at 998 (seed: Master). */
const stopped = (level: number) => level % 100 === 99 || level === LAST_LEVEL - 1;

/** Clear sizes of a section in an evenly mixed order: each size's clears sit at evenly spaced points of the section. */
function mixedClears(p: SectionPlay): Lines[] {
  const marks: { at: number; lines: Lines }[] = [];
  ([p.singles, p.doubles, p.triples, p.tetrises] as number[]).forEach((n, k) => {
    for (let j = 0; j < n; j++) marks.push({ at: (j + 0.5) / n, lines: (k + 1) as Lines });
  });
  return marks.sort((a, b) => a.at - b.at || b.lines - a.lines).map((m) => m.lines);
}

function checkPlay(p: SectionPlay, i: number): void {
  const n = `sections[${i}]`;
  checkObject(n, p);
  checkFrames(`${n}.frames`, p.frames);
  checkFrames(`${n}.x70Frames`, p.x70Frames);
  if (!Number.isInteger(p.frames) || !Number.isInteger(p.x70Frames)) throw new RangeError(`${n}.frames and ${n}.x70Frames must be whole frames.`);
  if (p.x70Frames > p.frames) throw new PlanError({ kind: 'x70AfterSplit', section: i, x70Frames: p.x70Frames, frames: p.frames });
  for (const k of ['singles', 'doubles', 'triples', 'tetrises'] as const) checkInt(`${n}.${k}`, p[k], 0, SECTION_LEVELS);
  if (p.singles + p.doubles + p.triples + p.tetrises === 0) throw new PlanError({ kind: 'noClear', section: i });
}

/** Splits `total` frames over `n` pieces as evenly as whole frames allow. */
function spread(total: number, n: number): number[] {
  return Array.from({ length: n }, (_, j) => Math.floor(((j + 1) * total) / n) - Math.floor((j * total) / n));
}

/** How a section's clears are placed: spread out (no 2+-line combo, the grade's floor), or the 2+-line clears back to back. */
export const CLEAR_ORDERS = ['spread', 'combo'] as const;
export type ClearOrder = (typeof CLEAR_ORDERS)[number];

/** Clears placed one by one through the section, and the block of back-to-back clears that ends it (combo order). */
function clearOrder(p: SectionPlay, mixed: Lines[], order: ClearOrder): { spreadOut: Lines[]; block: Lines[] } {
  if (order === 'spread') return { spreadOut: mixed, block: [] };
  // Combo order: singles neither add to nor break a grade combo (RULINGS.md TGM3), so they stay spread out; the 2+-line
  // clears come in one run, smallest first, so the largest clears get the largest multipliers (seed: combo table).
  const run = (n: number, lines: Lines) => Array.from({ length: n }, () => lines);
  return { spreadOut: run(p.singles, 1), block: [...run(p.doubles, 2), ...run(p.triples, 3), ...run(p.tetrises, 4)] };
}

/**
 * The events of the given play: for each section, plain pieces and clearing pieces (clears spread evenly over the
 * section's levels, the last clear finishing it), with the section's time split evenly over the pieces before the
 * x70 moment (exactly x70Frames) and after it (the rest of `frames`). All frames are active frames (our choice).
 */
export function masterPlayEvents(sections: SectionPlay[], order: ClearOrder = 'spread'): MasterEvent[] {
  checkList<SectionPlay>('sections', sections, REGRET_FRAMES.length, 1).forEach(checkPlay);
  checkChoice('order', order, CLEAR_ORDERS);
  const events: MasterEvent[] = [];
  const steps: { pieces: number; lines: number }[] = [];
  let level = 0;
  sections.forEach((p, i) => {
    const start = level;
    const end = Math.min(LAST_LEVEL, (i + 1) * SECTION_LEVELS);
    const x70 = i * SECTION_LEVELS + 70;
    const clears = mixedClears(p);
    const { spreadOut, block } = clearOrder(p, clears, order);
    const pieces: { lines: 0 | Lines; x70: 'spawn' | 'lock' | null }[] = [];
    let crossed = false;
    const add = (lines: 0 | Lines) => {
      let how: 'spawn' | 'lock' | null = null;
      if (!stopped(level)) level++;
      if (!crossed && level >= x70) how = 'spawn';
      if (lines > 0) level = Math.min(LAST_LEVEL, level + levelAdvance(lines as Lines));
      if (!crossed && how === null && level >= x70) how = 'lock';
      if (how) crossed = true;
      pieces.push({ lines, x70: how });
    };
    const tooMany = () => new PlanError({ kind: 'tooManyClears', section: i, levels: end - start });
    // Clears spread out: the j-th lands when its stretch is (j + 1) / n of the way through. Back-to-back clears close it.
    const spreadEnd = end - block.reduce((a, l) => a + 1 + levelAdvance(l), 0);
    spreadOut.forEach((lines, j) => {
      if (level >= end) throw tooMany();
      const aim = start + Math.floor(((j + 1) * (spreadEnd - start)) / spreadOut.length);
      while (level + 1 + levelAdvance(lines) < aim && !stopped(level)) add(0);
      add(lines);
    });
    while (block.length > 0 && level < spreadEnd && !stopped(level)) add(0);
    block.forEach((lines) => {
      if (level >= end) throw tooMany();
      add(lines);
    });
    if (level < end) throw new PlanError({ kind: 'endsBelow', section: i, level: end });
    // Time: pieces up to the x70 moment share x70Frames; the rest share frames - x70Frames.
    const k = pieces.findIndex((x) => x.x70 !== null);
    const before = pieces[k].x70 === 'spawn' ? k : k + 1;
    const times = [...spread(p.x70Frames, before), ...spread(p.frames - p.x70Frames, pieces.length - before)];
    if (before === 0 && p.x70Frames > 0) throw new PlanError({ kind: 'x70BeforePiece', section: i });
    steps.push({ pieces: pieces.length, lines: clears.reduce((a, b) => a + b, 0) });
    pieces.forEach((x, j) => events.push({ type: 'piece', activeFrames: times[j], lines: x.lines }));
  });
  // Clears must be possible: each section's lines fit the cells its pieces place plus the stack (RULINGS.md TGM3).
  const short = cellShortfall(steps);
  if (short) {
    const { index, ...rest } = short;
    throw new PlanError({ kind: 'cells', section: index, ...rest });
  }
  return events;
}

/**
 * Estimates a Master game from section splits and clears, through runMaster (issue 14).
 * @source seed 002 Master and Grade Recognition System, played through runMaster; RULINGS.md TGM3
 */
export function estimateMaster(o: EstimateInput): MasterEstimate {
  checkObject('estimate input', o);
  const events = masterPlayEvents(o.sections, o.order ?? 'spread');
  const qualifiedGM = checkBool('qualifiedGM', o.qualifiedGM, false);
  if (o.roll !== undefined) {
    checkObject('roll', o.roll);
    checkChoice('roll.kind', o.roll.kind, ['fading', 'invisible'] as const);
    checkList('roll.clears', o.roll.clears, 4, 4).forEach((c, i) => checkInt(`roll.clears[${i}]`, c, 0, MAX_ROLL_CLEARS));
    checkBool('roll.survived', o.roll.survived);
  }
  const options: MasterOptions = { ...(o.options ? checkObject('options', o.options) : {}), qualifiedGM };
  const withoutRoll = runMaster(events, options);
  const reached = withoutRoll.state.rollKind;
  if (o.roll && reached && o.roll.kind !== reached) throw new RangeError(`roll.kind is ${o.roll.kind}, but these sections earn the ${reached} roll.`);
  const r = o.roll && reached ? runMaster([...events, { type: 'roll', clears: o.roll.clears, survived: o.roll.survived }], options) : withoutRoll;
  const perSection = r.state.sections
    .filter((sec) => sec.frames !== null)
    .map((sec): SectionEstimate => ({
      section: sec.section,
      cool: sec.cool,
      regret: sec.regret,
      internalGradeAtEnd: sec.internalGradeAtEnd ?? 0,
      gradeAtEnd: displayedGrade({ internalGrade: sec.internalGradeAtEnd ?? 0, sectionCools: sec.coolsAtEnd ?? 0, qualifiedGM }),
      coolLimit: sec.coolLimit,
      x70Frames: sec.t70 ?? 0,
      regretLimit: REGRET_FRAMES[sec.section],
      frames: sec.frames ?? 0,
    }));
  return {
    perSection,
    final: { index: r.grade.index, name: GRADE_NAMES[r.grade.index] },
    rollKind: r.state.rollKind,
    stoppedAtTorikan: r.state.stoppedAtTorikan,
    internalGrade: r.state.internalGrade,
    cools: r.state.cools,
  };
}
