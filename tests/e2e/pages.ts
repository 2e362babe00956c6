// Lists every page of the production build as a URL path, read from dist/ so new pages are tested without edits here.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export function builtPages(dist = 'dist'): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') walk(full);
      } else if (name === 'index.html') {
        const rel = relative(dist, dir).split('\\').join('/');
        out.push(rel ? `/${rel}/` : '/');
      }
    }
  };
  walk(dist);
  return out.sort();
}

/**
 * The built pages the page-by-page tests (the every-page sweep, hostile queries) visit: all of them, or only those
 * listed in the environment variable E2E_PAGES (comma-separated paths, e.g. E2E_PAGES=/,/zh-cn/sand/) for measuring or
 * re-running a few pages.
 */
export function pagesUnderTest(dist = 'dist'): string[] {
  const all = builtPages(dist);
  const only = process.env.E2E_PAGES?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!only?.length) return all;
  const unknown = only.filter((p) => !all.includes(p));
  if (unknown.length) throw new Error(`E2E_PAGES names pages the build does not have: ${unknown.join(', ')}`);
  return all.filter((p) => only.includes(p));
}
