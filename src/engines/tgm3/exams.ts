// Exams of TGM3 accounts: target grade, eligibility, demotion games, GM exam (seed 002: User accounts and exams; json; RULINGS.md TGM3).
import { DEMOTION_GAP, GRADE_NAMES } from './data/grading';
import { checkBool, checkInt, checkList, checkObject, MAX_GAMES } from './validate';

const GM = GRADE_NAMES.length - 1;
const MM = GM - 1;
/** Exams look at the last seven games (seed: "out of their last seven games"). */
export const EXAM_GAMES = 7;
/** A demotion game ends this many grades or more below the class (seed: "8 or more grades lower"). */
export { DEMOTION_GAP };

/** Grades as indices 0 (9) .. 32 (GM); at most MAX_GAMES of them. */
function checkGrades(name: string, grades: number[]): number[] {
  return checkList<number>(name, grades, MAX_GAMES).map((g, i) => checkInt(`${name}[${i}]`, g, 0, GM));
}
const checkClass = (name: string, c: number) => checkInt(name, c, 0, GM);

/**
 * floor(mean of the 2nd, 3rd and 4th best of the last seven grades) (seed; RULINGS.md TGM3).
 * Fewer than seven games: the missing ones count as grade 0 ("9"), our choice.
 */
export function examTarget(lastSevenGrades: number[]): number {
  const g = checkGrades('lastSevenGrades', lastSevenGrades).slice(-EXAM_GAMES);
  while (g.length < EXAM_GAMES) g.push(0);
  g.sort((a, b) => b - a);
  return Math.floor((g[1] + g[2] + g[3]) / 3);
}

/** NullpoMino's reading: the 4th best (json examTarget: a known deviation). */
export function examTargetFourthBest(lastSevenGrades: number[]): number {
  const g = checkGrades('lastSevenGrades', lastSevenGrades).slice(-EXAM_GAMES);
  while (g.length < EXAM_GAMES) g.push(0);
  g.sort((a, b) => b - a);
  return g[3];
}

/** A game as the profile history stores it: the grade it ended with and the class the player held when it was played. */
export interface PlayedGame {
  grade: number;
  /** The qualified class when the game was recorded (RULINGS.md TGM3: GM eligibility is fixed when a game is recorded). */
  classAtPlay: number;
}

function checkGames(name: string, games: readonly PlayedGame[]): PlayedGame[] {
  return checkList<PlayedGame>(name, games, MAX_GAMES).map((g, i) => {
    checkObject(`${name}[${i}]`, g);
    return { grade: checkInt(`${name}[${i}].grade`, g.grade, 0, GM), classAtPlay: checkClass(`${name}[${i}].classAtPlay`, g.classAtPlay) };
  });
}

/**
 * The grade the history keeps for a game: a GM-worthy game played before the player was qualified MasterM is stored as
 * MM and stays MM (seed: "necessary to be currently qualified as MasterM before registering games ... eligible for Grand
 * Master promotion"; RULINGS.md TGM3).
 */
export function recordedGrade(grade: number, classAtPlay: number): number {
  checkInt('grade', grade, 0, GM);
  checkClass('classAtPlay', classAtPlay);
  return grade === GM && classAtPlay < MM ? MM : grade;
}

export interface ExamOutlook {
  /** The grades as the history holds them (each converted by the class it was played at). */
  counted: number[];
  /** Which of the counted games were GM-worthy but played unqualified (below MM), so they count as MM. */
  heldAtMM: boolean[];
  /** floor(mean of the 2nd-4th best of the counted grades). */
  target: number;
  /** NullpoMino's reading (4th best) over the same counted grades. */
  fourthBest: number;
  /** A promotion exam can happen (target above the class); the game then decides at random. */
  possible: boolean;
  /** That exam would be the Grand Master exam. */
  gmExam: boolean;
}

/**
 * One answer for "can I get an exam, and for which grade?" (seed: User accounts and exams; Grand Master promotion exam
 * requirements). Each game counts as it was recorded: by the class at the time it was played, not today's class.
 * @source seed 002 User accounts and exams; RULINGS.md TGM3
 */
