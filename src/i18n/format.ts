// Numbers, percentages and durations formatted for a page's locale with Intl. Islands and components call these
// instead of toFixed/toLocaleString so a Chinese page shows Chinese-formatted numbers.

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

/** A fraction as a percentage with at most `digits` decimals: 0.125 -> "12.5%". */
export function formatPercent(locale: Locale, fraction: number, digits = 1): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(fraction);
}

/** A unit phrase for the locale, e.g. formatUnit('zh-cn', 3.5, 'minute') -> "3.5 分钟". */
export function formatUnit(locale: Locale, value: number, unit: 'second' | 'minute' | 'meter', digits = 1): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
}
