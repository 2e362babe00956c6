// The source-tables index and the pages agree: every table shown on a page is in the index with the same counts, and no more.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';

const html = (path: string) => readFileSync(join('dist', path, 'index.html'), 'utf8');
const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];

/** Every SourceTable figure on every built page: id -> counts, read from its data attributes. */
function tablesOnPages(): Map<string, { page: string; agree: string; explained: string; unexplained: string }> {
  const found = new Map();
  // English pages only: the index checked here is the English one (Chinese pages show the same tables under /zh-cn/).
  for (const page of builtPages().filter((p) => !p.startsWith('/zh-cn/'))) {
    for (const m of html(page).matchAll(/<figure[^>]*data-source-table="[^"]*"[^>]*>/g)) {
      const tag = m[0];
      found.set(attr(tag, 'data-source-table'), {
        page,
        agree: attr(tag, 'data-agree'),
        explained: attr(tag, 'data-explained'),
        unexplained: attr(tag, 'data-unexplained'),
      });
    }
  }
  return found;
}

/** Every row of the index page: id -> counts, read from its cells. */
function indexRows(): Map<string, { agree: string; explained: string; unexplained: string; href: string }> {
  const rows = new Map();
  const page = html('/about/source-tables/');
  for (const m of page.matchAll(/<tr[^>]*data-index-row="([^"]+)"[^>]*>([\s\S]*?)<\/tr>/g)) {
    const cell = (name: string) => m[2].match(new RegExp(`data-${name}[^>]*>(\\d+)<`))?.[1];
    rows.set(m[1], { agree: cell('agree'), explained: cell('explained'), unexplained: cell('unexplained'), href: m[2].match(/href="([^"]+)"/)?.[1] });
  }
  return rows;
}

describe('source tables index', () => {
  const onPages = tablesOnPages();
  const index = indexRows();

  it('lists at least the tables that exist and no table twice', () => {
    expect(index.size).toBeGreaterThan(0);
    expect(index.size).toBe(new Set(index.keys()).size);
  });

  it('has every table shown on a page, with the same counts and a link to that page', () => {
    for (const [id, shown] of onPages) {
      const row = index.get(id);
      expect(row, `${id} is missing from the index`).toBeDefined();
      expect({ agree: row?.agree, explained: row?.explained, unexplained: row?.unexplained }).toEqual({
        agree: shown.agree,
        explained: shown.explained,
        unexplained: shown.unexplained,
      });
      expect(row?.href?.split('#')[0]).toBe(shown.page);
    }
  });

  it('lists no table that no page shows', () => {
    for (const id of index.keys()) expect(onPages.has(id), `${id} is in the index but on no page`).toBe(true);
  });

  it('shows totals equal to the sum of its rows and no unexplained difference', () => {
    const totals = html('/about/source-tables/').match(/<p[^>]*data-index-totals[^>]*>/)?.[0] ?? '';
    const sum = (k: 'agree' | 'explained' | 'unexplained') => [...index.values()].reduce((s, r) => s + Number(r[k]), 0);
    expect(Number(attr(totals, 'data-tables'))).toBe(index.size);
    expect(Number(attr(totals, 'data-agree'))).toBe(sum('agree'));
    expect(Number(attr(totals, 'data-explained'))).toBe(sum('explained'));
    expect(Number(attr(totals, 'data-unexplained'))).toBe(0);
  });
});

describe('contradictions index', () => {
  it('has one entry per contradiction, each linking to a page', () => {
    const page = html('/about/contradictions/');
    const total = Number(page.match(/data-contradiction-total="(\d+)"/)?.[1]);
    const entries = [...page.matchAll(/<aside[^>]*data-contradiction="([^"]+)"[^>]*>([\s\S]*?)<\/aside>/g)];
    expect(entries.length).toBe(total);
    for (const e of entries) expect(e[2]).toMatch(/href="\/[^"]+"/);
  });
});
