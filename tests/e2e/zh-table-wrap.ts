// Table cells that break inside an expression (issue 28): at phone width a narrow column may wrap, but never inside a
// short formula ("3 + n"), a number with its unit ("3.75 m", "0 XP") or a run of such pieces joined by operators.
// Runs in the page: returns each table cell whose expression is drawn on more than one line, with the expression.
import type { Page } from 'playwright-core';

function readWrapped(): string[] {
  const EXPR = /[0-9A-Za-z(][0-9A-Za-z.,%)]*(?:\s?(?:[+\-−×÷/=·<>≤≥]|XP|m|s|ms|G|px)(?:\s?[0-9A-Za-z(][0-9A-Za-z.,%)]*)?)+/g;
  const out: string[] = [];
  for (const cell of document.querySelectorAll('main td, main th')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(EXPR)) {
        if (!/\s/.test(m[0].trim())) continue;
        const range = document.createRange();
        range.setStart(node, m.index ?? 0);
        range.setEnd(node, (m.index ?? 0) + m[0].trimEnd().length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) out.push(`«${m[0].trim()}» in «${(cell.textContent ?? '').trim().slice(0, 60)}»`);
      }
    }
  }
  return out;
}

export async function wrappedExpressions(page: Page): Promise<string[]> {
  return page.evaluate(readWrapped);
}
