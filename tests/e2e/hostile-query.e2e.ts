// Every page survives a hostile query string: no error, no dialog, nothing from the URL turned into markup.
import { describe, expect, inject, it } from 'vitest';
import { themedContext, watchPage } from './browser';
import { builtPages } from './pages';
import { useBrowser } from './island';

const baseUrl = inject('baseUrl');
const MARK = 'atlasPwned';
const HOSTILE: [string, string][] = [
  ['favor', `<script>window.${MARK}=1;alert(1)</script>`],
  ['favor', 'NaN'],
  ['seed', '1e999999'],
  ['__proto__[polluted]', '1'],
  ['constructor', 'prototype'],
  ['x', `"><img src=x onerror="window.${MARK}=1;alert(2)">`],
  ['mods', 'expert,<b>bold</b>,__proto__'],
  ['level', '-99999999999999999999999'],
  ['favor', 'Infinity'],
];

function hostileQuery(): string {
  return `?${HOSTILE.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

const browser = useBrowser();

describe('hostile query strings', () => {
  it.each(builtPages())('%s shrugs them off', async (path) => {
    const context = await themedContext(browser(), 'light');
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${baseUrl}${path}${hostileQuery()}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(200);
    const state = await page.evaluate((mark) => {
      const w = window as unknown as Record<string, unknown>;
      return {
        marked: w[mark] !== undefined,
        polluted: ({} as Record<string, unknown>).polluted !== undefined,
        injectedImg: document.querySelectorAll('img[src="x"]').length,
        injectedBold: Array.from(document.querySelectorAll('b')).some((b) => b.textContent === 'bold'),
      };
    }, MARK);
    expect(state).toEqual({ marked: false, polluted: false, injectedImg: 0, injectedBold: false });
    expect(watch.dialogs).toEqual([]);
    expect(watch.errors).toEqual([]);
    await context.close();
  });
});
