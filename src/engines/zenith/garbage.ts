// Garbage rules (seed 000 "受击保护", "垃圾混乱度", "垃圾行等待时间", getHolePosition): grace, messiness, phase, hole column.
import type { Rng } from '~/lib/rng';
import { favorArg, favorWeights, COLUMNS } from './garbage-favor';
import { FPS } from './frames';
import { hasAnyReversed, hasMod, hasReversed, type Mod } from './mods';
import { finite, floorArg, whole } from './validate';

/** Seconds between grace releases by floor, slow table (seed 000 code TargetingGrace; printed as the normal column). */
export const TARGETING_GRACE_SLOW = [4.8, 3.9, 2.1, 1.4, 1.3, 0.9, 0.6, 0.4, 0.3, 0.2] as const;
/** Fast table (seed 000 code TargetingGraceRevEx; printed as the Expert+ column). */
export const TARGETING_GRACE_FAST = [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1] as const;
/** Grace never goes above 18 (seed 000 AwardHasBeenAttacked). */
export const TARGETING_GRACE_MAX = 18;

export type GraceReading = 'code' | 'prose';
/**
 * Seconds between releases of one grace point. The code uses the slow table when Expert+ is on and the fast
 * one otherwise; the printed table says the opposite (RULINGS.md, Zenith: shown as a contradiction; code default).
 */
export function targetingGraceSeconds(floor: number, mods: readonly Mod[], reading: GraceReading = 'code'): number {
  floorArg('floor', floor);
  const ex = hasReversed(mods, 'expert');
  const slow = reading === 'code' ? ex : !ex;
  return (slow ? TARGETING_GRACE_SLOW : TARGETING_GRACE_FAST)[clampFloor(floor) - 1];
}

/** Grace after being attacked with `lines`: grows by the lines, up to 18 (seed 000 AwardHasBeenAttacked). */
export function graceAfterAttack(grace: number, lines: number): number {
  finite('grace', grace, 0, TARGETING_GRACE_MAX);
  finite('lines', lines, 0);
  return Math.min(TARGETING_GRACE_MAX, grace + Math.max(0, Math.min(TARGETING_GRACE_MAX - grace, lines)));
}

function clampFloor(floor: number): number {
  return floorArg('floor', floor);
}

/**
 * Messiness as the loop sets it each frame (seed 000 code "刷新混乱度"): inner = (Expert ? 5% : 3%) × floor
 * + 25% Messy + 100% Messy+ (in place of the 25%, seed 000 table "+25% (100%)") + 30% All-Spin+; change = 2.5 × inner;
 * both 100% under the "fully messy" fatigue effect.
 */
export function messiness(floor: number, mods: readonly Mod[], o: { fullyMessy?: boolean } = {}): { inner: number; change: number } {
  if (o.fullyMessy) return { inner: 1, change: 1 };
  let inner = (hasMod(mods, 'expert') ? 0.05 : 0.03) * clampFloor(floor);
  if (hasReversed(mods, 'messy')) inner += 1;
  else if (mods.includes('messy')) inner += 0.25;
  if (hasReversed(mods, 'allspin')) inner += 0.3;
  return { inner, change: 2.5 * inner };
}

/** Grace lowers messiness when the garbage is made: 1.5% off inner and 3.75% off change per point (seed 000 垃圾混乱度 table). */
export function messinessWithGrace(m: { inner: number; change: number }, grace: number): { inner: number; change: number } {
  finite('grace', grace, 0);
  finite('inner', m.inner, 0);
  finite('change', m.change, 0);
  const g = Math.max(0, Math.min(TARGETING_GRACE_MAX, grace));
  return { inner: Math.max(0, m.inner - 0.015 * g), change: Math.max(0, m.change - 0.0375 * g) };
}

/** Phase frames after floor 7 for reversed mods other than Messy+/Volatile+/Damnation (seed 000 code). */
const REV_PHASE = [75, 75, 75, 75, 75, 75, 75, 60, 45, 30, 15] as const;

