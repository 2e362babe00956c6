// Island: reverse planner (view). From a section, the previous x70 time and whether it was a COOL → the slowest x70 and
// split that still earn every COOL to the end, as a table and a chart, and what the invisible roll still asks for.
// The logic is in reverse-model.ts (engine: deadlines.ts).
import { useState } from 'preact/hooks';
import { MASTER_LAST_LEVEL, MASTER_SECTIONS, type ReverseSection } from '~/engines/tgm3';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { DraftInput } from '~/islands/common/DraftInput';
import { IntegerField } from '~/islands/common/IntegerField';
import { formatFixed } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import type { Locale } from '~/i18n/locales';
import type { IslandProps } from './props';
import { HeadRow } from './PlannerCard';
import { tgm3Clock } from './clock';
import { sectionName } from './planner-model';
import { MESSAGES } from './ReversePlanner.messages';
import { SPECS, reverseModel, reverseSeries, x70FromSplit } from './reverse-model';
import './tgm3.css';

export { SPECS };
type M = ReturnType<typeof messagesFor<(typeof MESSAGES)['en']>>;

function Row({ r, m, locale }: { r: ReverseSection; m: M; locale?: Locale }) {
  return (
    <tr>
      <th scope="row">{sectionName(r.section)}</th>
      <td class="atlas-num">
        {r.latestX70 === null ? m.noCool : tgm3Clock(locale, r.latestX70)}
        {r.latestX70 !== null && ' '}
        {r.latestX70 !== null && (
          <small class="tgm3-why">{r.plusTwoBinds && r.tableLimit !== null ? m.byPlusTwo(tgm3Clock(locale, r.tableLimit)) : m.byTable}</small>
        )}
      </td>
      <td class="atlas-num">{tgm3Clock(locale, r.latestSplit)}</td>
    </tr>
  );
}

function Estimate({ m, locale, onX70 }: { m: M; locale?: Locale; onX70: (x: number) => void }) {
  const [split, setSplit] = useState(45); // literal-ok: example split in seconds
  const [said, setSaid] = useState('');
  return (
    <fieldset class="tgm3-paste">
      <legend>{m.estimateLegend}</legend>
      <label>
        {m.estimateSplit}{' '}
        <input type="number" min={0} step={0.01} value={split} onChange={(e) => setSplit(Number((e.currentTarget as HTMLInputElement).value) || 0)} />
      </label>
      <button
        type="button"
        class="atlas-button"
        onClick={() => {
          const x = x70FromSplit(split);
          onX70(x);
          setSaid(m.estimated(formatFixed(locale ?? 'en', x, 2)));
        }}
      >
        {m.estimateUse}
      </button>
      <span role="status" data-testid="rv-estimate">
        {said}
      </span>
    </fieldset>
  );
}

export default function ReversePlanner({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const model = reverseModel(v);
  const first = model.rows[0];
  const series = reverseSeries(model.rows);
  const secs = (s: number) => (Number.isNaN(s) ? '—' : formatFixed(locale ?? 'en', s, 2));
  return (
    <section id="reverse-planner" class="atlas-island tgm3-island" aria-labelledby="rv-title">
      <h3 id="rv-title">{m.title}</h3>
      <p class="tgm3-result" aria-live="polite" data-testid="rv-summary">
        {first.latestX70 === null
          ? m.noCoolLeft(sectionName(MASTER_SECTIONS - 1))
          : m.summary(sectionName(first.section), sectionName(MASTER_SECTIONS - 2), tgm3Clock(locale, first.latestX70))}
        {model.roll.possible ? m.rollYes(model.roll.internalGrade, model.roll.tapName, model.roll.coolsNeeded, MASTER_LAST_LEVEL) : m.rollNo(model.missed)}
      </p>
      <div class="tgm3-grid">
        <IntegerField id="rv-from" label={m.from} value={v.bpFrom} min={0} max={MASTER_SECTIONS - 1} onValue={(x) => st.set({ bpFrom: x })} locale={locale} />
        <label>
          {m.prev}
          <DraftInput
            type="number"
            min={0}
            step={0.01}
            value={v.bpPrev}
            disabled={v.bpFrom === 0}
            onChange={(e) => {
              const x = Number(e.currentTarget.value);
              if (Number.isFinite(x)) st.set({ bpPrev: x });
            }}
          />
        </label>
        <label class="tgm3-check">
          <input
            type="checkbox"
            checked={v.bpCool}
            disabled={v.bpFrom === 0}
            onChange={(e) => st.set({ bpCool: (e.currentTarget as HTMLInputElement).checked })}
          />{' '}
          {m.prevCool}
        </label>
        <IntegerField
          id="rv-missed"
          label={m.missed}
          value={v.bpMissed}
          min={0}
          max={MASTER_SECTIONS - 1}
          onValue={(x) => st.set({ bpMissed: x })}
          locale={locale}
        />
      </div>
      <Estimate m={m} locale={locale} onX70={(x) => st.set({ bpPrev: x })} />
      <div class="atlas-table-wrap" role="region" aria-label={m.caption} tabIndex={0}>
        <table class="tgm3-table tgm3-fit" data-testid="rv-table">
          <caption>{m.caption}</caption>
          <HeadRow cells={[m.levels, m.latestX70, m.latestSplit]} />
          <tbody>
            {model.rows.map((r) => (
              <Row key={r.section} r={r} m={m} locale={locale} />
            ))}
          </tbody>
        </table>
      </div>
      <ChartFigure
        id="rv-chart"
        kind="line"
        title={m.chart}
        data={{
          labels: series.sections.map(sectionName),
          xTitle: m.sectionAxis,
          yTitle: m.timeAxis,
          series: [
            { label: m.x70Series, values: series.x70, points: 'circle' },
            { label: m.tableSeries, values: series.table, points: 'rect' },
            { label: m.splitSeries, values: series.split, points: 'triangle' },
          ],
        }}
        format={secs}
        height={240} // literal-ok: chart height in px
        tableCollapsed
        locale={locale}
      />
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
