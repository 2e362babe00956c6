// Source tables of seed 002 (TGM3), transcribed cell by cell, each against the engine's own lookup.
import {
  GRADE_LONG_NAMES,
  GRADE_NAMES,
  comboMultiplier,
  delaysAt,
  garbageQuota,
  gradeBoosts,
  internalGradeRow,
  levelAdvanceIn,
  levelMultiplier,
  masterGravity,
  MAX_INTERNAL_GRADE,
  MAX_SPEED_LEVEL,
  rollHundredths,
  stepAt,
  type Lines,
  type SpeedMode,
} from '~/engines/tgm3';
import { EASY_GRAVITY, SAKURA_GRAVITY } from '~/engines/tgm3/data/speed';
import type { Cell, SourceTableSpec } from '~/lib/source-table';

const FILE = '002_096d099eb8365792.txt';
const LINES: Lines[] = [1, 2, 3, 4];

/**
 * The row label of a gravity table: the level, with the seed's note where it prints one, "65536 (1G)" or "5120 (20G)":
 * a whole number of cells a frame (1G = 65536 in 1/65536 G, 256 in 1/256 G).
 */
function withG(level: number, gravity: number, unit: string): string {
  const perG = unit.includes('65536') ? 65536 : 256;
  return gravity % perG === 0 && gravity > 0 ? `${level} (${gravity / perG}G)` : String(level);
}

/** A gravity table printed as (level, value) pairs. */
function gravitySpec(id: string, title: string, section: string, page: string, unit: string, printed: [number, number][], lookup: (l: number) => number): SourceTableSpec {
  return {
    id,
    ruleSet: 'tgm3',
    title,
    rowHeader: 'From level',
    source: { file: FILE, section },
    page,
    printed: { columns: [unit], rows: printed.map(([l, g]) => ({ label: withG(l, g, unit), cells: [g] })) },
    engine: () => ({ columns: [unit], rows: printed.map(([l, g]) => ({ label: withG(l, g, unit), cells: [lookup(l)] })) }),
    known: [],
  };
}

const DELAY_COLUMNS = ['ARE', 'Line ARE', 'DAS', 'Lock', 'Line clear'];
/** A delay table printed by level range; the engine's value is checked at both ends of each range. */
function delaySpec(id: string, title: string, section: string, page: string, mode: SpeedMode, printed: [string, number, number, ...number[]][]): SourceTableSpec {
  const cellsAt = (level: number): Cell[] => {
    const d = delaysAt(mode, level);
    return [d.are, d.lineAre, d.das, d.lock, d.lineClear];
  };
  return {
    id,
    ruleSet: 'tgm3',
    title,
    rowHeader: mode === 'master' ? 'Speed level' : 'Level',
    source: { file: FILE, section },
    page,
    printed: { columns: DELAY_COLUMNS, rows: printed.map(([label, , , ...cells]) => ({ label, cells })) },
    engine: () => ({
      columns: DELAY_COLUMNS,
      rows: printed.map(([label, from, to]) => {
        const a = cellsAt(from);
        const b = cellsAt(to);
        // If the engine changed inside the printed range, show both ends so the cell differs from the source.
        return { label, cells: a.map((x, i) => (x === b[i] ? x : `${x}…${b[i]}`)) };
      }),
    }),
    known: [],
  };
}

const SPEED_PAGE = '/tgm3/speed/';
const GRADING_PAGE = '/tgm3/master-grading/';

