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
