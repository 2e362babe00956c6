// Source table: the Shirase times the seed states in prose (torikans, REGRET limit), against the engine.
import { clock, shiraseRegretLimit, shiraseTorikan } from '~/engines/tgm3';
import type { SourceTableSpec } from '~/lib/source-table';

const REGRET_REASON =
  'No ruling: the seed says a Shirase REGRET comes when "a section time exceeds 1 minute"; master-grading.json (NullpoMino, Cambridge and a memory reader agree) gives 1:00 for 0-199 and 0:50 from 200 on. The site follows the data file, since the seed\'s only example is the 0-100 section.';

export const tgm3ShiraseClaims: SourceTableSpec = {
  id: 'tgm3/shirase-times',
  ruleSet: 'tgm3',
  title: 'Shirase: torikan times and REGRET limits',
  rowHeader: 'Rule',
  source: { file: '002_096d099eb8365792.txt', section: 'Shirase (prose) and Messages, "Section REGRET"' },
  page: '/tgm3/shirase/',
  printed: {
    columns: ['Time'],
    rows: [
      { label: 'Torikan at 500, Classic', cells: ['2:28:00'] },
      { label: 'Torikan at 500, World', cells: ['3:03:00'] },
      { label: 'Torikan at 1000, Classic', cells: ['4:56:00'] },
      { label: 'Torikan at 1000, World', cells: ['6:06:00'] },
      ...Array.from({ length: 13 }, (_, i) => ({ label: `REGRET limit, section ${i * 100}-${i * 100 + 99}`, cells: ['1:00:00'] })),
    ],
  },
  engine: () => ({
    columns: ['Time'],
    rows: [
      { label: 'Torikan at 500, Classic', cells: [clock(shiraseTorikan(500, 'classic'))] },
      { label: 'Torikan at 500, World', cells: [clock(shiraseTorikan(500, 'world'))] },
      { label: 'Torikan at 1000, Classic', cells: [clock(shiraseTorikan(1000, 'classic'))] },
      { label: 'Torikan at 1000, World', cells: [clock(shiraseTorikan(1000, 'world'))] },
      ...Array.from({ length: 13 }, (_, i) => ({ label: `REGRET limit, section ${i * 100}-${i * 100 + 99}`, cells: [clock(shiraseRegretLimit(i))] })),
    ],
  }),
  known: Array.from({ length: 11 }, (_, k) => ({ row: `REGRET limit, section ${(k + 2) * 100}-${(k + 2) * 100 + 99}`, reason: REGRET_REASON })),
};
