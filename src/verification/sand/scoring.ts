// Source tables: the scoring datum of seed 004 §9.1 and the chain example of §9.3, against the engine's formulas.
import { baseScore, chainScore, LOGICAL_HEIGHT, LOGICAL_WIDTH } from '~/engines/sand';
import type { SourceTableSpec } from '~/lib/source-table';

export const sandScoreDatum: SourceTableSpec = {
  id: 'sand/score-datum',
  ruleSet: 'sand',
  title: 'The scoring datum: 1056 cells cleared for 373 points',
  rowHeader: 'Cells cleared (N)',
  source: { file: '004_ec98a6b5fccdea83.txt', section: '9.1 计分基础 ("消除1056个逻辑格子得373分")' },
  page: '/sand/scoring/',
  printed: { columns: ['Points'], rows: [{ label: '1056', cells: [373] }] },
  engine: () => ({
    columns: ['Points', 'Formula B: floor(0.35 × N)', 'Cells on the whole board'],
    rows: [{ label: '1056', cells: [baseScore(1056, 'sqrt'), baseScore(1056, 'linear'), LOGICAL_WIDTH * LOGICAL_HEIGHT] }],
  }),
  known: [
    {
      row: '1056',
      column: 'Points',
      reason: 'RULINGS.md: the datum cannot happen (the board has 264 cells) and neither formula gives 373; the engine uses floor(10 × √N).',
    },
  ],
};

const EXAMPLE: [string, number, number, number, number][] = [
  ['1st clear', 100, 100, 1, 100],
  ['2nd (chain)', 50, 50, 2, 100],
  ['3rd (chain)', 30, 30, 3, 90],
];
const COLUMNS = ['Cells', 'Base points', 'Multiplier', 'Points'];
const REASON =
  'The example gives 1 point per cell, which neither formula of §9.2 does; RULINGS.md: the engine uses floor(10 × √N) × chain index.';

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
    { row: '2nd (chain)', column: 'Base points', reason: REASON },
    { row: '2nd (chain)', column: 'Points', reason: REASON },
    { row: '3rd (chain)', column: 'Base points', reason: REASON },
    { row: '3rd (chain)', column: 'Points', reason: REASON },
    { row: 'Total', column: 'Points', reason: REASON },
  ],
};
