// No Chinese page shows English interface text (issue 17): on every /zh-cn/ page of the build, hydrate every island,
// open every disclosure, then read the main content's visible text and its aria-label, title, alt and placeholder
// attributes, and fail on any Latin word outside tests/e2e/zh-allowed-latin.ts. Code elements, URLs and elements
// marked lang="en" (English quoted on purpose, and data whose Chinese text is still pending) are not read. Pages whose
// translation is pending (tests/unit/i18n/pending.ts) are Starlight's English fallbacks and are skipped.
import { describe, expect, inject, it } from 'vitest';
import { themedContext, watchPage } from './browser';
import { builtPages } from './pages';
import { hydrateAll, useBrowser } from './island';
import { islandsOnPage } from './islands-on-page';
import { disallowedLatin } from './zh-allowed-latin';
import { PENDING } from '../unit/i18n/pending';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** "/zh-cn/zenith/climb/" -> "zenith/climb"; "/zh-cn/zenith/" -> "zenith/index"; "/zh-cn/" -> "index". */
function pageId(path: string): string {
  const bare = path.replace(/^\/zh-cn\/?/, '').replace(/\/$/, '');
  return bare === '' ? 'index' : bare;
}
const isPending = (path: string) => PENDING.includes(pageId(path)) || PENDING.includes(`${pageId(path)}/index`);

const ZH_PAGES = builtPages().filter((p) => p.startsWith('/zh-cn/') && !isPending(p));

/** Runs in the page: the visible text and labelling attributes of <main>, each with where it was found. */
function readMain(): { where: string; text: string }[] {
  const skip = 'code, pre, kbd, samp, script, style, noscript, [lang^="en"]';
  const main = document.querySelector('main');
  if (!main) return [{ where: 'page', text: 'no <main> element' }];
  const describe = (el: Element) => {
    const id = el.closest('[id]')?.id;
    return `${el.tagName.toLowerCase()}${id ? ` in #${id}` : ''}`;
  };
  const out: { where: string; text: string }[] = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!parent || !text || parent.closest(skip)) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    out.push({ where: describe(parent), text });
  }
  for (const el of main.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
    if (el.closest(skip)) continue;
    for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = el.getAttribute(attr);
      if (value) out.push({ where: `${describe(el)} [${attr}]`, text: value });
    }
  }
  return out;
}

describe('Chinese pages show no English', () => {
  it('finds the translated Chinese pages of the build', () => {
    expect(ZH_PAGES).toContain('/zh-cn/');
    expect(ZH_PAGES.length).toBeGreaterThanOrEqual(6);
  });

  it.each(ZH_PAGES)('%s', async (path) => {
    const context = await themedContext(browser(), 'light');
    const page = await context.newPage();
    const watch = watchPage(page);
    try {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
      expect(await hydrateAll(page)).toBe(islandsOnPage(path).length);
      // Collapsed text is still interface text: open every disclosure, then read.
      await page.evaluate(() => document.querySelectorAll('main details').forEach((d) => d.setAttribute('open', '')));
      const found = (await page.evaluate(readMain)).flatMap(({ where, text }) => {
        const words = disallowedLatin(text);
        return words.length ? [`${where}: ${words.join(' ')} («${text.slice(0, 80)}»)`] : [];
      });
      expect(found).toEqual([]);
      expect(watch.errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
