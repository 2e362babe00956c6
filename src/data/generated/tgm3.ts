// TGM3 tables the pages compute from the engine, as data (/data/tgm3/<id>.json and .csv).
import {
  INTERNAL_GRADES,
  MAX_INTERNAL_GRADE,
  MEDAL_THRESHOLDS,
  SECTION_LEVELS,
  coolLimitFrames,
  decayAfterFrames,
  framesFromSeconds,
  gradeBoosts,
  tapGradeName,
} from '~/engines/tgm3';
import { REGRET_FRAMES } from '~/engines/tgm3/data/grading';
import { gapFigure } from '~/islands/tgm3/gaps-figure';
import type { GeneratedTableSpec } from '../generated-tables';

const WIKI = '002_096d099eb8365792.txt';

/** Each Master section's COOL limit (frames to reach x70; null where there is none) and REGRET limit (frames). */
export const sectionLimitRows = () => REGRET_FRAMES.map((regret, section) => ({ section, cool: coolLimitFrames(section), regret }));

export const tgm3SectionLimits: GeneratedTableSpec = {
  id: 'tgm3/section-limits',
  ruleSet: 'tgm3',
  title: 'Master section limits in frames (60 per second): COOL to reach x70, REGRET for the whole section',
  rowHeader: 'Section (levels)',
  page: '/tgm3/master-grading/',
  source: { file: WIKI, section: 'COOL and REGRET section times (the frame counts from the TGM3 grading data)' },
  engineFunction: 'coolLimitFrames, REGRET_FRAMES',
  grid: () => ({
    columns: ['COOL limit (frames)', 'REGRET limit (frames)'],
    rows: sectionLimitRows().map((r) => ({ label: `${r.section * SECTION_LEVELS}-${(r.section + 1) * SECTION_LEVELS - 1}`, cells: [r.cool, r.regret] })),
  }),
};

/** The idle stall the internal-grade table prices, in seconds (the page's choice). */
export const GRADE_STALL_SECONDS = 10;

/** Each internal grade: boosts, its TAP name, frames per decay point, and points lost over a stall with no combo. */
export const internalGradeRows = (stallSeconds: number) =>
  Array.from({ length: MAX_INTERNAL_GRADE + 1 }, (_, g) => ({
    g,
    boosts: gradeBoosts(g),
    tap: tapGradeName(g),
    rate: INTERNAL_GRADES[g].decay,
    lost: decayAfterFrames(0, INTERNAL_GRADES[g].decay, framesFromSeconds(stallSeconds)).lost,
  }));

export const tgm3InternalGrades: GeneratedTableSpec = {
  id: 'tgm3/internal-grade-names',
  ruleSet: 'tgm3',
  title: `Internal grades named the TAP way, and grade points lost in ${GRADE_STALL_SECONDS} s of idling (a piece in play, no combo)`,
  rowHeader: 'Internal grade',
  page: '/tgm3/master-grading/',
  source: { file: WIKI, section: 'Master grading: internal grades and decay' },
  engineFunction: 'gradeBoosts, tapGradeName, decayAfterFrames',
  grid: () => ({
    columns: ['boosts', 'TAP grade', 'frames per point', `points lost in ${GRADE_STALL_SECONDS} s`],
    rows: internalGradeRows(GRADE_STALL_SECONDS).map((r) => ({ label: String(r.g), cells: [r.boosts, r.tap, r.rate, r.lost] })),
  }),
};

export const tgm3Medals: GeneratedTableSpec = {
  id: 'tgm3/medals',
  ruleSet: 'tgm3',
  title: 'Medal thresholds: AC in bravos, ST in seconds slower than the record, CO in combo length (SK not given by the source)',
  rowHeader: 'Medal',
  page: '/tgm3/scoring/',
  source: { file: WIKI, section: 'Medal conditions' },
  engineFunction: 'MEDAL_THRESHOLDS',
  grid: () => {
    const [stB, stS] = MEDAL_THRESHOLDS.ST;
    return {
      columns: ['bronze', 'silver', 'gold'],
      rows: [
        { label: 'AC', cells: [...MEDAL_THRESHOLDS.AC] },
        { label: 'ST', cells: [stB, stS, 'beat the record'] },
        { label: 'SK', cells: [null, null, null] },
        { label: 'CO', cells: [...MEDAL_THRESHOLDS.CO] },
      ],
    };
  },
};

const GENERATOR_NAMES: Record<string, string> = { ti: 'TGM3 randomizer', bag: '7-bag', random: 'Pure random' };

export const tgm3RandomizerGaps: GeneratedTableSpec = {
  id: 'tgm3/randomizer-gaps',
  ruleSet: 'tgm3',
  title: 'Floods and droughts per generator: share of deals repeating the last piece (%), longest wait seen (pieces)',
  rowHeader: 'Generator',
  page: '/tgm3/randomizer/',
  source: { file: WIKI, section: 'Randomizer (the site’s addition from published readings)' },
  engineFunction: 'sequenceOf, gapCounts, longestGap',
  grid: () => ({
    columns: ['same piece twice in a row (%)', 'longest wait (pieces)'],
    rows: gapFigure().map((r) => ({ label: GENERATOR_NAMES[r.generator] ?? r.generator, cells: [r.floods, r.longest] })),
  }),
};

export const TGM3_TABLES: readonly GeneratedTableSpec[] = [tgm3InternalGrades, tgm3SectionLimits, tgm3RandomizerGaps, tgm3Medals];
