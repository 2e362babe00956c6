// No built page names a source by its seed file name (readers see short citations linked to the Sources page), and no
// page shows a note meant for the code (a literal-ok reason).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

describe('built pages', () => {
  it('contain no seed file name, and every short citation link has its target on the Sources page', () => {
    const files = htmlFiles('dist');
    expect(files.length).toBeGreaterThan(40);
    const named = files.filter((f) => /\d{3}_[0-9a-f]{16}/.test(readFileSync(f, 'utf8')));
    expect(named).toEqual([]);
    // Source notes meant for maintainers (literal-ok reasons) stay in the code, never in a page.
    expect(files.filter((f) => readFileSync(f, 'utf8').includes('literal-ok'))).toEqual([]);
    const sources = readFileSync('dist/about/sources/index.html', 'utf8');
    const anchors = new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/href="\/about\/sources\/#([^"]+)"/g)].map((m) => m[1])));
    expect(anchors.size).toBeGreaterThan(3);
    for (const a of anchors) expect(sources, a).toContain(`id="${a}"`);
  });
});
