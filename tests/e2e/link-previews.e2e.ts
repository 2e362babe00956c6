// Link previews (issue 13, item 13): every built page has an Open Graph title, description and image, a twitter:card,
// and its og:image is a PNG of the right size that exists in dist/. Reads the build output; needs no browser.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { builtPages } from './pages';

const DIST = 'dist';
const pages = builtPages(DIST);
const htmlOf = (page: string) => readFileSync(join(DIST, page, 'index.html'), 'utf8');
const pagesWith404 = [...pages.map((p) => ({ page: p, html: htmlOf(p) })), { page: '/404.html', html: readFileSync(join(DIST, '404.html'), 'utf8') }];

/** The content of <meta property|name="key" content="…">, decoded, or undefined. */
function meta(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    const attrs = Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (attrs.property === key || attrs.name === key)
      return attrs.content
        ?.replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
  }
  return undefined;
}

describe('link previews', () => {
  it('the build has pages', () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  it('every page has og:title, og:description, og:image and twitter:card', () => {
    const missing = pagesWith404.flatMap(({ page, html }) =>
      ['og:title', 'og:description', 'og:image', 'twitter:card'].filter((k) => !meta(html, k)?.trim()).map((k) => `${page}: ${k}`),
    );
    expect(missing).toEqual([]);
  });

  it('og:title is the page title and twitter:card asks for the large image', () => {
    for (const { page, html } of pagesWith404) {
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title.replace(/&amp;/g, '&'), page).toContain(meta(html, 'og:title'));
      expect(meta(html, 'twitter:card'), page).toBe('summary_large_image');
    }
  });

  it('every og:image is a different 1200 x 630 PNG that exists in dist/', async () => {
    const seen = new Map<string, string>();
    for (const { page, html } of pagesWith404) {
      const url = new URL(meta(html, 'og:image')!);
      const file = join(DIST, decodeURIComponent(url.pathname));
      expect(existsSync(file), `${page}: ${url.pathname} is not in dist/`).toBe(true);
      const info = await sharp(file).metadata();
      expect([info.format, info.width, info.height], page).toEqual(['png', Number(meta(html, 'og:image:width')), Number(meta(html, 'og:image:height'))]);
      expect(seen.get(url.pathname), `${page} shares its image with another page`).toBeUndefined();
      seen.set(url.pathname, page);
    }
  });
});
