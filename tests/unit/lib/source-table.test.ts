// Tests for the source-table comparison: agreement at printed precision, explained and unexplained differences, stale notes.
import { describe, expect, it } from 'vitest';
import { agreesByPrintedDigits, compareSourceTable, formatCell, isClean, type SourceTableSpec } from '~/lib/source-table';

const base = (over: Partial<SourceTableSpec>): SourceTableSpec => ({
  id: 'test/t',
  ruleSet: 'zenith',
  title: 't',
  rowHeader: 'Row',
  source: { file: 'f', section: 's' },
  page: '/',
  printed: {
    columns: ['A', 'B'],
    rows: [
      { label: '1', cells: [1, '26.67'] },
      { label: '2', cells: [4, '8.00'] },
    ],
  },
  engine: () => ({
    columns: ['A', 'B'],
    rows: [
      { label: '1', cells: [1, 80 / 3] },
      { label: '2', cells: [4, 8] },
    ],
  }),
  known: [],
  ...over,
});

describe('agreesByPrintedDigits', () => {
  it('accepts the engine value when it rounds to the printed digits', () => {
    expect(agreesByPrintedDigits('26.67', 80 / 3)).toBe(true);
    expect(agreesByPrintedDigits('8.00', 8)).toBe(true);
    expect(agreesByPrintedDigits(0.17, 1 / 6)).toBe(true);
    expect(agreesByPrintedDigits(40, 40)).toBe(true);
  });
  it('rejects values that round differently', () => {
    expect(agreesByPrintedDigits('26.66', 80 / 3)).toBe(false);
    expect(agreesByPrintedDigits(0.16, 1 / 6)).toBe(false);
    expect(agreesByPrintedDigits(40, 41)).toBe(false);
    expect(agreesByPrintedDigits('Hotel', 'Casino')).toBe(false);
  });
});

describe('compareSourceTable', () => {
  it('counts agreeing cells and is clean when all agree', () => {
    const c = compareSourceTable(base({}));
    expect(c.counts.agree).toBe(4);
    expect(isClean(c)).toBe(true);
  });

  it('marks a difference with no known reason as unexplained', () => {
    const c = compareSourceTable(
      base({
        engine: () => ({
          columns: ['A', 'B'],
          rows: [
            { label: '1', cells: [2, 80 / 3] },
            { label: '2', cells: [4, 8] },
          ],
        }),
      }),
    );
    expect(c.rows[0].cells[0].status).toBe('unexplained');
    expect(c.counts.unexplained).toBe(1);
    expect(isClean(c)).toBe(false);
  });

  it('explains a difference covered by a known note, by row, column or whole column', () => {
    const engine = () => ({
      columns: ['A', 'B'],
      rows: [
        { label: '1', cells: [2, 80 / 3] },
        { label: '2', cells: [5, 8] },
      ],
    });
    const holds = (engine: unknown, row: (c: string) => unknown) => engine === Number(row('A')) + 1;
    const c = compareSourceTable(base({ engine, known: [{ column: 'A', reason: 'shifted', engineMust: { rule: 'one more than printed', holds } }] }));
    expect(c.rows.map((r) => r.cells[0].status)).toEqual(['explained', 'explained']);
    expect(c.rows[0].cells[0].reason).toBe('shifted');
    expect(isClean(c)).toBe(true);
  });

  it('explains a cell only when the engine prints what the known difference says', () => {
    const engine = () => ({
      columns: ['A', 'B'],
      rows: [
        { label: '1', cells: [2, 80 / 3] },
        { label: '2', cells: [7, 8] },
      ],
    });
    const c = compareSourceTable(base({ engine, known: [{ column: 'A', reason: 'shifted', engineMust: { value: 2 } }] }));
    expect(c.rows.map((r) => r.cells[0].status)).toEqual(['explained', 'unexplained']);
    expect(c.rows[1].cells[0].reason).toMatch(/does not hold/);
    expect(isClean(c)).toBe(false);
  });

  it('checks a swapped column against the printed cell of the same row', () => {
    const engine = () => ({
      columns: ['A', 'B'],
      rows: [
        { label: '1', cells: [80 / 3, 1] },
        { label: '2', cells: [8, 4] },
      ],
    });
    const swapped = compareSourceTable(
      base({
        engine,
        known: [
          { column: 'A', reason: 'swapped', engineMust: { printedColumn: 'B' } },
          { column: 'B', reason: 'swapped', engineMust: { printedColumn: 'A' } },
        ],
      }),
    );
    expect(swapped.counts.explained).toBe(4);
    const wrong = compareSourceTable(base({ engine, known: [{ column: 'A', reason: 'swapped', engineMust: { printedColumn: 'A' } }] }));
    expect(wrong.rows[0].cells[0].status).toBe('unexplained');
  });

  it('reports a known note that no longer matches any difference as stale', () => {
    const c = compareSourceTable(base({ known: [{ row: '1', column: 'A', reason: 'old', engineMust: { value: 1 } }] }));
    expect(c.staleKnown).toHaveLength(1);
    expect(isClean(c)).toBe(false);
  });

  it('flags printed rows the engine does not produce, and shows engine-only rows', () => {
    const engine = () => ({
      columns: ['A', 'B'],
      rows: [
        { label: '2', cells: [4, 8] },
        { label: '3', cells: [9, 9] },
      ],
    });
    const c = compareSourceTable(base({ engine }));
    expect(c.rows.map((r) => r.label)).toEqual(['1', '2', '3']);
    expect(c.counts['source-only']).toBe(2);
    expect(c.counts['engine-only']).toBe(2);
    expect(isClean(c)).toBe(false);
  });
});

describe('formatCell', () => {
  it('shows the engine value at the printed precision', () => {
    expect(formatCell(80 / 3, '26.67')).toBe('26.67');
    expect(formatCell(8, '8.00')).toBe('8.00');
    expect(formatCell(1 / 3)).toBe('0.333');
    expect(formatCell(null)).toBe('—');
  });
});
