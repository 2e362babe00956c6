// Source tables: Expert+ descent and spm (seed 000 专家+), revive plans (双人), and the gravity lock-delay lists (重力, 重力+).
import { GRAVITY_LOCK_DELAY, GRAVITY_REVERSED_LOCK_DELAY, expertDescentPerSecond, revivePlan, sendsPerMinuteToHold } from '~/engines/zenith';
import type { SourceTableSpec } from '~/lib/source-table';

// [floor, rank the seed pairs it with, descent m/s, spm] as printed; the rank is the seed's choice, so it sits in the label.
const DESCENT: [number, number, string, number][] = [
  [1, 3, '0.6', 48],
  [2, 4, '0.8', 48],
  [3, 4, '1.1', 66],
  [4, 5, '1.5', 72],
  [5, 5, '2.0', 96],
  [6, 6, '2.6', 104],
  [7, 6, '3.3', 132],
  [8, 6, '4.1', 164],
  [9, 7, '5.0', 171],
  [10, 7, '6.0', 206],
];
const label = (f: number, r: number) => `Floor ${f}, rank ${r}`;

export const zenithExpertDescent: SourceTableSpec = {
  id: 'zenith/expert-descent',
  ruleSet: 'zenith',
  title: 'Expert+ descent, and the lines per minute that hold it at a rank',
  rowHeader: 'Floor and rank',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '专家+ (The Tyrant) descent table' },
  page: '/zenith/reversed-mods/',
  printed: { columns: ['Descent (m/s)', 'Lines sent per minute'], rows: DESCENT.map(([f, r, d, s]) => ({ label: label(f, r), cells: [d, s] })) },
  engine: () => ({
    columns: ['Descent (m/s)', 'Lines sent per minute'],
    rows: DESCENT.map(([f, r]) => ({ label: label(f, r), cells: [expertDescentPerSecond(f), sendsPerMinuteToHold(f, r)] })),
  }),
  known: [],
};

const PLANS = ['F', 'F F', 'F F F', 'F F E', 'F E E', 'E E E', 'E E D', 'E D D', 'D D D', 'D D C', 'D C C', 'C C C', 'C C B', 'C B B', 'B B B', 'B B', 'A B A'];

export const zenithRevivePlans: SourceTableSpec = {
  id: 'zenith/revive-plans',
  ruleSet: 'zenith',
  title: 'Revive plan for each difficulty score',
  rowHeader: 'Score',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '双人 (duo) plan list' },
  page: '/zenith/duo/',
  printed: { columns: ['Task grades'], rows: PLANS.map((p, i) => ({ label: String(i + 1), cells: [p] })) },
  engine: () => ({ columns: ['Task grades'], rows: PLANS.map((_, i) => ({ label: String(i + 1), cells: [revivePlan(i + 1).join(' ')] })) }),
  known: [],
};

const GRAV = [30, 29, 28, 27, 26, 24, 22, 20, 18, 16]; // literal-ok: the printed column, compared with GRAVITY_LOCK_DELAY
const GRAV_REV = [24, 22, 20, 18, 16, 15, 14, 13, 12, 11]; // literal-ok: the printed column, compared with GRAVITY_REVERSED_LOCK_DELAY

export const zenithLockDelay: SourceTableSpec = {
  id: 'zenith/lock-delay',
  ruleSet: 'zenith',
  title: 'Lock delay by floor with Gravity and Gravity+',
  rowHeader: 'Floor',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '重力 and 重力+ lock-delay lists' },
  page: '/zenith/mods/',
  printed: { columns: ['Gravity (frames)', 'Gravity+ (frames)'], rows: GRAV.map((g, i) => ({ label: String(i + 1), cells: [g, GRAV_REV[i]] })) },
  engine: () => ({
    columns: ['Gravity (frames)', 'Gravity+ (frames)'],
    rows: GRAV.map((_, i) => ({ label: String(i + 1), cells: [GRAVITY_LOCK_DELAY[i], GRAVITY_REVERSED_LOCK_DELAY[i]] })),
  }),
  known: [],
};
