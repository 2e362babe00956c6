// Every parameter a mod set changes, per floor (seed 000 Mod, Mod+ sections and the reference loop), for the mod explorer.
import { DUO_REVERSED_MAX_RANK, leakFactor, rankMultiplier } from './climb';
import { baseReceiveMultiplier, cancelMultiplier, hasGarbageProtection } from './fatigue';
import { garbagePhaseFrames, messiness, targetingGraceSeconds } from './garbage';
import { garbageFavor } from './garbage-favor';
import { hasMod, hasReversed, type Mod } from './mods';
import { floorArg } from './validate';
import { FPS } from './frames';
import { versionArg, type ClientVersion } from './versions';
import { FREEFALL_GRAVITY } from './gravity';

/** Gravity added on entering each floor with Gravity (seed 000 code GravityBumps, index = floor). */
export const GRAVITY_BUMPS = [0, 0.48, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3, 0.3] as const;
/** Lock delay (frames) per floor with Gravity (seed 000 重力 list; code GravLockDelay). */
export const GRAVITY_LOCK_DELAY = [30, 29, 28, 27, 26, 24, 22, 20, 18, 16] as const;
/** Lock delay (frames) per floor with Freefall / Gravity+ (seed 000 重力+ list; code GravRevLockDelay). */
export const GRAVITY_REVERSED_LOCK_DELAY = [24, 22, 20, 18, 16, 15, 14, 13, 12, 11] as const;

export interface ModParameters {
  favor: number;
  messinessInner: number;
  messinessChange: number;
  /** Garbage wait, frames (two phases). */
  garbageWaitFrames: number;
  graceReleaseSeconds: number;
  leakFactor: number;
  /** Gravity (G) after reaching this floor, or null when the game's default applies. */
  gravity: number | null;
  lockDelayFrames: number | null;
  receiveMultiplier: number;
  cancelMultiplier: number;
  /** Metres per KO at rank 1 (× rank for higher ranks). */
  killMetresRank1: number;
  passiveClimb: boolean;
  clearXP: boolean;
  hold: boolean;
  garbageProtection: boolean;
  /** Duo+ caps the rank. */
  maxRank: number | null;
}

/**
 * The parameters for a floor and mod set. Gravity is the sum of the loop's bumps (seed 000 code: "g +=" on each new
 * floor; the game's starting gravity is not in the seed, so it is shown as the added amount); Freefall is 20G.
 */
export function modParameters(floor: number, mods: readonly Mod[]): ModParameters {
  const f = floorArg('floor', floor);
  const m = messiness(f, mods);
  let gravity: number | null = null;
  let lock: number | null = null;
  if (mods.includes('gravity')) {
    gravity = GRAVITY_BUMPS.slice(1, f + 1).reduce((a: number, b: number) => a + b, 0);
    lock = GRAVITY_LOCK_DELAY[f - 1];
  } else if (hasReversed(mods, 'gravity')) {
    gravity = FREEFALL_GRAVITY;
    lock = GRAVITY_REVERSED_LOCK_DELAY[f - 1];
  }
  return {
    favor: garbageFavor(f, mods),
    messinessInner: m.inner,
    messinessChange: m.change,
    garbageWaitFrames: 2 * garbagePhaseFrames(f, mods),
    graceReleaseSeconds: targetingGraceSeconds(f, mods),
    leakFactor: leakFactor(mods),
    gravity,
    lockDelayFrames: lock,
    receiveMultiplier: baseReceiveMultiplier(mods),
    cancelMultiplier: cancelMultiplier(mods),
    killMetresRank1: rankMultiplier(1) * (hasReversed(mods, 'expert') ? 8 : 15),
    passiveClimb: !hasReversed(mods, 'expert'),
    clearXP: !hasMod(mods, 'expert'),
    hold: !hasMod(mods, 'nohold'),
    garbageProtection: hasGarbageProtection(mods),
    maxRank: hasReversed(mods, 'duo') ? DUO_REVERSED_MAX_RANK : null, // RULINGS.md (Zenith): Duo+ locks the rank at 4
  };
}

/** Loaded Dice (Messy+) line-clear delay in seconds: 1.15 in the seed, 70 frames now (readme §rMS, commit a93cd46, 2025-11-14). */
export const MESSY_REVERSED_CLEAR_DELAY_FRAMES = 70;
/** @source seed 000 Mod+, 混乱+ (Loaded Dice) */
export function messyReversedClearDelaySeconds(version?: ClientVersion): number {
  return versionArg('version', version) === 'current' ? MESSY_REVERSED_CLEAR_DELAY_FRAMES / FPS : 1.15;
}
