// Current client (zenith-current readme.md and reference-code.js at commit 34db990, 2026-03-12) beside the seed's
// 2025-01-19 loop: every function takes `version` (default '2025-01', RULINGS.md Zenith). List of changes: versions.ts.
// Topic: the cancel streak S (readme §连续抵消), its extra pieces and its faster garbage.
import { garbageWaitFrames } from './garbage';
import { type Mod } from './mods';
import { finite, whole, MAX_EVENT_LINES } from './validate';
import { versionArg, type ClientVersion } from './versions';

export type StreakEvent =
  | { type: 'cancel'; lines: number } // +N (rule 1, commit 09939ce)
  | { type: 'perfectClear' } // +3 (rule 2, commit 18624c9)
  | { type: 'antiLoopSZ' } // +2 (rule 3, commit c3aaa4c)
  | { type: 'antiLoopI' } // +3 (rule 4, commit 18624c9)
  | { type: 'garbageCleared' } // reset to 0 (rule 5)
  | { type: 'garbageRose'; rows: number } // −3 per row (rule 6)
  | { type: 'iSpinClear' } // −2 (rule 7, commit 2fee771)
  | { type: 'quad'; column: number } // −3, −4 more if a new column (rule 8)
  | { type: 'szSpinClear'; column: number } // −2 if a new column (rule 9)
  | { type: 'jlSpinClear'; column: number } // −2 if a new column (rule 10)
  | { type: 'idle30s' } // +5 (rule 11)
  | { type: 'idle75Pieces' }; // +5 (rule 12, commit 6584f5b)

/** Largest cancel streak the engine takes: far above any game (a run cancels a few thousand lines at most). */
export const MAX_STREAK = 1e6;

export interface StreakState {
  value: number;
  /** The last two distinct columns of quads, S/Z spin clears and J/L spin clears (three separate lists). */
  quad: number[];
  sz: number[];
  jl: number[];
}

/** @source zenith-current readme §连续抵消 (the cancel streak starts at 0) */
export function initialStreak(): StreakState {
  return { value: 0, quad: [], sz: [], jl: [] };
}

/**
 * True when `column` differs from every remembered column, then records it (no repeats, only the newest two kept).
 * With fewer than two remembered, it is compared with those there are (our reading: the text is silent).
 */
function newColumn(list: number[], column: number): { fresh: boolean; list: number[] } {
  whole('column', column, 0, 9);
  const fresh = !list.includes(column);
  const next = [...list.filter((c) => c !== column), column].slice(-2);
  return { fresh, list: next };
}

/** S after one event; never below 0 (zenith-current readme §连续抵消 rules 1–12 and 注1, commits 09939ce … c3aaa4c). */
export function cancelStreakAfter(s: StreakState, e: StreakEvent): StreakState {
  finite('value', s.value, 0, MAX_STREAK);
  const out: StreakState = { value: s.value, quad: s.quad, sz: s.sz, jl: s.jl };
  switch (e.type) {
    case 'cancel':
      out.value = Math.min(MAX_STREAK, out.value + finite('lines', e.lines, 0, MAX_EVENT_LINES));
      break;
    case 'perfectClear':
      out.value += 3;
      break;
    case 'antiLoopSZ':
      out.value += 2;
      break;
    case 'antiLoopI':
      out.value += 3;
      break;
    case 'garbageCleared':
      out.value = 0;
      break;
    case 'garbageRose':
      out.value -= 3 * whole('rows', e.rows, 0, MAX_EVENT_LINES);
      break;
    case 'iSpinClear':
      out.value -= 2;
      break;
    case 'quad': {
      const r = newColumn(s.quad, e.column);
      out.quad = r.list;
      out.value -= 3 + (r.fresh ? 4 : 0);
      break;
    }
    case 'szSpinClear': {
      const r = newColumn(s.sz, e.column);
      out.sz = r.list;
      if (r.fresh) out.value -= 2;
      break;
    }
    case 'jlSpinClear': {
      const r = newColumn(s.jl, e.column);
      out.jl = r.list;
      if (r.fresh) out.value -= 2;
      break;
    }
    case 'idle30s':
    case 'idle75Pieces':
      out.value = Math.min(MAX_STREAK, out.value + 5);
      break;
    default:
      throw new RangeError(`e has an unknown type: ${String((e as { type: unknown }).type)}`);
  }
  out.value = Math.max(0, out.value);
  return out;
}

/** Thresholds and the pieces each adds to every bag (zenith-current readme §连续抵消, commits 2fee771, dd5c9a3). */
export const STREAK_BAG_EXTRAS: readonly { from: number; pieces: readonly string[] }[] = [
  { from: 20, pieces: ['O'] },
  { from: 30, pieces: ['L/J'] },
  { from: 40, pieces: ['S/Z'] },
  { from: 50, pieces: ['L/J', 'T/I'] },
  { from: 60, pieces: ['S/Z'] },
];
/** The normal bag size. */
export const BAG_SIZE = 7;
/** S at which the one-time i5 joins (once per game, the first time S reaches it). */
export const STREAK_I5_AT = 40;

/**
 * Extra pieces in each bag at cancel streak S ('L/J' = one of L or J at random); the current client only (seed: none).
 * `i5` is true when this is the first bag at S ≥ 40 in the game (zenith-current readme §连续抵消).
 */
export function cancelStreakExtraPieces(streak: number, o: { firstAt40?: boolean; version?: ClientVersion } = {}): string[] {
  finite('streak', streak, 0, MAX_STREAK);
  if (versionArg('version', o.version) === '2025-01') return [];
  const out = STREAK_BAG_EXTRAS.filter((x) => streak >= x.from).flatMap((x) => x.pieces);
  if (o.firstAt40 && streak >= STREAK_I5_AT) out.push('i5');
  return out;
}

/** From this S the garbage countdown is halved (zenith-current readme §垃圾行等待时间 抵消惩罚, commit 2e2cae5, 2025-05-07). */
export const STREAK_FAST_GARBAGE_AT = 25;

/**
 * Frames from arrival until garbage can rise, halved at S ≥ 25 in the current client (seed: garbageWaitFrames).
 * @source zenith-current readme §连续抵消 (faster garbage with a streak); seed 000 垃圾行等待时间
 */
export function garbageWaitFramesOf(floor: number, mods: readonly Mod[], o: { streak?: number; version?: ClientVersion } = {}): number {
  const frames = garbageWaitFrames(floor, mods);
  const s = finite('streak', o.streak ?? 0, 0, MAX_STREAK);
  return versionArg('version', o.version) === 'current' && s >= STREAK_FAST_GARBAGE_AT ? frames / 2 : frames;
}
