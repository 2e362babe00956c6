// The TGM3 randomizer: a 35-piece pool, a 4-piece history and up to 6 rolls. The seed does not describe it; the site
// explains and simulates it as an addition (RULINGS.md TGM3), from the published readings: TetrisWiki's "TGM randomizer"
// page (Terror-Instinct section) and Cambridge's history_6rolls_35bag.lua. NullpoMino's History6Rolls is the TAP
// randomizer (history and rolls, no pool). Plain 7-bag and pure random generators are here for comparison.
import { createRng, type Rng } from '~/lib/rng';
import { checkChoice, checkInt, checkList, MAX_EVENTS } from './validate';

/** The seven pieces in the order Cambridge scans them; a tie for "most droughted" goes to the later one there. */
export const TI_PIECES = ['I', 'T', 'L', 'J', 'S', 'Z', 'O'] as const;
export type TiPiece = (typeof TI_PIECES)[number];
/** 5 of each piece, 35 in all (TetrisWiki: "The bag initially contains 5 of each piece"; Cambridge). */
export const TI_POOL_COPIES = 5;
export const TI_POOL_SIZE = TI_POOL_COPIES * TI_PIECES.length;
/** The history holds the last 4 pieces and starts as Z, S, Z, S (TetrisWiki; Cambridge). */
export const TI_HISTORY_START: readonly TiPiece[] = ['Z', 'S', 'Z', 'S'];
/** At most 6 rolls for a piece not in the history (TetrisWiki: 6 tries after TGM1; Cambridge). */
export const TI_MAX_ROLLS = 6;
/** The first piece is never S, Z or O (TetrisWiki; Cambridge draws it from the pool's first 20 entries: I, T, L, J). */
export const TI_FIRST_PIECES: readonly TiPiece[] = ['I', 'T', 'L', 'J'];
/** Longest sequence the generators write out in one call. */
export const MAX_SEQUENCE = 100_000;

export interface TiState {
  pool: TiPiece[];
  history: TiPiece[];
  /** Pieces dealt since each piece was last dealt (all start at 4, Cambridge). */
  droughts: Record<TiPiece, number>;
  first: boolean;
}

/** One dealt piece, with what happened on the way (for the step-by-step viewer). */
export interface TiStep {
  piece: TiPiece;
  /** Dice rolls used (0 for the first piece, which is not rolled against the history). */
  rolls: number;
  /** Entries of the pool that a rolled piece in the history was swapped for, in order. */
  swapped: TiPiece[];
  /** The piece put back into the drawn slot of the pool after the deal, or null when the slot was left alone. */
  refill: TiPiece | null;
  history: TiPiece[];
  poolCounts: Record<TiPiece, number>;
}

/** @source TetrisWiki's TGM randomizer page (Terror-Instinct): 35-piece pool, 4-piece history; RULINGS.md TGM3 */
export function newTiState(): TiState {
  return {
    pool: TI_PIECES.flatMap((p) => Array.from({ length: TI_POOL_COPIES }, () => p)),
    history: [...TI_HISTORY_START],
    droughts: Object.fromEntries(TI_PIECES.map((p) => [p, TI_HISTORY_START.length])) as Record<TiPiece, number>,
    first: true,
  };
}

/** The piece dealt least recently: the highest drought count, a tie going to the later piece in TI_PIECES (Cambridge). */
function mostDroughted(s: TiState): TiPiece {
  let best: TiPiece = TI_PIECES[0];
  for (const p of TI_PIECES) if (s.droughts[p] >= s.droughts[best]) best = p;
  return best;
}

const highestDrought = (s: TiState) => Math.max(...TI_PIECES.map((p) => s.droughts[p]));

/**
 * How many of each piece a list holds.
 * @source our own count, for the randomizer figures
 */
export function pieceTally(pieces: readonly TiPiece[]): Record<TiPiece, number> {
  const c = Object.fromEntries(TI_PIECES.map((p) => [p, 0])) as Record<TiPiece, number>;
  for (const p of checkList<TiPiece>('pieces', pieces, MAX_SEQUENCE)) {
    if (!(TI_PIECES as readonly string[]).includes(p)) throw new RangeError(`pieces must hold piece letters, not ${String(p).slice(0, 8)}.`);
    c[p]++;
  }
  return c;
}

/**
 * Deals one piece and updates the state (Cambridge, history_6rolls_35bag.lua, read step by step):
 * 1. first piece: one of I, T, L, J, not checked against the history, and the pool is left alone;
 * 2. otherwise roll a pool slot; a piece in the history is swapped in the pool for the most droughted piece and another
 *    slot is drawn; up to 6 rolls are checked, and after a 6th roll in the history the draw after it stands unchecked;
 * 3. the history drops its oldest piece and takes the new one; every drought count grows by one, the dealt piece's is 0;
 * 4. the drawn slot takes the most droughted piece, but only if no roll was swapped or the highest drought count rose:
 *    TetrisWiki and Cambridge both describe this skipped refill as a bug of the arcade game, kept here.
 */
