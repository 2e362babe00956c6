// Helpers for the sections' Chinese-edition tests: the text a message table shows in Chinese, and the Latin words in it
// that a Chinese page may not show (the site-wide allow list of tests/e2e/zh-allowed-latin.ts decides).
import type { Message, MessageTable } from '~/i18n/messages';
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
