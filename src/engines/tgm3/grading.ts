// Master grading rules of TGM3: grade points, COOL/REGRET limits, REGRET effect, displayed grade (seed 002 + json + RULINGS.md).
import {
  COMBO_TENTHS,
  COOL_FRAMES_TO_70,
  COOL_PREVIOUS_MARGIN,
  GRADE_NAMES,
  INTERNAL_GRADES,
  INVISIBLE_COOLS,
  INVISIBLE_MIN_INTERNAL_GRADE,
  LEVEL_ADVANCE_MASTER,
  LEVEL_ADVANCE_OTHER,
  LEVEL_MULTIPLIER_STEPS,
  MAX_INTERNAL_GRADE,
  REGRET_FRAMES,
  ROLL_HUNDREDTHS,
} from './data/grading';
import { checkBool, checkChoice, checkInt, checkList, checkNumber, checkObject, checkFrames, checkLines, MAX_LEVEL, MAX_ROLL_CLEARS } from './validate';

export type Lines = 1 | 2 | 3 | 4;
export type RollKind = 'fading' | 'invisible';
/** Which sections the "+2 s" COOL rule applies after (RULINGS.md TGM3: 'afterCool' default, 'always' the Cambridge variant). */
export type PlusTwoRule = 'afterCool' | 'always';

const SECTIONS = REGRET_FRAMES.length;

/** Master's last level: the game ends at 999 (seed: Master). */
export const MASTER_LAST_LEVEL = 999;
/** Sections of Master: 000-099 .. 900-999 (json sectionRegretFrames has one limit per section). */
export const MASTER_SECTIONS = REGRET_FRAMES.length;
/** Master's level-500 torikan happens at the end of this level's section (seed: Master). */
export const MASTER_TORIKAN_LEVEL = 500;

/**
 * The internal grade table row, grades above 31 using the "31+" row (seed: Internal grade system).
 * @source seed 002 Internal grade system table
 */
export function internalGradeRow(internalGrade: number) {
  return INTERNAL_GRADES[Math.min(MAX_INTERNAL_GRADE, checkInt('internalGrade', internalGrade, 0))];
}

/**
 * Combo multiplier as a number; sizes above 10 use the 10 row, below 1 the 1 row (seed: combo table).
 * @source seed 002 Internal grade system, combo multiplier table
 */
export function comboMultiplier(comboSize: number, lines: Lines): number {
  return COMBO_TENTHS[Math.min(10, Math.max(1, checkInt('comboSize', comboSize, 0))) - 1][checkLines('lines', lines, false) - 1] / 10;
}

/** Level multiplier 1-4 by the level before the clear's gain (seed: level multiplier; RULINGS.md TGM3). */
export function levelMultiplier(level: number): number {
  checkNumber('level', level, 0, MAX_LEVEL);
  let m = 1;
  for (const s of LEVEL_MULTIPLIER_STEPS) if (level >= s.from) m = s.multiplier;
  return m;
}

/** Awarded points = ceil(base × combo multiplier) × level multiplier (seed: Internal grade system; RULINGS.md TGM3). */
export function gradePoints(internalGrade: number, lines: Lines, comboSize: number, level: number): number {
  const base = internalGradeRow(internalGrade).points[checkLines('lines', lines, false) - 1];
  // Integer tenths: base × tenths is exact, so ceil never sees 12.000000000000002.
  const tenths = COMBO_TENTHS[Math.min(10, Math.max(1, checkInt('comboSize', comboSize, 0))) - 1][lines - 1];
  return Math.ceil((base * tenths) / 10) * levelMultiplier(level);
}

/**
 * Grade boosts an internal grade gives (seed: "Grades boosted" column).
 * @source seed 002 Internal grade system (grade boosts per internal grade)
 */
export function gradeBoosts(internalGrade: number): number {
  return internalGradeRow(internalGrade).boosts;
}

/**
 * The internal grade named "the old way", as a TAP grade: one TAP grade per boost, 9 .. 1 then S1 .. S9
 * (seed: "For each new TAP grade the player obtains, the player's grade gets a +1"; "27 (or S7 in TAP grading)").
 * @source seed 002 Grade Recognition System (grade names)
 */
export function tapGradeName(internalGrade: number): string {
  return GRADE_NAMES[gradeBoosts(internalGrade)];
}

/** Frames a section may take from x00 to x70 for a COOL; null in section 9 (json; seed "+2 s"; RULINGS.md TGM3). */
export function coolLimitFrames(section: number, previous?: { t70Frames: number; hadCool: boolean }, rule: PlusTwoRule = 'afterCool'): number | null {
  const base = COOL_FRAMES_TO_70[checkInt('section', section, 0, SECTIONS - 1)];
  checkChoice('rule', rule, ['afterCool', 'always'] as const);
  if (previous !== undefined) {
    checkObject('previous', previous);
    checkFrames('previous.t70Frames', previous.t70Frames);
    checkBool('previous.hadCool', previous.hadCool);
  }
  if (base === null) return null;
  if (previous && (previous.hadCool || rule === 'always')) return Math.min(base, previous.t70Frames + COOL_PREVIOUS_MARGIN);
  return base;
}

/** COOL when the x70 time is at most the limit (json: "<= previous + 120"; see the boundary note on the page). */
export function isSectionCool(t70Frames: number, limit: number | null): boolean {
  checkFrames('t70Frames', t70Frames);
  if (limit !== null) checkFrames('limit', limit);
  return limit !== null && t70Frames <= limit;
}

