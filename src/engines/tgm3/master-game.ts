// Master grading state machine: runs a whole game from events and reports the grade, section by section
// (seed 002 Master / Grade Recognition System; master-grading.json; RULINGS.md TGM3).
// Section boundaries are not events: they are crossed when the level passes x70 and x00.
import { INTERNAL_GRADES, MASTER_TORIKAN_FRAMES, MAX_INTERNAL_GRADE } from './data/grading';
import {
  coolLimitFrames,
  gradeBreakdown,
  gradePoints,
  isSectionCool,
  isSectionRegret,
  levelAdvance,
  regretInternalGrade,
  rollKindFor,
  type GradeBreakdown,
  type Lines,
  type PlusTwoRule,
  type RollKind,
} from './grading';
import { masterGravity, speedLevel } from './speed';
import { checkBool, checkChoice, checkFrames, checkInt, checkLines, checkList, checkObject, MAX_EVENTS, MAX_FRAMES, MAX_ROLL_CLEARS } from './validate';

/** Decay readings (RULINGS.md TGM3): only while active with no 2+-line combo alive (default), or every active frame. */
export type DecayMode = 'activeNoCombo' | 'activeAlways';

export type MasterEvent =
  /** A new piece appears: level +1, except at a level stop (x99 and 998). */
  | { type: 'spawn' }
  /** Time passes; `active` frames (a piece in play) are the ones that decay points. */
  | { type: 'frames'; frames: number; active?: boolean }
  /** The piece locks and clears `lines` (0 = no clear, which breaks the grade combo). */
  | { type: 'lock'; lines: 0 | Lines }
  /** A clear taken from a trace: the level is first raised to `level` (the level before the clear), then the clear applies. */
  | { type: 'clear'; lines: Lines; level: number }
  /** One whole piece: spawn, active frames, lock with its clear, then ARE / line-clear frames. */
  | { type: 'piece'; activeFrames: number; lines: 0 | Lines; afterFrames?: number }
  /** The staff roll's clears and whether the player survived it. */
  | { type: 'roll'; clears: [number, number, number, number]; survived: boolean };

export interface MasterOptions {
  decay?: DecayMode;
  plusTwo?: PlusTwoRule;
  /** Promotion/demotion exam: no level-500 torikan (seed: Master). */
  exam?: boolean;
  qualifiedGM?: boolean;
}

export interface SectionRecord {
  section: number;
  startFrame: number;
  /** Frames from x00 to x70, once reached. */
  t70: number | null;
  coolLimit: number | null;
  cool: boolean;
  /** Frames from x00 to the next x00 (or 999), once finished. */
  frames: number | null;
  regret: boolean;
  /** Internal grade before and after the REGRET, when there was one. */
  regretFrom?: number;
  regretTo?: number;
  /** Internal grade and finished COOLs when the section ended (after its REGRET, if any). */
  internalGradeAtEnd?: number;
  coolsAtEnd?: number;
}

export interface MasterSample {
  frame: number;
  level: number;
  internalGrade: number;
  points: number;
}

export interface MasterState {
  level: number;
  frame: number;
  internalGrade: number;
  points: number;
  decayCounter: number;
  /** Grade combo: clears of 2+ lines in a row (singles neither add nor break it). */
  gradeCombo: number;
  /** Sections finished with a COOL (count toward the grade and the speed level). */
  cools: number;
  sections: SectionRecord[];
  over: boolean;
  stoppedAtTorikan: boolean;
  rollKind: RollKind | null;
  roll: { clears: [number, number, number, number]; survived: boolean } | null;
  samples: MasterSample[];
}

const LAST_LEVEL = 999;

/** @source seed 002 Master: a game starts at level 0, internal grade 0 */
export function newMasterState(): MasterState {
  return {
    level: 0,
    frame: 0,
    internalGrade: 0,
    points: 0,
    decayCounter: 0,
    gradeCombo: 0,
    cools: 0,
    sections: [{ section: 0, startFrame: 0, t70: null, coolLimit: coolLimitFrames(0), cool: false, frames: null, regret: false }],
    over: false,
    stoppedAtTorikan: false,
    rollKind: null,
    roll: null,
    samples: [{ frame: 0, level: 0, internalGrade: 0, points: 0 }],
  };
}

function current(s: MasterState): SectionRecord {
  return s.sections[s.sections.length - 1];
}

