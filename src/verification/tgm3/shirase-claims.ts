// Source table: the Shirase times the seed states in prose (torikans, REGRET limit), against the engine.
import { clock, SECTION_LEVELS, SHIRASE_SECTIONS, shiraseRegretLimit, shiraseTorikan } from '~/engines/tgm3';
import type { SourceTableSpec } from '~/lib/source-table';

const REGRET_REASON =
  'No ruling: our choice. The seed\'s Shirase prose says a REGRET comes when "a section time exceeds 1 minute"; master-grading.json (NullpoMino, Cambridge and a memory reader agree) gives 1:00 for sections 0-199 and 0:50 from 200 on. The site follows the data file, since the seed\'s only worked example is the 0-100 section.';

/** Every section's REGRET limit as the engine applies it, written as ranges of equal limits ("1:00:00 for 0-199, ..."). */
function regretRanges(): string {
  const parts: string[] = [];
  for (let i = 0; i < SHIRASE_SECTIONS; ) {
    let j = i;
    while (j + 1 < SHIRASE_SECTIONS && shiraseRegretLimit(j + 1) === shiraseRegretLimit(i)) j++;
    parts.push(`${clock(shiraseRegretLimit(i))} for ${i * SECTION_LEVELS}-${(j + 1) * SECTION_LEVELS - 1}`);
    i = j + 1;
  }
  return parts.join(', ');
}

const ANY_SECTION = 'REGRET limit, any section (Shirase prose: "a section time exceeds 1 minute")';
const FIRST_SECTION = 'REGRET limit, section 0-99 (Messages: "1\'00" for Shirase mode Lv. 0-100")';

// Only what the seed printed: four torikan times and two sentences about the REGRET time (not one row per section).
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
      { label: FIRST_SECTION, cells: ['1:00:00'] },
      { label: ANY_SECTION, cells: ['1:00:00'] },
    ],
  },
  engine: () => ({
    columns: ['Time'],
    rows: [
      { label: 'Torikan at 500, Classic', cells: [clock(shiraseTorikan(500, 'classic'))] }, // literal-ok: the torikan level the function takes (500 | 1000)
      { label: 'Torikan at 500, World', cells: [clock(shiraseTorikan(500, 'world'))] }, // literal-ok: the torikan level the function takes (500 | 1000)
      { label: 'Torikan at 1000, Classic', cells: [clock(shiraseTorikan(1000, 'classic'))] }, // literal-ok: the torikan level the function takes (500 | 1000)
      { label: 'Torikan at 1000, World', cells: [clock(shiraseTorikan(1000, 'world'))] }, // literal-ok: the torikan level the function takes (500 | 1000)
      { label: FIRST_SECTION, cells: [clock(shiraseRegretLimit(0))] },
      { label: ANY_SECTION, cells: [regretRanges()] },
    ],
  }),
  known: [
    // master-grading.json shiraseRegretFrames: sections0to1 3600 frames (1:00), sections2to12 3000 frames (0:50).
    { row: ANY_SECTION, reason: REGRET_REASON, engineMust: { value: '1:00:00 for 0-199, 0:50:00 for 200-1299' } },
  ],
};
