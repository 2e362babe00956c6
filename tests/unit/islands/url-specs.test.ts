// The island URL-spec registry finds every island that keeps state in the URL.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_URL_SPECS } from '~/islands/url-specs';

describe('ISLAND_URL_SPECS', () => {
  it('lists every island file that calls useUrlState, with its parameters', () => {
    const withState = readdirSync('src/islands', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .flatMap((dir) =>
        readdirSync(join('src/islands', dir))
          .filter((f) => {
            if (!f.endsWith('.tsx')) return false;
            const text = readFileSync(join('src/islands', dir, f), 'utf8');
            // An island calls useUrlState itself, or through a hook file and re-exports that hook's SPECS.
            return text.includes('useUrlState(') || /export \{ SPECS \} from/.test(text);
          })
          .map((f) => `${dir}/${f.replace(/\.tsx$/, '')}`),
      );
    expect(withState.length).toBeGreaterThan(20);
    expect(Object.keys(ISLAND_URL_SPECS).sort()).toEqual(withState.sort());
    for (const specs of Object.values(ISLAND_URL_SPECS)) expect(Object.keys(specs).length).toBeGreaterThan(0);
  });
});
