// Windup of the current client (zenith-current readme §多段攻击, reference-code.js ExplodeAttack): imagined total,
// sections, fill with the excess dropped. Kept apart from windup-queue.ts so attack.ts can use it without an import cycle.
import { type Mod } from './mods';
import { finite, modsArg, whole, MAX_EVENT_LINES } from './validate';

/** Highest altitude the engine takes, metres: far above any run (records are near 10 km), small enough that squares stay exact. */
export const MAX_ALTITUDE = 1e6;

// ---- Windup (zenith-current readme §多段攻击; reference-code.js ExplodeAttack) ----

/** The imagined total before altitude and Volatile (zenith-current readme §多段攻击, commit 8cc8675, 2025-10-17). */
export const WINDUP_IMAGINED_BASE = 16;
/** Altitude from which the imagined total grows (the code's `altitude − 3500` over 500 m steps; commit 8cc8675). */
export const WINDUP_GROWTH_FROM = 3500;
/** Metres per +1 of the imagined total (zenith-current readme §多段攻击, commit 8cc8675). */
export const WINDUP_GROWTH_STEP = 500;
/** Segments in one windup (zenith-current readme §多段攻击). */
export const WINDUP_SEGMENTS = 4;
/** Attack in one send from which a windup happens (zenith-current readme §多段攻击 "8点及以上"; no Volatile exception). */
export const WINDUP_TRIGGER = 8;

/**
 * The imagined total: 16 + max(floor((altitude − 3500) / 500), 0), ×2 under upright Volatile (reference-code.js
 * ExplodeAttack tests MOD_volatile only; the prose says (r)VL; the engine follows the code, RULINGS.md Zenith).
 */
export function windupImaginedTotal(altitude: number, mods: readonly Mod[] = []): number {
  finite('altitude', altitude, 0, MAX_ALTITUDE);
  modsArg('mods', mods);
  let total = WINDUP_IMAGINED_BASE + Math.max(Math.floor((altitude - WINDUP_GROWTH_FROM) / WINDUP_GROWTH_STEP), 0);
  if (mods.includes('volatile')) total *= 2; // zenith-current readme §多段攻击 (commit 8cc8675, 2025-10-17)
  return total;
}

/** The imagined total split as evenly as possible into four, larger parts last (18 → 4,4,5,5; reference-code.js ExplodeAttack). */
export function windupSections(total: number): number[] {
  whole('total', total, 0, 4 * MAX_ALTITUDE);
  const base = Math.floor(total / WINDUP_SEGMENTS);
  const extra = total - WINDUP_SEGMENTS * base;
  return Array.from({ length: WINDUP_SEGMENTS }, (_, i) => base + (i >= WINDUP_SEGMENTS - extra ? 1 : 0));
}

/**
 * Current windup fill: the attack fills the sections in order; what does not fit is dropped (reference-code.js
 * ExplodeAttack, commit 8cc8675, 2025-10-17). Returns the segments and the lines dropped.
 */
export function currentWindupParts(attack: number, altitude: number, mods: readonly Mod[] = []): { parts: number[]; dropped: number } {
  whole('attack', attack, 0, MAX_EVENT_LINES);
  const sections = windupSections(windupImaginedTotal(altitude, mods));
  const parts: number[] = [];
  let rest = attack;
  for (let i = 0; rest > 0 && i < sections.length; i++) {
    const cut = Math.min(sections[i], rest);
    parts.push(cut);
    rest -= cut;
  }
  return { parts, dropped: rest };
}

/** Frames a windup of `segments` blocks the next one: 120 + 30 × segments (reference-code.js ExplodeAttack, commit 8cc8675). */
export function windupCountdownFrames(segments: number): number {
  whole('segments', segments, 0, WINDUP_SEGMENTS);
  return 120 + 30 * segments;
}
