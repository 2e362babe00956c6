// TGM3 times for the TGM3 islands: the game's own m:ss:cc timer (as the engine's `clock` writes it), with the numbers
// formatted for the page's locale through src/i18n/format.ts.
import { FPS } from '~/engines/tgm3';
import { formatClock } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';

/** Frames as the game's timer, m:ss:cc, for a locale: one minute of frames in English -> "1:00:00". */
export function tgm3Clock(locale: Locale | undefined, frames: number): string {
  if (!Number.isFinite(frames) || frames < 0) throw new RangeError(`frames must be a finite number >= 0, got ${frames}`);
  return formatClock(locale ?? 'en', frames / FPS, { centiseconds: true, centiSeparator: ':' });
}

/** Frames as m:ss (the timer without hundredths, rounded down as the engine's `clock` cut would), for axis ticks. */
export function tgm3Minutes(locale: Locale | undefined, frames: number): string {
  return tgm3Clock(locale, frames).replace(/:\d\d$/, '');
}
