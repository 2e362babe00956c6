// Source tables: messiness factors (seed 000 "垃圾混乱度") and the garbage wait table ("垃圾行等待时间"), against the engine.
import { FPS, TARGETING_GRACE_MAX, garbageWaitFrames, messiness, messinessWithGrace } from '~/engines/zenith';
import type { Cell, SourceTableSpec } from '~/lib/source-table';

const pct = (x: number) => 100 * x;
const extra = (mods: Parameters<typeof messiness>[1]) => pct(messiness(1, mods).inner - messiness(1, []).inner);

// [factor, printed effect on inner messiness (%)]
const FACTORS: [string, string, () => number][] = [
  ['Each floor', '3', () => pct(messiness(1, []).inner)],
  ['Each floor, Expert', '5', () => pct(messiness(1, ['expert']).inner)],
  ['Messy', '25', () => extra(['messy'])],
  ['Messy+', '100', () => extra(['messy_reversed'])],
  ['All-Spin+', '30', () => extra(['allspin_reversed'])],
  ['Expert+ "fully messy" (inner and change)', '100', () => pct(messiness(1, ['expert_reversed'], { fullyMessy: true }).inner)],
  ['Each grace point, change (Y)', '-3.75', () => pct(messinessWithGrace({ inner: 0.5, change: 0.5 }, 1).change - 0.5)],
  ['Each grace point, inner (X)', '-1.5', () => pct(messinessWithGrace({ inner: 0.5, change: 0.5 }, 1).inner - 0.5)],
  ['18 grace points, change (Y)', '-67.5', () => pct(messinessWithGrace({ inner: 1, change: 1 }, TARGETING_GRACE_MAX).change - 1)],
  ['18 grace points, inner (X)', '-27', () => pct(messinessWithGrace({ inner: 1, change: 1 }, TARGETING_GRACE_MAX).inner - 1)],
];

export const zenithMessinessFactors: SourceTableSpec = {
  id: 'zenith/messiness-factors',
  ruleSet: 'zenith',
  title: 'What raises and lowers garbage messiness',
  rowHeader: 'Factor',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '垃圾混乱度 (messiness) table and note' },
  page: '/zenith/garbage-messiness/',
  printed: { columns: ['Effect (%)'], rows: FACTORS.map(([label, p]) => ({ label, cells: [p] })) },
  engine: () => ({ columns: ['Effect (%)'], rows: FACTORS.map(([label, , f]) => ({ label, cells: [f()] })) }),
  known: [],
};

// [floor, normal s, normal f, Expert s, Expert f, Messy+/Volatile+/Damnation s, other reversed s] as printed.
const PHASE: [string, string, number, string, number, string, string][] = [
  ['1', '5.0', 300, '2.2', 132, '2.5', '2.5'],
  ['2', '4.5', 270, '2.0', 120, '2.5', '2.5'],
  ['3', '4.0', 240, '1.8', 108, '2.5', '2.5'],
  ['4', '3.5', 210, '1.6', 96, '2.5', '2.5'],
  ['5', '3.0', 180, '1.4', 84, '2.5', '2.5'],
  ['6', '2.5', 150, '1.2', 72, '2.5', '2.5'],
  ['7', '2.0', 120, '1.0', 60, '2.5', '2.0'],
  ['8', '1.5', 90, '0.8', 48, '2.5', '1.5'],
  ['9', '1.0', 60, '0.6', 36, '2.5', '1.0'],
  ['10', '0.5', 30, '0.4', 24, '2.5', '0.5'],
];
const PHASE_COLUMNS = ['Normal (s)', 'Normal (frames)', 'Expert (s)', 'Expert (frames)', 'Messy+ / Volatile+ / Damnation (s)', 'Other reversed mods (s)'];
const SHIFT =
  'RULINGS.md (Zenith): the printed Expert column is shifted one floor against the code, which waits 2 × (66 − 6 × floor) frames (the printed floor 1 value is the code\'s "floor 0").';

export const zenithGarbagePhase: SourceTableSpec = {
  id: 'zenith/garbage-phase',
  ruleSet: 'zenith',
  title: 'Garbage wait before it can rise, by floor and mods',
  rowHeader: 'Floor',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '垃圾行等待时间 (garbage phase) table' },
  page: '/zenith/garbage-phase/',
  printed: { columns: PHASE_COLUMNS, rows: PHASE.map(([label, ...cells]) => ({ label, cells })) },
  engine: () => ({
    columns: PHASE_COLUMNS,
    rows: PHASE.map(([label]) => {
      const f = Number(label);
      const n = garbageWaitFrames(f, []);
      const e = garbageWaitFrames(f, ['expert']);
      return { label, cells: [n / FPS, n, e / FPS, e, garbageWaitFrames(f, ['messy_reversed']) / FPS, garbageWaitFrames(f, ['invisible_reversed']) / FPS] };
    }),
  }),
  // One claim per cell: the engine prints the code's 2 × (66 − 6 × floor) frames (and that over 60 in seconds).
  known: PHASE.flatMap(([label]) => {
    const frames = 2 * (66 - 6 * Number(label));
    return [
      { row: label, column: 'Expert (frames)', reason: SHIFT, engineMust: { rule: `2 × (66 − 6 × ${label}) = ${frames} frames`, holds: (e: Cell) => e === frames } },
      { row: label, column: 'Expert (s)', reason: SHIFT, engineMust: { rule: `${frames} frames ÷ 60 s`, holds: (e: Cell) => typeof e === 'number' && Math.abs(e - frames / FPS) < 1e-9 } },
    ];
  }),
};