/** Level rises to `to`: record x70 and section ends crossed on the way (seed: Section COOL/REGRET system). */
function raiseLevel(s: MasterState, to: number, o: Required<MasterOptions>): void {
  const target = Math.min(LAST_LEVEL, to);
  while (!s.over && s.level < target) {
    const sec = current(s);
    const x70 = sec.section * 100 + 70;
    const end = Math.min(LAST_LEVEL, sec.section * 100 + 100);
    const next = Math.min(target, sec.t70 === null && s.level < x70 ? x70 : end);
    s.level = next;
    const elapsed = s.frame - sec.startFrame;
    if (sec.t70 === null && s.level >= x70) {
      sec.t70 = elapsed;
      sec.cool = isSectionCool(elapsed, sec.coolLimit);
    }
    if (s.level >= end) finishSection(s, o);
  }
}

function finishSection(s: MasterState, o: Required<MasterOptions>): void {
  const sec = current(s);
  sec.frames = s.frame - sec.startFrame;
  // A COOL counts only once its section is finished (seed).
  if (sec.cool) s.cools++;
  // A REGRET drops one boost and the points; it does not cancel a COOL (seed; RULINGS.md TGM3).
  if (isSectionRegret(sec.section, sec.frames)) {
    sec.regret = true;
    sec.regretFrom = s.internalGrade;
    const to = regretInternalGrade(s.internalGrade);
    if (to !== s.internalGrade || INTERNAL_GRADES[s.internalGrade].boosts > 0) s.points = 0;
    s.internalGrade = to;
    sec.regretTo = to;
  }
  sec.internalGradeAtEnd = s.internalGrade;
  sec.coolsAtEnd = s.cools;
  if (s.level >= LAST_LEVEL) {
    s.over = true;
    s.rollKind = rollKindFor(s.internalGrade, s.cools);
    return;
  }
  // Level-500 torikan: past 7:00 the game stops, except in exams (seed: Master; json torikans).
  if (sec.section === 4 && !o.exam && s.frame > MASTER_TORIKAN_FRAMES) {
    s.over = true;
    s.stoppedAtTorikan = true;
    return;
  }
  const n = sec.section + 1;
  const limit = coolLimitFrames(n, { t70Frames: sec.t70 ?? Number.POSITIVE_INFINITY, hadCool: sec.cool }, o.plusTwo);
  s.sections.push({ section: n, startFrame: s.frame, t70: null, coolLimit: limit, cool: false, frames: null, regret: false });
}

/**
 * Decay over `frames` decaying frames, counted as the game does one frame at a time: each frame adds 1 to the counter;
 * when it reaches `rate`, one point is lost and the counter restarts at 0 (seed: Decay rate column, "exactly the same as
 * TAP"). A counter already at or above the rate (carried over a grade-up, RULINGS.md TGM3) costs one point on the next
 * frame only. No frame, no decay. Batched and single frames give the same result (RULINGS.md TGM3).
 */
export function decayAfterFrames(counter: number, rate: number, frames: number): { lost: number; counter: number } {
  checkInt('counter', counter, 0, MAX_FRAMES);
  checkInt('rate', rate, 1, MAX_FRAMES);
  checkInt('frames', frames, 0, MAX_FRAMES);
  if (frames <= 0) return { lost: 0, counter };
  const first = Math.max(1, rate - counter); // frame on which the first point goes
  if (frames < first) return { lost: 0, counter: counter + frames };
  const rest = frames - first;
  return { lost: 1 + Math.floor(rest / rate), counter: rest % rate };
}

function passFrames(s: MasterState, frames: number, active: boolean, o: Required<MasterOptions>): void {
  const n = Math.max(0, Math.floor(frames));
  if (!active) {
    s.frame += n;
    return;
  }
  const decays = o.decay === 'activeAlways' || s.gradeCombo === 0;
  if (!decays) {
    s.frame += n;
    return;
  }
  const r = decayAfterFrames(s.decayCounter, INTERNAL_GRADES[s.internalGrade].decay, n);
  s.points = Math.max(0, s.points - r.lost);
  s.decayCounter = r.counter;
  s.frame += n;
}

function lock(s: MasterState, lines: 0 | Lines, o: Required<MasterOptions>): void {
  if (lines === 0) {
    s.gradeCombo = 0; // A lock without a clear resets the grade combo (RULINGS.md TGM3).
    return;
  }
  if (lines >= 2) s.gradeCombo++;
  const size = Math.max(1, s.gradeCombo);
  if (s.internalGrade < MAX_INTERNAL_GRADE) {
    // Level multiplier from the level before this clear's gain (RULINGS.md TGM3).
    s.points += gradePoints(s.internalGrade, lines, size, s.level);
    if (s.points >= 100) {
      s.internalGrade++;
      s.points = 0; // The remainder is wasted (seed: "reset to 0 ... wasting any remainder").
    }
  }
  raiseLevel(s, s.level + levelAdvance(lines), o);
}

