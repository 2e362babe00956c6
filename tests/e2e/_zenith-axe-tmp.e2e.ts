// Throwaway: axe (WCAG + best-practice) and sideways scroll on the Zenith pages at 390 and 1280 px.
import { describe, expect, inject, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import { useBrowser } from './island';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PAGES = ['', 'attack/', 'climb/', 'duo/', 'fatigue/', 'garbage-favor/', 'garbage-messiness/', 'garbage-phase/', 'hyperspeed/', 'mods/', 'reversed-mods/', 'targeting/'];

describe('zenith axe', () => {
  for (const width of [390, 1280]) for (const p of PAGES) {
    it(`${width} /zenith/${p}`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/zenith/${p}`, { waitUntil: 'networkidle' });
      for (const el of await page.locator('astro-island').all()) await el.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout: 10000 }).catch(() => {});
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const v = axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(' | ')}`);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      console.log(`AXE ${width} /zenith/${p} sideways=${sideways} ${JSON.stringify(v)}`);
      await context.close();
      expect(true).toBe(true);
    });
  }
});
