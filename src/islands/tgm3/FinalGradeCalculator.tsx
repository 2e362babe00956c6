// Island: final Master grade from internal grade, finished COOLs, roll and GM qualification, with a step-by-step breakdown.
import { GRADE_NAMES, INVISIBLE_COOLS, MASTER_LAST_LEVEL, MAX_INTERNAL_GRADE } from '~/engines/tgm3';
import { boolParam, choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import { IntegerField } from '~/islands/common/IntegerField';
import type { IslandProps } from './props';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './FinalGradeCalculator.messages';
import { ROLL_CHOICES, finalGradeView, type FinalGradeInput, type RollChoice } from './final-grade-model';
import { FinalGradeSteps } from './FinalGradeSteps';

export const SPECS = {
  fgIg: numberParam({ default: MAX_INTERNAL_GRADE, min: 0, max: MAX_INTERNAL_GRADE }),
  fgCools: numberParam({ default: INVISIBLE_COOLS, min: 0, max: INVISIBLE_COOLS }),
  fgRoll: choiceParam<RollChoice>({ default: 'auto', choices: ROLL_CHOICES }),
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
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const input: FinalGradeInput = {
    internalGrade: v.fgIg,
    cools: v.fgCools,
    roll: v.fgRoll,
    clears: [v.fgS, v.fgD, v.fgT, v.fgQ],
    survived: v.fgSurv,
    qualifiedGM: v.fgGm,
  };
  const view = finalGradeView(input);
  const b = view.breakdown;
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
          <select id="fg-roll" value={v.fgRoll} onChange={(e) => st.set({ fgRoll: (e.currentTarget as HTMLSelectElement).value as RollChoice })}>
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
      <FinalGradeSteps input={input} view={view} locale={locale} />
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
