// Every built page, in light and dark: loads with no console error and no axe violation.
import { describe, expect, inject, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import { themedContext, watchPage, type Theme } from './browser';
import { builtPages } from './pages';
import { useBrowser } from './island';

const baseUrl = inject('baseUrl');
const pages = builtPages();
const browser = useBrowser();

describe.each(['light', 'dark'] as Theme[])('every page in the %s theme', (theme) => {
  it('finds the pages the site must have', () => {
    for (const path of ['/', '/zenith/', '/zenith/garbage-favor/', '/tgm3/', '/sand/', '/block-war/', '/lost-space/', '/about/', '/about/source-tables/', '/about/contradictions/', '/about/sources/', '/about/how-to-verify/']) {
      expect(pages).toContain(path);
    }
  });

  it.each(pages)(`%s loads cleanly`, async (path) => {
    const context = await themedContext(browser(), theme);
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    // Let islands hydrate (client:visible) by scrolling through the page once.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 30));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const violations = axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
    expect(violations).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(watch.dialogs).toEqual([]);
    await context.close();
  });
});
