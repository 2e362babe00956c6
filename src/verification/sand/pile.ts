// Source table: the "triangle pile" of a 16 x 16 block (seed 004 §5.3.3), against the pile the engine pours, measured.
import { pourBlock } from '~/engines/sand';
import type { Cell, SourceTableSpec } from '~/lib/source-table';
import { agreesByPrintedDigits } from '~/lib/source-table';

const COLUMNS = ['Height (rows)', 'Base width', 'Top width'];

/** A printed range like "14-16" agrees with any engine value inside it. */
function agrees(printed: Cell, engine: Cell): boolean {
  if (typeof printed === 'string' && typeof engine === 'number') {
    const m = /^(\d+)-(\d+)$/.exec(printed);
    if (m) return engine >= Number(m[1]) && engine <= Number(m[2]);
  }
  return agreesByPrintedDigits(printed, engine);
}

export const sandPile: SourceTableSpec = {
  id: 'sand/pile',
  ruleSet: 'sand',
  title: 'The pile a 16 × 16 block pours into',
  rowHeader: 'Block',
  source: { file: '004_ec98a6b5fccdea83.txt', section: '5.3.3 数学分析 (16×16方块的理论堆积)' },
  page: '/sand/falling/',
  // "底层：16像素宽 … 最终高度：约14-16层", top "≈ 1-2像素块".
  printed: { columns: COLUMNS, rows: [{ label: '16 × 16', cells: ['14-16', 16, '1-2'] }] },
  agrees,
  engine: () => {
    const { pile } = pourBlock(16, { seed: 1 });
    return { columns: COLUMNS, rows: [{ label: '16 × 16', cells: [pile.height, pile.base, pile.top] }] };
  },
  known: [
    {
      row: '16 × 16',
      column: 'Height (rows)',
      reason: 'RULINGS.md: the pile numbers conflict with conservation of pixels; 256 pixels cannot stand 14-16 rows high on a 16-wide base with 45° sides.',
      engineMust: {
        rule: 'lower than the printed range: a triangle of the printed height and base would hold fewer than the 256 pixels poured',
        holds: (e, row) => {
          const m = /^(\d+)-(\d+)$/.exec(String(row('Height (rows)')));
          return typeof e === 'number' && m !== null && e > 0 && e < Number(m[1]);
        },
      },
    },
    {
      row: '16 × 16',
      column: 'Base width',
      reason: 'RULINGS.md: the pile spreads; the engine\'s measured base is what conservation allows (about 2 × height for 45° sides).',
      engineMust: {
        rule: 'wider than the printed base (the pile spreads beyond the block it was poured from)',
        holds: (e, row) => typeof e === 'number' && typeof row('Base width') === 'number' && e > (row('Base width') as number),
      },
    },
  ],
};
