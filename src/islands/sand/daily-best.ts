// The sandbox's best score per daily game, kept in the browser's localStorage. Storage may be missing, full, blocked or
// hold anything at all (another tab, an old version, a person with the dev tools): every read checks, nothing throws.
import { dailyDateOfSeed } from '~/engines/sand';

/** The localStorage key. */
export const BEST_KEY = 'stack-atlas:sand:daily-best';
/** How many days are kept (the newest); older days are dropped when a score is written. */
export const KEPT_DAYS = 60; // literal-ok: days of daily bests kept, not frames

/** One day's bests: games played with undo off, and with undo on, are kept apart. */
export interface DayBest {
  plain?: number;
  undo?: number;
}
export type Bests = Record<string, DayBest>;

/** The part of Storage this file uses, so tests can hand in a fake (or null when there is no storage). */
export type BestStore = Pick<Storage, 'getItem' | 'setItem'> | null;

/** window.localStorage when it exists and can be touched (reading it throws in some private modes), else null. */
export function browserStore(): BestStore {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isScore = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** Every well-formed day in the store; malformed text, days and scores are left out. */
export function readBests(store: BestStore): Bests {
  let raw: string | null = null;
  try {
    raw = store ? store.getItem(BEST_KEY) : null;
  } catch {
    return {};
  }
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const out: Bests = {};
  for (const [day, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (dailyDateOfSeed(day) === null || typeof value !== 'object' || value === null) continue;
    const { plain, undo } = value as Record<string, unknown>;
    const best: DayBest = {};
    if (isScore(plain)) best.plain = plain;
    if (isScore(undo)) best.undo = undo;
    if (best.plain !== undefined || best.undo !== undefined) out[day] = best;
  }
  return out;
}

/** The best score kept for a day (with undo on or off), or null when none is kept. */
export function bestOf(store: BestStore, day: string, withUndo: boolean): number | null {
  const best = readBests(store)[day];
  return (withUndo ? best?.undo : best?.plain) ?? null;
}

/**
 * Keeps `score` as the day's best when it beats the kept one. Returns the best after the call, whether it is new,
 * and whether it was written (false when storage is missing or refuses). Scores that are not whole numbers >= 0 and
 * days that are not daily seeds throw a RangeError (they are the caller's mistake, not the storage's).
 */
export function recordScore(store: BestStore, day: string, score: number, withUndo: boolean): { best: number; isNew: boolean; saved: boolean } {
  if (dailyDateOfSeed(day) === null) throw new RangeError(`day: ${day} is not a date YYYY-MM-DD`);
  if (!isScore(score)) throw new RangeError(`score: ${score} is not a whole number >= 0`);
  const bests = readBests(store);
  const kept = (withUndo ? bests[day]?.undo : bests[day]?.plain) ?? null;
  if (kept !== null && kept >= score) return { best: kept, isNew: false, saved: false };
  bests[day] = { ...bests[day], [withUndo ? 'undo' : 'plain']: score };
  const newest = Object.keys(bests).sort().reverse().slice(0, KEPT_DAYS);
  const trimmed: Bests = {};
  for (const d of newest) trimmed[d] = bests[d];
  let saved = false;
  try {
    if (store) {
      store.setItem(BEST_KEY, JSON.stringify(trimmed));
      saved = true;
    }
  } catch {
    saved = false;
  }
  return { best: score, isNew: true, saved };
}

/** The localStorage key of the best score per seed (any game that is not the daily one, or a shared seed). */
export const SEED_BEST_KEY = 'stack-atlas:sand:seed-best';
/** How many seeds are kept (the last written); older ones are dropped when a score is written. */
export const KEPT_SEEDS = 60; // literal-ok: how many seeds' bests the browser keeps, a site choice
/** A seed with the settings that change the game (connectivity, scoring, colours): "seed|4|sqrt|4". */
const SEED_KEY = /^[A-Za-z0-9_-]{1,24}\|[48]\|(sqrt|linear)\|[46]$/;

/** The key a game's best is kept under: its seed and the settings that change its pieces, physics or score. */
export function seedKey(seed: string, conn: string, score: string, colours: string): string {
  return `${seed}|${conn}|${score}|${colours}`;
}

/** Every well-formed seed best in the store (the same checks as the daily bests). */
export function readSeedBests(store: BestStore): Bests {
  let parsed: unknown = null;
  try {
    const raw = store ? store.getItem(SEED_BEST_KEY) : null;
    parsed = raw === null ? null : JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const out: Bests = {};
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!SEED_KEY.test(key) || typeof value !== 'object' || value === null) continue;
    const { plain, undo } = value as Record<string, unknown>;
    const best: DayBest = {};
    if (isScore(plain)) best.plain = plain;
    if (isScore(undo)) best.undo = undo;
    if (best.plain !== undefined || best.undo !== undefined) out[key] = best;
  }
  return out;
}

/** The best kept for a seed key (with undo on or off), or null. */
export function seedBestOf(store: BestStore, key: string, withUndo: boolean): number | null {
  const best = readSeedBests(store)[key];
  return (withUndo ? best?.undo : best?.plain) ?? null;
}

/** Keeps `score` as the seed's best when it beats the kept one; the last KEPT_SEEDS seeds written are kept. */
export function recordSeedScore(store: BestStore, key: string, score: number, withUndo: boolean): { best: number; isNew: boolean; saved: boolean } {
  if (!SEED_KEY.test(key)) throw new RangeError(`key: ${key} is not seed|conn|score|colours`);
  if (!isScore(score)) throw new RangeError(`score: ${score} is not a whole number >= 0`);
  const bests = readSeedBests(store);
  const kept = (withUndo ? bests[key]?.undo : bests[key]?.plain) ?? null;
  if (kept !== null && kept >= score) return { best: kept, isNew: false, saved: false };
  const entry = { ...bests[key], [withUndo ? 'undo' : 'plain']: score };
  delete bests[key];
  bests[key] = entry;
  const trimmed = Object.fromEntries(Object.entries(bests).slice(-KEPT_SEEDS));
  let saved = false;
  try {
    if (store) {
      store.setItem(SEED_BEST_KEY, JSON.stringify(trimmed));
      saved = true;
    }
  } catch {
    saved = false;
  }
  return { best: score, isNew: true, saved };
}
