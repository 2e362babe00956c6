// Source table: the floor table of seed 000 ("爬塔"), transcribed, against the engine's floor thresholds.
import { FLOOR_NAMES, FLOOR_STARTS, floorAt } from '~/engines/zenith';
import type { SourceTableSpec } from '~/lib/source-table';

const PRINTED: [string, number, number | null, string][] = [
  ['1', 0, 50, 'Hall of Beginnings'],
  ['2', 50, 150, 'The Hotel'],
  ['3', 150, 300, 'The Casino'],
  ['4', 300, 450, 'The Arena'],
  ['5', 450, 650, 'The Museum'],
  ['6', 650, 850, 'Abandoned Offices'],
  ['7', 850, 1100, 'The Laboratory'],
  ['8', 1100, 1350, 'The Core'],
  ['9', 1350, 1650, 'Corruption'],
  ['10', 1650, null, 'Platform of The Gods'],
];

export const zenithFloors: SourceTableSpec = {
  id: 'zenith/floors',
  ruleSet: 'zenith',
  title: 'Floors: where each starts and ends',
  rowHeader: 'Floor',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '爬塔 (the climb), floor table' },
  page: '/zenith/',
  printed: {
    columns: ['From (m)', 'To (m)', 'Name'],
    rows: PRINTED.map(([label, from, to, name]) => ({ label, cells: [from, to, name] })),
  },
  engine: () => ({
    columns: ['From (m)', 'To (m)', 'Name'],
    rows: FLOOR_STARTS.map((start, i) => {
      // The end of a floor is the first altitude the engine puts on the next floor.
      const end = i + 1 < FLOOR_STARTS.length ? FLOOR_STARTS[i + 1] : null;
      if (floorAt(start) !== i + 1) throw new Error(`floorAt(${start}) is not floor ${i + 1}`);
      return { label: String(i + 1), cells: [start, end, FLOOR_NAMES[i]] };
    }),
  }),
  known: [],
};
