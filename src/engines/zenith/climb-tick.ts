// One frame of the seed's reference Loop (seed 000 code, Loop): leak, promotion or demotion, displayed rank, passive
// climb, bonus release, floor and timers, on a ClimbState. The plain form the fast run loop is checked against.
import { FLOOR_STARTS, floorAt } from './floors';
import { hasReversed, type Mod } from './mods';
import { finite, modsArg, rankArg } from './validate';
import { MAX_STREAK } from './cancel-streak';
import { versionArg, type ClientVersion } from './versions';
import { leakFactor, promotionProtectionFrames } from './climb-leak';
import { DUO_REVERSED_MAX_RANK, STREAK_IDLE_BUMP, STREAK_IDLE_FRAMES, duoReversedXpCap, type ClimbState } from './climb-state';

/** The mod tests the loop makes every frame, worked out once per run. */
export interface TickFlags {
  leakFactor: number;
  expertReversed: boolean;
  duoCap: boolean;
  /** The current client: the cancel streak grows while nothing lowers it. */
  current: boolean;
}
export function tickFlags(mods: readonly Mod[], version: ClientVersion = '2025-01'): TickFlags {
  return { leakFactor: leakFactor(mods), expertReversed: hasReversed(mods, 'expert'), duoCap: hasReversed(mods, 'duo'), current: version === 'current' };
}

/**
 * One frame of the reference Loop: leak, promote/demote, displayed rank, altitude, bonus release, floor, timers.
 * @source seed 000 code, the reference Loop
 */
export function climbTick(s: ClimbState, mods: readonly Mod[], version?: ClientVersion): void {
  modsArg('mods', mods);
  rankArg('rank', s.rank);
  finite('climbPts', s.climbPts);
  finite('altitude', s.altitude, 0);
  tick(s, tickFlags(mods, versionArg('version', version)), floorAt(s.altitude));
}

/**
 * One loop tick. `floor` is the floor of the altitude before the tick (the caller finds it: simulateClimb keeps a cursor,
 * since altitude never goes below the current floor's start). Returns whether XP leaked this frame.
 */
function tick(s: ClimbState, m: TickFlags, floor: number): boolean {
  const frame = s.frame;
  let rank = Math.floor(s.rank);
  const leaked = frame >= s.rankLockedUntil;
  if (leaked) s.climbPts -= (m.leakFactor * (rank * rank + rank)) / 3600;
  const nextRankXP = 4 * rank;
  const storedXP = 4 * (rank - 1);
  if (m.duoCap && rank > DUO_REVERSED_MAX_RANK) rank = DUO_REVERSED_MAX_RANK; // a state from elsewhere: RULINGS.md (Zenith) Duo+
  const capped = m.duoCap && rank >= DUO_REVERSED_MAX_RANK;
  if (s.climbPts < 0) {
    if (rank <= 1) s.climbPts = 0;
    else {
      s.climbPts += storedXP; // demotion: the bar of the rank below, full
      s.lastRankChangeWasPromote = false;
      rank--;
    }
  } else if (s.climbPts >= nextRankXP) {
    if (capped)
      s.climbPts = duoReversedXpCap(rank); // Duo+ at rank 4: no promotion (RULINGS.md, Zenith)
    else {
      s.climbPts -= nextRankXP;
      s.lastRankChangeWasPromote = true;
      s.rankLockedUntil = frame + promotionProtectionFrames(s.promotionFatigue);
      s.promotionFatigue++;
      rank++;
    }
  }
  // Promotion fatigue resets once XP reaches 2 × (rank − 1) right after a promotion (code; the prose says 50%).
  if (s.lastRankChangeWasPromote && s.climbPts >= 2 * (rank - 1)) s.promotionFatigue = 0;
  // Duo+: leftover XP may skip ranks up to 4 but never shows rank 5 (RULINGS.md, Zenith: Duo+ locks the rank at 4).
  if (m.duoCap) s.climbPts = Math.min(s.climbPts, duoReversedXpCap(rank));
  // Displayed rank; leftover XP above a bar shows as a rank skip next frame (RULINGS.md, Zenith).
  s.rank = rank + s.climbPts / (4 * rank);

  const o = s.altitude;
  if (m.expertReversed) s.altitude = Math.max(FLOOR_STARTS[floor - 1], o - (0.05 * (floor * floor + floor + 10)) / 60);
  else {
    // GetSpeedCap: the next floor's start is FLOOR_STARTS[floor] (Infinity above floor 10).
    const next = floor < FLOOR_STARTS.length ? FLOOR_STARTS[floor] : Infinity;
    const cap = Math.max(0, Math.min(1, (next - o) / 5 - 0.2));
    s.altitude += ((0.25 * rank) / 60) * cap;
  }

  if (s.bonusRemaining > 0) {
    if (s.bonusRemaining <= 0.05) {
      s.altitude += s.bonusRemaining;
      s.bonusRemaining = 0;
    } else {
      const delta = Math.min(10, 0.1 * s.bonusRemaining);
      s.altitude += delta;
      s.bonusRemaining -= delta;
    }
  }
  if (floor !== s.floor) s.lastFloorChange = frame;
  s.floor = floor;
  // Expert+ overtime: +0.5% receive per second after 60 s on one floor (seed 000 专家+; code .005/60 a frame).
  if (m.expertReversed && frame - s.lastFloorChange > 3600) s.overtimeReceive += 0.005 / 60;
  // Targeting factor +1 at 3, 5 and 7 minutes (seed 000 攻击对象).
  if (frame === 10800 || frame === 18000 || frame === 25200) s.targetingFactor++;
  // Current client: +5 to S for every 30 s without an action that lowers it (zenith-current readme §连续抵消 rule 11).
  if (m.current && frame > s.lastStreakDrop && (frame - s.lastStreakDrop) % STREAK_IDLE_FRAMES === 0)
    s.cancelStreak = Math.min(MAX_STREAK, s.cancelStreak + STREAK_IDLE_BUMP);
  s.frame = frame + 1;
  return leaked;
}
