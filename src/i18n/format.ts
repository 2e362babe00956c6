// Numbers, percentages, unit phrases and clock times formatted for a page's locale with Intl. Every number an island
// or a site component shows a reader goes through these (not toFixed/toLocaleString/template strings), so numbers of
// 1,000 or more are grouped and decimals follow the locale; tests/unit/meta/number-format.test.ts flags the
// exceptions that lack a `format-ok:` comment, and tests/unit/i18n/island-numbers.test.tsx renders every island.
// Left raw on purpose: inputs' `value` attributes (an <input type=number> needs a plain number), identifiers and codes
// (seeds, player ids, URL parameters, replay JSON, section and level ranges such as 1000-1099),
// and SVG coordinates.

import { LANG_TAG, type Locale } from './locales';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANG_TAG[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A number with at most `digits` decimals (no trailing zeros), grouped for the locale. */
export function formatNumber(locale: Locale, value: number, digits = 0): string {
  return numberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** A fraction as a percentage with at most `digits` decimals: 0.125 -> "12.5%"; `minDigits` keeps trailing zeros
 * (formatPercent('en', 0.12, 1, 1) -> "12.0%"). */
export function formatPercent(locale: Locale, fraction: number, digits = 1, minDigits = 0): string {
  return numberFormat(locale, { style: 'percent', minimumFractionDigits: Math.min(minDigits, digits), maximumFractionDigits: digits }).format(fraction);
}

/** A unit phrase for the locale, e.g. formatUnit('zh-cn', 3.5, 'minute') -> "3.5 分钟". */
export function formatUnit(locale: Locale, value: number, unit: 'second' | 'minute' | 'meter', digits = 1): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
}

/** A number with exactly `digits` decimals (trailing zeros kept), grouped for the locale: (1.5, 2) -> "1.50". */
export function formatFixed(locale: Locale, value: number, digits: number): string {
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/**
 * `formatNumber` bound to a locale, for islands that print many numbers: `const n = numberFormatter(locale); n(1234)`.
 * `defaultDigits` is the most decimals shown when a call gives none; message tables use `MESSAGE_DIGITS`, which keeps
 * every decimal a caller already rounded to (1.25 stays 1.25) while grouping thousands.
 */
export function numberFormatter(locale: Locale | undefined, defaultDigits = 0): (value: number, digits?: number) => string {
  const l = locale ?? 'en';
  return (value, digits = defaultDigits) => formatNumber(l, value, digits);
}

/** Decimals kept by message tables' number formatters: enough for any value a caller rounded, none of float noise. */
export const MESSAGE_DIGITS = 10;

/**
 * A clock time from seconds, rounded (or with `cut`, cut) to the shown unit: "m:ss", or with `centiseconds` "m:ss.cc"
 * (`centiSeparator` ':' gives TGM's own m:ss:cc timer). Minutes are grouped for the locale; seconds and hundredths keep two digits.
 */
export function formatClock(
  locale: Locale,
  seconds: number,
  options: { centiseconds?: boolean; centiSeparator?: string; /** cut the last unit instead of rounding it */ cut?: boolean } = {},
): string {
  const perSecond = options.centiseconds ? 100 : 1; // literal-ok: hundredths of a second
  const units = options.cut ? Math.floor(seconds * perSecond + 1e-9) : Math.round(seconds * perSecond);
  const whole = Math.floor(units / perSecond);
  const two = numberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const clock = `${formatNumber(locale, Math.floor(whole / 60))}:${two.format(whole % 60)}`; // literal-ok: seconds per minute
  return options.centiseconds ? `${clock}${options.centiSeparator ?? '.'}${two.format(units % perSecond)}` : clock;
}

/**
 * Keeps short formulas and numbers with units on one line (issue 28): every space that stands between two pieces of a
 * formula (digits, Latin letters, brackets, operators such as + − × ÷ / = ·) becomes a no-break space, so a narrow
 * table cell wraps between words, never inside "3 + n" or "0.05 × (S − 8)". Spaces next to Chinese are left alone.
 */
export function keepFormulasTogether(text: string): string {
  return text.replace(/(?<=[0-9A-Za-z)%.+\-−×÷/=·<>≤≥]) (?=[0-9A-Za-z(+\-−×÷/=·<>≤≥])/g, '\u00a0');
}