function dealTi(s: TiState, rng: Rng): TiStep {
  let index = 0;
  let rolls = 0;
  const swapped: TiPiece[] = [];
  let piece: TiPiece;
  const wasFirst = s.first;
  if (s.first) {
    piece = TI_FIRST_PIECES[rng.int(TI_FIRST_PIECES.length)];
    s.first = false;
  } else {
    piece = s.pool[0];
    for (rolls = 1; rolls <= TI_MAX_ROLLS; rolls++) {
      index = rng.int(s.pool.length);
      piece = s.pool[index];
      if (!s.history.includes(piece)) break;
      swapped.push(piece);
      s.pool[index] = mostDroughted(s);
      // Cambridge draws again at once; that draw stands only after the 6th roll (otherwise the next roll replaces it).
      index = rng.int(s.pool.length);
      piece = s.pool[index];
    }
    rolls = Math.min(rolls, TI_MAX_ROLLS);
  }
  const before = highestDrought(s);
  s.history = [...s.history.slice(1), piece];
  for (const p of TI_PIECES) s.droughts[p] = p === piece ? 0 : s.droughts[p] + 1;
  let refill: TiPiece | null = null;
  if (!wasFirst && (swapped.length === 0 || highestDrought(s) > before)) {
    refill = mostDroughted(s);
    s.pool[index] = refill;
  }
  return { piece, rolls, swapped, refill, history: [...s.history], poolCounts: pieceTally(s.pool) };
}

/**
 * The first `count` pieces of the TGM3 randomizer for a seed, with every step (seeded, so a link reproduces it).
 * @source TetrisWiki's TGM randomizer page (Terror-Instinct) and Cambridge's history_6rolls_35bag.lua
 */
export function tiSteps(seed: number, count: number): TiStep[] {
  checkInt('seed', seed, 0, 0xffffffff);
  checkInt('count', count, 0, MAX_SEQUENCE);
  const rng = createRng(seed);
  const s = newTiState();
  return Array.from({ length: count }, () => dealTi(s, rng));
}

export type PieceGenerator = 'ti' | 'bag' | 'random';
export const GENERATORS: readonly PieceGenerator[] = ['ti', 'bag', 'random'];

/** A plain 7-bag: each run of seven is the seven pieces shuffled (Fisher-Yates with the seeded generator). */
function bag(rng: Rng, count: number): string {
  let out = '';
  while (out.length < count) {
    const b: string[] = [...TI_PIECES];
    for (let i = b.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [b[i], b[j]] = [b[j], b[i]];
    }
    out += b.join('');
  }
  return out.slice(0, count);
}

/**
 * `count` pieces from one generator and seed, as a string of piece letters.
 * @source TetrisWiki's TGM randomizer page (Terror-Instinct) and Cambridge's history_6rolls_35bag.lua
 */
export function sequenceOf(generator: PieceGenerator, seed: number, count: number): string {
  checkChoice('generator', generator, GENERATORS);
  checkInt('seed', seed, 0, 0xffffffff);
  checkInt('count', count, 0, MAX_SEQUENCE);
  if (generator === 'ti')
    return tiSteps(seed, count)
      .map((x) => x.piece)
      .join('');
  const rng = createRng(seed);
  if (generator === 'bag') return bag(rng, count);
  return Array.from({ length: count }, () => TI_PIECES[rng.int(TI_PIECES.length)]).join('');
}

/**
 * Gaps between two deals of the same piece: for each piece after the first of its kind, how many other pieces came
 * between (0 = the same piece twice in a row, a "flood"; a long gap is a "drought"). Counts per gap, 0..maxGap, the last
 * bucket holding every longer gap.
 * @source our own measure of droughts, for the randomizer figures
 */
export function gapCounts(sequence: string, maxGap: number): number[] {
  checkInt('maxGap', maxGap, 1, MAX_EVENTS);
  if (typeof sequence !== 'string' || !/^[ITLJSZO]*$/.test(sequence)) throw new RangeError('sequence must be piece letters I, T, L, J, S, Z, O.');
  const last: Record<string, number> = {};
  const out = Array.from({ length: maxGap + 1 }, () => 0);
  for (let i = 0; i < sequence.length; i++) {
    const p = sequence[i];
    if (p in last) out[Math.min(maxGap, i - last[p] - 1)]++;
    last[p] = i;
  }
  return out;
}

/**
 * The longest gap of any piece in a sequence (the worst drought).
 * @source our own measure of droughts, for the randomizer figures
 */
export function longestGap(sequence: string): number {
  const g = gapCounts(sequence, Math.max(1, typeof sequence === 'string' ? sequence.length : 1));
  for (let i = g.length - 1; i >= 0; i--) if (g[i] > 0) return i;
  return 0;
}
