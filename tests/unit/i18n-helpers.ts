// Helpers for the sections' Chinese-edition tests: the text a message table shows in Chinese, and the Latin words in it.
import type { Message, MessageTable } from '~/i18n/messages';

/**
 * Latin a Chinese text may show besides piece letters and one-letter symbols (x, y, n, p, b, z...): the offsets dx and
 * dy, and the sources' own Latin terms (Block War: Package, BlockList, AI; Lost Space: id).
 */
const ALLOWED = new Set(['dx', 'dy', 'Package', 'BlockList', 'AI', 'id']);

/** The Latin words in a Chinese text that are not allowed there. */
export function latinWords(text: string): string[] {
  return [...text.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]).filter((w) => !ALLOWED.has(w));
}

/**
 * Every Chinese message as text: strings as they are, functions called with neutral arguments (the number 7 for each
 * parameter), so text written into the function itself is checked too.
 */
export function chineseMessageTexts(table: MessageTable<Record<string, Message>>): [string, string][] {
  return Object.entries(table['zh-cn']).map(([key, m]) => [key, typeof m === 'string' ? m : String(m(...Array.from({ length: m.length }, () => 7)))]);
}
