// Block War points and combo (seed 001 "得分规则"; RULINGS.md "Points per placement").
import { BATTLE_POINTS, PEACE_POINTS } from './data/pieces';

function assertCount(k: number, what: string): void {
  if (!Number.isInteger(k) || k < 0 || k >= PEACE_POINTS.length) throw new RangeError(`${what} must be an integer 0-4`);
}

/**
 * Points for one placement: peace[k] + battle[k] + (combo at the round's start, if a battle row cleared).
 * @source seed 001 得分规则; RULINGS.md Points per placement
 */
export function placementPoints(peaceCleared: number, battleCleared: number, comboAtRoundStart: number): number {
  assertCount(peaceCleared, 'peaceCleared');
  assertCount(battleCleared, 'battleCleared');
  if (!Number.isInteger(comboAtRoundStart) || comboAtRoundStart < 0) throw new RangeError('combo must be a whole number');
  return PEACE_POINTS[peaceCleared] + BATTLE_POINTS[battleCleared] + (battleCleared > 0 ? comboAtRoundStart : 0);
}

/**
 * The three parts of one placement's points, in the order the document writes them (peace + battle + combo).
 * @source seed 001 得分规则 (peace rows, battle rows and the combo bonus); RULINGS.md Points per placement
 */
export function pointsParts(peaceCleared: number, battleCleared: number, comboAtRoundStart: number): [number, number, number] {
  const total = placementPoints(peaceCleared, battleCleared, comboAtRoundStart);
  const peace = PEACE_POINTS[peaceCleared];
  const battle = BATTLE_POINTS[battleCleared];
  return [peace, battle, total - peace - battle];
}

/** Combo after a round: one more if either player cleared a battle row in it, else 0 (seed 001 "得分规则" note 3). */
export function nextCombo(comboAtRoundStart: number, redBattleCleared: number, blueBattleCleared: number): number {
  return redBattleCleared > 0 || blueBattleCleared > 0 ? comboAtRoundStart + 1 : 0;
}