export const tgm3Tables: SourceTableSpec[] = [
  {
    id: 'tgm3/level-advance',
    ruleSet: 'tgm3',
    title: 'Level advance per line clear',
    rowHeader: 'Line clear',
    source: { file: FILE, section: 'Gameplay, Level advance' },
    page: '/tgm3/',
    printed: {
      columns: ['Previous games', 'Master and Shirase'],
      rows: [
        { label: 'Single', cells: [1, 1] },
        { label: 'Double', cells: [2, 2] },
        { label: 'Triple', cells: [3, 4] },
        { label: 'Tetris', cells: [4, 6] },
      ],
    },
    engine: () => ({
      columns: ['Previous games', 'Master and Shirase'],
      rows: ['Single', 'Double', 'Triple', 'Tetris'].map((label, i) => ({ label, cells: [levelAdvanceIn('other', LINES[i]), levelAdvanceIn('master', LINES[i])] })),
    }),
    known: [],
  },
  gravitySpec('tgm3/easy-gravity', 'Easy gravity', 'Game modes, Easy, Speed timings', SPEED_PAGE, 'Gravity (1/256 G)', [
    [0, 4], [8, 5], [19, 6], [35, 8], [40, 10], [50, 12], [60, 16], [70, 32], [80, 48], [90, 64],
    [101, 16], [112, 48], [121, 80], [132, 128], [144, 112], [156, 144], [167, 176], [177, 192], [200, 5120],
  ], (l) => stepAt(EASY_GRAVITY, l)),
  delaySpec('tgm3/easy-delays', 'Easy delays (frames)', 'Game modes, Easy, Speed timings', SPEED_PAGE, 'easy', [['000-200', 0, 200, 48, 25, 14, 30, 40]]),
  gravitySpec('tgm3/sakura-gravity', 'Sakura gravity', 'Game modes, Sakura, Speed timings', SPEED_PAGE, 'Gravity (1/256 G)', [
    [0, 4], [20, 32], [30, 64], [33, 96], [36, 128], [39, 160], [43, 192], [47, 224], [51, 256], [100, 512], [130, 768],
    [160, 1024], [250, 768], [300, 5120],
  ], (l) => stepAt(SAKURA_GRAVITY, l)),
  delaySpec('tgm3/sakura-delays', 'Sakura delays (frames)', 'Game modes, Sakura, Speed timings', SPEED_PAGE, 'sakura', [
    ['000-299', 0, 299, 25, 25, 14, 30, 40],
    ['300', 300, 300, 25, 25, 8, 30, 25],
  ]),
  gravitySpec('tgm3/master-gravity', 'Master gravity by speed level', 'Game modes, Master, Speed timings', SPEED_PAGE, 'Gravity (1/65536 G)', [
    [0, 1024], [30, 1536], [35, 2048], [40, 2560], [50, 3072], [60, 4096], [70, 8192], [80, 12288], [90, 16384], [100, 20480],
    [120, 24576], [140, 28672], [160, 32768], [170, 36864], [200, 1024], [220, 8192], [230, 16384], [233, 24576], [236, 32768],
    [239, 40960], [243, 49152], [247, 57344], [251, 65536], [300, 131072], [330, 196608], [360, 262144], [400, 327680],
    [420, 262144], [450, 196608], [500, 1310720],
  ], masterGravity),
  delaySpec('tgm3/master-delays', 'Master delays by speed level (frames, as a player observes them)', 'Game modes, Master, Speed timings', SPEED_PAGE, 'master', [
    ['000-499', 0, 499, 27, 27, 16, 30, 40],
    ['500-599', 500, 599, 27, 27, 10, 30, 25],
    ['600-699', 600, 699, 27, 18, 10, 30, 16],
    ['700-799', 700, 799, 18, 14, 10, 30, 12],
    ['800-899', 800, 899, 14, 8, 10, 30, 6],
    ['900-999', 900, 999, 14, 8, 8, 17, 6],
    ['1000-1099', 1000, 1099, 8, 8, 8, 17, 6],
    ['1100-1199', 1100, 1199, 7, 7, 8, 15, 6],
    // Open-ended row: checked up to the highest speed level a game reaches (999 + 9 COOLs × 100).
    ['1200+', 1200, MAX_SPEED_LEVEL, 6, 6, 8, 15, 6],
  ]),
  delaySpec('tgm3/shirase-delays', 'Shirase delays (frames; gravity always 20G)', 'Game modes, Shirase, Speed timings', SPEED_PAGE, 'shirase', [
    ['000-099', 0, 99, 12, 8, 10, 18, 6],
    ['100-199', 100, 199, 12, 7, 8, 18, 5],
    ['200-299', 200, 299, 12, 6, 8, 17, 4],
    ['300-499', 300, 499, 6, 6, 8, 15, 4],
    ['500-599', 500, 599, 6, 5, 6, 13, 3],
    ['600-1099', 600, 1099, 6, 5, 6, 12, 3],
    ['1100-1199', 1100, 1199, 6, 5, 6, 10, 3],
    ['1200-1299', 1200, 1299, 6, 5, 6, 8, 3],
    ['1300', 1300, 1300, 6, 6, 6, 15, 6],
  ]),
  delaySpec('tgm3/kamui-delays', 'Kamui delays (frames, internal values; gravity 20G)', 'Unused Modes, Kamui, Speed Timings', SPEED_PAGE, 'kamui', [
    ['000-100', 0, 100, 16, 12, 10, 30, 12],
    ['101-199', 101, 199, 12, 6, 10, 26, 6],
    ['200', 200, 200, 12, 6, 9, 26, 6],
    ['201-299', 201, 299, 12, 6, 9, 22, 6],
    ['300', 300, 300, 12, 6, 8, 22, 6],
    ['301-399', 301, 399, 6, 6, 8, 18, 6],
    ['400', 400, 400, 6, 6, 6, 18, 6],
    ['401-499', 401, 499, 5, 5, 6, 15, 5],
    ['500', 500, 500, 4, 4, 6, 15, 4],
  ]),
  {
    id: 'tgm3/internal-grades',
    ruleSet: 'tgm3',
    title: 'Internal grades: boosts, decay and base points',
    rowHeader: 'Internal grade',
    source: { file: FILE, section: 'Grade Recognition System, Internal grade system' },
    page: GRADING_PAGE,
    printed: {
      columns: ['Boosts', 'Decay (frames/point)', 'Single', 'Double', 'Triple', 'Tetris'],
      rows: (
        [
          [0, 125, 10, 20, 40, 50], [1, 80, 10, 20, 30, 40], [2, 80, 10, 20, 30, 40], [3, 50, 10, 15, 30, 40],
          [4, 45, 10, 15, 20, 40], [5, 45, 5, 15, 20, 30], [5, 45, 5, 10, 20, 30], [6, 40, 5, 10, 15, 30],
          [6, 40, 5, 10, 15, 30], [7, 40, 5, 10, 15, 30], [7, 40, 2, 12, 13, 30], [7, 40, 2, 12, 13, 30],
          [8, 30, 2, 12, 13, 30], [8, 30, 2, 12, 13, 30], [8, 30, 2, 12, 13, 30], [9, 20, 2, 12, 13, 30],
          [9, 20, 2, 12, 13, 30], [9, 20, 2, 12, 13, 30], [10, 20, 2, 12, 13, 30], [11, 20, 2, 12, 13, 30],
          [12, 15, 2, 12, 13, 30], [12, 15, 2, 12, 13, 30], [12, 15, 2, 12, 13, 30], [13, 15, 2, 12, 13, 30],
          [13, 15, 2, 12, 13, 30], [14, 15, 2, 12, 13, 30], [14, 15, 2, 12, 13, 30], [15, 15, 2, 12, 13, 30],
          [15, 15, 2, 12, 13, 30], [16, 15, 2, 12, 13, 30], [16, 10, 2, 12, 13, 30], [17, 10, 2, 12, 13, 30],
        ] as number[][]
      ).map((cells, g) => ({ label: g === 31 ? '31+' : String(g), cells })), // literal-ok: the printed table's last row label
    },
    engine: () => ({
      columns: ['Boosts', 'Decay (frames/point)', 'Single', 'Double', 'Triple', 'Tetris'],
      rows: Array.from({ length: MAX_INTERNAL_GRADE + 1 }, (_, g) => {
        const row = internalGradeRow(g);
        return { label: g === MAX_INTERNAL_GRADE ? `${g}+` : String(g), cells: [gradeBoosts(g), row.decay, ...row.points] };
      }),
    }),
    known: [],
  },
  {
    id: 'tgm3/combo-multipliers',
    ruleSet: 'tgm3',
    title: 'Combo multipliers for grade points',
    rowHeader: 'Combo size',
    source: { file: FILE, section: 'Internal grade system, combo multiplier table' },
    page: GRADING_PAGE,
    printed: {
      columns: ['Single', 'Double', 'Triple', 'Tetris'],
      rows: (
        [
          ['1.0', '1.0', '1.0', '1.0'], ['1.0', '1.2', '1.4', '1.5'], ['1.0', '1.2', '1.5', '1.8'], ['1.0', '1.4', '1.6', '2.0'],
          ['1.0', '1.4', '1.7', '2.2'], ['1.0', '1.4', '1.8', '2.3'], ['1.0', '1.4', '1.9', '2.4'], ['1.0', '1.5', '2.0', '2.5'],
          ['1.0', '1.5', '2.1', '2.6'], ['1.0', '2.0', '2.5', '3.0'],
        ] as string[][]
      ).map((cells, i) => ({ label: String(i + 1), cells })),
    },
    engine: () => ({
      columns: ['Single', 'Double', 'Triple', 'Tetris'],
      rows: Array.from({ length: 10 }, (_, i) => ({ label: String(i + 1), cells: LINES.map((l) => comboMultiplier(i + 1, l)) })),
    }),
    known: [],
  },
  {
    id: 'tgm3/level-multipliers',
    ruleSet: 'tgm3',
    title: 'Level multipliers for grade points',
    rowHeader: 'Level',
    source: { file: FILE, section: 'Internal grade system, level multiplier table' },
    page: GRADING_PAGE,
    printed: {
      columns: ['Multiplier'],
      rows: [
        { label: '000-249', cells: [1] },
        { label: '250-499', cells: [2] },
        { label: '500-749', cells: [3] },
        { label: '750-999', cells: [4] },
      ],
    },
    engine: () => ({
      columns: ['Multiplier'],
      rows: [[0, 249], [250, 499], [500, 749], [750, 999]].map(([a, b]) => ({
        label: `${String(a).padStart(3, '0')}-${b}`,
        cells: [levelMultiplier(a) === levelMultiplier(b) ? levelMultiplier(a) : `${levelMultiplier(a)}…${levelMultiplier(b)}`],
      })),
    }),
    known: [],
  },
  {
    id: 'tgm3/roll-grades',
    ruleSet: 'tgm3',
    title: 'Staff roll grades',
    rowHeader: 'Lines cleared',
    source: { file: FILE, section: 'Grade Recognition System, Staff roll grading system' },
    page: GRADING_PAGE,
    printed: {
      columns: ['Disappearing roll', 'Invisible roll'],
      rows: [
        { label: '1 (single)', cells: ['0.04', '0.1'] },
        { label: '2 (double)', cells: ['0.08', '0.2'] },
        { label: '3 (triple)', cells: ['0.12', '0.3'] },
        { label: '4 (tetris)', cells: ['0.26', '1.0'] },
        { label: 'Clear (survived)', cells: ['0.50', '1.6'] },
      ],
    },
    engine: () => {
      const one = (kind: 'fading' | 'invisible', i: number) => {
        const clears: [number, number, number, number] = [0, 0, 0, 0];
        if (i < 4) clears[i] = 1;
        return rollHundredths({ kind, clears, survived: i === 4 }) / 100; // literal-ok: hundredths to grades, a unit conversion
      };
      return {
        columns: ['Disappearing roll', 'Invisible roll'],
        rows: ['1 (single)', '2 (double)', '3 (triple)', '4 (tetris)', 'Clear (survived)'].map((label, i) => ({ label, cells: [one('fading', i), one('invisible', i)] })),
      };
    },
    known: [],
  },
  {
    id: 'tgm3/grade-names',
    ruleSet: 'tgm3',
    title: 'Grade names in order',
    rowHeader: 'Row',
    source: { file: FILE, section: 'Grade Recognition System, grade table' },
    page: GRADING_PAGE,
    printed: {
      columns: ['Pre-S', 'S', 'M', 'Master'],
      rows: [
        ['9', 'S1', 'm1', 'Master'], ['8', 'S2', 'm2', 'MasterK'], ['7', 'S3', 'm3', 'MasterV'], ['6', 'S4', 'm4', 'MasterO'],
        ['5', 'S5', 'm5', 'MasterM'], ['4', 'S6', 'm6', 'Grand Master'], ['3', 'S7', 'm7', null], ['2', 'S8', 'm8', null], ['1', 'S9', 'm9', null],
      ].map((cells, i) => ({ label: String(i + 1), cells })),
    },
    engine: () => {
      const long = GRADE_LONG_NAMES;
      return {
        columns: ['Pre-S', 'S', 'M', 'Master'],
        rows: Array.from({ length: 9 }, (_, i) => ({
          label: String(i + 1),
          cells: [GRADE_NAMES[i], GRADE_NAMES[9 + i], GRADE_NAMES[18 + i], i < 6 ? long[GRADE_NAMES[27 + i]] : null], // literal-ok: offsets of the printed table columns (9 grades each)
        })),
      };
    },
    known: [],
  },
  {
    id: 'tgm3/shirase-garbage-quota',
    ruleSet: 'tgm3',
    title: 'Shirase rising-garbage quota',
    rowHeader: 'Section',
    source: { file: FILE, section: 'Shirase, Rising garbage' },
    page: '/tgm3/shirase/',
    printed: {
      columns: ['Quota (pieces)'],
      rows: [
        { label: '500-599', cells: [20] },
        { label: '600-699', cells: [18] },
        { label: '700-799', cells: [10] },
        { label: '800-899', cells: [9] },
        { label: '900-999', cells: [8] },
      ],
    },
    engine: () => ({
      columns: ['Quota (pieces)'],
      rows: [500, 600, 700, 800, 900].map((l) => ({ label: `${l}-${l + 99}`, cells: [garbageQuota(l) === garbageQuota(l + 99) ? garbageQuota(l) : null] })), // literal-ok: the printed table's row labels
    }),
    known: [],
  },
];
