// A tiny static file server over the production build (dist/), so browser tests see exactly what would be deployed.
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.pf_meta': 'application/octet-stream',
};

async function fileFor(root: string, urlPath: string): Promise<string | null> {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const full = join(root, clean);
  if (!full.startsWith(root)) return null;
  try {
    const s = await stat(full);
    if (s.isDirectory()) {
      const index = join(full, 'index.html');
      await stat(index);
      return index;
    }
    return full;
  } catch {
    return null;
  }
}

/**
 * Serves `dir` on a free loopback port; resolves to the server and its base URL. With a `base` path ('/stack-atlas/'),
 * `dir` is served under it, as a host serving the site under a base path would, and anything outside it is a 404.
 * `headersFor` adds response headers per URL path (the smoke test sends the policy of dist/_headers, as a host would).
 * `extra` serves files from outside `dir` at fixed URL paths (the tests' own scripts, such as axe-core), cacheable.
 */
export async function serveStatic(
  dir: string,
  base = '/',
  headersFor: (path: string) => Record<string, string> = () => ({}),
  extra: Record<string, string> = {},
): Promise<{ server: Server; url: string }> {
  const root = resolve(dir);
  // Astro's bundles (_astro/) have their content's hash in their names, so they are served as cacheable for a year, as a
  // host serving a build would: a tab that loads page after page (the sweep, hostile queries, the island files' shared
  // tabs) takes them from its cache, with the code V8 already compiled, instead of fetching and compiling them again
  // on every page. Everything else (pages, search index, the sandbox and Pyodide) is fetched anew each time.
  const hashed = join(root, '_astro') + sep;
  // Hostile-query tests send long URLs (400-item lists in every parameter): allow request heads up to 1 MiB.
  const server = createServer({ maxHeaderSize: 1 << 20 }, async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const own = Object.hasOwn(extra, path) ? extra[path] : undefined;
    const file = own ?? (path.startsWith(base) ? await fileFor(root, path.slice(base.length - 1)) : null);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(await readFile(join(root, '404.html')).catch(() => 'not found'));
      return;
    }
    const cache = own !== undefined || file.startsWith(hashed) ? { 'cache-control': 'public, max-age=31536000, immutable' } : {};
    res.writeHead(200, { ...headersFor(path), ...cache, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(await readFile(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, url: `http://127.0.0.1:${address.port}` };
}
