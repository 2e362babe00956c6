// Island: exam checker (view). Classic and World histories, each game with the class it was played at → exam target,
// whether an exam can happen, which games were played unqualified, demotion points. The logic is in exam-model.ts.
import { DEMOTION_EXAM_POINTS, DEMOTION_GAP, EXAM_GAMES, GRADE_NAMES } from '~/engines/tgm3';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { IntegerField } from '~/islands/common/IntegerField';
import type { IslandProps } from './props';
import { numberFormatter } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './ExamChecker.messages';
import { KEYS, RULES, SPECS, editGame, examView, pinClasses } from './exam-model';

export { SPECS };
import './tgm3.css';

const NAMES = GRADE_NAMES as string[];

const Select = (p: { id: string; label?: string; value: string; onPick: (v: string) => void }) => (
  <select id={p.id} aria-label={p.label} value={p.value} onChange={(e) => p.onPick((e.currentTarget as HTMLSelectElement).value)}>
    {NAMES.map((n) => (
      <option value={n} key={n}>
        {n}
      </option>
    ))}
  </select>
);

export default function ExamChecker({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const n = numberFormatter(locale);
  const st = useUrlState(SPECS, locale);
  const rule = st.values.exRule;
  const [gk, ck, dk] = KEYS[rule];
  const text = st.values[gk];
  const className = st.values[ck];
  const v = examView(text, className, st.values[dk]);
  const { target, possible, gmExam, fourthBest } = v.outlook;
  const sorted = v.outlook.counted.slice().sort((a, b) => b - a);
  const held = v.outlook.heldAtMM.filter(Boolean).length;
  const [GM_NAME, MM_NAME] = [NAMES[NAMES.length - 1], NAMES[NAMES.length - 2]];
  const edit = (i: number, change: { grade?: number; classAtPlay?: number }) => st.set({ [gk]: editGame(text, v.cls, i, change) });
  return (
    <section id="exam-checker" class="atlas-island tgm3-island" aria-labelledby="ex-title">
      <h3 id="ex-title">{m.title}</h3>
      <p class="tgm3-result" aria-live="polite" data-testid="ex-result">
        {held > 0 ? m.heldAtMM(MM_NAME, GM_NAME, held) : ''}
        {m.bestToWorst(m.gradeList(sorted.map((g) => NAMES[g])))}
        {m.middle(NAMES[sorted[1]], NAMES[sorted[2]], NAMES[sorted[3]])}
        {m.targetIs(m.floor(`(${n(sorted[1])} + ${n(sorted[2])} + ${n(sorted[3])}) / 3`), n(target))}
        <strong class="tgm3-big">{NAMES[target]}</strong>
        {m.targetEnd}
        {possible ? (gmExam ? m.gmExam(className, MM_NAME, GM_NAME) : m.promotion(className, NAMES[target])) : m.noExam(className)}
      </p>
      <fieldset class="tgm3-radios">
        <legend>{m.rule}</legend>
        {RULES.map((r) => (
          <label key={r}>
            <input type="radio" name="ex-rule" value={r} checked={rule === r} onChange={() => st.set({ exRule: r })} /> {m[r]}
          </label>
        ))}
      </fieldset>
      <ul>
        <li data-testid="ex-fourth">{m.fourthBest(NAMES[fourthBest])}</li>
        <li data-testid="ex-demotion">
          {m.demotion(v.demotion.points, DEMOTION_EXAM_POINTS, DEMOTION_GAP)}
          {v.demotion.examDue ? m.demotionDue(className) : ''}
          {m.demotionSource}
        </li>
      </ul>
      <div class="tgm3-grid">
        <label for="ex-class">
          {m.classNow}
          <Select id="ex-class" value={className} onPick={(c) => st.set({ [gk]: pinClasses(text, v.cls), [ck]: c })} />
        </label>
        <IntegerField
          id="ex-dem"
          label={m.pointsBefore}
          value={st.values[dk]}
          min={0}
          max={DEMOTION_EXAM_POINTS}
          onValue={(x) => st.set({ [dk]: x })}
          locale={locale}
        />
      </div>
      <div class="atlas-table-wrap" role="region" aria-label={m.region} tabIndex={0}>
        <table class="tgm3-table tgm3-exams">
          <caption>{m.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.colGame}</th>
              <th scope="col">{m.colGrade}</th>
              <th scope="col">{m.colPlayedAt}</th>
              <th scope="col">{m.colCounts}</th>
            </tr>
          </thead>
          <tbody>
            {v.rows.map((g, i) => {
              const name = `${m.game(i + 1)}${i === EXAM_GAMES - 1 ? m.latest : ''}`;
              return (
                <tr key={i} data-testid={`ex-row-${i}`}>
                  <th scope="row">{name}</th>
                  <td>
                    <Select id={`ex-g${i}`} label={m.gradeOf(name)} value={NAMES[g.grade]} onPick={(x) => edit(i, { grade: NAMES.indexOf(x) })} />
                  </td>
                  <td>
                    <Select id={`ex-c${i}`} label={m.playedAt(name)} value={NAMES[g.classAtPlay]} onPick={(x) => edit(i, { classAtPlay: NAMES.indexOf(x) })} />
                  </td>
                  <td class={g.heldAtMM ? 'tgm3-bad' : ''}>
                    {NAMES[g.counted]}
                    {g.heldAtMM && ' '}
                    {g.heldAtMM && <small class="tgm3-why">{m.unqualified(MM_NAME)}</small>}{' '}
                    <small class="tgm3-why" data-testid={`ex-dem-${i}`}>
                      {m.demotionCell(g.added > 0 ? `+${n(g.added)} → ${n(g.pointsAfter)}` : n(g.pointsAfter))}
                    </small>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <StateBar
        notices={[
          ...st.notices,
          ...(v.bad.length
            ? [
                m.ignored(
                  gk,
                  v.bad
                    .slice(0, 3)
                    .map((b) => JSON.stringify(b.slice(0, 8)))
                    .join(', '),
                  NAMES[0],
                ),
              ]
            : []),
        ]}
        shareUrl={st.shareUrl}
        onReset={st.reset}
        onDismiss={st.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
