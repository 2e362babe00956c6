// Island: section timeline (view). Time against level for a run (the link's splits and x70 times, a planner's run, or
// pasted splits), with each section's COOL deadline at x70 and REGRET deadline at its end; the chart's numbers are in
// its table, and a per-section table gives the margins. The logic is in timeline-model.ts.
import { FPS, MASTER_TORIKAN_LEVEL, type PlannedSection } from '~/engines/tgm3';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { DraftInput } from '~/islands/common/DraftInput';
import { messagesFor } from '~/i18n/messages';
import type { Locale } from '~/i18n/locales';
import type { IslandProps } from './props';
import { HeadRow } from './PlannerCard';
import { tgm3Clock, tgm3Minutes } from './clock';
import { marginText, sectionName } from './planner-model';
import { coolRegretText } from './sections';
import { SplitPaste } from './SplitPaste';
import { MESSAGES } from './SectionTimeline.messages';
import { SPECS, timelineModel, timelineSeries, type TimelineNote } from './timeline-model';
import './tgm3.css';

export { SPECS };
type M = ReturnType<typeof messagesFor<(typeof MESSAGES)['en']>>;

function noteText(n: TimelineNote, m: M): string {
  if (n.kind === 'bad') return m.noteBad(n.entry);
  if (n.kind === 'clamped') return m.noteClamped(n.entry);
  if (n.kind === 'extra') return m.noteExtra;
  return m.noteX70AfterSplit(n.entry);
}

function Row({ s, estimated, locale, m }: { s: PlannedSection; estimated: boolean; locale?: Locale; m: M }) {
  const result = coolRegretText(s) || '—';
  return (
    <tr>
      <th scope="row">{sectionName(s.section)}</th>
      <td class={s.regret ? 'tgm3-bad' : s.cool ? 'tgm3-yes' : ''}>{result}</td>
      <td class={`atlas-num ${s.limit !== null && s.limit < s.t70 ? 'tgm3-bad' : ''}`}>
        {estimated ? '~' : ''}
        {tgm3Clock(locale, s.t70)}{' '}
        <small class="tgm3-why">
          {s.limit === null ? m.noCool : m.by(tgm3Clock(locale, s.limit))}{' '}
          {s.limit !== null && <span class="tgm3-margin">{marginText(s.limit - s.t70, locale)}</span>}
        </small>
      </td>
      <td class={`atlas-num ${s.regret ? 'tgm3-bad' : ''}`}>
        {tgm3Clock(locale, s.frames)}{' '}
        <small class="tgm3-why">
          {m.over(tgm3Clock(locale, s.regretLimit))} <span class="tgm3-margin">{marginText(s.regretLimit - s.frames, locale)}</span>
        </small>
      </td>
    </tr>
  );
}

export default function SectionTimeline({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const model = timelineModel(v);
  const t = model.timeline;
  const plan = t?.plan;
  const series = t ? timelineSeries(t) : null;
  const clock = (sec: number) => (Number.isNaN(sec) ? '—' : tgm3Clock(locale, Math.round(sec * FPS)));
  const text = (key: 'dtSplit' | 'dtX70', label: string) => (
    <label>
      {label}
      <DraftInput type="text" inputMode="decimal" value={v[key]} onChange={(e) => st.set({ [key]: e.currentTarget.value })} />
    </label>
  );
  return (
    <section id="section-timeline" class="atlas-island tgm3-island" aria-labelledby="tl-title">
      <h3 id="tl-title">{m.title}</h3>
      <p class="tgm3-result" aria-live="polite" data-testid="tl-summary">
        {plan ? m.summary(plan.cools, plan.regrets, plan.sections.length) : m.none}
        {t?.torikanStops ? m.torikan(MASTER_TORIKAN_LEVEL) : ''}
        {t?.estimated.some(Boolean) ? m.estimatedSome : ''}
      </p>
      {t && plan && (
        <div class="atlas-table-wrap" role="region" aria-label={m.caption} tabIndex={0}>
          <table class="tgm3-table tgm3-timeline tgm3-fit" data-testid="tl-table">
            <caption>{m.caption}</caption>
            <HeadRow cells={[m.levels, m.result, m.x70Head, m.splitHead]} />
            <tbody>
              {plan.sections.map((s) => (
                <Row key={s.section} s={s} estimated={t.estimated[s.section]} locale={locale} m={m} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {series && (
        <ChartFigure
          id="tl-chart"
          kind="line"
          title={m.chart}
          data={{
            labels: series.labels,
            xLinear: true,
            xStep: 100, // literal-ok: one tick per section
            xTitle: m.levelAxis,
            yTitle: m.timeAxis,
            series: [
              { label: m.runSeries, values: series.run },
              { label: m.coolSeries, values: series.cool, points: 'circle' },
              { label: m.regretSeries, values: series.regret, points: 'triangle' },
            ],
          }}
          format={clock}
          formatTick={(sec) => tgm3Minutes(locale, Math.round(sec * FPS))}
          height={300} // literal-ok: chart height in px
          tableCollapsed
          locale={locale}
        />
      )}
      <div class="tgm3-grid tgm3-wide">
        {text('dtSplit', m.splits)}
        {text('dtX70', m.x70s)}
      </div>
      <SplitPaste locale={locale} onValues={(x) => st.set(x)} />
      <StateBar
        notices={[...st.notices, ...model.notes.map((n) => noteText(n, m))]}
        shareUrl={st.shareUrl}
        onReset={st.reset}
        onDismiss={st.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
