// Source table: the rank table of seed 000 ("经验流失", precomputed rows), with both demotion columns, against the engine.
import { leakPerSecond, secondsFullBarToDemotion, xpToPromote } from '~/engines/zenith';

/** Seconds, or the word the site prints where the engine says a rank never drops. */
const seconds = (s: number) => (Number.isFinite(s) ? s : 'never');
import type { SourceTableSpec } from '~/lib/source-table';

// [rank, XP to promote, seconds to demote, leak/s, Expert seconds, Expert leak/s], as printed (strings keep the digits).
const PRINTED: [string, number, string, string, string, string][] = [
  ['1', 4, '40.00', '0.1', '24.00', '0.17'],
  ['2', 8, '26.67', '0.3', '16.00', '0.50'],
  ['3', 12, '20.00', '0.6', '12.00', '1.00'],
  ['4', 16, '16.00', '1.0', '9.60', '1.67'],
  ['5', 20, '13.33', '1.5', '8.00', '2.50'],
  ['6', 24, '11.43', '2.1', '6.86', '3.50'],
  ['7', 28, '10.00', '2.8', '6.00', '4.67'],
  ['8', 32, '8.89', '3.6', '5.33', '6.00'],
  ['9', 36, '8.00', '4.5', '4.80', '7.50'],
  ['10', 40, '7.27', '5.5', '4.36', '9.17'],
  ['11', 44, '6.67', '6.6', '4.00', '11.00'],
  ['12', 48, '6.15', '7.8', '3.69', '13.00'],
  ['13', 52, '5.71', '9.1', '3.43', '15.17'],
  ['14', 56, '5.33', '10.5', '3.20', '17.50'],
  ['15', 60, '5.00', '12.0', '3.00', '20.00'],
  ['16', 64, '4.71', '13.6', '2.82', '22.67'],
  ['17', 68, '4.44', '15.3', '2.67', '25.50'],
  ['18', 72, '4.21', '17.1', '2.53', '28.50'],
  ['19', 76, '4.00', '19.0', '2.40', '31.67'],
  ['20', 80, '3.81', '21.0', '2.29', '35.00'],
  ['21', 84, '3.64', '23.1', '2.18', '38.50'],
  ['22', 88, '3.48', '25.3', '2.09', '42.17'],
  ['23', 92, '3.33', '27.6', '2.00', '46.00'],
  ['24', 96, '3.20', '30.0', '1.92', '50.00'],
  ['25', 100, '3.08', '32.5', '1.85', '54.17'],
  ['26', 104, '2.96', '35.1', '1.78', '58.50'],
];

const COLUMNS = ['XP to promote', 'Seconds from full bar to demotion', 'XP leak per second', 'Expert: seconds to demotion', 'Expert: XP leak per second'];

export const zenithRankTable: SourceTableSpec = {
  id: 'zenith/rank-table',
  ruleSet: 'zenith',
  title: 'Rank: XP to promote, leak and time to demotion, normal and Expert',
  rowHeader: 'Rank',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '经验流失 (XP leak), precomputed table' },
  page: '/zenith/climb/',
  printed: { columns: COLUMNS, rows: PRINTED.map(([label, ...cells]) => ({ label, cells })) },
  engine: () => ({
    columns: COLUMNS,
    rows: PRINTED.map(([label]) => {
      const r = Number(label);
      return {
        label,
        cells: [xpToPromote(r), seconds(secondsFullBarToDemotion(r)), leakPerSecond(r), seconds(secondsFullBarToDemotion(r, ['expert'])), leakPerSecond(r, ['expert'])],
      };
    }),
  }),
  known: [
    {
      row: '1',
      column: 'Seconds from full bar to demotion',
      reason:
        'Rank 1 never drops: the reference loop sets XP back to 0 instead ("不会掉到0级以下"). The printed 40.00 s is how long the bar takes to drain, which the calculator shows as such.',
      engineMust: { value: 'never' },
    },
    {
      row: '1',
      column: 'Expert: seconds to demotion',
      reason: 'Rank 1 never drops, with Expert too (the same loop branch); the printed 24.00 s is the drain time.',
      engineMust: { value: 'never' },
    },
  ],
};
