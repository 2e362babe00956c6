// Sand tables the pages compute from the engine, as data (/data/sand/<id>.json and .csv).
import { baseScore, chainScore, dropHeightPiles, pourBlock } from '~/engines/sand';
import type { GeneratedTableSpec } from '../generated-tables';

const DESIGN = '004_ec98a6b5fccdea83.txt';

/** Block sizes (W × W pixels) poured for the pile table, each settled with seed 1. */
export const PILE_SIZES = [10, 16, 20, 30, 40];
export const pileRows = () => PILE_SIZES.map((s) => ({ s, ...pourBlock(s, { seed: 1 }).pile }));

export const sandPiles: GeneratedTableSpec = {
  id: 'sand/piles',
  ruleSet: 'sand',
  title: 'Piles of poured W × W blocks measured by the engine (seed 1), against the document’s “height ≈ W, base = W”',
  rowHeader: 'Block W',
  page: '/sand/falling/',
  source: { file: DESIGN, section: '§5.3 piles' },
  engineFunction: 'pourBlock',
  grid: () => ({
    columns: ['pixels', 'height', 'base', 'top row', 'frames to settle', 'document: height and base ≈ W'],
    rows: pileRows().map((r) => ({ label: String(r.s), cells: [r.pixels, r.height, r.base, r.top, r.frames, r.s] })),
  }),
};

/** Pieces and drop rows of the drop-height table. */
export const DROP_SHAPES = ['O', 'T', 'I'] as const;
export const DROP_ROWS = [0, 10, 20];

export const sandDropHeight: GeneratedTableSpec = {
  id: 'sand/drop-height',
  ruleSet: 'sand',
  title: 'One piece on the empty board, centred, dropped from three rows and settled (seed 1)',
  rowHeader: 'Piece',
  page: '/sand/placement/',
  source: { file: DESIGN, section: '§6.4 air drops, §5.3 piles' },
  engineFunction: 'dropHeightPiles',
  grid: () => ({
    columns: ['dropped from row', 'pile height', 'pile base', 'frames to settle', 'same board as from row 0'],
    rows: dropHeightPiles([...DROP_SHAPES], DROP_ROWS).map((p) => ({
      label: p.shape,
      cells: [p.row, p.height, p.base, p.frames, p.sameAsFirst ? 'yes' : 'no'],
    })),
  }),
};

/** Cluster sizes N (cells: pixels ÷ 100) of the score table; 264 is the whole board. */
export const SCORE_SIZES = [0.5, 1, 2, 4, 8, 12, 24, 48, 100, 264];

export const sandScores: GeneratedTableSpec = {
  id: 'sand/scores',
  ruleSet: 'sand',
  title: 'Points for one cleared cluster of N cells, under both formulas and in chain steps 2 and 3',
  rowHeader: 'N (cells)',
  page: '/sand/scoring/',
  source: { file: DESIGN, section: '§9.2 scoring formulas, §8.4.3 chain multiplier' },
  engineFunction: 'baseScore, chainScore',
  grid: () => ({
    columns: ['formula A', 'formula B', 'A in chain step 2', 'A in chain step 3'],
    rows: SCORE_SIZES.map((n) => ({
      label: String(n),
      cells: [baseScore(n, 'sqrt'), baseScore(n, 'linear'), chainScore(n, 2, 'sqrt'), chainScore(n, 3, 'sqrt')],
    })),
  }),
};

export const SAND_TABLES: readonly GeneratedTableSpec[] = [sandPiles, sandDropHeight, sandScores];
