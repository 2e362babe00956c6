// View pieces of the exam checker: a grade picker, the result sentence (target, whether an exam can happen) and the
// table of the last seven games (grade, class when played, what it counts as, demotion points).
import { EXAM_GAMES, GRADE_NAMES } from '~/engines/tgm3';
import type { Locale } from '~/i18n/locales';
import { numberFormatter } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './ExamChecker.messages';
import type { ExamView } from './exam-model';

const NAMES = GRADE_NAMES as string[];
export const [GM_NAME, MM_NAME] = [NAMES[NAMES.length - 1], NAMES[NAMES.length - 2]];

export const Select = (p: { id: string; label?: string; value: string; onPick: (v: string) => void }) => (
  <select id={p.id} aria-label={p.label} value={p.value} onChange={(e) => p.onPick((e.currentTarget as HTMLSelectElement).value)}>
    {NAMES.map((n) => (
      <option value={n} key={n}>
        {n}
      </option>
    ))}
  </select>
);

/** Best to worst as recorded, the 2nd-4th best averaged to the target, and whether an exam can happen at this class. */
export function ExamResult({ v, className, locale }: { v: ExamView; className: string; locale?: Locale }) {
  const m = messagesFor(MESSAGES, locale);
  const n = numberFormatter(locale);
  const { target, possible, gmExam } = v.outlook;
  const sorted = v.outlook.counted.slice().sort((a, b) => b - a);
  const held = v.outlook.heldAtMM.filter(Boolean).length;
  return (
    <p class="tgm3-result" aria-live="polite" data-testid="ex-result">
      {held > 0 ? m.heldAtMM(MM_NAME, GM_NAME, held) : ''}
      {m.bestToWorst(m.gradeList(sorted.map((g) => NAMES[g])))}
      {m.middle(NAMES[sorted[1]], NAMES[sorted[2]], NAMES[sorted[3]])}
      {m.targetIs(m.floor(`(${n(sorted[1])} + ${n(sorted[2])} + ${n(sorted[3])}) / 3`), n(target))}
      <strong class="tgm3-big">{NAMES[target]}</strong>
      {m.targetEnd}
      {possible ? (gmExam ? m.gmExam(className, MM_NAME, GM_NAME) : m.promotion(className, NAMES[target])) : m.noExam(className)}
    </p>
  );
}

/** The last seven games, oldest first: each grade and class as pickers, then what the game counts as. */
export function GamesTable(p: { v: ExamView; locale?: Locale; onEdit: (i: number, change: { grade?: number; classAtPlay?: number }) => void }) {
  const m = messagesFor(MESSAGES, p.locale);
  const n = numberFormatter(p.locale);
  return (
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
          {p.v.rows.map((g, i) => {
            const name = `${m.game(i + 1)}${i === EXAM_GAMES - 1 ? m.latest : ''}`;
            return (
              <tr key={i} data-testid={`ex-row-${i}`}>
                <th scope="row">{name}</th>
                <td>
                  <Select id={`ex-g${i}`} label={m.gradeOf(name)} value={NAMES[g.grade]} onPick={(x) => p.onEdit(i, { grade: NAMES.indexOf(x) })} />
                </td>
                <td>
                  <Select
                    id={`ex-c${i}`}
                    label={m.playedAt(name)}
                    value={NAMES[g.classAtPlay]}
                    onPick={(x) => p.onEdit(i, { classAtPlay: NAMES.indexOf(x) })}
                  />
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
  );
}
