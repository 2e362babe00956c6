// Source tables of the current write-up (zenith-current readme.md at 34db990, 2026-03-12) against the engine's
// 'current' client version: the revive plan list (entry 16 changed), the cancel-streak bag list, and the cancel-penalty
// cap by floor.
import { CANCELING_FATIGUE_BUMP_CAP, STREAK_BAG_EXTRAS, cancelStreakBump, cancelStreakExtraPieces, revivePlanOf } from '~/engines/zenith';
import type { SourceTableSpec } from '~/lib/source-table';

const FILE = 'zenith-current/readme.md';

/** The plan list after 复活累积难度, as printed (17 is "A B A", the cap, kept in order). */
const PLANS = ['F', 'F F', 'F F F', 'F F E', 'F E E', 'E E E', 'E E D', 'E D D', 'D D D', 'D D C', 'D C C', 'C C C', 'C C B', 'C B B', 'B B B', 'B B A', 'A B A'];

export const zenithCurrentRevivePlans: SourceTableSpec = {
  id: 'zenith/current-revive-plans',
  ruleSet: 'zenith',
  title: 'Revive plan for each difficulty score (current client)',
  rowHeader: 'Score',
  source: { file: FILE, section: '【2P】 Duo, plan list after 复活累积难度' },
  page: '/zenith/changes/',
  printed: { columns: ['Task grades'], rows: PLANS.map((p, i) => ({ label: String(i + 1), cells: [p] })) },
  engine: () => ({ columns: ['Task grades'], rows: PLANS.map((_, i) => ({ label: String(i + 1), cells: [revivePlanOf(i + 1, 'current').join(' ')] })) }),
  known: [],
};

/** The bag list under 连续抵消: threshold → pieces added to each bag from there ("L/J" = one of the two). */
const BAG: [number, string][] = [
  [20, 'O'],
  [30, 'L/J'],
  [40, 'S/Z'],
  [50, 'L/J, T/I'],
  [60, 'S/Z'],
];

export const zenithCurrentBagExtras: SourceTableSpec = {
  id: 'zenith/current-bag-extras',
  ruleSet: 'zenith',
  title: 'Pieces the cancel streak adds to each bag (current client)',
  rowHeader: 'Cancel streak',
  source: { file: FILE, section: '连续抵消 (cancel streak), bag list' },
  page: '/zenith/changes/',
  printed: { columns: ['Added from here'], rows: BAG.map(([s, p]) => ({ label: String(s), cells: [p] })) },
  engine: () => ({
    columns: ['Added from here'],
    rows: BAG.map(([s]) => {
      // What this threshold adds: the bag's extras at S minus those just below it.
      const below = cancelStreakExtraPieces(s - 1, { version: 'current' }).length;
      return { label: String(s), cells: [cancelStreakExtraPieces(s, { version: 'current' }).slice(below).join(', ')] };
    }),
  }),
  known: [],
};

/** 受击数量计算 §3: the cap on the added lines is floor + 3 on floors 1–7 and none from floor 8 (printed as a rule). */
const CAP: [number, number | string][] = [
  [1, 4], [2, 5], [3, 6], [4, 7], [5, 8], [6, 9], [7, 10], [8, 'none'], [9, 'none'], [10, 'none'],
];

export const zenithCurrentCancelCap: SourceTableSpec = {
  id: 'zenith/current-cancel-cap',
  ruleSet: 'zenith',
  title: 'Most lines the cancel streak adds to one attack, by floor (current client)',
  rowHeader: 'Floor',
  source: { file: FILE, section: '受击数量计算 §3 抵消惩罚 (the cap rule) and the reference code’s CancelingFatigueBumpCap' },
  page: '/zenith/changes/',
  printed: {
    columns: ['Cap (lines)', 'Code array'],
    // The code array is indexed by floor: [4, 4, 5, 6, 7, 8, 9, 10, 1/0, 1/0, 1/0].
    rows: CAP.map(([f, c], i) => ({ label: String(f), cells: [c, [4, 5, 6, 7, 8, 9, 10, 'none', 'none', 'none'][i]] })),
  },
  engine: () => ({
    columns: ['Cap (lines)', 'Code array'],
    rows: CAP.map(([f]) => {
      // The cap the engine applies: the bump at a streak far above any cap on that floor.
      const bump = cancelStreakBump(1e6, f, [], { version: 'current' }); // literal-ok: a streak far above any cap, to read the cap
      const arr = CANCELING_FATIGUE_BUMP_CAP[f];
      return { label: String(f), cells: [bump >= 1e3 ? 'none' : bump, Number.isFinite(arr) ? arr : 'none'] }; // literal-ok: above this the bump has no cap
    }),
  }),
  known: [],
};

/** Thresholds exported for pages. */
export const CURRENT_BAG_THRESHOLDS = STREAK_BAG_EXTRAS.map((x) => x.from);
