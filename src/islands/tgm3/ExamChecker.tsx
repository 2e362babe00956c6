// Island: exam checker. Last seven grades and the current class → exam target, whether an exam can happen, demotion games.
import { DEMOTION_GAP, EXAM_GAMES, GRADE_NAMES, demotionPoints, examOutlook, examTargetFourthBest } from '~/engines/tgm3';
import { choiceParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';

const NAMES = GRADE_NAMES as string[];
const DEFAULT_GAMES = ['S5', 'S9', 'm2', 'S8', 'S4', 'm1', 'S7'];
export const SPECS = {
  exGames: textParam({ default: DEFAULT_GAMES.join(','), pattern: /^[0-9SmMKVOG,]{0,40}$/, maxLength: 40, describe: 'a comma list of grade names' }),
  exClass: choiceParam({ default: 'S5', choices: NAMES }),
};

export default function ExamChecker() {
  const st = useUrlState(SPECS);
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
      <h3 id="ex-title">Exam checker</h3>
      <div class="tgm3-grid">
        {games.map((g, i) => (
          <label for={`ex-g${i}`} key={i}>
            Game {i + 1} {i === 6 ? '(latest)' : ''}
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
          Qualified class now
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
        {heldAtMM > 0
          ? `You are not qualified ${MM_NAME}, so the game records a ${GM_NAME}-worthy game as ${MM_NAME}: ${heldAtMM} of your games count as ${MM_NAME}. `
          : ''}
        Best to worst: {sorted.map((g) => NAMES[g]).join(', ')}. The 2nd, 3rd and 4th best are {NAMES[sorted[1]]}, {NAMES[sorted[2]]} and {NAMES[sorted[3]]}:
        floor(({sorted[1]} + {sorted[2]} + {sorted[3]}) / 3) = {target}, so the exam target is <strong class="tgm3-big">{NAMES[target]}</strong>.{' '}
        {possible
          ? gmExam
            ? `That is above your class ${st.values.exClass}, and you are qualified ${MM_NAME}: the ${GM_NAME} exam can happen (the game decides at random). To pass, earn ${GM_NAME} and survive the roll.`
            : `That is above your class ${st.values.exClass}: a promotion exam for ${NAMES[target]} can happen (the game decides at random).`
          : `That is not above your class ${st.values.exClass}: no promotion exam.`}
      </p>
      <ul>
        <li>NullpoMino's reading (4th best) would give {NAMES[examTargetFourthBest(games)]}.</li>
        <li>
          Games {DEMOTION_GAP} or more grades below {st.values.exClass} (demotion games): {demotionPoints(games, cls)} of {EXAM_GAMES}. The wiki gives no count
          that triggers the demotion exam.
        </li>
      </ul>
      <StateBar
        notices={[
          ...st.notices,
          ...(bad.length
            ? [
                `exGames: ignored ${bad
                  .slice(0, 3)
                  .map((b) => JSON.stringify(b.slice(0, 8)))
                  .join(', ')}; counted as ${NAMES[0]}`,
              ]
            : []),
        ]}
        shareUrl={st.shareUrl}
        onReset={st.reset}
        onDismiss={st.dismissNotices}
      />
    </section>
  );
}
