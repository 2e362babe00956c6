// Helpers for the sections' Chinese-edition tests: the text a message table shows in Chinese, and the Latin words in it
// that a Chinese page may not show (the site-wide allow list of tests/e2e/zh-allowed-latin.ts decides), and the checks
// of a rule set's Chinese verification text.
import { describe, expect, it } from 'vitest';
import type { Message, MessageTable } from '~/i18n/messages';
import type { VerificationZh } from '~/i18n/verification';
import type { Contradiction } from '~/lib/contradictions';
import { compareSourceTable, type SourceTableSpec } from '~/lib/source-table';
import { disallowedLatin } from '../e2e/zh-allowed-latin';

/** The Latin words in a Chinese text that are not allowed there. */
export const latinWords = (text: string): string[] => disallowedLatin(text);

/**
 * Every Chinese message as text: strings as they are, functions called with neutral arguments (the number 7 for each
 * parameter), so text written into the function itself is checked too.
 */
export function chineseMessageTexts(table: MessageTable<Record<string, Message>>): [string, string][] {
  return Object.entries(table['zh-cn']).map(([key, m]) => [key, typeof m === 'string' ? m : String(m(...Array.from({ length: m.length }, () => 7)))]);
}

/**
 * The checks every rule set's Chinese verification text must pass: one Chinese entry per contradiction with one reading
 * per English reading, no orphaned entry, no English words in it; Chinese text for every source table's title, column,
 * row label and known reason. `reasonText` also scans the reasons' Chinese text for English words.
 */
export function describeChineseVerification(
  name: string,
  o: { contradictions: readonly Contradiction[]; tables: readonly SourceTableSpec[]; zh: VerificationZh; reasonText: boolean },
): void {
  describe(`${name} verification notes in Chinese`, () => {
    const zh = o.zh.contradictions ?? {};
    it('every contradiction has Chinese text with one reading per English reading, and no Chinese entry is orphaned', () => {
      for (const c of o.contradictions) {
        expect(zh[c.id], c.id).toBeDefined();
        expect(zh[c.id].readings.length, c.id).toBe(c.readings.length);
      }
      expect(Object.keys(zh).sort()).toEqual(o.contradictions.map((c) => c.id).sort());
    });
    it('the Chinese contradiction text has no English words (file names aside)', () => {
      for (const [id, c] of Object.entries(zh)) {
        const texts = [c.title, c.modelled, c.source?.replace(/^\S+\.txt/, '') ?? '', ...c.readings.flatMap((r) => [r.who, r.says])];
        for (const t of texts) expect(latinWords(t), `${id}: ${t}`).toEqual([]);
      }
    });
    it('every source table has Chinese text for its title, every column, row label and known reason', () => {
      const tables = o.zh.tables ?? {};
      expect(Object.keys(tables).sort()).toEqual(o.tables.map((t) => t.id).sort());
      for (const spec of o.tables) {
        const t = tables[spec.id];
        const cmp = compareSourceTable(spec);
        for (const label of [...cmp.columns, ...cmp.rows.map((r) => r.label)]) expect(t.labels?.[label], `${spec.id}: ${label}`).toBeDefined();
        for (const k of spec.known) expect(t.reasons?.[k.reason], `${spec.id}: ${k.reason}`).toBeDefined();
        const reasons = o.reasonText ? Object.values(t.reasons ?? {}) : [];
        for (const text of [t.title, t.rowHeader, t.section ?? '', ...Object.values(t.labels ?? {}), ...reasons]) expect(latinWords(text), text).toEqual([]);
      }
    });
  });
}
