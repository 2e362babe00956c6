// What grade-point decay costs: points lost while idle at one internal grade, and a whole Master game traced point by
// point with the points decay took (seed 002 Internal grade system, "Decay rate" column; RULINGS.md TGM3 decay readings).
import { INTERNAL_GRADES, MAX_INTERNAL_GRADE } from './data/grading';
import { gradeBreakdown, type GradeBreakdown } from './grading';
import { FPS } from './time';
import { applyMasterEvent, newMasterState, type MasterEvent, type MasterOptions, type MasterState } from './master-game';

/** Highest point count the game holds: 100 points raise the internal grade (seed: Internal grade system). */
export const MAX_GRADE_POINTS = 99;
/** Grade points that raise the internal grade by one (seed: Internal grade system, "100 points"). */
export const POINTS_PER_GRADE = MAX_GRADE_POINTS + 1;

/** Frames in a minute and in ten seconds, for time axes (60 frames a second; time.ts). */
export const FRAMES_PER_MINUTE = FPS * 60;
export const FRAMES_PER_10_SECONDS = FPS * 10;

export interface IdleLoss {
  internalGrade: number;
  frames: number;
  /** Frames per lost point at this internal grade (seed: Decay rate column). */
  rate: number;
  from: number;
  lost: number;
  left: number;
}

const isInt = (x: number) => Number.isInteger(x);

/**
 * Points lost over `frames` decaying frames at one internal grade, starting with a fresh decay counter: one point per
 * `rate` frames, never below 0 (seed: Decay rate column; decay never lowers the internal grade).
 * Example: internal grade 30 decays a point every 10 frames, so 600 frames (10 s) take 60 of 99 points.
 * @source seed 002 Internal grade system, Decay rate column; RULINGS.md TGM3 decay readings
 */
export function idleDecayLoss(internalGrade: number, frames: number, points: number = MAX_GRADE_POINTS): IdleLoss {
  if (!isInt(internalGrade) || internalGrade < 0 || internalGrade > MAX_INTERNAL_GRADE)
    throw new RangeError(`internalGrade must be an integer 0-${MAX_INTERNAL_GRADE}, got ${internalGrade}`);
  if (!isInt(frames) || frames < 0) throw new RangeError(`frames must be a whole number of frames >= 0, got ${frames}`);
  if (!isInt(points) || points < 0 || points > MAX_GRADE_POINTS) throw new RangeError(`points must be an integer 0-${MAX_GRADE_POINTS}, got ${points}`);
  const rate = INTERNAL_GRADES[internalGrade].decay;
  const lost = Math.min(points, Math.floor(frames / rate));
  return { internalGrade, frames, rate, from: points, lost, left: points - lost };
}

/** The state after one step of a traced game. */
export interface TracePoint {
  frame: number;
  level: number;
  internalGrade: number;
  points: number;
}

export interface DecayTrace {
  state: MasterState;
  /** One point after every change: each spawn, each stretch of frames, each lock (so the sawtooth has every corner). */
  trace: TracePoint[];
  grade: GradeBreakdown;
  /** Points decay took over the game, and per section (index = section 0-9). */
  decayLost: number;
  decayLostBySection: number[];
  /** Frames with a piece in play. */
  activeFrames: number;
}

/** A whole piece as the steps it is made of: spawn, active frames, lock, then ARE / clear frames (master-game.ts 'piece'). */
function* steps(events: Iterable<MasterEvent>): Generator<MasterEvent> {
  for (const e of events) {
    if (e === null || typeof e !== 'object') throw new RangeError(`event must be a Master event, not ${String(e)}.`);
    if (e.type !== 'piece') {
      yield e;
      continue;
    }
    yield { type: 'spawn' };
    yield { type: 'frames', frames: e.activeFrames, active: true };
    yield { type: 'lock', lines: e.lines };
    yield { type: 'frames', frames: e.afterFrames ?? 0, active: false };
  }
}

/**
 * Runs a Master game like runMaster, one step at a time, and records every corner of the points curve and the points
 * lost to decay (a stretch of frames never adds points, so any drop during one is decay). Stops at `maxSteps` steps.
 * @source seed 002 Internal grade system, Decay rate column; RULINGS.md TGM3 decay readings
 */
export function traceMaster(events: Iterable<MasterEvent>, options: MasterOptions = {}, maxSteps = 100_000): DecayTrace {
  if (!isInt(maxSteps) || maxSteps < 1) throw new RangeError(`maxSteps must be a positive integer, got ${maxSteps}`);
  if (events === null || typeof events !== 'object' || typeof (events as Iterable<MasterEvent>)[Symbol.iterator] !== 'function') {
    throw new RangeError('events must be a list of Master events.');
  }
  const s = newMasterState();
  const trace: TracePoint[] = [{ frame: 0, level: 0, internalGrade: 0, points: 0 }];
  const bySection: number[] = [];
  let lost = 0;
  let active = 0;
  let n = 0;
  for (const e of steps(events)) {
    if (s.over && e.type !== 'roll') break;
    if (++n > maxSteps) break;
    const before = s.points;
    const section = s.sections[s.sections.length - 1].section;
    applyMasterEvent(s, e, options); // the state is this loop's own: checked events, no per-step state check
    if (e.type === 'frames' && (e.active ?? true)) {
      active += Math.max(0, Math.floor(e.frames));
      const drop = before - s.points;
      lost += drop;
      bySection[section] = (bySection[section] ?? 0) + drop;
    }
    const last = trace[trace.length - 1];
    if (last.frame !== s.frame || last.level !== s.level || last.internalGrade !== s.internalGrade || last.points !== s.points) {
      trace.push({ frame: s.frame, level: s.level, internalGrade: s.internalGrade, points: s.points });
    }
  }
  const grade = gradeBreakdown({
    internalGrade: s.internalGrade,
    sectionCools: s.cools,
    roll: s.roll && s.rollKind ? { kind: s.rollKind, clears: s.roll.clears, survived: s.roll.survived } : undefined,
    qualifiedGM: options.qualifiedGM,
  });
  const decayLostBySection = s.sections.map((x) => bySection[x.section] ?? 0);
  return { state: s, trace, grade, decayLost: lost, decayLostBySection, activeFrames: active };
}
