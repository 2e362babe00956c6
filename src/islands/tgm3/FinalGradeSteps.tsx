// The final-grade calculator's step-by-step list: grade boosts, COOLs, the roll's points, the sum and its floor, the
// hold at MM for a run that did not qualify for GM.
import { GRADE_NAMES, INVISIBLE_COOLS } from '~/engines/tgm3';
import { INVISIBLE_MIN_INTERNAL_GRADE, ROLL_HUNDREDTHS } from '~/engines/tgm3/data/grading';
import { formatFixed, numberFormatter } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './FinalGradeCalculator.messages';
import type { FinalGradeInput, FinalGradeView } from './final-grade-model';

export function FinalGradeSteps({ input, view, locale }: { input: FinalGradeInput; view: FinalGradeView; locale?: Locale }) {
  const m = messagesFor(MESSAGES, locale);
  const n = numberFormatter(locale);
  const hund = (h: number) => formatFixed(locale ?? 'en', h / 100, 2); // literal-ok: hundredths to a decimal
  const { kind, earned, breakdown: b } = view;
  const why =
    view.reason === 'invisible'
      ? m.whyInvisible(INVISIBLE_COOLS, input.internalGrade, INVISIBLE_MIN_INTERNAL_GRADE)
      : view.reason === 'fewCools'
        ? m.whyFewCools(input.cools, INVISIBLE_COOLS)
        : m.whyLowGrade(input.internalGrade, INVISIBLE_MIN_INTERNAL_GRADE);
  const top = GRADE_NAMES.length - 1;
  return (
    <ol data-testid="fg-breakdown">
      <li>
        {m.boostsBefore(input.internalGrade)}
        <strong>{n(b.boosts)}</strong>
        {m.boostsAfter(b.boosts)}
      </li>
      <li>
        {m.coolsBefore}
        <strong>{n(b.cools)}</strong>
        {m.stop}
      </li>
      <li>
        {m.roll(why)}
        {kind === null
          ? m.noRoll
          : m.played(
              kind,
              input.clears.map((c, i) => `${n(c)} × ${hund(ROLL_HUNDREDTHS[kind].perClear[i])}`).join(' + '),
              input.survived ? m.survivedTerm(hund(ROLL_HUNDREDTHS[kind].survived)) : '',
              hund(b.rollHundredths),
            )}
        {kind !== null && kind !== earned && <span class="tgm3-warn">{m.forced(earned)}</span>}
      </li>
      <li>
        {m.floor(`${n(b.boosts)} + ${n(b.cools)} + ${hund(b.rollHundredths)}`)} = <strong>{n(b.raw)}</strong>
        {b.capped ? m.capped(top) : ''}
        {m.stop}
      </li>
      {b.heldAtMM && (
        <li>
          {m.heldAtMM(top, GRADE_NAMES[top])} <strong>{GRADE_NAMES[top - 1]}</strong>
          {m.heldAfter}
        </li>
      )}
    </ol>
  );
}
