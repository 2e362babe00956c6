// Current client (zenith-current readme.md at commit 34db990, 2026-03-12) beside the seed's 2025-01-19 loop: every
// function takes `version` (default '2025-01', RULINGS.md Zenith). List of changes: versions.ts.
// Topic: mods whose current rules carry numbers: Damnation (Double Hole+), Bleeding Hearts (Duo+) backfire, Snowball.
import { finite, whole, MAX_EVENT_LINES } from './validate';
import { versionArg, type ClientVersion } from './versions';

// ---- Damnation (Double Hole+), zenith-current readme §rDH (commits 5870c00, 0c542f9, 8a21eda, 424704b) ----

/** BLIGHTED multiplies the next clear's attack by this (readme §rDH). */
export const BLIGHTED_MULTIPLIER = 1.75;
/** What a BLIGHTED clear that digs no garbage adds as the buff ends (readme §rDH "buff消失并+1攻击"). */
export const BLIGHTED_END_BONUS = 1;
/** Garbage rows the Damnation field always holds; dug rows come back at once (readme §rDH). */
export const DAMNATION_GARBAGE_ROWS = 4;

export interface DamnationClear {
  /** The clear's attack before Damnation's rule (lines). */
  attack: number;
  /** The clear removes at least one garbage row. */
  digsGarbage: boolean;
  /** BLIGHTED is held before the clear. */
  blighted: boolean;
}

/**
 * Attack of one clear under Damnation, and whether BLIGHTED is held after it. Current: no attack (cancelling included)
 * unless the clear digs garbage or BLIGHTED is held; digging garbage grants BLIGHTED; a BLIGHTED clear does ×1.75, and
 * if it digs no garbage the buff ends with +1 (our reading of "×1.75 … buff消失并+1攻击": ×1.75 then +1; the readme is
 * ambiguous, CHANGES.md §5 question 5). The fractional attack is left unrounded: the text gives no rounding.
 * Seed: Damnation does not touch the attack (it only forbids cancelling): the attack as given, no BLIGHTED.
 */
export function damnationAttack(c: DamnationClear, version?: ClientVersion): { attack: number; blightedAfter: boolean } {
  const attack = finite('attack', c.attack, 0, MAX_EVENT_LINES);
  if (versionArg('version', version) === '2025-01') return { attack, blightedAfter: false };
  if (c.blighted && c.digsGarbage) return { attack: attack * BLIGHTED_MULTIPLIER, blightedAfter: true };
  if (c.blighted) return { attack: attack * BLIGHTED_MULTIPLIER + BLIGHTED_END_BONUS, blightedAfter: false };
  if (c.digsGarbage) return { attack, blightedAfter: true };
  return { attack: 0, blightedAfter: false };
}

/** Whether a Damnation player may cancel with this clear: never in the seed; now when it may attack (readme §rDH). */
export function damnationCanCancel(digsGarbage: boolean, blighted: boolean, version?: ClientVersion): boolean {
  return versionArg('version', version) === 'current' && (digsGarbage || blighted);
}

// ---- Bleeding Hearts (Duo+) backfire, zenith-current readme §r2P (commit 02ad324, 2025-02-14) ----

/** Backfire share of each attack (sent or cancelled): Zen mode's "unclear" 0.5× (readme §r2P); the seed's "attack/2". */
export const BLEEDING_HEARTS_BACKFIRE = 0.5;

/**
 * Lines that land at once on the partner (or on yourself once the partner is dead) when a Bleeding Hearts player sends
 * or cancels `attack` lines: half in both versions (seed: "攻击/2, rounding unknown"; current: Zen's 0.5× backfire).
 * Neither text gives the rounding, so the value is left unrounded. `target` says who gets it.
 * @source zenith-current readme (Bleeding Hearts, Duo+ backfire)
 */
export function bleedingHeartsBackfire(attack: number, partnerAlive: boolean, version?: ClientVersion): { lines: number; target: 'partner' | 'self' } {
  const a = finite('attack', attack, 0, MAX_EVENT_LINES);
  versionArg('version', version);
  return { lines: a * BLEEDING_HEARTS_BACKFIRE, target: partnerAlive ? 'partner' : 'self' };
}

// ---- Snowball (SB) and the event mods, zenith-current readme §SB, §rSB, §PN, §rPN ----

/** Snowball board: starts 4×4, +1 in width and height every 20 lines, up to 20×20 (readme §SB, commit ee45cdf). */
export const SNOWBALL_START_SIZE = 4;
export const SNOWBALL_LINES_PER_STEP = 20;
export const SNOWBALL_MAX_SIZE = 20;

/**
 * Width (= height) of the Snowball board after `linesCleared` lines; the seed text has no Snowball: null.
 * @source zenith-current readme (Snowball)
 */
export function snowballBoardSize(linesCleared: number, version?: ClientVersion): number | null {
  const n = whole('linesCleared', linesCleared, 0);
  if (versionArg('version', version) === '2025-01') return null;
  return Math.min(SNOWBALL_MAX_SIZE, SNOWBALL_START_SIZE + Math.floor(n / SNOWBALL_LINES_PER_STEP));
}

/** Permafrost (Snowball+): DAS and ARR forced to 0.3 frames, "treat as 0" (readme §rSB, commit c912a0a). */
export const PERMAFROST_DAS_ARR_FRAMES = 0.3;
/** Pentomino (PN): bag of 18 pentominoes (readme §PN, commit a25ab29). */
export const PENTOMINO_BAG_SIZE = 18;
/** Hexomino (rPN): unlocked by climbing this far with PN (readme §rPN). */
export const HEXOMINO_UNLOCK_ALTITUDE = 2500;
