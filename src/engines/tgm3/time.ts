// Frame counts as the game's clock: 60 frames per second, shown m:ss:cc (seed 002 writes torikans as "2:28:00").

import { formatClock } from '~/lib/clock';
import { checkFrames } from './validate';

export const FPS = 60;
/** Alias of FPS under the name islands use: the game's clock runs at 60 frames per second. */
export const FRAMES_PER_SECOND = FPS;
/** Seconds in a minute and in an hour, for times written m:ss and h:mm:ss. */
export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 3600;
/** Milliseconds per frame (1000 / 60): for animations that step frame by frame. */
export const MS_PER_FRAME = 1000 / FPS;

/**
 * Seconds → frames, rounded to the nearest frame.
 * @source seed 002: the game runs at 60 frames per second
 */
export function framesFromSeconds(seconds: number): number {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0)
    throw new RangeError(`seconds must be a finite number of at least 0, not ${String(seconds)}.`);
  return checkFrames('seconds × FPS', Math.round(seconds * FPS));
}

/**
 * Minutes and seconds → frames.
 * @source seed 002: the game runs at 60 frames per second
 */
export function framesFromMinSec(minutes: number, seconds: number): number {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes < 0)
    throw new RangeError(`minutes must be a finite number of at least 0, not ${String(minutes)}.`);
  return framesFromSeconds(minutes * SECONDS_PER_MINUTE + seconds);
}

/**
 * Frames → "m:ss:cc" (centiseconds rounded), e.g. 8880 → "2:28:00": the site's one clock (src/i18n/format.ts formatClock).
 * @source seed 002 writes times as m:ss:cc (torikan 2:28:00)
 */
export function clock(frames: number): string {
  checkFrames('frames', frames);
  return formatClock('en', frames / FPS, { centiseconds: true, centiSeparator: ':' });
}

/**
 * Frames → seconds with two decimals, for prose.
 * @source seed 002: the game runs at 60 frames per second
 */
export function seconds(frames: number): string {
  checkFrames('frames', frames);
  return (frames / FPS).toFixed(2);
}