export function examOutlook(games: readonly PlayedGame[], qualifiedClass: number): ExamOutlook {
  const cls = checkClass('qualifiedClass', qualifiedClass);
  const last = checkGames('games', games).slice(-EXAM_GAMES);
  const counted = last.map((g) => recordedGrade(g.grade, g.classAtPlay));
  const heldAtMM = last.map((g, i) => counted[i] !== g.grade);
  const target = examTarget(counted);
  const possible = target > cls;
  return { counted, heldAtMM, target, fourthBest: examTargetFourthBest(counted), possible, gmExam: possible && target === GM };
}

/**
 * A promotion exam can happen only when the target is above the qualified class (seed), as examOutlook counts it.
 * @source seed 002 User accounts and exams (promotion exams)
 */
export function promotionPossible(games: readonly PlayedGame[], qualifiedClass: number): boolean {
  return examOutlook(games, qualifiedClass).possible;
}

/**
 * A game "8 or more grades lower" than the class counts toward a demotion exam (seed).
 * @source seed 002 User accounts and exams: a game 8 or more grades below the class
 */
export function isDemotionGame(grade: number, qualifiedClass: number): boolean {
  checkInt('grade', grade, 0, GM);
  checkClass('qualifiedClass', qualifiedClass);
  return grade <= qualifiedClass - DEMOTION_GAP;
}

/** Demotion points at which the next game is a demotion exam (NullpoMino GradeMania3Mode; tgm3-visualizer memory map). */
export const DEMOTION_EXAM_POINTS = 30;

/**
 * Demotion points one game adds: class - grade - 7 when it ends more than 7 grades below the class, else 0
 * (NullpoMino GradeMania3Mode and tgm3-visualizer; RULINGS.md TGM3). The seed gives no number.
 */
export function demotionPointsFor(grade: number, classAtPlay: number): number {
  return isDemotionGame(grade, classAtPlay) ? classAtPlay - grade - (DEMOTION_GAP - 1) : 0;
}

export interface DemotionRun {
  /** Points after each game, in order. */
  after: number[];
  points: number;
  /** The next game is a demotion exam. */
  examDue: boolean;
}

/**
 * Demotion points over a history, oldest first, from `start` points: each game adds its points; a promotion (the class
 * rising between two games) resets them to 0, as NullpoMino does on a passed exam; at DEMOTION_EXAM_POINTS the next game is
 * the demotion exam (RULINGS.md TGM3).
 */
export function demotionPoints(games: readonly PlayedGame[], start = 0): DemotionRun {
  const list = checkGames('games', games);
  let points = checkInt('start', start, 0, MAX_GAMES * GM);
  const after = list.map((g, i) => {
    if (i > 0 && g.classAtPlay > list[i - 1].classAtPlay) points = 0;
    points += demotionPointsFor(g.grade, g.classAtPlay);
    return points;
  });
  return { after, points, examDue: points >= DEMOTION_EXAM_POINTS };
}

/**
 * GM-worthy games count toward a GM exam only if recorded while qualified MM or higher (seed: Grand Master promotion exam).
 * @source seed 002 User accounts and exams (the GM exam); RULINGS.md TGM3
 */
export function gmExamPossible(games: readonly PlayedGame[], qualifiedClass: number): boolean {
  return examOutlook(games, qualifiedClass).gmExam;
}

/**
 * Exam passed: the grade reached is at least the exam's grade; a GM exam also needs the roll survived (seed).
 * @source seed 002 User accounts and exams
 */
export function examPassed(examGrade: number, gradeReached: number, survivedRoll = true): boolean {
  checkInt('examGrade', examGrade, 0, GM);
  checkInt('gradeReached', gradeReached, 0, GM);
  checkBool('survivedRoll', survivedRoll);
  if (examGrade === GM) return gradeReached >= GM && survivedRoll;
  return gradeReached >= examGrade;
}
