// Shared by the TGM3 islands: reads a comma list of seconds from a URL text value, clamping each entry and saying what changed.
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';

const MESSAGES = defineMessages({
  en: {
    notNumber: (entry: number, using: number) => `entry ${entry} is not a number; using ${using}`,
    clamped: (entry: number, to: number) => `entry ${entry} clamped to ${to}`,
    firstOnly: (count: number) => `only the first ${count} entries are used`,
  },
  'zh-cn': {
    notNumber: (entry: number, using: number) => `第 ${entry} 项不是数字，改用 ${using}`,
    clamped: (entry: number, to: number) => `第 ${entry} 项已限制为 ${to}`,
    firstOnly: (count: number) => `只使用前 ${count} 项`,
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
    return Math.round(x * 100) / 100;
  });
  if (parts.length > fallback.length) notes.push(m.firstOnly(fallback.length));
  return { values, notes };
}

/** Writes numbers back as a compact comma list. */
export function formatList(values: number[]): string {
  return values.map((v) => String(Math.round(v * 100) / 100)).join(',');
}
