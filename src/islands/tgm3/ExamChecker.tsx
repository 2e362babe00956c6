// Island: exam checker (view). Classic and World histories, each game with the class it was played at → exam target,
// whether an exam can happen, which games were played unqualified, demotion points. The logic is in exam-model.ts, the
// result sentence and the games table in ExamParts.tsx.
import { DEMOTION_EXAM_POINTS, DEMOTION_GAP, GRADE_NAMES } from '~/engines/tgm3';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { IntegerField } from '~/islands/common/IntegerField';
import type { IslandProps } from './props';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './ExamChecker.messages';
import { KEYS, RULES, SPECS, editGame, examView, pinClasses } from './exam-model';
import { ExamResult, GamesTable, Select } from './ExamParts';

export { SPECS };
import './tgm3.css';

const NAMES = GRADE_NAMES as string[];

export default function ExamChecker({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const st = useUrlState(SPECS, locale);
  const rule = st.values.exRule;
  const [gk, ck, dk] = KEYS[rule];
  const text = st.values[gk];
  const className = st.values[ck];
  const v = examView(text, className, st.values[dk]);
  const { fourthBest } = v.outlook;
  const edit = (i: number, change: { grade?: number; classAtPlay?: number }) => st.set({ [gk]: editGame(text, v.cls, i, change) });
  return (
    <section id="exam-checker" class="atlas-island tgm3-island" aria-labelledby="ex-title">
      <h3 id="ex-title">{m.title}</h3>
      <ExamResult v={v} className={className} locale={locale} />
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
      <GamesTable v={v} locale={locale} onEdit={edit} />
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
