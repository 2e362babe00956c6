// The site's one clock format (m:ss, m:ss.cc, or TGM's m:ss:cc), shared by the engines (which give English clocks) and
// the site (src/i18n/format.ts re-exports it for every locale). Import-free, so the engines stay standalone.

/** A BCP 47 tag the site uses: 'en' or 'zh-cn' (Intl reads the region case-insensitively). */
export type ClockLocale = 'en' | 'zh-cn';

/**
 * A clock time from seconds, rounded (or with `cut`, cut) to the shown unit: "m:ss", or with `centiseconds` "m:ss.cc"
 * (`centiSeparator` ':' gives TGM's own m:ss:cc timer). Minutes are grouped for the locale; seconds and hundredths keep two digits.
 */
export function formatClock(
  locale: ClockLocale,
  seconds: number,
  options: { centiseconds?: boolean; centiSeparator?: string; /** cut the last unit instead of rounding it */ cut?: boolean } = {},
): string {
  const perSecond = options.centiseconds ? 100 : 1; // literal-ok: hundredths of a second
  const units = options.cut ? Math.floor(seconds * perSecond + 1e-9) : Math.round(seconds * perSecond);
  const whole = Math.floor(units / perSecond);
  const two = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const minutes = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.floor(whole / 60)); // literal-ok: seconds per minute
  const clock = `${minutes}:${two.format(whole % 60)}`; // literal-ok: seconds per minute
  return options.centiseconds ? `${clock}${options.centiSeparator ?? '.'}${two.format(units % perSecond)}` : clock;
}
