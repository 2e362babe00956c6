// Island: grade-points simulator (view). A repeating pattern of clears at a chosen pace, run through the Master state
// machine: the grade it ends with, the internal grade over the whole game, a close-up of the points sawtooth, and what
// decay cost. The logic is in grade-points-model.ts.
import { FPS, idleDecayLoss, type DecayMode, type DecayTrace } from '~/engines/tgm3';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { useUrlState } from '~/lib/use-url-state';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import { tgm3Clock, tgm3Minutes } from './clock';
import { formatNumber } from '~/i18n/format';
import { sectionRange } from './sections';
import type { IslandProps } from './props';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './GradePointsSim.messages';
import { GradePointsControls } from './GradePointsControls';
import {
  IDLE_SECONDS,
  SECTIONS,
  SPECS,
  closeUpSection,
  decayName,
  gradeChartData,
  gradeSentence,
  pieceLines,
  pointsChartData,
  refusal,
  simulate,
  type SectionChoice,
} from './grade-points-model';

export { SPECS, gradeSentence, pieceLines, refusal, simulate };

export default function GradePointsSim({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const no = refusal(v);
  const key = JSON.stringify(v);
  const t = useMemo(() => simulate(v), [key]);
  const other: DecayMode = v.gpDecay === 'activeNoCombo' ? 'activeAlways' : 'activeNoCombo';
  // The other decay reading is a second whole game: the server renders it, the page works it out after the first paint
  // (a game takes about a tenth of a second; two in one task would block the page past the long-task budget).
  const [t2, setT2] = useState<DecayTrace | null>(() => (typeof window === 'undefined' ? simulate(v, other) : null));
  useEffect(() => {
    const id = setTimeout(() => setT2(simulate(v, other)), 0);
    return () => clearTimeout(id);
  }, [key]);
  const s = t.state;
  const regrets = s.sections.filter((x) => x.regret).length;
  const idle = idleDecayLoss(s.internalGrade, IDLE_SECONDS * FPS);

  const gradeData = gradeChartData(t, m);
  const sec = closeUpSection(t, v.gpSec);
  const pointsData = pointsChartData(t, sec, m);
  return (
    <section class="atlas-island tgm3-island" id="grade-points-simulator" aria-labelledby="gp-title">
      <h3 id="gp-title">{m.title}</h3>
      <GradePointsControls v={v} set={st.set} locale={locale} />
      {no ? (
        <p class="tgm3-result" aria-live="polite" data-testid="gp-summary" role="alert">
          {m.refused(no.index + 1, no.lines, no.placed + no.inStack, no.maxLines)}
        </p>
      ) : (
        <>
          <p class="tgm3-result" aria-live="polite" data-testid="gp-summary">
            {gradeSentence(t, locale)}
            {m.left(s.points, s.cools, regrets)}
          </p>
          <p class="tgm3-result" aria-live="polite" data-testid="gp-decay-cost">
            {m.decayTook(decayName(v.gpDecay, locale))}
            <strong>{formatNumber(locale ?? 'en', t.decayLost)}</strong>
            {t2 && m.decayOther(t.decayLost, decayName(other, locale), t2.decayLost, t2.grade.name, t2.state.internalGrade)}
            {m.idle(IDLE_SECONDS, idle.internalGrade, idle.rate, idle.lost, idle.from)}
          </p>
          <ChartFigure
            id="gp-grade-chart"
            kind="line"
            title={m.gradeChart}
            data={gradeData}
            formatX={(f) => tgm3Clock(locale, f)}
            formatXTick={(f) => tgm3Minutes(locale, f)}
            height={200} // literal-ok: chart height in px
            tableCollapsed
            locale={locale}
          />
          <label for="gp-sec" class="tgm3-inline">
            {m.closeUp}{' '}
            <select id="gp-sec" value={v.gpSec} onChange={(e) => st.set({ gpSec: (e.currentTarget as HTMLSelectElement).value as SectionChoice })}>
              {SECTIONS.map((c) => (
                <option value={c} key={c} disabled={c !== 'most' && Number(c) >= s.sections.length}>
                  {c === 'most' ? m.mostDecay : sectionRange(Number(c))}
                </option>
              ))}
            </select>
          </label>
          <ChartFigure
            id="gp-points-chart"
            kind="line"
            title={m.pointsChart(sectionRange(sec), t.decayLostBySection[sec] ?? 0)}
            data={pointsData}
            formatX={(f) => tgm3Clock(locale, f)}
            formatXTick={(f) => tgm3Minutes(locale, f)}
            height={240}
            tableCollapsed
            locale={locale}
          />
        </>
      )}
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
