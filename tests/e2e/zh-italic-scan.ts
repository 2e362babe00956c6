// Chinese is never italic (issue 28). The every-page sweep (every-page-checks.ts) calls italicChineseOnPage on every
// scanned Chinese page at both widths, after its islands are hydrated: every visible text node and SVG text in the main
// content that holds a Chinese character must have an upright computed font style. Returns "where: «text»" per fault.
import type { Page } from 'playwright-core';

function readItalic(): string[] {
  const han = /[\u3400-\u9fff]/;
  const out: string[] = [];
  const root = document.querySelector('main');
  if (!root) return out;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = node.textContent ?? '';
    if (!el || !han.test(text)) continue;
    if (el instanceof HTMLElement && !el.checkVisibility({ visibilityProperty: true })) continue;
    const style = getComputedStyle(el).fontStyle;
    if (style !== 'normal') out.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} (${style}): «${text.trim().slice(0, 60)}»`);
  }
  return out;
}

export async function italicChineseOnPage(page: Page): Promise<string[]> {
  return page.evaluate(readItalic);
}
