// Without JavaScript a calculator's controls show but cannot work: its state bar says so (a <noscript> note), and the
// note stays hidden when JavaScript runs.
import { describe, expect, inject, it } from 'vitest';
import { NO_SCRIPT_NOTE } from '~/islands/common/StateBar';
import { watchPage } from './browser';
import { builtPages } from './pages';
import { hydrateAll, useBrowser } from './island';
import { islandsOnPage } from './islands-on-page';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

// A calculator page: the first built page whose islands all keep URL state (so each renders a state bar).
const calculator = builtPages().find((p) => {
  const islands = islandsOnPage(p);
  return islands.length > 0 && islands.every((i) => Object.keys(i.specs).length > 0);
});

describe('calculators without JavaScript', () => {
  it('there is a calculator page to check', () => {
    expect(calculator).toBeDefined();
  });

  it('show the note where the controls are, once per state bar, when JavaScript is off', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}${calculator}`, { waitUntil: 'load' });
      const bars = page.locator('.atlas-statebar');
      expect(await bars.count()).toBe(islandsOnPage(calculator!).length);
      const notes = page.locator('.atlas-statebar .atlas-noscript');
      expect(await notes.count()).toBe(await bars.count());
      for (const note of await notes.all()) {
        await note.scrollIntoViewIfNeeded();
        expect(await note.isVisible()).toBe(true);
        expect(await note.textContent()).toBe(NO_SCRIPT_NOTE);
      }
    } finally {
      await context.close();
    }
  });

  it('hide the note when JavaScript runs, without errors from hydrating it', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = watchPage(page);
    try {
      await page.goto(`${baseUrl}${calculator}`, { waitUntil: 'load' });
      await hydrateAll(page);
      expect(await page.locator('.atlas-statebar').count()).toBeGreaterThan(0);
      expect(await page.getByText(NO_SCRIPT_NOTE).filter({ visible: true }).count()).toBe(0);
      expect(watch.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
