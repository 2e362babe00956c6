// Score formula and medals of TGM3 (seed 002: Scoring; Medal conditions).
import type { Lines } from './grading';
import { FPS } from './time';
import { checkBool, checkFrames, checkInt, checkLines, checkList, checkObject, MAX_EVENTS, MAX_FRAMES, MAX_LEVEL } from './validate';

export interface ScoreInput {
  /** Level before the clear. */
  level: number;
  lines: Lines;
  /** Frames Down was held while the piece was active. */
  soft: number;
  /** Largest single sonic drop, in rows. */
  sonic: number;
  /** Combo value for this clear (see nextCombo). */
  combo: number;
  /** Level after the clear's advance. */
  levelAfter: number;
  /** Lock delay of the level, frames. */
  lockDelay: number;
  /** Frames the piece was active (at least 1). */
  activeTime: number;
}

export interface ScoreParts {
  levelTerm: number;
  base: number;
  bonusTerm: number;
  speed: number;
  total: number;
}

/**
 * Score = (ceil((Level + Lines)/4) + Soft + Sonic) × Lines × Combo + ceil(LevelAfter/2) + Speed (seed: Scoring).
 * @source seed 002 Scoring
 */
export function scoreParts(i: ScoreInput): ScoreParts {
  checkObject('score input', i);
  checkInt('level', i.level, 0, MAX_LEVEL);
  checkLines('lines', i.lines, false);
  checkInt('soft', i.soft, 0, MAX_FRAMES);
  checkInt('sonic', i.sonic, 0, MAX_FRAMES);
  checkInt('combo', i.combo, 1, MAX_EVENTS * 6);
  checkInt('levelAfter', i.levelAfter, 0, MAX_LEVEL);
  checkInt('lockDelay', i.lockDelay, 0, MAX_FRAMES);
  checkInt('activeTime', i.activeTime, 0, MAX_FRAMES);
  const levelTerm = Math.ceil((i.level + i.lines) / 4);
  const base = (levelTerm + i.soft + i.sonic) * i.lines * i.combo;
  const bonusTerm = Math.ceil(i.levelAfter / 2);
  const speed = Math.max(0, i.lockDelay - Math.max(1, i.activeTime));
  return { levelTerm, base, bonusTerm, speed, total: base + bonusTerm + speed };
}

/** @source seed 002 Scoring */
export function clearScore(i: ScoreInput): number {
  return scoreParts(i).total;
}

/**
 * Combo for a clear: (previous piece cleared ? previous combo : 1) + 2 × Lines − 2 (seed: Scoring).
 * @source seed 002 Scoring (the combo value)
 */
export function nextCombo(previousCombo: number, previousPieceCleared: boolean, lines: Lines): number {
  checkInt('previousCombo', previousCombo, 1, MAX_EVENTS * 6);
  checkBool('previousPieceCleared', previousPieceCleared);
  checkLines('lines', lines, false);
  return (previousPieceCleared ? previousCombo : 1) + 2 * lines - 2;
}

/**
 * Combo values for a run of pieces (0 = no clear); entries for non-clearing pieces are 1.
 * @source seed 002 Scoring (the combo value)
 */
export function comboSequence(linesPerPiece: (0 | Lines)[]): number[] {
  checkList('linesPerPiece', linesPerPiece, MAX_EVENTS).forEach((l, i) => checkLines(`linesPerPiece[${i}]`, l, true));
  let combo = 1;
  let prevCleared = false;
  return linesPerPiece.map((lines) => {
    if (lines === 0) {
      prevCleared = false;
      combo = 1;
      return 1;
    }
    combo = nextCombo(combo, prevCleared, lines);
    prevCleared = true;
    return combo;
  });
}

export type Medal = 'none' | 'bronze' | 'silver' | 'gold';
const MEDALS: Medal[] = ['bronze', 'silver', 'gold'];

/** Medal thresholds the seed gives (seed: Medal conditions). SK is blank in the seed. */
export const MEDAL_THRESHOLDS = {
  AC: [1, 2, 3],
  CO: [4, 5, 7],
  /** ST: seconds slower than the record: < 10 bronze, < 5 silver, beating it gold. */
  ST: [10, 5, 0],
} as const;

/**
 * AC medal from the number of bravos (all clears).
 * @source seed 002 Medal conditions (AC)
 */
export function allClearMedal(bravos: number): Medal {
  checkInt('bravos', bravos, 0);
  let m: Medal = 'none';
  MEDAL_THRESHOLDS.AC.forEach((t, i) => {
    if (bravos >= t) m = MEDALS[i];
  });
  return m;
}

/**
 * CO medal from the combo reached.
 * @source seed 002 Medal conditions (CO)
 */
export function comboMedal(combo: number): Medal {
  checkInt('combo', combo, 0);
  let m: Medal = 'none';
  MEDAL_THRESHOLDS.CO.forEach((t, i) => {
    if (combo >= t) m = MEDALS[i];
  });
  return m;
}

/**
 * ST medal: section time against the record, in frames (seconds in MEDAL_THRESHOLDS.ST × FPS).
 * @source seed 002 Medal conditions (ST)
 */
export function sectionTimeMedal(sectionFrames: number, recordFrames: number): Medal {
  const slower = checkFrames('sectionFrames', sectionFrames) - checkFrames('recordFrames', recordFrames);
  const [bronze, silver] = MEDAL_THRESHOLDS.ST;
  if (slower < 0) return 'gold';
  if (slower < silver * FPS) return 'silver';
  if (slower < bronze * FPS) return 'bronze';
  return 'none';
}
