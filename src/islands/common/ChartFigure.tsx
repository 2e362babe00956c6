// A Chart.js chart and the same numbers as a table, fed by one data object; follows the theme, updates in place.
// Chart.js is loaded only when the figure scrolls into view; until then (and without JavaScript) the table carries it.
// The view only: formats, configuration, updates, table rows and the marker list come from chart-model.ts, the live
// chart from use-chart.ts, the marker lines from chart-markers.ts.
import { useRef } from 'preact/hooks';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import { chartFormats, chartTable, markerItems, type ChartData, type FormatProps } from './chart-model';
import { useChart, useScrollRegion } from './use-chart';

export type { Series, ChartMarker, ChartData } from './chart-model';

const MESSAGES = defineMessages({
  en: {
    chartLabel: (title: string) => `${title} (chart; the same numbers are in the table below)`,
    tableScrolls: (title: string) => `${title} (table, scrolls sideways)`,
    marked: 'Marked on the chart',
    tableSummary: 'Table of the numbers in this chart',
  },
  'zh-cn': {
    chartLabel: (title: string) => `${title}（图表；下方表格列出同样的数字）`,
    tableScrolls: (title: string) => `${title}（表格，可横向滚动）`,
    marked: '图中标出的位置',
    tableSummary: '图中数字的表格',
  },
});

interface Props extends FormatProps {
  kind: 'bar' | 'line';
  /** Says what the chart shows; used as the canvas label and the table caption. */
  title: string;
  data: ChartData;
  // The formatters: see FormatProps (chart-model.ts).
  height?: number;
  /** Hide the table behind a disclosure (it is still in the page for screen readers and without JS). */
  tableCollapsed?: boolean;
  /** Figure id, for links to this chart. */
  id?: string;
  /** The page's language (default English): the figure's own words (labels, the table's disclosure). */
  locale?: Locale;
}

export function ChartFigure({ kind, title, data, height = 260, tableCollapsed = false, id, locale, ...given }: Props) {
  const m = messagesFor(MESSAGES, locale);
  const f = chartFormats(locale, given);
  const formats = useRef(f);
  formats.current = f;
  const figure = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  useChart(kind, data, formats, figure, canvas);
  const wrap = useRef<HTMLDivElement>(null);
  useScrollRegion(wrap, m.tableScrolls(title));

  const rows = chartTable(data, f);
  const marks = markerItems(data, f);
  const table = (
    <div class="atlas-table-wrap" ref={wrap}>
      {/* display: table keeps the scrolling on the labelled wrapper (Starlight makes content tables scroll themselves). */}
      <table style={{ display: 'table' }}>
        <caption>{title}</caption>
        <thead>
          <tr>
            {rows.head.map((h, i) => (
              <th scope="col" key={i}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              {r.cells.map((c, i) => (
                <td class="atlas-num" key={data.series[i].label}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <figure class="atlas-figure" ref={figure} id={id}>
      <div class="atlas-chart" style={{ height: `${height}px` }}>
        <canvas ref={canvas} role="img" aria-label={m.chartLabel(title)} />
      </div>
      {marks.length ? (
        <ul class="atlas-chart-marks" aria-label={m.marked}>
          {marks.map((x) => (
            <li key={x.key}>{x.text}</li>
          ))}
        </ul>
      ) : null}
      {tableCollapsed ? (
        <details>
          <summary>{m.tableSummary}</summary>
          {table}
        </details>
      ) : (
        table
      )}
    </figure>
  );
}
