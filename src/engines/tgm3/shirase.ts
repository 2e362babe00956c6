// Shirase mode: grade from sections minus REGRETs, torikans at 500 and 1000, rising-garbage counter
// (seed 002 Shirase; master-grading.json shiraseRegretFrames and torikans).
import { SHIRASE_GARBAGE_QUOTA, SHIRASE_REGRET_FRAMES, SHIRASE_TORIKAN_500 } from './data/grading';
import type { Lines } from './grading';
import { levelAdvance } from './grading';
import { checkChoice, checkFrames, checkInt, checkLines, checkList, checkNumber, MAX_EVENTS, MAX_LEVEL } from './validate';

const RULES = ['classic', 'world'] as const;
/** Shirase sections: 13 of 100 levels (seed: Shirase, "S13 for clearing level 1300"). */
export const SHIRASE_SECTIONS = 13;
/** Rising garbage runs from level 500 to 999: the first section with a quota (seed: Shirase, Rising garbage). */
export const SHIRASE_GARBAGE_START_LEVEL = 100 * Math.min(...Object.keys(SHIRASE_GARBAGE_QUOTA).map(Number));
/** Last level with rising garbage: the end of the last section with a quota (seed: Shirase, Rising garbage). */
export const SHIRASE_GARBAGE_LAST_LEVEL = 100 * Math.max(...Object.keys(SHIRASE_GARBAGE_QUOTA).map(Number)) + 99;
/** Levels with a Shirase torikan (seed: Shirase; master-grading.json torikans). */
export const SHIRASE_TORIKAN_LEVELS = [500, 1000] as const;

export type RuleSystem = 'classic' | 'world';
export const SHIRASE_LAST_LEVEL = 1300;

/** REGRET limit of a Shirase section: 60 s in 0-199, 50 s from 200 on (json; the seed says "1 minute": see page). */
export function shiraseRegretLimit(section: number): number {
  checkInt('section', section, 0, SHIRASE_SECTIONS - 1);
  return section <= 1 ? SHIRASE_REGRET_FRAMES.sections0to1 : SHIRASE_REGRET_FRAMES.sections2to12;
}

/** Torikan time at level 500 or 1000 for a rule system; the 1000 value is twice the 500 one (seed; json). */
export function shiraseTorikan(level: 500 | 1000, rule: RuleSystem): number {
  if (level !== 500 && level !== 1000) throw new RangeError(`level must be 500 or 1000, not ${String(level)}.`);
  checkChoice('rule', rule, RULES);
  return SHIRASE_TORIKAN_500[rule] * (level === 1000 ? 2 : 1);
}

/** Grade name for a Shirase grade number: S1..S13; 0 has no S grade (our choice: shown as "none"). */
export function shiraseGradeName(grade: number): string {
  checkInt('grade', grade, 0, SHIRASE_SECTIONS);
  return grade <= 0 ? 'none' : `S${grade}`;
}

export interface ShiraseSectionResult {
  section: number;
  frames: number;
  regret: boolean;
  /** Total time when the section ended. */
  endFrame: number;
}

export interface ShiraseResult {
  sections: ShiraseSectionResult[];
  sectionsCleared: number;
  regrets: number;
  grade: number;
  gradeName: string;
  /** Level where a torikan stopped the game, or null. */
  stoppedAt: 500 | 1000 | null;
  reachedRoll: boolean;
}

/**
 * Grade of a Shirase run from its section times (13 sections of 100 levels; fewer = the player topped out in the next one).
 * Grade = sections cleared − REGRETs; a torikan stops the game at 500 or 1000 (seed: Shirase).
 * @source seed 002 Shirase (grade, REGRETs, torikans at 500 and 1000); master-grading.json
 */
export function shiraseRun(sectionFrames: number[], rule: RuleSystem = 'classic'): ShiraseResult {
  checkList('sectionFrames', sectionFrames, SHIRASE_SECTIONS).forEach((f, i) => checkFrames(`sectionFrames[${i}]`, f));
  checkChoice('rule', rule, RULES);
  const sections: ShiraseSectionResult[] = [];
  let total = 0;
  let stoppedAt: 500 | 1000 | null = null;
  for (let i = 0; i < sectionFrames.length; i++) {
    const frames = Math.max(0, Math.floor(sectionFrames[i]));
    total += frames;
    sections.push({ section: i, frames, regret: frames > shiraseRegretLimit(i), endFrame: total });
    if (i === 4 && total > shiraseTorikan(500, rule)) {
      stoppedAt = 500;
      break;
    }
    if (i === 9 && total > shiraseTorikan(1000, rule)) {
      stoppedAt = 1000;
      break;
    }
  }
  const regrets = sections.filter((s) => s.regret).length;
  const grade = Math.max(0, sections.length - regrets);
  return {
    sections,
    sectionsCleared: sections.length,
    regrets,
    grade,
    gradeName: shiraseGradeName(grade),
    stoppedAt,
    reachedRoll: stoppedAt === null && sections.length === SHIRASE_SECTIONS,
  };
}

/**
 * Garbage quota of the section holding `level`, or null outside 500-999 (seed: Rising garbage).
 * @source seed 002 Shirase (rising garbage counter)
 */
export function garbageQuota(level: number): number | null {
  checkNumber('level', level, 0, MAX_LEVEL);
  return SHIRASE_GARBAGE_QUOTA[Math.floor(level / 100)] ?? null;
}

export interface GarbageStep {
  piece: number;
  level: number;
  counter: number;
  garbage: boolean;
}

/**
 * Rising-garbage counter over a list of pieces (lines each cleared), from `startLevel`.
 * Spawn +1; each cleared line −1 (not below 0); in ARE, counter >= quota deals a garbage line and resets to 0;
 * the counter is not reset between sections (seed: Rising garbage). Levels: +1 per spawn except x99, + clear advance.
 * @source seed 002 Shirase (rising garbage counter)
 */
export function garbageRun(linesPerPiece: (0 | Lines)[], startLevel = 500): { steps: GarbageStep[]; garbageLines: number } {
  checkList('linesPerPiece', linesPerPiece, MAX_EVENTS).forEach((l, i) => checkLines(`linesPerPiece[${i}]`, l, true));
  checkInt('startLevel', startLevel, 0, MAX_LEVEL);
  let counter = 0;
  let level = startLevel;
  let garbageLines = 0;
  const steps: GarbageStep[] = [];
  linesPerPiece.forEach((lines, piece) => {
    if (level % 100 !== 99) level++;
    counter++;
    if (lines > 0) {
      counter = Math.max(0, counter - lines);
      level = Math.min(SHIRASE_LAST_LEVEL, level + levelAdvance(lines as Lines));
    }
    const quota = garbageQuota(level);
    const garbage = quota !== null && counter >= quota;
    if (garbage) {
      counter = 0;
      garbageLines++;
    }
    steps.push({ piece, level, counter, garbage });
  });
  return { steps, garbageLines };
}
