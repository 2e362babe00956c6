// Rank skip ("surge") from any rank (issue 31): one frame's send on top of a rank and XP, then the loop's ticks frame by
// frame until no promotion is pending (RULINGS.md, Zenith: after a promotion the shown rank is R + xp/(4R), the next
// frame floors it; skipped ranks deduct no XP; CHANGES.md: "the cascade repeats each frame").
import { applyClimbEvent, climbTick, hyperspeedAllowedIn, hyperspeedRequirement, initialClimbState } from './climb';
import { FLOOR_STARTS } from './floors';
import type { Mod } from './mods';
import { finite, floorArg, modsArg, whole, MAX_EVENT_LINES, MAX_RANK } from './validate';
import { versionArg, type ClientVersion } from './versions';

/** Frames the cascade may take before the calculator stops: one promotion a frame, so at most the ranks there are. */
const MAX_CASCADE_FRAMES = 1000;

export interface SurgeInput {
  /** Whole rank before the send, 1 or more. */
  rank: number;
  /** XP in the bar, 0 up to the bar (4 × rank). */
  xp: number;
  /** Lines sent in the one frame. */
  lines: number;
  /** Floor, 1–10 (hyperspeed's requirement depends on it). */
  floor: number;
  mods?: readonly Mod[];
  version?: ClientVersion;
}

export interface SurgeFrame {
  frame: number;
  /** Whole rank at the start of the frame's tick, and the shown (fractional) rank after it. */
  rankBefore: number;
  shownRank: number;
  xp: number;
  /** This tick took the XP leak (no promotion protection at its start). */
  leaked: boolean;
  /** This tick promoted. */
  promoted: boolean;
}

export interface SurgeResult {
  /** XP after the send, before frame 0's tick. */
  xpAfterSend: number;
  frames: SurgeFrame[];
  /** Whole rank once the cascade is over. */
  finalRank: number;
  /** Hyperspeed: 'on' when the final rank meets the floor's requirement and the mods allow it, 'short' below it,
   * 'above-floor-5' when the floor has no requirement, 'not-allowed' with the mods and version. */
  hyperspeed: 'on' | 'short' | 'above-floor-5' | 'not-allowed';
  requirement: number | null;
}

/**
 * The cascade of one frame's send: the send (applyClimbEvent, awards before the tick), then loop ticks until a tick
 * neither promotes nor leaves a full bar. The start has no promotion protection (our choice: the last promotion was long
 * ago; the page says so), altitude at the floor's start.
 */
export function surgeCascade(i: SurgeInput): SurgeResult {
  const rank = whole('rank', i.rank, 1, MAX_RANK);
  const xp = finite('xp', i.xp, 0, 4 * rank);
  const lines = finite('lines', i.lines, 0, MAX_EVENT_LINES);
  const floor = floorArg('floor', i.floor);
  const mods = modsArg('mods', i.mods ?? []);
  const version = versionArg('version', i.version);
  const s = initialClimbState();
  Object.assign(s, { rank: rank + xp / (4 * rank), climbPts: xp, altitude: FLOOR_STARTS[floor - 1], floor });
  applyClimbEvent(s, { frame: 0, type: 'send', lines }, mods, version);
  const xpAfterSend = s.climbPts;
  const frames: SurgeFrame[] = [];
  for (let f = 0; f < MAX_CASCADE_FRAMES; f++) {
    const before = Math.floor(s.rank);
    const leaked = s.frame >= s.rankLockedUntil;
    climbTick(s, mods, version);
    const promoted = Math.floor(s.rank) > before;
    frames.push({ frame: f, rankBefore: before, shownRank: s.rank, xp: s.climbPts, leaked, promoted });
    if (!promoted && s.climbPts < 4 * Math.floor(s.rank)) break;
  }
  const finalRank = Math.floor(s.rank);
  const requirement = hyperspeedRequirement(floor);
  const hyperspeed = !hyperspeedAllowedIn(mods, version) ? 'not-allowed' : requirement === null ? 'above-floor-5' : finalRank >= requirement ? 'on' : 'short';
  return { xpAfterSend, frames, finalRank, hyperspeed, requirement };
}