function sample(s: MasterState): void {
  const last = s.samples[s.samples.length - 1];
  if (last.frame === s.frame && last.level === s.level && last.internalGrade === s.internalGrade && last.points === s.points) return;
  s.samples.push({ frame: s.frame, level: s.level, internalGrade: s.internalGrade, points: s.points });
}

function checkOptions(options: MasterOptions): Required<MasterOptions> {
  checkObject('options', options);
  return {
    decay: checkChoice('options.decay', options.decay ?? 'activeNoCombo', ['activeNoCombo', 'activeAlways'] as const),
    plusTwo: checkChoice('options.plusTwo', options.plusTwo ?? 'afterCool', ['afterCool', 'always'] as const),
    exam: checkBool('options.exam', options.exam, false),
    qualifiedGM: checkBool('options.qualifiedGM', options.qualifiedGM, false),
  };
}

/** Throws a RangeError naming the bad field of an event (frames in [0, MAX_FRAMES], lines 0-4, level 0-999). */
function checkEvent(e: MasterEvent): void {
  checkObject('event', e);
  const type = checkChoice('event.type', e.type, ['spawn', 'frames', 'lock', 'clear', 'piece', 'roll'] as const);
  if (e.type === 'frames') {
    checkFrames('event.frames', e.frames);
    if (e.active !== undefined) checkBool('event.active', e.active);
  } else if (e.type === 'lock') checkLines('event.lines', e.lines, true);
  else if (e.type === 'clear') {
    checkLines('event.lines', e.lines, false);
    checkInt('event.level', e.level, 0, LAST_LEVEL);
  } else if (e.type === 'piece') {
    checkFrames('event.activeFrames', e.activeFrames);
    checkLines('event.lines', e.lines, true);
    if (e.afterFrames !== undefined) checkFrames('event.afterFrames', e.afterFrames);
  } else if (type === 'roll') {
    const r = e as Extract<MasterEvent, { type: 'roll' }>;
    checkList('event.clears', r.clears, 4, 4).forEach((c, i) => checkInt(`event.clears[${i}]`, c, 0, MAX_ROLL_CLEARS));
    checkBool('event.survived', r.survived);
  }
}

const nullOrFrames = (name: string, x: unknown) => (x === null ? null : checkFrames(name, x));

/** A state as newMasterState makes and stepMaster keeps it; anything else throws a RangeError naming the field. */
/** Checks a state; `samples: 'last'` checks only the newest sample (the others were checked when they were added). */
function checkState(s: MasterState, samples: 'all' | 'last' = 'all'): void {
  checkObject('state', s);
  checkInt('state.level', s.level, 0, LAST_LEVEL);
  checkFrames('state.frame', s.frame);
  checkInt('state.internalGrade', s.internalGrade, 0, MAX_INTERNAL_GRADE);
  checkInt('state.points', s.points, 0, 99);
  checkInt('state.decayCounter', s.decayCounter, 0, MAX_FRAMES);
  checkInt('state.gradeCombo', s.gradeCombo, 0, MAX_EVENTS);
  checkInt('state.cools', s.cools, 0, 9);
  checkBool('state.over', s.over);
  checkBool('state.stoppedAtTorikan', s.stoppedAtTorikan);
  if (s.rollKind !== null) checkChoice('state.rollKind', s.rollKind, ['fading', 'invisible'] as const);
  checkList<SectionRecord>('state.sections', s.sections, 10, 1).forEach((sec, i) => {
    const n = `state.sections[${i}]`;
    checkObject(n, sec);
    checkInt(`${n}.section`, sec.section, i, i);
    checkFrames(`${n}.startFrame`, sec.startFrame);
    nullOrFrames(`${n}.t70`, sec.t70);
    nullOrFrames(`${n}.coolLimit`, sec.coolLimit);
    nullOrFrames(`${n}.frames`, sec.frames);
    checkBool(`${n}.cool`, sec.cool);
    checkBool(`${n}.regret`, sec.regret);
  });
  const list = checkList<MasterSample>('state.samples', s.samples, MAX_EVENTS + 1, 1);
  const first = samples === 'all' ? 0 : list.length - 1;
  list.slice(first).forEach((x, k) => {
    const i = first + k;
    checkObject(`state.samples[${i}]`, x);
    checkFrames(`state.samples[${i}].frame`, x.frame);
    checkInt(`state.samples[${i}].level`, x.level, 0, LAST_LEVEL);
    checkInt(`state.samples[${i}].internalGrade`, x.internalGrade, 0, MAX_INTERNAL_GRADE);
    checkInt(`state.samples[${i}].points`, x.points, 0, 99);
  });
  if (s.roll !== null) {
    checkObject('state.roll', s.roll);
    checkList('state.roll.clears', s.roll.clears, 4, 4).forEach((c, i) => checkInt(`state.roll.clears[${i}]`, c, 0, MAX_ROLL_CLEARS));
  }
}

