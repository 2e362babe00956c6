// Argument checks for the Zenith engine: every exported function returns a correct value or throws a RangeError that
// names the bad argument (issue 11 item 6). Small on purpose; the other engines keep their own.
import { MOD_IDS, type Mod } from './mods';

/** A number that is finite and within [min, max]; returns it, or throws a RangeError naming `name`. */
export function finite(name: string, value: number, min = -Infinity, max = Infinity): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, not ${String(value)}`);
  if (value < min || value > max) throw new RangeError(`${name} must be between ${min} and ${max}, not ${value}`);
  return value;
}

/** A whole number within [min, max]. */
export function whole(name: string, value: number, min = -Infinity, max = Infinity): number {
  finite(name, value, min, max);
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be a whole number, not ${value}`);
  return value;
}

/** Highest rank the engine takes: far above any rank a run reaches, low enough that rank² stays exact. */
export const MAX_RANK = 1e6;
/** Most lines one send or cancel event may carry (a clear is 0–4): far above any real attack. */
export const MAX_EVENT_LINES = 1e4;

/** A rank: the displayed rank is fractional, never below 1 (seed 000 code "不会掉到0级以下"), at most MAX_RANK. */
export function rankArg(name: string, value: number): number {
  return finite(name, value, 1, MAX_RANK);
}

/** A floor of the tower, 1–10 (seed 000 floor table); fractions are floored as the code's floor lookups do. */
export function floorArg(name: string, value: number): number {
  return Math.floor(finite(name, value, 1, 10.999999));
}

/** A list of mods the engine knows. */
export function modsArg(name: string, mods: readonly Mod[]): readonly Mod[] {
  if (!Array.isArray(mods)) throw new RangeError(`${name} must be a list of mods`);
  for (const m of mods) {
    if (typeof m !== 'string' || !(MOD_IDS as readonly string[]).includes(m.replace(/_reversed$/, ''))) {
      throw new RangeError(`${name} holds an unknown mod: ${String(m)}`);
    }
  }
  return mods;
}
