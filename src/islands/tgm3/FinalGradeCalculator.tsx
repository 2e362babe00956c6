// Island: final Master grade from internal grade, finished COOLs, roll and GM qualification, with a step-by-step breakdown.
import { GRADE_NAMES, INVISIBLE_COOLS, MASTER_LAST_LEVEL, MAX_INTERNAL_GRADE, gradeBreakdown, rollKindFor, type RollKind } from '~/engines/tgm3';
import { INVISIBLE_MIN_INTERNAL_GRADE, ROLL_HUNDREDTHS } from '~/engines/tgm3/data/grading';
import { boolParam, choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import { IntegerField } from '~/islands/common/IntegerField';
import type { IslandProps } from './props';
import { formatFixed, numberFormatter } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './FinalGradeCalculator.messages';

const ROLLS = ['auto', 'fading', 'invisible', 'none'] as const;
export const SPECS = {
  fgIg: numberParam({ default: MAX_INTERNAL_GRADE, min: 0, max: MAX_INTERNAL_GRADE }),
  fgCools: numberParam({ default: INVISIBLE_COOLS, min: 0, max: INVISIBLE_COOLS }),
  fgRoll: choiceParam({ default: 'auto', choices: ROLLS }),
  fgS: numberParam({ default: 0, min: 0, max: 99 }), // literal-ok: form limit on a clear count, not grade points
  fgD: numberParam({ default: 0, min: 0, max: 99 }), // literal-ok: form limit on a clear count, not grade points
  fgT: numberParam({ default: 0, min: 0, max: 99 }), // literal-ok: form limit on a clear count, not grade points
  fgQ: numberParam({ default: 5, min: 0, max: 99 }), // literal-ok: form limit on a clear count, not grade points
  fgSurv: boolParam({ default: true }),
  fgGm: boolParam({ default: false }),
};
const CLEAR_KEYS = ['fgS', 'fgD', 'fgT', 'fgQ'] as const;

export default function FinalGradeCalculator({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const n = numberFormatter(locale);
  const hund = (h: number) => formatFixed(locale ?? 'en', h / 100, 2); // literal-ok: hundredths to a decimal
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const earned = rollKindFor(v.fgIg, v.fgCools);
  const kind: RollKind | null = v.fgRoll === 'none' ? null : v.fgRoll === 'auto' ? earned : v.fgRoll;
  const clears: [number, number, number, number] = [v.fgS, v.fgD, v.fgT, v.fgQ];
  const b = gradeBreakdown({
    internalGrade: v.fgIg,
    sectionCools: v.fgCools,
    roll: kind ? { kind, clears, survived: v.fgSurv } : undefined,
    qualifiedGM: v.fgGm,
  });
  const why =
    earned === 'invisible'
      ? m.whyInvisible(INVISIBLE_COOLS, v.fgIg, INVISIBLE_MIN_INTERNAL_GRADE)
      : v.fgCools < INVISIBLE_COOLS
        ? m.whyFewCools(v.fgCools, INVISIBLE_COOLS)
        : m.whyLowGrade(v.fgIg, INVISIBLE_MIN_INTERNAL_GRADE);
  const num = (key: keyof typeof SPECS, label: string, max: number, id: string) => (
    <IntegerField
      id={id}
      label={label}
      value={v[key] as number}
      min={0}
      max={max}
      live
      onValue={(x) => st.set({ [key]: x } as Partial<typeof v>)}
      locale={locale}
    />
  );
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="fg-title">
      <h3 id="fg-title">{m.title}</h3>
      <div class="tgm3-grid">
        {num('fgIg', m.internalGrade(MAX_INTERNAL_GRADE), MAX_INTERNAL_GRADE, 'fg-ig')}
        {num('fgCools', m.cools(INVISIBLE_COOLS), INVISIBLE_COOLS, 'fg-cools')}
        <label for="fg-roll">
          {m.staffRoll}
          <select id="fg-roll" value={v.fgRoll} onChange={(e) => st.set({ fgRoll: (e.currentTarget as HTMLSelectElement).value as (typeof ROLLS)[number] })}>
            <option value="auto">{m.rollAuto}</option>
            <option value="fading">{m.rollFading}</option>
            <option value="invisible">{m.rollInvisible}</option>
            <option value="none">{m.rollNone(MASTER_LAST_LEVEL)}</option>
          </select>
        </label>
        {CLEAR_KEYS.map((k, i) => num(k, m.rollClear(i), 99 /* literal-ok: form limit on a clear count, not grade points */, `fg-${k}`))}
        <label>
          <span>
            <input type="checkbox" checked={v.fgSurv} onChange={(e) => st.set({ fgSurv: (e.currentTarget as HTMLInputElement).checked })} /> {m.survived}
          </span>
        </label>
        <label>
          <span>
            <input type="checkbox" checked={v.fgGm} onChange={(e) => st.set({ fgGm: (e.currentTarget as HTMLInputElement).checked })} /> {m.qualifiedGM}
          </span>
        </label>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="fg-result">
        {m.displayed}
        <strong class="tgm3-big">{b.name}</strong>
        {m.gradeOf(b.index, GRADE_NAMES.length - 1)}
      </p>
      <ol data-testid="fg-breakdown">
        <li>
          {m.boostsBefore(v.fgIg)}
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
                clears.map((c, i) => `${n(c)} × ${hund(ROLL_HUNDREDTHS[kind].perClear[i])}`).join(' + '),
                v.fgSurv ? m.survivedTerm(hund(ROLL_HUNDREDTHS[kind].survived)) : '',
                hund(b.rollHundredths),
              )}
          {kind !== null && kind !== earned && <span class="tgm3-warn">{m.forced(earned)}</span>}
        </li>
        <li>
          {m.floor(`${n(b.boosts)} + ${n(b.cools)} + ${hund(b.rollHundredths)}`)} = <strong>{n(b.raw)}</strong>
          {b.capped ? m.capped(GRADE_NAMES.length - 1) : ''}
          {m.stop}
        </li>
        {b.heldAtMM && (
          <li>
            {m.heldAtMM(GRADE_NAMES.length - 1, GRADE_NAMES[GRADE_NAMES.length - 1])} <strong>{GRADE_NAMES[GRADE_NAMES.length - 2]}</strong>
            {m.heldAfter}
          </li>
        )}
      </ol>
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
