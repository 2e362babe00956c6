// Topic: The Magician's (All-Spin) repeat penalty rows: a solid row with a countdown that turns into normal garbage.
// Sources: seed 000 全旋 (the 2025-01-19 write-up) and zenith-current readme §AS (same sentence), abstract §AS; the Double
// Hole extra hole on the turned row is the current write-up's only change (CHANGES.md #31, commit 34db990, 2026-03-12).
// The Warlock (All-Spin+) kills on a repeat instead (REPEAT_PENALTY_ROWS, warlock.ts); it has no countdown rows.
import type { Rng } from '~/lib/rng';
import { MAX_CLEAR_LINES, repeatPenaltyRows, type ClearInput } from './attack';
import { COLUMNS } from './garbage-favor';
import { DOUBLEHOLE_EXTRA_HOLE_CHANCE } from './holes';
import { hasMod, hasReversed, type Mod } from './mods';
import { floorArg, modsArg, whole } from './validate';
import { versionArg, type ClientVersion } from './versions';

/** The countdown written on a new penalty row is the floor plus this (seed 000 全旋: "倒计时数字为`当前层数+5`"). */
export const PENALTY_COUNTDOWN_EXTRA = 5;

/** The countdown a penalty row starts with on `floor` (seed 000 全旋: current floor + 5). */
export function penaltyCountdown(floor: number): number {
  return floorArg('floor', floor) + PENALTY_COUNTDOWN_EXTRA;
}

/** One solid penalty row still counting down. */
export interface PenaltyRow {
  /** Unpunished text-showing locks still needed before it turns into garbage. */
  countdown: number;
  /** Column of the number, 0–9: the hole of the garbage row it turns into (seed 000 全旋: "洞位置和数字位置一致"). */
  column: number;
}

/** A penalty row that turned into a normal garbage row: its hole, and Double Hole's extra hole or null. */
export interface TurnedRow {
  column: number;
  extraHole: number | null;
}

export interface AllSpinPenaltyState {
  /** Solid rows still counting, oldest first. */
  rows: PenaltyRow[];
  /** The last lock that showed text (its text decides the next repeat), or null. */
  last: Pick<ClearInput, 'lines' | 'spin' | 'piece'> | null;
}

export interface PenaltyStep {
  state: AllSpinPenaltyState;
  /** The lock repeated the previous text: a new solid row rose at once. */
  punished: boolean;
  /** Rows that reached 0 on this lock and are now normal garbage rows. */
  turned: TurnedRow[];
}

export const ALLSPIN_PENALTY_START: AllSpinPenaltyState = { rows: [], last: null };

/** Whether these mods build countdown rows: upright All-Spin only (The Warlock's repeat is 20 rows, seed 000 全旋+). */
export function hasPenaltyCountdown(mods: readonly Mod[]): boolean {
  modsArg('mods', mods);
  return hasMod(mods, 'allspin') && !hasReversed(mods, 'allspin');
}

/**
 * One lock under All-Spin. A lock with no text (no lines, no spin) changes nothing. A lock whose text repeats the last
 * text adds a solid row at once with countdown floor + 5 and counts nothing down (seed 000 全旋: "立刻出现…当玩家做未被惩罚的
 * 消除时-1"). Any other text-showing lock, a spin with no lines included, counts every row down by one (our reading: the
 * same sentence calls such a spin a 消除); a row at 0 becomes a one-hole garbage row, the hole under its number, and in the
 * current client gets Double Hole's extra hole with chance 50% (CHANGES.md #31). The number's column is drawn uniformly.
 */
export function stepAllSpinPenalty(
  s: AllSpinPenaltyState,
  lock: Pick<ClearInput, 'lines' | 'spin' | 'piece'>,
  o: { floor: number; mods: readonly Mod[]; rng: Rng; version?: ClientVersion },
): PenaltyStep {
  const floor = floorArg('floor', o.floor);
  const v = versionArg('version', o.version);
  whole('lines', lock.lines, 0, MAX_CLEAR_LINES);
  if (!hasPenaltyCountdown(o.mods) || (lock.lines === 0 && lock.spin === 'none')) return { state: s, punished: false, turned: [] };
  if (repeatPenaltyRows(s.last, lock, o.mods) > 0) {
    const row = { countdown: penaltyCountdown(floor), column: o.rng.int(COLUMNS) };
    return { state: { rows: [...s.rows, row], last: lock }, punished: true, turned: [] };
  }
  const rows: PenaltyRow[] = [];
  const turned: TurnedRow[] = [];
  for (const r of s.rows) {
    if (r.countdown > 1) rows.push({ ...r, countdown: r.countdown - 1 });
    else turned.push({ column: r.column, extraHole: extraHole(o.mods, v, o.rng) });
  }
  return { state: { rows, last: lock }, punished: false, turned };
}

/** Double Hole's extra hole on a turned row: current client only, chance 50%, a uniform column (readme §DH, CHANGES.md #30-31). */
function extraHole(mods: readonly Mod[], v: ClientVersion, rng: Rng): number | null {
  if (v !== 'current' || !hasMod(mods, 'doublehole')) return null;
  return rng.next() < DOUBLEHOLE_EXTRA_HOLE_CHANCE ? rng.int(COLUMNS) : null;
}

/**
 * A run of locks through stepAllSpinPenalty, each with its floor: every step, in order (the page's worked example).
 * @source seed 000 全旋 and the current write-up's §AS (penalty rows), step by step
 */
export function allSpinPenaltyTimeline(
  locks: readonly (Pick<ClearInput, 'lines' | 'spin' | 'piece'> & { floor: number })[],
  o: { mods: readonly Mod[]; rng: Rng; version?: ClientVersion },
): PenaltyStep[] {
  const out: PenaltyStep[] = [];
  let s = ALLSPIN_PENALTY_START;
  for (const l of locks) {
    const step = stepAllSpinPenalty(s, l, { ...o, floor: l.floor });
    out.push(step);
    s = step.state;
  }
  return out;
}
