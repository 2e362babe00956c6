// No Chinese page shows English interface text (issue 17). The every-page sweep (every-page-checks.ts) calls
// englishOnChinesePage on every /zh-cn/ page of the build at both widths, once its islands are hydrated and axe has run:
// it opens every disclosure, reads the main content's visible text and its aria-label, title, alt and placeholder
// attributes, and returns each Latin word outside tests/e2e/zh-allowed-latin.ts with where it was found. Code
// elements, URLs and elements marked lang="en" (English quoted on purpose, and data whose Chinese text is still
// pending) are not read. Pages whose translation is pending (tests/unit/i18n/pending.ts) are Starlight's English
// fallbacks and are not scanned.
import type { Page } from 'playwright-core';
import { disallowedLatin } from './zh-allowed-latin';
import { PENDING } from '../unit/i18n/pending';

/** "/zh-cn/zenith/climb/" -> "zenith/climb"; "/zh-cn/zenith/" -> "zenith/index"; "/zh-cn/" -> "index". */
function pageId(path: string): string {
  const bare = path.replace(/^\/zh-cn\/?/, '').replace(/\/$/, '');
  return bare === '' ? 'index' : bare;
}
const isPending = (path: string) => PENDING.includes(pageId(path)) || PENDING.includes(`${pageId(path)}/index`);

/** A built page the scan reads: a Chinese page whose translation has landed. */
export const isScannedChinesePage = (path: string) => path.startsWith('/zh-cn/') && !isPending(path);

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

/** The English words on a Chinese page (its html lang must be zh-CN), each as "where: words («text»)". */
export async function englishOnChinesePage(page: Page): Promise<string[]> {
  const lang = await page.getAttribute('html', 'lang');
  if (lang !== 'zh-CN') return [`html lang is ${lang}, not zh-CN`];
  // Collapsed text is still interface text: open every disclosure, then read.
  await page.evaluate(() => document.querySelectorAll('main details').forEach((d) => d.setAttribute('open', '')));
  return (await page.evaluate(readMain)).flatMap(({ where, text }) => {
    const words = disallowedLatin(text);
    return words.length ? [`${where}: ${words.join(' ')} («${text.slice(0, 80)}»)`] : [];
  });
}
