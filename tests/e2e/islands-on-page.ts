// Which islands each built page carries, read from dist/ (the component-url of every <astro-island>), and their URL
// parameters from the islands' own SPECS, so no test types a parameter name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ParamSpecs } from '~/lib/url-state';
import { ISLAND_URL_SPECS } from '~/islands/url-specs';

export interface IslandOnPage {
  /** Position among the page's <astro-island> elements (top-level ones, in document order). */
  index: number;
  /** Component file name without hash, e.g. "ClimbSimulator". */
  component: string;
  /** Registry key, e.g. "zenith/ClimbSimulator", or undefined when the island keeps no URL state. */
  key?: string;
  specs: ParamSpecs;
}

/** The registry key for a component file name; throws when two islands share a name (the mapping would be ambiguous). */
function keyFor(component: string): string | undefined {
  const keys = Object.keys(ISLAND_URL_SPECS).filter((k) => k.split('/').pop() === component);
  if (keys.length > 1) throw new Error(`two islands are called ${component}: ${keys.join(', ')}`);
  return keys[0];
}

/** The islands of the built page at `path` (e.g. "/zenith/climb/"). */
export function islandsOnPage(path: string, dist = 'dist'): IslandOnPage[] {
  const html = readFileSync(join(dist, path, 'index.html'), 'utf8');
  const out: IslandOnPage[] = [];
  for (const tag of html.match(/<astro-island\b[^>]*>/g) ?? []) {
    const url = /component-url="([^"]+)"/.exec(tag)?.[1];
    if (!url) continue;
    const component = url.split('/').pop()!.split('.')[0];
    const key = keyFor(component);
    out.push({ index: out.length, component, key, specs: key ? ISLAND_URL_SPECS[key] : {} });
  }
  return out;
}
