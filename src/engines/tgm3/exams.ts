// Exams of TGM3 accounts: target grade, eligibility, demotion games, GM exam (seed 002: User accounts and exams; json; RULINGS.md TGM3).
import { DEMOTION_GAP, GRADE_NAMES } from './data/grading';
import { checkBool, checkInt, checkList, MAX_GAMES } from './validate';

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

export interface ExamOutlook {
  /** The grades as the history holds them: below qualified MM a GM-worthy game is recorded as MM. */
  counted: number[];
  /** How many entries were GM and count as MM because the player is not yet qualified MM. */
  heldAtMM: number;
  /** floor(mean of the 2nd-4th best of the counted grades). */
  target: number;
  /** A promotion exam can happen (target above the class); the game then decides at random. */
  possible: boolean;
  /** That exam would be the Grand Master exam. */
  gmExam: boolean;
}

/**
 * One answer for "can I get an exam, and for which grade?" (seed: User accounts and exams; Grand Master promotion exam
 * requirements: "necessary to be currently qualified as MasterM before registering games ... eligible for Grand Master
 * promotion"). Below qualified MM, GM entries count as MM, so the target can reach GM only for a qualified-MM player.
 */
export function examOutlook(lastSevenGrades: number[], qualifiedClass: number): ExamOutlook {
  const cls = checkClass('qualifiedClass', qualifiedClass);
  const given = checkGrades('lastSevenGrades', lastSevenGrades).slice(-EXAM_GAMES);
  const eligibleForGM = cls >= MM;
  const counted = given.map((g) => (g === GM && !eligibleForGM ? MM : g));
  const heldAtMM = given.filter((g, i) => g !== counted[i]).length;
  const target = examTarget(counted);
  const possible = target > cls;
  return { counted, heldAtMM, target, possible, gmExam: possible && target === GM };
}

/** A promotion exam can happen only when the target is above the qualified class (seed), as examOutlook counts it. */
export function promotionPossible(lastSevenGrades: number[], qualifiedClass: number): boolean {
  return examOutlook(lastSevenGrades, qualifiedClass).possible;
}

/** A game "8 or more grades lower" than the class counts toward a demotion exam (seed). */
export function isDemotionGame(grade: number, qualifiedClass: number): boolean {
  checkInt('grade', grade, 0, GM);
  checkClass('qualifiedClass', qualifiedClass);
  return grade <= qualifiedClass - DEMOTION_GAP;
}

/** How many of the given games count toward demotion. The seed gives no count that triggers the exam. */
export function demotionPoints(grades: number[], qualifiedClass: number): number {
  checkGrades('grades', grades);
  checkClass('qualifiedClass', qualifiedClass);
  return grades.filter((g) => isDemotionGame(g, qualifiedClass)).length;
}

/** GM-worthy games count toward a GM exam only while qualified MM or higher (seed: Grand Master promotion exam). */
export function gmExamPossible(lastSevenGrades: number[], qualifiedClass: number): boolean {
  return examOutlook(lastSevenGrades, qualifiedClass).gmExam;
}

/** Exam passed: the grade reached is at least the exam's grade; a GM exam also needs the roll survived (seed). */
export function examPassed(examGrade: number, gradeReached: number, survivedRoll = true): boolean {
  checkInt('examGrade', examGrade, 0, GM);
  checkInt('gradeReached', gradeReached, 0, GM);
  checkBool('survivedRoll', survivedRoll);
  if (examGrade === GM) return gradeReached >= GM && survivedRoll;
  return gradeReached >= examGrade;
}
