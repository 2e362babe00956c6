// Source table: the rank appearance table of seed 000 ("外观"): multiplier and the hyperspeed notes, against the engine.
import { SPEEDRUN_REQ, rankMultiplier } from '~/engines/zenith';
import type { SourceTableSpec } from '~/lib/source-table';

// [rank, multiplier, hyperspeed note as printed, translated: "stay" = lowest rank that keeps hyperspeed, else floors it starts on].
const PRINTED: [string, string, string | null][] = [
  ['1', '0.25', null],
  ['2', '0.50', null],
  ['3', '0.75', null],
  ['4', '1.00', null],
  ['5', '1.25', null],
  ['6', '1.50', null],
  ['7', '1.75', 'stay'],
  ['8', '2.00', 'floors 1/2'],
  ['9', '2.25', 'floors 3/4'],
  ['10', '2.50', 'floor 5'],
  ['11', '2.75', null],
];

/** The engine's note for a rank, from the code's SpeedrunReq. */
export function hyperspeedNote(rank: number): string | null {
  if (rank === SPEEDRUN_REQ[0]) return 'stay';
  const floors = [1, 2, 3, 4, 5].filter((f) => SPEEDRUN_REQ[f] === rank);
  if (floors.length === 0) return null;
  return floors.length === 1 ? `floor ${floors[0]}` : `floors ${floors.join('/')}`;
}

export const zenithAppearance: SourceTableSpec = {
  id: 'zenith/appearance',
  ruleSet: 'zenith',
  title: 'Rank multiplier and hyperspeed thresholds',
  rowHeader: 'Rank',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '外观 (appearance) table; note column translated' },
  page: '/zenith/hyperspeed/',
  printed: { columns: ['Multiplier', 'Hyperspeed'], rows: PRINTED.map(([label, m, h]) => ({ label, cells: [m, h] })) },
  engine: () => ({
    columns: ['Multiplier', 'Hyperspeed'],
    rows: PRINTED.map(([label]) => ({ label, cells: [rankMultiplier(Number(label)), hyperspeedNote(Number(label))] })),
  }),
  known: [],
};
