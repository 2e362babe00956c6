// View pieces of the reverse planner: one table row (the latest x70 and split of a section, and which limit binds), the
// chart of the same numbers, and the x70 estimate from a split (70 % of it, the deadlines engine's estimate).
import { useState } from 'preact/hooks';
import type { ReverseSection } from '~/engines/tgm3';
import { formatFixed } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { tgm3Clock } from './clock';
import { sectionName } from './planner-model';
import { MESSAGES } from './ReversePlanner.messages';
import { reverseSeries, x70FromSplit } from './reverse-model';
import { ChartFigure } from '~/islands/common/ChartFigure';

type M = ReturnType<typeof messagesFor<(typeof MESSAGES)['en']>>;

export function Row({ r, m, locale }: { r: ReverseSection; m: M; locale?: Locale }) {
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

export function Estimate({ m, locale, onX70 }: { m: M; locale?: Locale; onX70: (x: number) => void }) {
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

/** The table's numbers as a chart: latest x70, the table limit, latest split, in seconds per section. */
export function ReverseChart({ rows, locale }: { rows: ReverseSection[]; locale?: Locale }) {
  const m = messagesFor(MESSAGES, locale);
  const series = reverseSeries(rows);
  const secs = (s: number) => (Number.isNaN(s) ? '—' : formatFixed(locale ?? 'en', s, 2));
  return (
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
  );
}
