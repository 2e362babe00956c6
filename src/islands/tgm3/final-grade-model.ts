// The final-grade calculator's model (no DOM): which roll the inputs earn, which roll is shown (earned, forced or none),
// why that roll was earned or not, and the engine's grade breakdown for them.
import { INVISIBLE_COOLS, gradeBreakdown, rollKindFor, type RollKind } from '~/engines/tgm3';

export const ROLL_CHOICES = ['auto', 'fading', 'invisible', 'none'] as const;
export type RollChoice = (typeof ROLL_CHOICES)[number];

export interface FinalGradeInput {
  internalGrade: number;
  cools: number;
  roll: RollChoice;
  /** Singles, doubles, triples and tetrises during the roll. */
  clears: [number, number, number, number];
  survived: boolean;
  qualifiedGM: boolean;
}

/** Why the earned roll is what it is: all COOLs and a high enough internal grade, too few COOLs, or too low a grade. */
export type RollReason = 'invisible' | 'fewCools' | 'lowGrade';

export interface FinalGradeView {
  earned: RollKind;
  /** The roll counted: the earned one ('auto'), the one forced by the reader, or none (the run ended before the roll). */
  kind: RollKind | null;
  reason: RollReason;
  breakdown: ReturnType<typeof gradeBreakdown>;
}

/** The invisible roll needs every section COOL and an internal grade of at least the document's minimum (rollKindFor). */
export function rollReason(internalGrade: number, cools: number): RollReason {
  if (rollKindFor(internalGrade, cools) === 'invisible') return 'invisible';
  return cools < INVISIBLE_COOLS ? 'fewCools' : 'lowGrade';
}

/** Everything the calculator shows, from its inputs. */
export function finalGradeView(i: FinalGradeInput): FinalGradeView {
  const earned = rollKindFor(i.internalGrade, i.cools);
  const kind: RollKind | null = i.roll === 'none' ? null : i.roll === 'auto' ? earned : i.roll;
  const breakdown = gradeBreakdown({
    internalGrade: i.internalGrade,
    sectionCools: i.cools,
    roll: kind ? { kind, clears: i.clears, survived: i.survived } : undefined,
    qualifiedGM: i.qualifiedGM,
  });
  return { earned, kind, reason: rollReason(i.internalGrade, i.cools), breakdown };
}
