// The site's base path (BASE_PATH at build time, see astro.config.mjs): every link to one of the site's own files goes
// through withBase, so the site works at https://host/ and at https://host/any/path/ alike.

/** A base path in the one form the site uses: '/' alone, or '/a/b/' with one slash at each end. */
export function normalizeBase(base: string | undefined): string {
  const inner = (base ?? '')
    .trim()
    .split('/')
    .filter((part) => part !== '')
    .join('/');
  return inner === '' ? '/' : `/${inner}/`;
}

/** True for a path from the site's root ('/zenith/'), false for 'https://…', '//host/…', '#x', '?a=1', 'x/y'. */
export function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/** The site's configured base path (Astro's BASE_URL), '/' when none. */
export const siteBase = (): string => normalizeBase(import.meta.env.BASE_URL);

/**
 * A path from the site's root, under the base path: withBase('/zenith/', '/stack-atlas/') is '/stack-atlas/zenith/'.
 * Anything that is not a site path (an external URL, a fragment, a relative path) comes back unchanged.
 */
export function withBase(path: string, base: string = siteBase()): string {
  if (!isSitePath(path)) return path;
  return `${normalizeBase(base)}${path.slice(1)}`;
}
