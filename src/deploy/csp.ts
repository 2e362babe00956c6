// The site's Content-Security-Policy, made from the built pages (see csp-integration.ts): only the site's own scripts,
// styles, images, fonts and connections; the inline scripts and style elements that Astro and Starlight write into a
// page (the theme script, the island loader, scoped styles) are allowed one by one by their SHA-256 hash.
import { createHash } from 'node:crypto';

/** A page's inline code: the text of each <script> without src, and of each <style> element. */
export interface InlineCode {
  scripts: string[];
  styles: string[];
}

/** The inline scripts and style elements of an HTML page, as the browser hashes them (the raw text between the tags). */
export function inlineCode(html: string): InlineCode {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].filter((m) => !/\bsrc\s*=/i.test(m[1])).map((m) => m[2]);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]);
  return { scripts, styles };
}

/** The CSP source for a text: 'sha256-<base64 of its UTF-8 digest>'. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const sorted = (texts: string[]) => [...new Set(texts.map(hashSource))].sort();

/**
 * The policy for pages with the given inline code. `header` adds what only an HTTP header can carry (frame-ancestors).
 * - script-src: the site's own files, the hashed inline scripts, and 'wasm-unsafe-eval' for Pagefind's search index.
 * - style-src: the site's own files and the hashed style elements; style attributes (Starlight writes CSS custom
 *   properties such as style="--depth: 0") are allowed by style-src-attr: they cannot run code.
 * - worker-src blob:: a worker started from code the page holds; frame-src 'self': the site's own sandbox page.
 * - img-src data:: the icons in Starlight's CSS are data: SVG images.
 */
export function sitePolicy(code: InlineCode, { header = false } = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...sorted(code.scripts)],
    ['style-src', "'self'", ...sorted(code.styles)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'"],
    ['manifest-src', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
  ];
  if (header) directives.push(['frame-ancestors', "'self'"]);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The policy a page already carries in a <meta http-equiv="Content-Security-Policy"> (the sandbox page has its own). */
export function ownPolicy(html: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!/http-equiv\s*=\s*["']?content-security-policy["'\s>/]/i.test(tag)) continue;
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    return (content?.[1] ?? content?.[2] ?? '')
      .replace(/&#39;|&apos;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  }
  return null;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page with its policy as a <meta http-equiv> tag, placed right after <meta charset> (or first in <head>): a
 * meta policy covers only what comes after it, so it must precede every script and style.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const tag = `<meta http-equiv="content-security-policy" content="${escapeAttribute(policy)}">`;
  const charset = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(html);
  const head = /<head\b[^>]*>/i.exec(html);
  const at = charset ? charset.index + charset[0].length : head ? head.index + head[0].length : -1;
  if (at < 0) throw new Error('csp: the page has no <head>');
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/** A built page for the header file: its URL path ('/base/zenith/climb/', '/base/404.html') and its own policy if any. */
export interface BuiltPage {
  path: string;
  own: string | null;
}

/** The header form of a page's own policy: what the meta tag says, plus frame-ancestors if it names none. */
const ownHeaderPolicy = (own: string) => (/(^|;)\s*frame-ancestors\b/.test(own) ? own : `${own.replace(/;\s*$/, '')}; frame-ancestors 'self'`);

/** The URL paths that reach a page: '/a/' and '/a/index.html' for a folder page, the file itself otherwise. */
const pathsOf = (path: string) => (path.endsWith('/') ? [path, `${path}index.html`] : [path]);

/**
 * A `_headers` file (the format Netlify and Cloudflare Pages read): the site policy, as a header, for every page that
 * has no policy of its own, and each other page's own policy. Pages are grouped by their first folder under the base
 * (one `/base/zenith/*` rule) when every page in that folder takes the site policy; otherwise they are listed one by one,
 * so a page with its own policy (the sandbox) never also gets the site's.
 */
export function headersFile(base: string, pages: BuiltPage[], siteHeaderPolicy: string): string {
  const folderOf = (path: string) => {
    const rest = path.slice(base.length);
    const slash = rest.indexOf('/');
    return slash < 0 ? null : rest.slice(0, slash);
  };
  const mixed = new Set(pages.filter((p) => p.own !== null).map((p) => folderOf(p.path)));
  const rules = new Map<string, string>();
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    const folder = folderOf(page.path);
    if (page.own !== null) for (const path of pathsOf(page.path)) rules.set(path, ownHeaderPolicy(page.own));
    else if (folder !== null && folder !== '' && !mixed.has(folder)) {
      // The folder's own page as well as its splat, in case a host's splat needs at least one character.
      if (page.path === `${base}${folder}/`) rules.set(page.path, siteHeaderPolicy);
      rules.set(`${base}${folder}/*`, siteHeaderPolicy);
    } else for (const path of pathsOf(page.path)) rules.set(path, siteHeaderPolicy);
  }
  return [...rules].map(([path, policy]) => `${path}\n  Content-Security-Policy: ${policy}\n`).join('');
}
