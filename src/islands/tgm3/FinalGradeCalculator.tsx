// Island: final Master grade from internal grade, finished COOLs, roll and GM qualification, with a step-by-step breakdown.
import { GRADE_NAMES, gradeBreakdown, rollKindFor, type RollKind } from '~/engines/tgm3';
import { INVISIBLE_MIN_INTERNAL_GRADE, ROLL_HUNDREDTHS } from '~/engines/tgm3/data/grading';
import { boolParam, choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import { IntegerField } from '~/islands/common/IntegerField';

const ROLLS = ['auto', 'fading', 'invisible', 'none'] as const;
export const SPECS = {
  fg_ig: numberParam({ default: 31, min: 0, max: 31 }),
  fg_cools: numberParam({ default: 9, min: 0, max: 9 }),
  fg_roll: choiceParam({ default: 'auto', choices: ROLLS }),
  fg_s: numberParam({ default: 0, min: 0, max: 99 }),
  fg_d: numberParam({ default: 0, min: 0, max: 99 }),
  fg_t: numberParam({ default: 0, min: 0, max: 99 }),
  fg_q: numberParam({ default: 5, min: 0, max: 99 }),
  fg_surv: boolParam({ default: true }),
  fg_gm: boolParam({ default: false }),
};
const CLEAR_KEYS = ['fg_s', 'fg_d', 'fg_t', 'fg_q'] as const;
const CLEAR_NAMES = ['Singles', 'Doubles', 'Triples', 'Tetrises'];
const hund = (h: number) => (h / 100).toFixed(2);

export default function FinalGradeCalculator() {
  const st = useUrlState(SPECS);
  const v = st.values;
  const earned = rollKindFor(v.fg_ig, v.fg_cools);
  const kind: RollKind | null = v.fg_roll === 'none' ? null : v.fg_roll === 'auto' ? earned : v.fg_roll;
  const clears: [number, number, number, number] = [v.fg_s, v.fg_d, v.fg_t, v.fg_q];
  const b = gradeBreakdown({ internalGrade: v.fg_ig, sectionCools: v.fg_cools, roll: kind ? { kind, clears, survived: v.fg_surv } : undefined, qualifiedGM: v.fg_gm });
  const why =
    earned === 'invisible'
      ? `all 9 section COOLs and internal grade ${v.fg_ig} (at least ${INVISIBLE_MIN_INTERNAL_GRADE}) earn the invisible roll`
      : v.fg_cools < 9
        ? `only ${v.fg_cools} of 9 section COOLs, so the roll is the fading one`
        : `internal grade ${v.fg_ig} is below ${INVISIBLE_MIN_INTERNAL_GRADE}, so the roll is the fading one`;
  const num = (key: keyof typeof SPECS, label: string, max: number, id: string) => (
    <IntegerField id={id} label={label} value={v[key] as number} min={0} max={max} live onValue={(x) => st.set({ [key]: x } as Partial<typeof v>)} />
  );
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="fg-title">
      <h3 id="fg-title">Final grade calculator</h3>
      <div class="tgm3-grid">
        {num('fg_ig', 'Internal grade (0-31)', 31, 'fg-ig')}
        {num('fg_cools', 'Finished section COOLs (0-9)', 9, 'fg-cools')}
        <label for="fg-roll">
          Staff roll
          <select id="fg-roll" value={v.fg_roll} onChange={(e) => st.set({ fg_roll: (e.currentTarget as HTMLSelectElement).value as (typeof ROLLS)[number] })}>
            <option value="auto">the roll this run earns</option>
            <option value="fading">fading (forced)</option>
            <option value="invisible">invisible (forced)</option>
            <option value="none">no roll (game over before 999)</option>
          </select>
        </label>
        {CLEAR_KEYS.map((k, i) => num(k, `Roll ${CLEAR_NAMES[i].toLowerCase()}`, 99, `fg-${k}`))}
        <label>
          <span>
            <input type="checkbox" checked={v.fg_surv} onChange={(e) => st.set({ fg_surv: (e.currentTarget as HTMLInputElement).checked })} /> Survived the roll
          </span>
        </label>
        <label>
          <span>
            <input type="checkbox" checked={v.fg_gm} onChange={(e) => st.set({ fg_gm: (e.currentTarget as HTMLInputElement).checked })} /> Qualified Grand Master
          </span>
        </label>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="fg-result">
        Displayed grade: <strong class="tgm3-big">{b.name}</strong> (grade {b.index} of {GRADE_NAMES.length - 1})
      </p>
      <ol data-testid="fg-breakdown">
        <li>
          Internal grade {v.fg_ig} gives <strong>{b.boosts}</strong> boost{b.boosts === 1 ? '' : 's'} (the "Grades boosted" column).
        </li>
        <li>
          Finished section COOLs add <strong>{b.cools}</strong>.
        </li>
        <li>
          Roll: {why}.{' '}
          {kind === null
            ? 'No roll was played, so it adds 0.'
            : `Played: ${kind} roll (${clears.map((c, i) => `${c} × ${hund(ROLL_HUNDREDTHS[kind].perClear[i])}`).join(' + ')}${v.fg_surv ? ` + survived ${hund(ROLL_HUNDREDTHS[kind].survived)}` : ''}) = ${hund(b.rollHundredths)}.`}
          {kind !== null && kind !== earned && <span class="tgm3-warn"> This run would really get the {earned} roll; the forced choice is shown anyway.</span>}
        </li>
        <li>
          floor({b.boosts} + {b.cools} + {hund(b.rollHundredths)}) = <strong>{b.raw}</strong>
          {b.capped ? `, above the top grade, so ${GRADE_NAMES.length - 1}` : ''}.
        </li>
        {b.heldAtMM && (
          <li>
            32 would be GM, but the player is not qualified Grand Master, so the game shows <strong>MM</strong>. GM is first earned in a promotion
            exam.
          </li>
        )}
      </ol>
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} />
    </section>
  );
}
