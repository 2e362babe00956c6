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

/**
 * Runs in the page: the visible text and labelling attributes of the element `selector` names, each with where it was
 * found. Code, English quoted on purpose (lang="en") and whatever `extraSkip` names are not read.
 */
function readText({ selector, extraSkip }: { selector: string; extraSkip: string }): { where: string; text: string }[] {
  const skip = `code, pre, kbd, samp, script, style, noscript, [lang^="en"]${extraSkip ? `, ${extraSkip}` : ''}`;
  const root = document.querySelector(selector);
  if (!root) return [{ where: 'page', text: `no element ${selector}` }];
  const describe = (el: Element) => {
    const id = el.closest('[id]')?.id;
    return `${el.tagName.toLowerCase()}${id ? ` in #${id}` : ''}`;
  };
  const out: { where: string; text: string }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!parent || !text || parent.closest(skip)) continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    out.push({ where: describe(parent), text });
  }
  const attrs = ['aria-label', 'aria-valuetext', 'title', 'alt', 'placeholder'];
  for (const el of root.querySelectorAll(attrs.map((a) => `[${a}]`).join(', '))) {
    if (el.closest(skip)) continue;
    for (const attr of attrs) {
      const value = el.getAttribute(attr);
      if (value) out.push({ where: `${describe(el)} [${attr}]`, text: value });
    }
  }
  return out;
}

/**
 * The English words inside one element of a Chinese page (an island after it was driven, say), each as
 * "where: words («text»)". `skip` names parts not to read; words matching `ignore` are let through.
 */
export async function englishIn(page: Page, selector: string, o: { skip?: string; ignore?: RegExp } = {}): Promise<string[]> {
  return (await page.evaluate(readText, { selector, extraSkip: o.skip ?? '' })).flatMap(({ where, text }) => {
    const words = disallowedLatin(text).filter((w) => !o.ignore?.test(w));
    return words.length ? [`${where}: ${words.join(' ')} («${text.slice(0, 80)}»)`] : [];
  });
}

/** The English words on a Chinese page (its html lang must be zh-CN), each as "where: words («text»)". */
export async function englishOnChinesePage(page: Page): Promise<string[]> {
  const lang = await page.getAttribute('html', 'lang');
  if (lang !== 'zh-CN') return [`html lang is ${lang}, not zh-CN`];
  // Collapsed text is still interface text: open every disclosure, then read.
  await page.evaluate(() => document.querySelectorAll('main details').forEach((d) => d.setAttribute('open', '')));
  return englishIn(page, 'main');
}
