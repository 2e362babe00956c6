// Island: final Master grade from internal grade, finished COOLs, roll and GM qualification, with a step-by-step breakdown.
import { GRADE_NAMES, INVISIBLE_COOLS, MASTER_LAST_LEVEL, MAX_INTERNAL_GRADE, gradeBreakdown, rollKindFor, type RollKind } from '~/engines/tgm3';
import { INVISIBLE_MIN_INTERNAL_GRADE, ROLL_HUNDREDTHS } from '~/engines/tgm3/data/grading';
import { boolParam, choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import { IntegerField } from '~/islands/common/IntegerField';

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
const CLEAR_NAMES = ['Singles', 'Doubles', 'Triples', 'Tetrises'];
const hund = (h: number) => (h / 100).toFixed(2); // literal-ok: hundredths to a decimal

export default function FinalGradeCalculator() {
  const st = useUrlState(SPECS);
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
      ? `all ${INVISIBLE_COOLS} section COOLs and internal grade ${v.fgIg} (at least ${INVISIBLE_MIN_INTERNAL_GRADE}) earn the invisible roll`
      : v.fgCools < INVISIBLE_COOLS
        ? `only ${v.fgCools} of ${INVISIBLE_COOLS} section COOLs, so the roll is the fading one`
        : `internal grade ${v.fgIg} is below ${INVISIBLE_MIN_INTERNAL_GRADE}, so the roll is the fading one`;
  const num = (key: keyof typeof SPECS, label: string, max: number, id: string) => (
    <IntegerField id={id} label={label} value={v[key] as number} min={0} max={max} live onValue={(x) => st.set({ [key]: x } as Partial<typeof v>)} />
  );
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="fg-title">
      <h3 id="fg-title">Final grade calculator</h3>
      <div class="tgm3-grid">
        {num('fgIg', `Internal grade (0-${MAX_INTERNAL_GRADE})`, MAX_INTERNAL_GRADE, 'fg-ig')}
        {num('fgCools', `Finished section COOLs (0-${INVISIBLE_COOLS})`, INVISIBLE_COOLS, 'fg-cools')}
        <label for="fg-roll">
          Staff roll
          <select id="fg-roll" value={v.fgRoll} onChange={(e) => st.set({ fgRoll: (e.currentTarget as HTMLSelectElement).value as (typeof ROLLS)[number] })}>
            <option value="auto">the roll this run earns</option>
            <option value="fading">fading (forced)</option>
            <option value="invisible">invisible (forced)</option>
            <option value="none">no roll (game over before {MASTER_LAST_LEVEL})</option>
          </select>
        </label>
        {CLEAR_KEYS.map((k, i) =>
          num(k, `Roll ${CLEAR_NAMES[i].toLowerCase()}`, 99 /* literal-ok: form limit on a clear count, not grade points */, `fg-${k}`),
        )}
        <label>
          <span>
            <input type="checkbox" checked={v.fgSurv} onChange={(e) => st.set({ fgSurv: (e.currentTarget as HTMLInputElement).checked })} /> Survived the roll
          </span>
        </label>
        <label>
          <span>
            <input type="checkbox" checked={v.fgGm} onChange={(e) => st.set({ fgGm: (e.currentTarget as HTMLInputElement).checked })} /> Qualified Grand Master
          </span>
        </label>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="fg-result">
        Displayed grade: <strong class="tgm3-big">{b.name}</strong> (grade {b.index} of {GRADE_NAMES.length - 1})
      </p>
      <ol data-testid="fg-breakdown">
        <li>
          Internal grade {v.fgIg} gives <strong>{b.boosts}</strong> boost{b.boosts === 1 ? '' : 's'} (the "Grades boosted" column).
        </li>
        <li>
          Finished section COOLs add <strong>{b.cools}</strong>.
        </li>
        <li>
          Roll: {why}.{' '}
          {kind === null
            ? 'No roll was played, so it adds 0.'
            : `Played: ${kind} roll (${clears.map((c, i) => `${c} × ${hund(ROLL_HUNDREDTHS[kind].perClear[i])}`).join(' + ')}${v.fgSurv ? ` + survived ${hund(ROLL_HUNDREDTHS[kind].survived)}` : ''}) = ${hund(b.rollHundredths)}.`}
          {kind !== null && kind !== earned && <span class="tgm3-warn"> This run would really get the {earned} roll; the forced choice is shown anyway.</span>}
        </li>
        <li>
          floor({b.boosts} + {b.cools} + {hund(b.rollHundredths)}) = <strong>{b.raw}</strong>
          {b.capped ? `, above the top grade, so ${GRADE_NAMES.length - 1}` : ''}.
        </li>
        {b.heldAtMM && (
          <li>
            {GRADE_NAMES.length - 1} would be {GRADE_NAMES[GRADE_NAMES.length - 1]}, but the player is not qualified Grand Master, so the game shows{' '}
            <strong>{GRADE_NAMES[GRADE_NAMES.length - 2]}</strong>. GM is first earned in a promotion exam.
          </li>
        )}
      </ol>
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} />
    </section>
  );
}
