// Shared by the TGM3 islands: reads a comma list of seconds from a URL text value, clamping each entry and saying what changed.
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
const MESSAGES = defineMessages({
  en: {
    notNumber: (entry: number, using: number) => `entry ${nEn(entry)} is not a number; using ${nEn(using)}`,
    clamped: (entry: number, to: number) => `entry ${nEn(entry)} clamped to ${nEn(to)}`,
    firstOnly: (count: number) => `only the first ${nEn(count)} entries are used`,
  },
  'zh-cn': {
    notNumber: (entry: number, using: number) => `第 ${nZh(entry)} 项不是数字，改用 ${nZh(using)}`,
    clamped: (entry: number, to: number) => `第 ${nZh(entry)} 项已限制为 ${nZh(to)}`,
    firstOnly: (count: number) => `只使用前 ${nZh(count)} 项`,
  },
});

/** Parses "44,43.5,..." into `count` numbers in [min, max]; missing or bad entries take the default's value. */
export function parseSecondsList(text: string, fallback: number[], min: number, max: number, locale: Locale = 'en'): { values: number[]; notes: string[] } {
  const m = messagesFor(MESSAGES, locale);
  const parts = text.split(',');
  const notes: string[] = [];
  const values = fallback.map((d, i) => {
    const raw = parts[i];
    if (raw === undefined || raw.trim() === '') return d;
    const x = Number(raw);
    if (!Number.isFinite(x)) {
      notes.push(m.notNumber(i + 1, d));
      return d;
    }
    if (x < min || x > max) {
      const c = Math.min(max, Math.max(min, x));
      notes.push(m.clamped(i + 1, c));
      return c;
    }
    return Math.round(x * 100) / 100; // literal-ok: rounding to hundredths
  });
  if (parts.length > fallback.length) notes.push(m.firstOnly(fallback.length));
  return { values, notes };
}

/** Writes numbers back as a compact comma list. */
export function formatList(values: number[]): string {
  return values.map((v) => String(Math.round(v * 100) / 100)).join(','); // literal-ok: rounding to hundredths
}
