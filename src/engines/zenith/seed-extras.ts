// Numbers the seed's reference code sets that no rule of its loop reads (issue 31 item 8): kept here so each has one
// home and a page can show it; the write-up says nothing more about them.
import { floorArg } from './validate';

/**
 * No Hold+ (Asceticism): the chance, per floor, that the 2-wide garbage hole changes side (seed 000 reference code
 * `RevNoHoldHoleSideChangeChance = [.1, .1, .15, .2, .25, .3, .35, .4, .45, .5, .55]`; the current client's code has
 * the same line). Indexed by floor like the code's other per-floor arrays (GravityBumps[floor], the garbage-phase array):
 * entry 0 is never read, floor 1 is 0.1 and floor 10 is 0.55.
 */
export const NOHOLD_REVERSED_SIDE_CHANGE = [0.1, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55] as const;

/**
 * The No Hold+ side-change chance on `floor` (1..10), 0..1.
 * @source seed 000 reference code (No Hold+ side change), which its loop never reads
 */
export function noHoldReversedSideChange(floor: number): number {
  return NOHOLD_REVERSED_SIDE_CHANGE[floorArg('floor', floor)];
}

/**
 * `glock` on reaching floor 1: the reference code's floor-change step sets `this.S.glock = 240` when the floor is 1
 * (seed 000 reference code; the same in the current client's code). 240 frames is 4 s at 60 frames a second. The
 * write-up does not say what glock does, and no rule on this site reads it.
 */
export const FIRST_FLOOR_GLOCK = 240;
