// Zenith split times for the Zenith islands: m:ss.cc with the hundredths cut (as the engine's `frameClock` and players
// write them), the numbers formatted for the page's locale through src/i18n/format.ts.
import { secondsOfFrame } from '~/engines/zenith';
import { formatClock } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';

/** A frame as a split time, m:ss.cc, for a locale: zenithClock('en', 3630) -> "1:00.50". */
export function zenithClock(locale: Locale | undefined, frame: number): string {
  return formatClock(locale ?? 'en', secondsOfFrame(frame), { centiseconds: true, cut: true });
}

/** Seconds as m:ss (cut to the second), for a locale. */
export function zenithMinutes(locale: Locale | undefined, seconds: number): string {
  return formatClock(locale ?? 'en', seconds, { cut: true });
}
