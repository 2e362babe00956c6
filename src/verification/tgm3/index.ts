// tgm3: every printed source table the site transcribed, and every contradiction it shows.
import type { SourceTableSpec } from '~/lib/source-table';
import type { Contradiction } from '~/lib/contradictions';
import { ROLL_FRAMES, ROLL_FRAMES_CLONES } from '~/engines/tgm3';
import { tgm3Tables } from './tables';
import { tgm3ShiraseClaims } from './shirase-claims';
import { tgm3ProseClaims } from './prose-claims';

export const TGM3_TABLES: SourceTableSpec[] = [...tgm3Tables, tgm3ShiraseClaims, tgm3ProseClaims];

const SEED = '002_096d099eb8365792.txt';
const G = '/tgm3/master-grading/';

export const TGM3_CONTRADICTIONS: Contradiction[] = [
  {
    id: 'tgm3/decay-timing',
    ruleSet: 'tgm3',
    title: 'When grade points decay',
    source: `${SEED}, Internal grade system ("decay rate"); master-grading.json decayModes`,
    readings: [
      { who: 'NullpoMino, TGMsim', says: 'Points decay only while a piece is active and no 2+-line combo is alive.' },
      { who: 'Cambridge', says: 'Points decay on every frame a piece is active.' },
    ],
    modelled: 'The first reading by default (our choice: the wiki does not say); the second as the "decay" switch.',
    page: `${G}#when-points-decay`,
  },
  {
    id: 'tgm3/plus-two-seconds',
    ruleSet: 'tgm3',
    title: 'The "+2 s" COOL rule',
    source: `${SEED}, Section COOL/REGRET system; master-grading.json coolPlusTwoSecondsRule`,
    readings: [
      { who: 'seed, NullpoMino', says: 'After a section that earned a COOL, the next x70 time may be at most 2 s (120 frames) slower.' },
      { who: 'Cambridge', says: 'The 2 s limit applies after every section, COOL or not.' },
    ],
    modelled: 'Only after a COOL section (limit = min(table, previous x70 + 120)); the other reading is a switch (our choice: it fits the wiki\'s "previous one" best).',
    page: `${G}#section-cool`,
  },
  {
    id: 'tgm3/cool-boundary',
    ruleSet: 'tgm3',
    title: 'COOL on the exact limit frame',
    source: `${SEED}, Section COOL/REGRET system ("faster than the times listed"); master-grading.json`,
    readings: [
      { who: 'seed', says: 'Reach x70 faster than the listed time (strictly less).' },
      { who: 'master-grading.json', says: 'The x70 time must be <= the limit.' },
    ],
    modelled: 'Our choice: <= the limit, because the data of the published implementations states the comparison exactly and the wiki speaks loosely; the two differ on one frame only.',
    page: `${G}#section-cool`,
  },
  {
    id: 'tgm3/cool-display-level',
    ruleSet: 'tgm3',
    title: 'Where the section COOL message shows',
    source: `${SEED}, Section COOL/REGRET system and Messages, "Section COOL"`,
    readings: [
      { who: 'grading section', says: 'Triggered at x70, shown between x82 and x99.' },
      { who: 'messages section', says: 'Appears "at around (but not exactly on) level x80".' },
    ],
    modelled: 'Our choice. The engine decides the COOL at x70 (both agree); when the message shows does not change the grade, so the page gives both.',
    page: '/tgm3/scoring/#cool',
  },
  {
    id: 'tgm3/roll-length',
    ruleSet: 'tgm3',
    title: 'Length of the staff roll',
    source: 'master-grading.json roll.lengthFramesCandidates',
    readings: [
      { who: 'tgm3-visualizer (memory of the PC game)', says: `${ROLL_FRAMES} playable frames.` },
      { who: 'two clones', says: `${ROLL_FRAMES_CLONES} frames.` },
    ],
    modelled: `${ROLL_FRAMES} frames, read from the PC version's memory (our choice: it reads the game itself); ${ROLL_FRAMES_CLONES} is noted on the page.`,
    page: `${G}#staff-roll`,
  },
  {
    id: 'tgm3/points-rounding',
    ruleSet: 'tgm3',
    title: 'Rounding of grade points',
    source: `${SEED}, Internal grade system; master-grading.json pointsRounding`,
    readings: [
      { who: 'seed', says: 'ceil(base × combo multiplier) × level multiplier.' },
      { who: 'NullpoMino', says: 'Multiplies first, then rounds down.' },
    ],
    modelled: 'The wiki\'s formula, with the level multiplier from the level before the clear (our choice: the wiki does not say which level).',
    page: `${G}#grade-points`,
  },
  {
    id: 'tgm3/grade-combo',
    ruleSet: 'tgm3',
    title: 'What counts as a combo for grade points',
    source: `${SEED}, combo multiplier table; master-grading.json comboCounting`,
    readings: [
      { who: 'seed (table)', says: 'Combo size counts "consecutive line clears"; the Single column is 1.0 throughout.' },
      { who: 'NullpoMino, Cambridge', says: 'Only clears of 2+ lines grow the combo; singles neither add nor break it; a lock without a clear resets it.' },
    ],
    modelled: 'The implementations\' counting (our choice: they agree with each other).',
    page: `${G}#grade-points`,
  },
  {
    id: 'tgm3/exam-target',
    ruleSet: 'tgm3',
    title: 'Exam target grade',
    source: `${SEED}, User accounts and exams; master-grading.json examTarget`,
    readings: [
      { who: 'seed', says: 'floor(mean of the 2nd, 3rd and 4th best of the last 7 grades).' },
      { who: 'NullpoMino', says: 'The 4th best grade.' },
    ],
    modelled: 'The wiki\'s mean (our choice: it is the wiki\'s own rule); the checker shows the other value beside it.',
    page: '/tgm3/exams/#exam-target',
  },
  {
    id: 'tgm3/gm-display',
    ruleSet: 'tgm3',
    title: 'A GM-worthy game without GM qualification',
    source: `${SEED}, Grand Master promotion exam requirements; master-grading.json gmDisplay`,
    readings: [
      { who: 'formula', says: 'floor(boosts + COOLs + roll) can reach 32, Grand Master.' },
      { who: 'exam rules', says: 'Only MasterM is awarded until the player passes a GM promotion exam.' },
    ],
    modelled: 'Grade 32 shows as MM unless the player is qualified GM (the wiki: GM is first given through an exam).',
    page: `${G}#the-final-grade`,
  },
  {
    id: 'tgm3/level-multiplier-level',
    ruleSet: 'tgm3',
    title: 'Which level picks the level multiplier',
    source: `${SEED}, level multiplier table`,
    readings: [
      { who: 'level before the clear', says: 'A tetris from 248 to 254 uses ×1.' },
      { who: 'level after the clear', says: 'The same tetris would use ×2.' },
    ],
    modelled: 'The level before the clear\'s gain (our choice: the wiki does not say).',
    page: `${G}#grade-points`,
  },
  {
    id: 'tgm3/shirase-regret-time',
    ruleSet: 'tgm3',
    title: 'Shirase REGRET time',
    source: `${SEED}, Shirase and Messages; master-grading.json shiraseRegretFrames`,
    readings: [
      { who: 'seed', says: 'A REGRET if a section takes more than 1 minute.' },
      { who: 'master-grading.json', says: '1:00 for sections 0-199, 0:50 from 200 on.' },
    ],
    modelled: 'Our choice: the data of the published implementations, because three implementations agree and the wiki only gives the 0-100 example.',
    page: '/tgm3/shirase/#grading',
  },
  {
    id: 'tgm3/shirase-1300',
    ruleSet: 'tgm3',
    title: 'Does Shirase go past 1300?',
    source: `${SEED}, Shirase`,
    readings: [
      { who: 'Ichiro Mihara (blog)', says: '1300 is a torikan of its own; levels beyond it are possible.' },
      { who: 'reverse engineering', says: 'No grade beyond S13 exists in the game data.' },
    ],
    modelled: 'Our choice: the game data: the run ends at 1300 with S13.',
    page: '/tgm3/shirase/#grading',
  },
  {
    id: 'tgm3/internal-grade-cap',
    ruleSet: 'tgm3',
    title: 'Points at the top internal grade',
    source: `${SEED}, Internal grade system (last row "31+")`,
    readings: [
      { who: 'table', says: 'The last row is "31+", as if grades above 31 existed.' },
      { who: 'boost column', says: '31 gives the 17th and last boost (S9 in TAP terms); nothing above it changes the grade.' },
    ],
    modelled: 'Our choice. The internal grade stops at 31 and further points are not counted.',
    page: `${G}#internal-grade`,
  },
  {
    id: 'tgm3/cool-regret-arms-plus-two',
    ruleSet: 'tgm3',
    title: 'Does a section with both COOL and REGRET arm the +2 s rule?',
    source: `${SEED}, Section COOL/REGRET system ("A section REGRET does not override a section COOL")`,
    readings: [
      { who: 'this site', says: 'Yes: the COOL stands, so the next section must reach x70 within its x70 time + 2 s.' },
      { who: 'other reading', says: 'No: after a REGRET the next section only has the table limit.' },
    ],
    modelled: 'The first reading (our choice where the sources leave it open; the other reading is listed beside it).',
    page: `${G}#section-regret`,
  },
  {
    id: 'tgm3/decay-counter-carry',
    ruleSet: 'tgm3',
    title: 'The decay counter at a grade-up and at 0 points',
    source: `${SEED}, Internal grade system (decay rate); master-grading.json decayModes`,
    readings: [
      { who: 'this site', says: 'The frame count toward the next lost point carries over a grade-up and keeps running at 0 points.' },
      { who: 'other reading', says: 'The count restarts at each grade-up and stops while points are 0.' },
    ],
    modelled: 'The first reading (our choice where the sources leave it open; the other reading is listed beside it).',
    page: `${G}#when-points-decay`,
  },
  {
    id: 'tgm3/gm-from-roll-clears',
    ruleSet: 'tgm3',
    title: 'Can roll clears alone lift a qualified player to GM?',
    source: `${SEED}, Displayed Grade formula and Staff roll grading system`,
    readings: [
      { who: 'seed formula', says: 'Yes: floor(boosts + COOLs + roll) reaching 32 is GM for a qualified player, whatever the clears.' },
      { who: 'NullpoMino', says: 'No: the grade from roll clears stops at MM.' },
    ],
    modelled: 'The wiki\'s formula (our choice where the sources leave it open; the other reading is listed beside it).',
    page: `${G}#the-final-grade`,
  },
  {
    id: 'tgm3/regret-target',
    ruleSet: 'tgm3',
    title: 'What a REGRET lowers',
    source: `${SEED}, Section COOL/REGRET system ("via removing an Internal Grade Boost")`,
    readings: [
      { who: 'seed', says: 'The internal grade drops to the top of the previous boost and the points go to 0.' },
      { who: 'NullpoMino', says: 'The displayed grade loses 1; the internal grade and points stay.' },
    ],
    modelled: 'The wiki\'s reading (our choice where the sources leave it open; the other reading is listed beside it).',
    page: `${G}#section-regret`,
  },
];
