// Argument checks shared by every exported TGM3 engine function (issue 11 item 6): a bad argument throws a RangeError
// that names it; nothing returns NaN or undefined silently. Bounds are the engine's documented limits below.
import { GRADE_NAMES, MAX_INTERNAL_GRADE, INVISIBLE_COOLS, ROLL_FRAMES } from './data/grading';

/** Longest time any function takes as an argument: 24 hours of frames at 60 fps (no TGM3 game lasts an hour). */
export const MAX_FRAMES = 24 * 60 * 60 * 60;
/** Highest level any mode reaches: Shirase's 1300 (seed: Shirase). */
export const MAX_LEVEL = 1300;
/** Highest Master speed level: level 999 plus 100 for each of 9 COOLs (seed: Master, speed level). */
export const MAX_SPEED_LEVEL = 999 + 100 * INVISIBLE_COOLS;
/** Longest list of pieces or events a simulation accepts (runMaster, garbageRun, comboSequence): its upper bound. */
export const MAX_EVENTS = 1_000_000;
/** Longest list of past games the exam functions read (only the last seven count). */
export const MAX_GAMES = 10_000;
/** Most clears of one size in a roll: at most one clear per playable frame of the roll (RULINGS.md TGM3 roll length). */
export const MAX_ROLL_CLEARS = ROLL_FRAMES;
/** Highest grade index (GM) and internal grade. */
export const MAX_GRADE = GRADE_NAMES.length - 1;
export { MAX_INTERNAL_GRADE };

const show = (x: unknown): string => {
  if (typeof x === 'string') return JSON.stringify(x.length > 40 ? `${x.slice(0, 40)}…` : x);
  if (Array.isArray(x)) return `a list of ${x.length}`;
  return String(x);
};

/**
 * A finite number in [lo, hi].
 * @source our own argument check (issue 11): the engine's documented limits
 */
export function checkNumber(name: string, x: unknown, lo = -Number.MAX_VALUE, hi = Number.MAX_VALUE): number {
  if (typeof x !== 'number' || !Number.isFinite(x)) throw new RangeError(`${name} must be a finite number, not ${show(x)}.`);
  if (x < lo || x > hi) throw new RangeError(`${name} must be between ${lo} and ${hi}, not ${show(x)}.`);
  return x;
}

/**
 * A whole number in [lo, hi].
 * @source our own argument check (issue 11): the engine's documented limits
 */
export function checkInt(name: string, x: unknown, lo: number, hi: number = Number.MAX_SAFE_INTEGER): number {
  checkNumber(name, x);
  if (!Number.isInteger(x)) throw new RangeError(`${name} must be a whole number, not ${show(x)}.`);
  return checkNumber(name, x, lo, hi);
}

/**
 * A frame count in [0, MAX_FRAMES].
 * @source our own argument check (issue 11): the engine's documented limits
 */
export function checkFrames(name: string, x: unknown): number {
  return checkNumber(name, x, 0, MAX_FRAMES);
}

/**
 * A clear size 1-4, or 0-4 when `zero` allows a lock without a clear.
 * @source seed 002: a clear is 1 to 4 lines
 */
export function checkLines<Z extends boolean>(name: string, x: unknown, zero: Z): Z extends true ? 0 | 1 | 2 | 3 | 4 : 1 | 2 | 3 | 4 {
  return checkInt(name, x, zero ? 0 : 1, 4) as never;
}

/**
 * One of the listed values.
 * @source our own argument check (issue 11): the engine's documented limits
 */
export function checkChoice<T extends string>(name: string, x: unknown, choices: readonly T[]): T {
  if (typeof x !== 'string' || !(choices as readonly string[]).includes(x))
    throw new RangeError(`${name} must be one of ${choices.join(', ')}, not ${show(x)}.`);
  return x as T;
}

/**
 * A list of at most `max` items.
 * @source our own argument check (issue 11): the engine's documented limits
 */
export function checkList<T>(name: string, x: unknown, max: number, min = 0): T[] {
  if (!Array.isArray(x)) throw new RangeError(`${name} must be a list, not ${show(x)}.`);
  if (x.length > max || x.length < min) throw new RangeError(`${name} must hold ${min} to ${max} items, not ${x.length}.`);
  return x as T[];
}

/**
 * An object (not null, not a list).
 * @source our own argument check (issue 11): the engine's documented limits
 */
export function checkObject<T extends object>(name: string, x: unknown): T {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) throw new RangeError(`${name} must be an object, not ${show(x)}.`);
  return x as T;
}

/**
 * A boolean, or the default when undefined.
 * @source our own argument check (issue 11): the engine's documented limits
 */
export function checkBool(name: string, x: unknown, fallback?: boolean): boolean {
  if (x === undefined && fallback !== undefined) return fallback;
  if (typeof x !== 'boolean') throw new RangeError(`${name} must be true or false, not ${show(x)}.`);
  return x;
}