/**
 * The code's garbagephase, in frames (seed 000 code "垃圾行等待时间"): Expert 66 − 6 × floor, else 165 − 15 × floor;
 * a reversed mod without Expert: 75 for Messy+/Volatile+/Damnation, else 75 to floor 6 then 60, 45, 30, 15.
 * Garbage changes state twice, so it waits twice this (the seed's table prints the doubled value).
 */
export function garbagePhaseFrames(floor: number, mods: readonly Mod[]): number {
  const f = clampFloor(floor);
  let phase = hasMod(mods, 'expert') ? 66 - 6 * f : 165 - 15 * f;
  if (hasAnyReversed(mods) && !hasMod(mods, 'expert'))
    phase = hasReversed(mods, 'messy') || hasReversed(mods, 'volatile') || hasReversed(mods, 'doublehole') ? 75 : REV_PHASE[f];
  return phase;
}

/** Frames from arrival until garbage can rise: two phases (seed 000 table note "代码中的数据是上表中的一半"). */
export function garbageWaitFrames(floor: number, mods: readonly Mod[]): number {
  return 2 * garbagePhaseFrames(floor, mods);
}

// ---- Hole selection (seed 000 垃圾幸运度 steps and getHolePosition) ----

/**
 * A board as rows of text, top row first, 10 characters each: '.' empty, 'G' garbage, any other character a
 * filled cell. This is the code's board[y][x] with y = 0 at the top (scores are `height − y` of the first filled cell).
 */
export type Board = readonly string[];

export type SortDirection = 'code' | 'later';
export interface HoleOptions {
  /** 'code' (2025-01-19): highest score first; 'later' (spring 2025 client): lowest first (RULINGS.md, Zenith). */
  direction?: SortDirection;
  /** The custom-room "messiness_nosame": never the last column again. */
  noSame?: boolean;
  lastColumn?: number | null;
  /** Volatile+: the two columns at each edge get weight 0 (seed 000 code). */
  volatileReversed?: boolean;
}

/**
 * The garbage hole the score measures distance from: the leftmost hole of the bottom row, if that row holds garbage; else -1.
 * @source seed 000 getHolePosition
 */
export function referenceHole(board: Board): number {
  for (let y = board.length - 1; y >= 0; y--) {
    const row = board[y];
    let hole = -1;
    let garbage = false;
    for (let x = 0; x < COLUMNS; x++) {
      const c = row[x] ?? '.';
      if (hole === -1 && c === '.') hole = x;
      if (c === 'G') garbage = true;
    }
    if (hole !== -1) return garbage ? hole : -1;
  }
  return -1;
}

/**
 * Each column's score without the tie-break noise (seed 000 getHolePosition): (board height − row of its
 * highest filled cell) + 5 × |x − reference hole|, or 0 for an empty column. The code adds 0.1 × a random
 * number below 1 to every score, which only orders equal scores at random.
 */
export function columnScores(board: Board): number[] {
  const ref = referenceHole(board);
  const h = board.length;
  const scores: number[] = [];
  for (let x = 0; x < COLUMNS; x++) {
    let s = 0;
    for (let y = 0; y < h; y++) {
      const c = board[y][x] ?? '.';
      if (c !== '.') {
        s = h - y + 5 * (ref === -1 ? 0 : Math.abs(x - ref));
        break;
      }
    }
    scores.push(s);
  }
  return scores;
}

function weightFor(place: number, column: number, w: number[], o: HoleOptions): number {
  let score = w[place];
  if (o.noSame && o.lastColumn === column) score = 0;
  if (o.volatileReversed && (column < 2 || column >= COLUMNS - 2)) score = 0;
  return score;
}

// The board's width, read once: holeColumn runs in tight loops, and a module wrapper (a test runner's, a bundler's) can
// turn every read of an imported binding into a call.
const WIDTH = COLUMNS;

/**
 * Picks the hole column as the code does: at favor 0 uniformly (avoiding the last column under noSame);
 * otherwise score + 0.1 × noise, sort, weigh by place (favorWeights), draw. Uses rng.next() 10 times then once.
 */