/**
 * Applies one event to the state (mutates it). Events after the game is over are ignored, except the roll.
 * @source seed 002 Master and Grade Recognition System; master-grading.json; RULINGS.md TGM3
 */
export function stepMaster(s: MasterState, e: MasterEvent, options: MasterOptions = {}): MasterState {
  checkState(s);
  checkEvent(e);
  const o = checkOptions(options);
  return applyEvent(s, e, o);
}

/**
 * stepMaster for a loop over one game whose state the loop made itself (newMasterState) and hands to no one until the
 * end: the event, the options and the state are checked, but of the state's samples only the newest. stepMaster checks the whole state, samples included,
 * on every call, which makes a whole game's loop quadratic (a game of 1,000 pieces took over 100 ms that way).
 * @source seed 002 Master and Grade Recognition System; master-grading.json; RULINGS.md TGM3
 */
export function applyMasterEvent(s: MasterState, e: MasterEvent, options: MasterOptions = {}): MasterState {
  checkState(s, 'last');
  checkEvent(e);
  return applyEvent(s, e, checkOptions(options));
}

function applyEvent(s: MasterState, e: MasterEvent, o: Required<MasterOptions>): MasterState {
  if (e.type === 'roll') {
    if (s.over && !s.stoppedAtTorikan && s.rollKind) s.roll = { clears: e.clears, survived: e.survived };
    return s;
  }
  if (s.over) return s;
  if (e.type === 'spawn' || e.type === 'piece') {
    const stop = s.level % 100 === 99 || s.level === LAST_LEVEL - 1;
    if (!stop) raiseLevel(s, s.level + 1, o);
  }
  if (s.over) return s;
  if (e.type === 'frames') passFrames(s, e.frames, e.active ?? true, o);
  if (e.type === 'lock') lock(s, e.lines, o);
  if (e.type === 'clear') {
    // Section ends and x70 marks crossed on the way are recorded at the current frame.
    if (e.level > s.level) raiseLevel(s, e.level, o);
    if (!s.over) lock(s, e.lines, o);
  }
  if (e.type === 'piece') {
    passFrames(s, e.activeFrames, true, o);
    lock(s, e.lines, o);
    if (!s.over) passFrames(s, e.afterFrames ?? 0, false, o);
  }
  sample(s);
  return s;
}

export interface MasterResult {
  state: MasterState;
  grade: GradeBreakdown;
  speedLevel: number;
  gravity: number;
}

/**
 * Runs a list of events from a new game and computes the final grade; at most MAX_EVENTS events (its upper bound).
 * @source seed 002 Master and Grade Recognition System; master-grading.json; RULINGS.md TGM3
 */
export function runMaster(events: Iterable<MasterEvent>, options: MasterOptions = {}): MasterResult {
  if (events === null || typeof events !== 'object' || typeof (events as Iterable<MasterEvent>)[Symbol.iterator] !== 'function') {
    throw new RangeError('events must be a list of Master events.');
  }
  const o = checkOptions(options);
  const s = newMasterState();
  let n = 0;
  for (const e of events) {
    if (++n > MAX_EVENTS) throw new RangeError(`events must hold at most ${MAX_EVENTS} events.`);
    checkEvent(e);
    applyEvent(s, e, o);
  }
  const grade = gradeBreakdown({
    internalGrade: s.internalGrade,
    sectionCools: s.cools,
    roll: s.roll && s.rollKind ? { kind: s.rollKind, clears: s.roll.clears, survived: s.roll.survived } : undefined,
    qualifiedGM: options.qualifiedGM,
  });
  const sl = speedLevel(s.level, s.cools);
  return { state: s, grade, speedLevel: sl, gravity: masterGravity(sl) };
}
