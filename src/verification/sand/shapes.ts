// Source table: the shape table of seed 004 §4.1, against the engine's shapes (cells, pixels, distinct rotations).
import { CELL, SHAPES, SHAPE_CELLS, rotationStates } from '~/engines/sand';
import type { SourceTableSpec } from '~/lib/source-table';

// Columns printed: 形状 (shape), 名称 (name), 逻辑格子数 (cells), 像素块数 (pixels), 旋转状态 (rotation states, "N种").
const PRINTED: [string, number, number, string][] = [
  ['I', 4, 400, '2种'],
  ['O', 4, 400, '1种'],
  ['T', 4, 400, '4种'],
  ['L', 4, 400, '4种'],
  ['J', 4, 400, '4种'],
  ['S', 4, 400, '2种'],
  ['Z', 4, 400, '2种'],
];
const COLUMNS = ['Logical cells', 'Pixels', 'Rotation states'];

export const sandShapes: SourceTableSpec = {
  id: 'sand/shapes',
  ruleSet: 'sand',
  title: 'The seven shapes: cells, pixels and rotation states',
  rowHeader: 'Shape',
  source: { file: '004_ec98a6b5fccdea83.txt', section: '4.1 标准方块形状 (7-Bag System)' },
  page: '/sand/pieces/',
  printed: { columns: COLUMNS, rows: PRINTED.map(([label, cells, px, rot]) => ({ label, cells: [cells, px, rot] })) },
  engine: () => ({
    columns: COLUMNS,
    rows: SHAPES.map((s) => ({
      label: s,
      cells: [SHAPE_CELLS[s].length, SHAPE_CELLS[s].length * CELL * CELL, `${rotationStates(s)}种`],
    })),
  }),
  known: [],
};
