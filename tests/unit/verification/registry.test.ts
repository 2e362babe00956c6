// Every registered source table agrees with its engine (or differs only for a known reason), and pages and registry match.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareSourceTable } from '~/lib/source-table';
import { CONTRADICTIONS, SOURCE_TABLES } from '~/verification/registry';

function mdxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? mdxFiles(full) : /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** content/docs/zenith/garbage-favor.mdx -> /zenith/garbage-favor/ */
function pagePath(file: string): string {
  const rel = file
    .replace(/^content\/docs\//, '')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
  return rel ? `/${rel}/` : '/';
}

const uses = mdxFiles('content/docs').flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?<!`)<SourceTable\s+id="([^"]+)"/g)].map((m) => ({ id: m[1], page: pagePath(file) })),
);

describe('source tables', () => {
  it('have unique ids', () => {
    const ids = SOURCE_TABLES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(SOURCE_TABLES.map((s) => [s.id, s] as const))('%s: every printed cell agrees or differs for a known reason', (_id, spec) => {
    const c = compareSourceTable(spec);
    const unexplained = c.rows.flatMap((r) =>
      r.cells.flatMap((cell, i) =>
        cell.status === 'unexplained' || cell.status === 'source-only' ? [`${r.label} / ${c.columns[i]}: source ${cell.printed}, engine ${cell.engine}`] : [],
      ),
    );
    expect(unexplained).toEqual([]);
    expect(c.staleKnown.map((k) => k.reason)).toEqual([]);
    // A table must agree with its engine somewhere: one whose every cell is "explained" checks nothing of the transcription.
    expect(c.counts.agree).toBeGreaterThan(0);
  });

  it('are each shown on the page they name, and pages only use registered tables', () => {
    for (const spec of SOURCE_TABLES) expect(uses).toContainEqual({ id: spec.id, page: spec.page });
    for (const use of uses) expect(SOURCE_TABLES.map((s) => s.id)).toContain(use.id);
  });
});

describe('contradictions', () => {
  const pages = new Set(mdxFiles('content/docs').map(pagePath));
  it('have unique ids, two readings or more, and point at an existing page', () => {
    const ids = CONTRADICTIONS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of CONTRADICTIONS) {
      expect(c.readings.length).toBeGreaterThanOrEqual(2);
      expect(c.modelled.length).toBeGreaterThan(0);
      expect(pages).toContain(c.page.split('#')[0]);
    }
  });
});
