// The verification index summary: counts per table add up, and a hand-made table is counted as a person would count it.
import { describe, expect, it } from 'vitest';
import type { SourceTableSpec } from '~/lib/source-table';
import { SOURCE_TABLES } from '~/verification/registry';
import { summarizeTables, tableAnchor } from '~/verification/summary';

const handMade: SourceTableSpec = {
  id: 'test/hand',
  ruleSet: 'tgm3',
  title: 'hand',
  rowHeader: 'r',
  source: { file: 'f', section: 's' },
  page: '/tgm3/',
  // 3 rows × 2 columns, one printed blank: 5 printed cells.
  printed: {
    columns: ['a', 'b'],
    rows: [
      { label: 'x', cells: [1, 2] },
      { label: 'y', cells: [3, null] },
      { label: 'z', cells: [5, 6] },
    ],
  },
  // y/a differs (known), z/b differs (unknown); the rest agree.
  engine: () => ({
    columns: ['a', 'b'],
    rows: [
      { label: 'x', cells: [1, 2] },
      { label: 'y', cells: [4, 9] },
      { label: 'z', cells: [5, 7] },
    ],
  }),
  known: [{ row: 'y', column: 'a', reason: 'shifted', engineMust: { value: 4 } }],
};

describe('summarizeTables', () => {
  it('counts a hand-made table: 3 agree, 1 explained, 1 unexplained, size 3 × 2', () => {
    const { rows, totals } = summarizeTables([handMade]);
    expect(rows[0]).toMatchObject({ rows: 3, columns: 2, agree: 3, explained: 1, unexplained: 1, clean: false });
    expect(totals).toEqual({ tables: 1, cells: 5, agree: 3, explained: 1, unexplained: 1 });
  });

  it('has one row per registered table, and totals that are the sums of the rows', () => {
    const { rows, totals } = summarizeTables(SOURCE_TABLES);
    expect(rows.map((r) => r.id).sort()).toEqual(SOURCE_TABLES.map((s) => s.id).sort());
    expect(totals.tables).toBe(SOURCE_TABLES.length);
    expect(totals.agree).toBe(rows.reduce((s, r) => s + r.agree, 0));
    expect(totals.cells).toBe(rows.reduce((s, r) => s + r.agree + r.explained + r.unexplained, 0));
  });

  it('counts every printed cell that is not blank exactly once', () => {
    for (const spec of SOURCE_TABLES) {
      const printedCells = spec.printed.rows.reduce((s, r) => s + r.cells.filter((c) => c !== null).length, 0);
      const row = summarizeTables([spec]).rows[0];
      expect(row.agree + row.explained + row.unexplained).toBe(printedCells);
    }
  });

  it('makes anchors that are safe ids', () => {
    expect(tableAnchor('block-war/scoring table')).toBe('table-block-war-scoring-table');
  });
});
