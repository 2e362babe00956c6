// Island: exam checker. Last seven grades and the current class → exam target, whether an exam can happen, demotion games.
import { DEMOTION_GAP, EXAM_GAMES, GRADE_NAMES, demotionPoints, examOutlook, examTargetFourthBest } from '~/engines/tgm3';
import { choiceParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import type { IslandProps } from './props';
import { numberFormatter } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './ExamChecker.messages';
import './tgm3.css';

const NAMES = GRADE_NAMES as string[];
const DEFAULT_GAMES = ['S5', 'S9', 'm2', 'S8', 'S4', 'm1', 'S7'];
export const SPECS = {
  exGames: textParam({
    default: DEFAULT_GAMES.join(','),
    pattern: /^[0-9SmMKVOG,]{0,40}$/,
    maxLength: 40,
    describe: { en: 'a comma list of grade names', 'zh-cn': '用逗号分隔的段位名' },
  }),
  exClass: choiceParam({ default: 'S5', choices: NAMES }),
};

export default function ExamChecker({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const n = numberFormatter(locale);
  const st = useUrlState(SPECS, locale);
  const parts = st.values.exGames.split(',');
  const games = Array.from({ length: EXAM_GAMES }, (_, i) => {
    const idx = NAMES.indexOf(parts[i] ?? '');
    return idx >= 0 ? idx : 0;
  });
  const bad = parts.slice(0, EXAM_GAMES).filter((p) => p !== '' && !NAMES.includes(p));
  const cls = NAMES.indexOf(st.values.exClass);
  // One verdict from the engine: target, whether an exam can happen, and whether it is the GM exam.
  const outlook = examOutlook(games, cls);
  const { target, possible, gmExam, heldAtMM } = outlook;
  const sorted = outlook.counted.slice().sort((a, b) => b - a);
  const GM_NAME = NAMES[NAMES.length - 1];
  const MM_NAME = NAMES[NAMES.length - 2];
  const setGame = (i: number, name: string) => {
    const next = games.map((g) => NAMES[g]);
    next[i] = name;
    st.set({ exGames: next.join(',') });
  };
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="ex-title">
      <h3 id="ex-title">{m.title}</h3>
      <div class="tgm3-grid">
        {games.map((g, i) => (
          <label for={`ex-g${i}`} key={i}>
            {m.game(i + 1)} {i === EXAM_GAMES - 1 ? m.latest : ''}
            <select id={`ex-g${i}`} value={NAMES[g]} onChange={(e) => setGame(i, (e.currentTarget as HTMLSelectElement).value)}>
              {NAMES.map((n) => (
                <option value={n} key={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label for="ex-class">
          {m.classNow}
          <select id="ex-class" value={st.values.exClass} onChange={(e) => st.set({ exClass: (e.currentTarget as HTMLSelectElement).value })}>
            {NAMES.map((n) => (
              <option value={n} key={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="ex-result">
        {heldAtMM > 0 ? m.heldAtMM(MM_NAME, GM_NAME, heldAtMM) : ''}
        {m.bestToWorst(sorted.map((g) => NAMES[g]).join(', '))}
        {m.middle(NAMES[sorted[1]], NAMES[sorted[2]], NAMES[sorted[3]])} {m.floor(`(${n(sorted[1])} + ${n(sorted[2])} + ${n(sorted[3])}) / 3`)} = {n(target)},{' '}
        {m.targetIs} <strong class="tgm3-big">{NAMES[target]}</strong>.{' '}
        {possible ? (gmExam ? m.gmExam(st.values.exClass, MM_NAME, GM_NAME) : m.promotion(st.values.exClass, NAMES[target])) : m.noExam(st.values.exClass)}
      </p>
      <ul>
        <li>{m.fourthBest(NAMES[examTargetFourthBest(games)])}</li>
        <li>{m.demotion(DEMOTION_GAP, st.values.exClass, demotionPoints(games, cls), EXAM_GAMES)}</li>
      </ul>
      <StateBar
        notices={[
          ...st.notices,
          ...(bad.length
            ? [
                m.ignored(
                  'exGames',
                  bad
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
