// Source table: the key-parameter table of seed 004 §13, against the engine's constants and rules.
import {
  CELL,
  CLEAR_ANIMATION_MS,
  DEFAULT_COLOURS,
  FRAMES_PER_SECOND,
  LOGICAL_HEIGHT,
  LOGICAL_WIDTH,
  PIXEL_HEIGHT,
  PIXEL_WIDTH,
  SHAPES,
  SLOT_COUNT,
  baseScore,
  chainScore,
  createSandWorld,
} from '~/engines/sand';
import type { Cell, SourceTableSpec } from '~/lib/source-table';

const PRINTED: [string, string][] = [
  ['LOGICAL_GRID_WIDTH', '12'],
  ['LOGICAL_GRID_HEIGHT', '22'],
  ['CELL_TO_PIXEL_RATIO', '10'],
  ['PIXEL_GRID_WIDTH', '120'],
  ['PIXEL_GRID_HEIGHT', '220'],
  ['PREVIEW_SLOTS', '3'],
  ['TETROMINO_SHAPES', '7'],
  ['COLOR_POOL', '6'],
  ['GRAVITY', '980'],
  ['MAX_FALL_SPEED', '500'],
  ['PHYSICS_TIME_STEP', '1/60'],
  ['ELIMINATION_ANIM_DURATION', '1000ms'],
  ['PARTICLE_LIFETIME', '1000ms'],
  ['CHAIN_MULTIPLIER', 'x链数'],
];

/** Fastest fall, measured: rows a lone pixel drops in one second of frames, in pixels per second. */
function fallSpeed(): number {
  const w = createSandWorld({ width: 1, height: 2 * FRAMES_PER_SECOND + 1 });
  w.set(0, 0, 1);
  for (let f = 0; f < FRAMES_PER_SECOND; f++) w.step();
  let y = 0;
  while (w.get(0, y) === 0) y++;
  return y;
}

/** The chain rule, checked rather than assumed: a cluster in chain step k scores k times its base. */
function chainMultiplier(): string {
  const ok = [1, 2, 3, 7].every((k) => chainScore(100, k) === k * baseScore(100));
  return ok ? 'x链数' : 'other';
}

export const sandParameters: SourceTableSpec = {
  id: 'sand/parameters',
  ruleSet: 'sand',
  title: 'Key parameters',
  rowHeader: 'Parameter',
  source: { file: '004_ec98a6b5fccdea83.txt', section: '13 关键参数表' },
  page: '/sand/parameters/',
  printed: { columns: ['Value'], rows: PRINTED.map(([label, v]) => ({ label, cells: [v] })) },
  engine: () => {
    const values: Record<string, Cell> = {
      LOGICAL_GRID_WIDTH: String(LOGICAL_WIDTH),
      LOGICAL_GRID_HEIGHT: String(LOGICAL_HEIGHT),
      CELL_TO_PIXEL_RATIO: String(CELL),
      PIXEL_GRID_WIDTH: String(PIXEL_WIDTH),
      PIXEL_GRID_HEIGHT: String(PIXEL_HEIGHT),
      PREVIEW_SLOTS: String(SLOT_COUNT),
      TETROMINO_SHAPES: String(SHAPES.length),
      COLOR_POOL: String(DEFAULT_COLOURS),
      GRAVITY: null,
      MAX_FALL_SPEED: fallSpeed(),
      PHYSICS_TIME_STEP: `1/${FRAMES_PER_SECOND}`,
      ELIMINATION_ANIM_DURATION: `${CLEAR_ANIMATION_MS}ms`,
      // The engine has no particles: they are a visual effect of §12, not a rule.
      PARTICLE_LIFETIME: null,
      CHAIN_MULTIPLIER: chainMultiplier(),
    };
    return { columns: ['Value'], rows: PRINTED.map(([label]) => ({ label, cells: [values[label]] })) };
  },
  known: [
    {
      row: 'COLOR_POOL',
      reason: 'RULINGS.md: 4 colours, as in the rule text (§4.2); the 6 of the pseudo-code and this table is a setting.',
      // §4.2 names four colours: 红蓝绿黄.
      engineMust: { value: '4' },
    },
    {
      row: 'GRAVITY',
      reason: 'The fall rule moves a pixel one row per frame with no speed (§5.2.1 "无需速度属性"); no rule uses an acceleration.',
      engineMust: { value: null },
    },
    {
      row: 'MAX_FALL_SPEED',
      reason: 'One row per frame at 60 frames a second is 60 pixels a second (appendix H); 500 would need several rows per frame.',
      // Appendix H prints "60 FPS" and "1像素块/帧": 60 × 1 pixels a second.
      engineMust: { value: 60 },
    },
    {
      row: 'PARTICLE_LIFETIME',
      reason: 'Particles are a visual effect (§12); the engine and the sandbox have none, so there is no lifetime to compare.',
      engineMust: { value: null },
    },
  ],
};