export function holeColumn(board: Board, favor: number, rng: Rng, o: HoleOptions = {}): number {
  favorArg(favor);
  if (favor === 0) {
    if (o.noSame && o.lastColumn != null) {
      let pos = Math.floor(rng.next() * (WIDTH - 1));
      if (pos >= o.lastColumn) pos++;
      return pos;
    }
    return Math.floor(rng.next() * WIDTH);
  }
  const base = scoreInto(board, SCRATCH_SCORES);
  // Noise drawn in column order, like the code; then an insertion sort of the ten columns (stable, no allocation).
  for (let x = 0; x < WIDTH; x++) {
    SCRATCH_NOISY[x] = base[x] + 0.1 * rng.next();
    SCRATCH_COLS[x] = x;
  }
  const later = (o.direction ?? 'code') === 'later';
  for (let i = 1; i < WIDTH; i++) {
    const c = SCRATCH_COLS[i];
    const v = SCRATCH_NOISY[c];
    let j = i - 1;
    while (j >= 0 && (later ? SCRATCH_NOISY[SCRATCH_COLS[j]] > v : SCRATCH_NOISY[SCRATCH_COLS[j]] < v)) {
      SCRATCH_COLS[j + 1] = SCRATCH_COLS[j];
      j--;
    }
    SCRATCH_COLS[j + 1] = c;
  }
  // favorWeights written inline, exact over ninths: max(0, (90 + (9 − 2i) × favor) / 9) (see favorWeightNinths).
  const zeroing = !!(o.noSame || o.volatileReversed);
  let sum = 0;
  for (let i = 0; i < WIDTH; i++) {
    const ninths = 90 + (9 - 2 * i) * favor;
    let w = ninths > 0 ? ninths / 9 : 0;
    if (zeroing) w = weightFor(0, SCRATCH_COLS[i], [w], o);
    sum += w;
    SCRATCH_CUM[i] = sum;
  }
  const r = rng.next() * sum;
  for (let i = 0; i < WIDTH; i++) if (SCRATCH_CUM[i] !== 0 && r <= SCRATCH_CUM[i]) return SCRATCH_COLS[i];
  return 0; // the code's fallback
}

const SCRATCH_SCORES = new Float64Array(WIDTH);
const SCRATCH_NOISY = new Float64Array(WIDTH);
const SCRATCH_CUM = new Float64Array(WIDTH);
const SCRATCH_COLS = new Int32Array(WIDTH);
const DOT = 46; // '.'
const GARBAGE = 71; // 'G'

/** columnScores without allocation: the same rule, read with charCodeAt. */
function scoreInto(board: Board, out: Float64Array): Float64Array {
  const h = board.length;
  let ref = -1;
  for (let y = h - 1; y >= 0; y--) {
    const row = board[y];
    let hole = -1;
    let garbage = false;
    for (let x = 0; x < WIDTH; x++) {
      const c = x < row.length ? row.charCodeAt(x) : DOT;
      if (hole === -1 && c === DOT) hole = x;
      if (c === GARBAGE) garbage = true;
    }
    if (hole !== -1) {
      ref = garbage ? hole : -1;
      break;
    }
  }
  for (let x = 0; x < WIDTH; x++) {
    let s = 0;
    for (let y = 0; y < h; y++) {
      const row = board[y];
      if (x < row.length && row.charCodeAt(x) !== DOT) {
        s = h - y + 5 * (ref === -1 ? 0 : Math.abs(x - ref));
        break;
      }
    }
    out[x] = s;
  }
  return out;
}

/**
 * Exact chance of each column (index = column). Equal scores are ordered uniformly at random by the noise, so a
 * group of k tied columns shares its k places evenly. Exact for the weights before noSame/Volatile+ zeroing;
 * with those options each possible order is enumerated over the tied groups' places (still exact).
 * @source seed 000 getHolePosition, worked out exactly
 */