/** REGRET when the whole section takes strictly longer than its limit (json regretRule). */
export function isSectionRegret(section: number, sectionFrames: number): boolean {
  const limit = REGRET_FRAMES[checkInt('section', section, 0, SECTIONS - 1)];
  return checkFrames('sectionFrames', sectionFrames) > limit;
}

/**
 * After a REGRET: the highest internal grade of the previous boost; grade 0 stays 0 (seed: Section COOL/REGRET system).
 * @source seed 002 Section COOL/REGRET system (a REGRET takes one internal grade)
 */
export function regretInternalGrade(internalGrade: number): number {
  const ig = checkInt('internalGrade', internalGrade, 0, MAX_INTERNAL_GRADE);
  const boosts = INTERNAL_GRADES[ig].boosts;
  if (boosts === 0) return ig;
  let top = 0;
  for (let g = 0; g <= MAX_INTERNAL_GRADE; g++) if (INTERNAL_GRADES[g].boosts === boosts - 1) top = g;
  return top;
}

/**
 * The roll a run gets: invisible only with all 9 section COOLs and internal grade >= 27 (seed: Staff roll grading system).
 * @source seed 002 Staff roll grading system (invisible roll with every section COOL)
 */
export function rollKindFor(internalGrade: number, sectionCools: number): RollKind {
  checkInt('internalGrade', internalGrade, 0);
  checkInt('sectionCools', sectionCools, 0, INVISIBLE_COOLS);
  return sectionCools >= INVISIBLE_COOLS && internalGrade >= INVISIBLE_MIN_INTERNAL_GRADE ? 'invisible' : 'fading';
}

export interface RollResult {
  kind: RollKind;
  /** Count of singles, doubles, triples, tetrises during the roll. */
  clears: [number, number, number, number];
  survived: boolean;
}

/**
 * Roll grade in hundredths: per-clear values plus the survival bonus (seed: Staff roll grading system).
 * @source seed 002 Staff roll grading system (points per clear in each roll)
 */
export function rollHundredths(roll: RollResult): number {
  checkObject('roll', roll);
  const t = ROLL_HUNDREDTHS[checkChoice('roll.kind', roll.kind, ['fading', 'invisible'] as const)];
  checkList('roll.clears', roll.clears, 4, 4);
  let sum = 0;
  for (let i = 0; i < 4; i++) sum += checkInt(`roll.clears[${i}]`, roll.clears[i], 0, MAX_ROLL_CLEARS) * t.perClear[i];
  return sum + (checkBool('roll.survived', roll.survived) ? t.survived : 0);
}

export interface DisplayedGradeInput {
  internalGrade: number;
  sectionCools: number;
  roll?: RollResult;
  qualifiedGM?: boolean;
}

export interface GradeBreakdown {
  boosts: number;
  cools: number;
  rollHundredths: number;
  /** floor(boosts + cools + roll), before the cap and the GM rule. */
  raw: number;
  capped: boolean;
  /** True when the run was GM-worthy but shown as MM for lack of a GM qualification. */
  heldAtMM: boolean;
  index: number;
  name: string;
}

/** Displayed grade with each term (seed: Displayed Grade = floor(boosts + COOLs + roll); json gmDisplay; RULINGS.md TGM3). */
export function gradeBreakdown(o: DisplayedGradeInput): GradeBreakdown {
  checkObject('grade input', o);
  const boosts = gradeBoosts(o.internalGrade);
  const cools = checkInt('sectionCools', o.sectionCools, 0, INVISIBLE_COOLS);
  const roll = o.roll !== undefined ? rollHundredths(o.roll) : 0;
  if (o.qualifiedGM !== undefined) checkBool('qualifiedGM', o.qualifiedGM);
  const raw = boosts + cools + Math.floor(roll / 100);
  const top = GRADE_NAMES.length - 1;
  let index = Math.min(raw, top);
  const capped = raw > top;
  const heldAtMM = index === top && !o.qualifiedGM;
  if (heldAtMM) index = top - 1;
  return { boosts, cools, rollHundredths: roll, raw, capped, heldAtMM, index, name: GRADE_NAMES[index] };
}

/**
 * The grade shown at the end of a Master game.
 * @source seed 002 Grade Recognition System; RULINGS.md TGM3
 */
export function displayedGrade(o: DisplayedGradeInput): { index: number; name: string } {
  const b = gradeBreakdown(o);
  return { index: b.index, name: b.name };
}

/**
 * Level gained by a clear in Master and Shirase: 1, 2, 4, 6 (seed: Level advance).
 * @source seed 002 Master (a clear of n lines advances n levels, a piece 1 below the level stop)
 */
export function levelAdvance(lines: Lines): number {
  return LEVEL_ADVANCE_MASTER[checkLines('lines', lines, false) - 1];
}

/**
 * Level gained by a clear in any mode: bonus levels only in Master and Shirase (seed: Level advance).
 * @source seed 002 each mode's level rules (Master and Shirase)
 */
export function levelAdvanceIn(mode: 'master' | 'shirase' | 'other', lines: Lines): number {
  checkChoice('mode', mode, ['master', 'shirase', 'other'] as const);
  checkLines('lines', lines, false);
  return mode === 'other' ? LEVEL_ADVANCE_OTHER[lines - 1] : LEVEL_ADVANCE_MASTER[lines - 1];
}
