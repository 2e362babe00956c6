// Source table: numbers seed 002 states in its prose (not in tables) about Master, against the engine.
import { clock, coolLimitFrames, displayedGrade, gradeBoosts, killTimerActive, rollKindFor, shiraseRegretLimit } from '~/engines/tgm3';
import { MASTER_TORIKAN_FRAMES, MAX_INTERNAL_GRADE, TETRIS_COOL_NEEDED, REGRET_FRAMES } from '~/engines/tgm3/data/grading';
import { KILL_TIMER_FRAMES } from '~/engines/tgm3/data/speed';
import type { SourceTableSpec } from '~/lib/source-table';

/** Lowest internal grade that earns the invisible roll with 9 COOLs, found by asking the engine. */
function invisibleGate(): number {
  for (let g = 0; g <= MAX_INTERNAL_GRADE; g++) if (rollKindFor(g, 9) === 'invisible') return g;
  return -1;
}

const ROWS: [string, string | number, () => string | number][] = [
  // Master: "Master mode will stop at level 500 with no credit roll if the timer has exceeded 7 minutes".
  ['Master torikan at level 500', '7:00:00', () => clock(MASTER_TORIKAN_FRAMES)],
  // Messages: "Some examples are 1'30" for Master mode Lv. 0-100, and 1'00" for Shirase mode Lv. 0-100".
  ['Master REGRET, section 0-99', '1:30:00', () => clock(REGRET_FRAMES[0])],
  ['Shirase REGRET, section 0-99', '1:00:00', () => clock(shiraseRegretLimit(0))],
  // Kill Timer: "when the timer reaches 15 minutes".
  ['Kill timer starts', '15:00:00', () => (killTimerActive('master', KILL_TIMER_FRAMES) && !killTimerActive('master', KILL_TIMER_FRAMES - 1) ? clock(KILL_TIMER_FRAMES) : 'none')],
  // Staff roll: "clear with all section COOLs and an internal grade of at least 27".
  ['Invisible roll: lowest internal grade', 27, invisibleGate],
  // "there is no section COOL in section 900-999".
  ['Section COOL possible in 900-999', 'no', () => (coolLimitFrames(9) === null ? 'no' : 'yes')],
  // "Just like TAP's 9 -> S9, there are 18 grades this system can produce" (0 to 17 boosts).
  ['Grades the internal system can produce', 18, () => gradeBoosts(MAX_INTERNAL_GRADE) + 1],
  // GM exam: "all nine Section COOLs, and earning at least six grade points in the invisible roll ... only MasterM".
  ['17 boosts + 9 COOLs + 6.00 roll, not qualified', 'MM', () => displayedGrade({ internalGrade: MAX_INTERNAL_GRADE, sectionCools: 9, roll: { kind: 'invisible', clears: [0, 0, 0, 6], survived: false } }).name],
  // Tetris COOL: "3 times in 0-99, 6 times in 100-199, and 4 times in all subsequent sections".
  ['Tetris COOL: tetrises in 0-99 / 100-199 / later', '3 / 6 / 4', () => TETRIS_COOL_NEEDED.join(' / ')],
];

export const tgm3ProseClaims: SourceTableSpec = {
  id: 'tgm3/prose-claims',
  ruleSet: 'tgm3',
  title: 'Numbers the wiki states in its prose',
  rowHeader: 'Claim',
  source: { file: '002_096d099eb8365792.txt', section: 'Master, Grade Recognition System, Messages, Kill Timer (prose)' },
  page: '/tgm3/master-grading/',
  printed: { columns: ['Value'], rows: ROWS.map(([label, printed]) => ({ label, cells: [printed] })) },
  engine: () => ({ columns: ['Value'], rows: ROWS.map(([label, , eng]) => ({ label, cells: [eng()] })) }),
  known: [],
};