export function holeProbabilities(board: Board, favor: number, o: HoleOptions = {}): number[] {
  favorArg(favor);
  const out = new Array<number>(COLUMNS).fill(0);
  if (favor === 0) {
    if (o.noSame && o.lastColumn != null) {
      for (let x = 0; x < COLUMNS; x++) out[x] = x === o.lastColumn ? 0 : 1 / (COLUMNS - 1);
    } else out.fill(1 / COLUMNS);
    return out;
  }
  const base = columnScores(board);
  const dir = o.direction ?? 'code';
  const distinct = [...new Set(base)].sort((a, b) => (dir === 'code' ? b - a : a - b));
  const groups = distinct.map((v) => base.map((s, x) => (s === v ? x : -1)).filter((x) => x >= 0));
  const w = favorWeights(favor);
  const zeroing = !!(o.noSame || o.volatileReversed);
  if (!zeroing) {
    const total = w.reduce((a, b) => a + b, 0);
    let place = 0;
    for (const g of groups) {
      let share = 0;
      for (let i = 0; i < g.length; i++) share += w[place + i];
      for (const x of g) out[x] = share / g.length / total;
      place += g.length;
    }
    return out;
  }
  // With zeroed columns the total depends on which places the zeroed members of each tied group take. Every
  // choice of places is equally likely (the noise orders a tied group uniformly), so enumerate those choices.
  const isZero = (x: number) => (o.noSame && o.lastColumn === x) || (o.volatileReversed && (x < 2 || x >= COLUMNS - 2));
  type Choice = { live: number[]; liveWeights: number[] };
  const perGroup: Choice[][] = [];
  let place = 0;
  for (const g of groups) {
    const places = g.map((_, i) => place + i);
    const z = g.filter(isZero).length;
    const live = g.filter((x) => !isZero(x));
    perGroup.push(combinations(places, z).map((zeroPlaces) => ({ live, liveWeights: places.filter((p) => !zeroPlaces.includes(p)).map((p) => w[p]) })));
    place += g.length;
  }
  let combos: Choice[][] = [[]];
  for (const choices of perGroup) {
    const next: Choice[][] = [];
    for (const prefix of combos) for (const c of choices) next.push([...prefix, c]);
    combos = next;
  }
  for (const combo of combos) {
    const total = combo.reduce((s, c) => s + c.liveWeights.reduce((a, b) => a + b, 0), 0);
    if (total === 0) {
      out[0] += 1 / combos.length; // the code's fallback column 0
      continue;
    }
    for (const c of combo) {
      if (c.live.length === 0) continue;
      const mean = c.liveWeights.reduce((a, b) => a + b, 0) / c.live.length;
      for (const x of c.live) out[x] += mean / total / combos.length;
    }
  }
  return out;
}

/** Every way to choose k items of xs, in order. */
function combinations(xs: number[], k: number): number[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [head, ...rest] = xs;
  return [...combinations(rest, k - 1).map((c) => [head, ...c]), ...combinations(rest, k)];
}

/** Longest grace run simulateGrace accepts: 60 minutes of frames. */
export const MAX_GRACE_FRAMES = 60 * 60 * FPS;

/**
 * Grace frame by frame (seed 000 Loop "释放受击保护" and AwardHasBeenAttacked): a hit adds its lines (to 18) and restarts
 * the clock; while grace > 0, one point is released each time `interval` seconds pass since the last hit or release.
 * Hits are applied before the frame's release check. Returns grace after each frame.
 */
export function simulateGrace(o: {
  floor: number;
  mods?: readonly Mod[];
  frames: number;
  hits: { frame: number; lines: number }[];
  reading?: GraceReading;
}): number[] {
  whole('frames', o.frames, 0, MAX_GRACE_FRAMES);
  for (const h of o.hits) finite('lines', h.lines, 0);
  const r = FPS * targetingGraceSeconds(o.floor, o.mods ?? [], o.reading ?? 'code');
  const hits = [...o.hits].sort((a, b) => a.frame - b.frame);
  const out: number[] = [];
  let grace = 0;
  let last = -Infinity;
  let k = 0;
  for (let f = 0; f < o.frames; f++) {
    while (k < hits.length && hits[k].frame <= f) {
      grace = graceAfterAttack(grace, hits[k++].lines);
      last = f;
    }
    if (grace > 0 && f >= last + r) {
      grace--;
      last = f;
    }
    out.push(grace);
  }
  return out;
}
