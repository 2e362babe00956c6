// Internal links over the built site: every href to a page of ours leads to a built page, and every #anchor exists there.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { CONTRADICTIONS, SOURCE_TABLES } from '~/verification/registry';

const pages = builtPages();
const html = (path: string) => readFileSync(join('dist', path, 'index.html'), 'utf8');
const idsOf = (text: string) => new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

function resolves(target: string): string | null {
  const [withQuery, anchor] = target.split('#');
  // A link may carry a calculator's state (?dtSplit=…): the page is the path before the query.
  const rawPath = withQuery.split('?')[0];
  const path = rawPath.endsWith('/') ? rawPath : `${rawPath}/`;
  if (!pages.includes(path)) {
    if (existsSync(join('dist', rawPath))) return null; // a file such as /favicon.svg
    return `${target}: no such page`;
  }
  if (anchor && !idsOf(html(path)).has(decodeURIComponent(anchor))) return `${target}: no #${anchor} on ${path}`;
  return null;
}

describe('internal links', () => {
  it.each(pages)('%s links only to pages and anchors that exist', (page) => {
    const hrefs = [...html(page).matchAll(/<a\s[^>]*href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    const broken = hrefs
      .filter((h) => h.startsWith('/') || h.startsWith('#'))
      .map((h) => (h.startsWith('#') ? `${page}${h}` : h))
      .filter((h) => !h.startsWith('/_astro/') && !h.startsWith('/pagefind/'))
      .map(resolves)
      .filter((x): x is string => x !== null);
    expect(broken).toEqual([]);
  });

  it('every contradiction and source table points at a built page (and anchor)', () => {
    const broken = [...CONTRADICTIONS.map((c) => c.page), ...SOURCE_TABLES.map((s) => s.page)].map(resolves).filter(Boolean);
    expect(broken).toEqual([]);
  });

  it('every source table appears on its page', () => {
    for (const spec of SOURCE_TABLES) expect(html(spec.page)).toContain(`data-source-table="${spec.id}"`);
  });
});
