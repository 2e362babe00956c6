// Source table: the chain example of seed 004 §9.3, against the engine's formulas.
import { baseScore, chainScore } from '~/engines/sand';
import type { EngineMust, SourceTableSpec } from '~/lib/source-table';

// The scoring datum of §9.1 ("1056 cells for 373 points") is a single printed cell that no engine value can agree with; it
// is not a table. /sand/scoring/ states it with the engine's numbers beside it, and the contradiction sand/score-datum.

const EXAMPLE: [string, number, number, number, number][] = [
  ['1st clear', 100, 100, 1, 100],
  ['2nd (chain)', 50, 50, 2, 100],
  ['3rd (chain)', 30, 30, 3, 90],
];
const COLUMNS = ['Cells', 'Base points', 'Multiplier', 'Points'];
const REASON =
  'The example gives 1 point per cell, which neither formula of §9.2 does; RULINGS.md: the engine uses floor(10 × √N) × chain index.';

/** Claims computed from the printed row with the formula of §9.2 (written out here, not taken from the engine). */
const sqrtOfPrintedCells: EngineMust = {
  rule: 'floor(10 × √cells), cells as printed in the same row',
  holds: (e, row) => typeof row('Cells') === 'number' && e === Math.floor(10 * Math.sqrt(row('Cells') as number)),
};
const sqrtTimesPrintedMultiplier: EngineMust = {
  rule: 'floor(10 × √cells) × multiplier, both as printed in the same row',
  holds: (e, row) => e === Math.floor(10 * Math.sqrt(row('Cells') as number)) * (row('Multiplier') as number),
};

export const sandChainExample: SourceTableSpec = {
  id: 'sand/chain-example',
  ruleSet: 'sand',
  title: 'The chain example',
  rowHeader: 'Step',
  source: { file: '004_ec98a6b5fccdea83.txt', section: '9.3 连锁加成 (示例)' },
  page: '/sand/scoring/',
  printed: {
    columns: COLUMNS,
    rows: [...EXAMPLE.map(([label, ...cells]) => ({ label, cells })), { label: 'Total', cells: [null, null, null, 290] }],
  },
  engine: () => {
    const rows = EXAMPLE.map(([label, cells, , k]) => ({ label, cells: [cells, baseScore(cells), k, chainScore(cells, k)] }));
    const total = rows.reduce((s, r) => s + (r.cells[3] as number), 0);
    return { columns: COLUMNS, rows: [...rows, { label: 'Total', cells: [null, null, null, total] }] };
  },
  known: [
    { row: '2nd (chain)', column: 'Base points', reason: REASON, engineMust: sqrtOfPrintedCells },
    { row: '2nd (chain)', column: 'Points', reason: REASON, engineMust: sqrtTimesPrintedMultiplier },
    { row: '3rd (chain)', column: 'Base points', reason: REASON, engineMust: sqrtOfPrintedCells },
    { row: '3rd (chain)', column: 'Points', reason: REASON, engineMust: sqrtTimesPrintedMultiplier },
    {
      row: 'Total',
      column: 'Points',
      reason: REASON,
      // The sum over the printed steps of floor(10 × √cells) × multiplier, from the printed cells and multipliers.
      engineMust: {
        rule: 'the sum of floor(10 × √cells) × multiplier over the printed steps',
        holds: (e) => e === EXAMPLE.reduce((s, [, cells, , k]) => s + Math.floor(10 * Math.sqrt(cells)) * k, 0),
      },
    },
  ],
};
