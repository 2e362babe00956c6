// An Astro integration that, once the site is built, gives every page its Content-Security-Policy (csp.ts): a
// <meta http-equiv> in the page, and the same policy as a header in `_headers` for static hosts that read that file.
// A page that already carries a policy of its own (the bot sandbox) keeps it, and the header file gives it the same.
// Astro 7's own `security.csp` was not used: it hashes only the scripts and styles Astro bundles, not Starlight's
// `is:inline` scripts (the theme script), whose hashes would have to be typed into the config by hand.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headersFile, inlineCode, ownPolicy, sitePolicy, withMetaPolicy, type BuiltPage, type InlineCode } from './csp';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** The URL path of a built file: 'zenith/climb/index.html' under '/base/' is '/base/zenith/climb/'. */
export function urlPathOf(file: string, base: string): string {
  const rel = file.split(sep).join('/');
  return `${base}${rel.endsWith('index.html') ? rel.slice(0, -'index.html'.length) : rel}`;
}

/** Adds the meta policy to every page under `root`; returns the pages and the inline code of all of them together. */
async function protectPages(root: string, base: string): Promise<{ pages: BuiltPage[]; all: InlineCode }> {
  const pages: BuiltPage[] = [];
  const all: InlineCode = { scripts: [], styles: [] };
  for (const file of await htmlFiles(root)) {
    const html = await readFile(file, 'utf8');
    const own = ownPolicy(html);
    pages.push({ path: urlPathOf(relative(root, file), base), own });
    if (own !== null) continue;
    const code = inlineCode(html);
    all.scripts.push(...code.scripts);
    all.styles.push(...code.styles);
    await writeFile(file, withMetaPolicy(html, sitePolicy(code)));
  }
  return { pages, all };
}

export function contentSecurityPolicy(base: string) {
  return {
    name: 'stack-atlas-csp',
    hooks: {
      'astro:build:done': async ({ dir, logger }: { dir: URL; logger: { info(m: string): void } }) => {
        const root = fileURLToPath(dir);
        const { pages, all } = await protectPages(root, base);
        const headersPath = join(root, '_headers');
        const existing = await readFile(headersPath, 'utf8').catch(() => '');
        await writeFile(headersPath, `${existing}${headersFile(base, pages, sitePolicy(all, { header: true }))}`);
        logger.info(
          `Content-Security-Policy in ${pages.filter((p) => p.own === null).length} pages and _headers (${pages.filter((p) => p.own !== null).length} with their own)`,
        );
      },
    },
  };
}
