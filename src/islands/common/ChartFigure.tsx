// A Chart.js chart and the same numbers as a table, fed by one data object; follows the theme, updates in place.
// Chart.js is loaded only when the figure scrolls into view; until then (and without JavaScript) the table carries it.
import { useEffect, useRef } from 'preact/hooks';
import type { ChartConfiguration, ChartDataset, Plugin } from 'chart.js';
import { currentTheme, loadChart, themeColours, tickDigits, watchTheme, type Chart } from '~/lib/chart';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { placeLabels } from './marker-labels';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';

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

export interface Series {
  label: string;
  values: number[];
  /** Draw as steps. In Chart.js, 'before' (or true) keeps each value until the next x: a table's "from x on" row. */
  stepped?: boolean | 'before' | 'after' | 'middle';
  /** Which y axis the series uses; 'right' needs `ChartData.y2Title`. */
  axis?: 'left' | 'right';
  /** Dash pattern of a line (px on, px off), so a series that runs on top of another stays visible. */
  dash?: number[];
  /** Draw each value as a point with no joining line (deadlines, marks); the shape tells series apart without colour. */
  points?: 'circle' | 'triangle' | 'rect';
}

/** A labelled line across the plot: at an x value (vertical) or a y value (horizontal). */
export interface ChartMarker {
  axis: 'x' | 'y';
  value: number;
  label: string;
  /** A short tag drawn on the chart instead of the label (the list under the chart pairs it with the label). */
  tag?: string;
}

export interface ChartData {
  /** One label per x position (column rank, level, minute...); numbers when `xLinear`. */
  labels: (string | number)[];
  xTitle: string;
  yTitle: string;
  series: Series[];
  /** Labels are numbers placed on a linear x axis (uneven steps keep their true spacing). */
  xLinear?: boolean;
  /** Distance between x ticks on a linear x axis (default: Chart.js picks). */
  xStep?: number;
  /** A logarithmic left y axis (every value must be above 0). */
  yLog?: boolean;
  /** Bounds of the left y axis (default: from 0, or from the data on a log axis). */
  yMin?: number;
  yMax?: number;
  /** Title of a second y axis on the right; series with `axis: 'right'` use it. */
  y2Title?: string;
  y2Min?: number;
  y2Max?: number;
  /** Labelled marker lines; they are also listed under the chart as text. */
  markers?: ChartMarker[];
}

interface Props {
  kind: 'bar' | 'line';
  /** Says what the chart shows; used as the canvas label and the table caption. */
  title: string;
  data: ChartData;
  /** Formats a value for the table and tooltips (default: the number for the locale, every decimal it has). */
  format?: (v: number) => string;
  /** Formats right-axis values in the table and tooltips (default: `format`). */
  format2?: (v: number) => string;
  /** Formats left-axis tick labels; `digits` is what the axis's step needs (see tickDigits). Return '' to leave a
   * tick unlabelled. Default: the number for the locale with `digits` decimals, so a whole-number axis shows whole
   * numbers even when `format` writes two decimals. */
  formatTick?: (v: number, digits: number) => string;
  /** Formats right-axis tick labels (default: like the left axis's default). */
  formatTick2?: (v: number, digits: number) => string;
  /** Formats x tick labels on a linear x axis (default: `formatX` when given, else like the y ticks' default). */
  formatXTick?: (v: number, digits: number) => string;
  /** Formats x labels on a linear x axis (table rows, tooltips and marker text; default: the number for the locale). */
  formatX?: (v: number) => string;
  height?: number;
  /** Hide the table behind a disclosure (it is still in the page for screen readers and without JS). */
  tableCollapsed?: boolean;
  /** Figure id, for links to this chart. */
  id?: string;
  /** The page's language (default English): the figure's own words (labels, the table's disclosure). */
  locale?: Locale;
}

type Ticks = readonly { value: number }[];

/** Category labels as the chart writes them: numbers formatted like the table's row labels. */
const categoryLabels = (labels: (string | number)[], formatX: (v: number) => string) => labels.map((l) => (typeof l === 'number' ? formatX(l) : l));

/** The x range of a linear axis: the labels' range, widened to whole steps when a step is set (Chart.js spreads
 * ticks unevenly when the range is not a whole number of steps). */
function xRange(data: ChartData): { min: number; max: number } {
  const lo = Number(data.labels[0]);
  const hi = Number(data.labels[data.labels.length - 1]);
  const step = data.xStep;
  if (!step || step <= 0) return { min: lo, max: hi };
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step };
}

function datasets(data: ChartData, kind: 'bar' | 'line', series: string[]): ChartDataset<'bar' | 'line', unknown[]>[] {
  return data.series.map((s, i) => ({
    label: s.label,
    data: points(data, s),
    backgroundColor: series[i % series.length],
    borderColor: series[i % series.length],
    borderWidth: kind === 'line' ? 2 : 0,
    pointRadius: kind === 'line' ? (s.points ? 5 : 0) : undefined,
    pointStyle: s.points,
    showLine: s.points ? false : undefined,
    stepped: s.stepped,
    borderDash: s.dash ?? [],
    yAxisID: s.axis === 'right' ? 'y2' : 'y',
  })) as ChartDataset<'bar' | 'line', unknown[]>[];
}

function points(data: ChartData, s: Series): unknown[] {
  return data.xLinear ? data.labels.map((x, i) => ({ x: Number(x), y: s.values[i] })) : s.values;
}

/** Draws the markers as dashed lines with their labels (a per-chart plugin, nothing registered globally). */
function markerPlugin(markers: { current: ChartMarker[] | undefined }, colour: { current: string }): Plugin {
  return {
    id: 'atlasMarkers',
    afterDatasetsDraw(chart) {
      const list = markers.current;
      if (!list?.length) return;
      const { ctx, chartArea: area, scales } = chart;
      ctx.save();
      ctx.strokeStyle = colour.current;
      ctx.fillStyle = colour.current;
      ctx.setLineDash([5, 4]);
      ctx.lineWidth = 1.5; // literal-ok: stroke width in px
      ctx.font = '12px system-ui, sans-serif';
      // Lines first; then the labels (the marker's tag when it has one), placed so that none overlaps another or
      // leaves the plot (marker-labels.ts). Their boxes go on the canvas as data-marker-boxes for the browser test.
      const LINE = 15; // literal-ok: label line height in px
      const wanted: { text: string; x: number; y: number; w: number }[] = [];
      // Horizontal markers first (their labels sit just under their line, right-aligned), then vertical ones.
      const ordered = [...list.filter((m) => m.axis === 'y'), ...list.filter((m) => m.axis === 'x')];
      ordered.forEach((m) => {
        const scale = m.axis === 'x' ? scales.x : scales.y;
        if (!scale) return;
        const at = scale.getPixelForValue(m.value);
        const text = m.tag ?? m.label;
        const w = ctx.measureText(text).width + 4;
        ctx.beginPath();
        if (m.axis === 'x') {
          if (at < area.left || at > area.right) return;
          ctx.moveTo(at, area.top);
          ctx.lineTo(at, area.bottom);
          ctx.stroke();
          wanted.push({ text, x: at + 3 + w > area.right ? at - 3 - w : at + 3, y: area.top + 2, w });
        } else {
          if (at < area.top || at > area.bottom) return;
          ctx.moveTo(area.left, at);
          ctx.lineTo(area.right, at);
          ctx.stroke();
          wanted.push({ text, x: area.right - w - 4, y: at + 2, w });
        }
      });
      const boxes = placeLabels(wanted, area, LINE);
      ctx.textBaseline = 'top';
      boxes.forEach((b, i) => ctx.fillText(wanted[i].text, b.x + 2, b.y + 1));
      chart.canvas.dataset.markerBoxes = JSON.stringify({ area: { left: area.left, right: area.right, top: area.top, bottom: area.bottom }, boxes });
      ctx.restore();
    },
  };
}

export function ChartFigure({
  kind,
  title,
  data,
  format: formatGiven,
  format2,
  formatTick,
  formatTick2,
  formatX: formatXGiven,
  formatXTick,
  height = 260,
  tableCollapsed = false,
  id,
  locale,
}: Props) {
  const m = messagesFor(MESSAGES, locale);
  const loc = locale ?? 'en';
  // Numbers a reader sees go through Intl for the page's locale (issue 17): values keep their decimals, ticks get
  // the decimals their step needs.
  const plain = (v: number) => formatNumber(loc, v, MESSAGE_DIGITS);
  const tick = (v: number, digits: number) => formatNumber(loc, v, digits);
  const format = formatGiven ?? plain;
  const formatX = formatXGiven ?? plain;
  const figure = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);
  const formatRef = useRef(format);
  formatRef.current = format;
  const format2Ref = useRef(format2 ?? format);
  format2Ref.current = format2 ?? format;
  const formatTickRef = useRef(formatTick ?? tick);
  formatTickRef.current = formatTick ?? tick;
  const formatTick2Ref = useRef(formatTick2 ?? tick);
  formatTick2Ref.current = formatTick2 ?? tick;
  const formatXRef = useRef(formatX);
  formatXRef.current = formatX;
  const formatXTickRef = useRef(formatXTick ?? (formatXGiven ? (v: number) => formatXGiven(v) : tick));
  formatXTickRef.current = formatXTick ?? (formatXGiven ? (v: number) => formatXGiven(v) : tick);
  const dataRef = useRef(data);
  dataRef.current = data;
  const markers = useRef(data.markers);
  markers.current = data.markers;
  const markerColour = useRef('#888');

  useEffect(() => {
    const el = figure.current;
    if (!el || !canvas.current) return;
    let cancelled = false;
    let stopTheme = () => {};
    const build = async () => {
      const first = dataRef.current;
      const ChartJs = await loadChart({ kind, log: first.yLog, linearX: first.xLinear });
      if (cancelled || !canvas.current) return;
      const colours = themeColours(currentTheme());
      markerColour.current = colours.text;
      const axis = (text: string) => ({ title: { display: true, text, color: colours.text }, ticks: { color: colours.text }, grid: { color: colours.grid } });
      const scales: Record<string, unknown> = {
        x: {
          ...axis(first.xTitle),
          ...(first.xLinear
            ? {
                type: 'linear',
                ...xRange(first),
                ticks: {
                  color: colours.text,
                  stepSize: first.xStep,
                  callback: (v: number | string, _i: number, ticks: Ticks) => formatXTickRef.current(Number(v), tickDigits(ticks)),
                },
              }
            : {}),
        },
        y: {
          ...axis(first.yTitle),
          ...(first.yLog ? { type: 'logarithmic' } : { beginAtZero: true }),
          min: first.yMin,
          max: first.yMax,
          ticks: { color: colours.text, callback: (v: number | string, _i: number, ticks: Ticks) => formatTickRef.current(Number(v), tickDigits(ticks)) },
        },
      };
      if (first.y2Title) {
        scales.y2 = {
          ...axis(first.y2Title),
          position: 'right',
          beginAtZero: true,
          min: first.y2Min,
          max: first.y2Max,
          grid: { drawOnChartArea: false, color: colours.grid },
          ticks: { color: colours.text, callback: (v: number | string, _i: number, ticks: Ticks) => formatTick2Ref.current(Number(v), tickDigits(ticks)) },
        };
      }
      const config = {
        type: kind,
        data: { labels: first.xLinear ? undefined : categoryLabels(first.labels, formatXRef.current), datasets: datasets(first, kind, colours.series) },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          color: colours.text,
          interaction: first.xLinear ? { mode: 'nearest', axis: 'x', intersect: false } : undefined,
          plugins: {
            legend: { display: first.series.length > 1, labels: { color: colours.text } },
            tooltip: {
              callbacks: {
                title: (items: { parsed: { x: number } }[]) => (first.xLinear && items[0] ? formatXRef.current(items[0].parsed.x) : undefined),
                label: (item: { dataset: { label?: string; yAxisID?: string }; parsed: { y: number } }) =>
                  `${item.dataset.label}: ${(item.dataset.yAxisID === 'y2' ? format2Ref.current : formatRef.current)(item.parsed.y)}`,
              },
            },
          },
          scales,
        },
        plugins: [markerPlugin(markers, markerColour)],
      };
      chart.current = new ChartJs(canvas.current, config as unknown as ChartConfiguration);
      el.dataset.chartReady = 'true';
      stopTheme = watchTheme((theme) => {
        const c = chart.current;
        if (!c) return;
        const next = themeColours(theme);
        markerColour.current = next.text;
        c.options.color = next.text;
        for (const scale of Object.values(c.options.scales ?? {}) as { title: { color: string }; ticks: { color: string }; grid: { color: string } }[]) {
          scale.title.color = next.text;
          scale.ticks.color = next.text;
          scale.grid.color = next.grid;
        }
        if (c.options.plugins?.legend?.labels) c.options.plugins.legend.labels.color = next.text;
        c.data.datasets.forEach((d, i) => {
          d.backgroundColor = next.series[i % next.series.length];
          d.borderColor = next.series[i % next.series.length];
        });
        c.update('none');
      });
    };
    // Load Chart.js only once the figure comes near the screen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void build();
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
      stopTheme();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [kind, data.yLog, data.xLinear, Boolean(data.y2Title)]);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    if (!data.xLinear) c.data.labels = categoryLabels(data.labels, formatXRef.current);
    const x = c.options.scales?.x as { min?: number; max?: number; title?: { text: string }; ticks?: { stepSize?: number } } | undefined;
    if (x?.title) x.title.text = data.xTitle;
    if (data.xLinear && x) {
      Object.assign(x, xRange(data));
      if (x.ticks) x.ticks.stepSize = data.xStep;
    }
    const y = c.options.scales?.y as { min?: number; max?: number; title?: { text: string } } | undefined;
    if (y) {
      y.min = data.yMin;
      y.max = data.yMax;
      if (y.title) y.title.text = data.yTitle;
    }
    data.series.forEach((s, i) => {
      const d = c.data.datasets[i] as ChartDataset<'line', unknown[]> | undefined;
      if (d) {
        d.data = points(data, s);
        d.label = s.label;
        d.stepped = s.stepped ?? false;
        d.borderDash = s.dash ?? [];
        d.yAxisID = s.axis === 'right' ? 'y2' : 'y';
      } else {
        const colours = themeColours(currentTheme()).series;
        c.data.datasets.push(datasets({ ...data, series: [s] }, kind, [colours[i % colours.length]])[0] as never);
      }
    });
    c.data.datasets.length = data.series.length;
    c.update('none');
  }, [data]);

  // A table wider than its box (a phone) becomes a focusable, labelled region, so keyboards can scroll it.
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = wrap.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      if (el.scrollWidth > el.clientWidth + 1) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', m.tableScrolls(title));
      } else {
        el.removeAttribute('tabindex');
        el.removeAttribute('role');
        el.removeAttribute('aria-label');
      }
    };
    const observer = new ResizeObserver(check);
    observer.observe(el);
    const details = el.closest('details');
    details?.addEventListener('toggle', check);
    return () => {
      observer.disconnect();
      details?.removeEventListener('toggle', check);
    };
  }, [title, m]);

  const rowLabel = (label: string | number) => (data.xLinear || typeof label === 'number' ? formatX(Number(label)) : label);
  const table = (
    <div class="atlas-table-wrap" ref={wrap}>
      {/* display: table keeps the scrolling on the labelled wrapper (Starlight makes content tables scroll themselves). */}
      <table style={{ display: 'table' }}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{data.xTitle}</th>
            {data.series.map((s) => (
              <th scope="col" key={s.label}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((label, row) => (
            <tr key={`${row}:${label}`}>
              <th scope="row">{rowLabel(label)}</th>
              {data.series.map((s) => (
                <td class="atlas-num" key={s.label}>
                  {(s.axis === 'right' ? (format2 ?? format) : format)(s.values[row])}
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
      {data.markers?.length ? (
        <ul class="atlas-chart-marks" aria-label={m.marked}>
          {data.markers.map((m) => (
            <li key={`${m.axis}${m.value}${m.label}`}>
              {m.tag ? `${m.tag}. ` : ''}
              {m.axis === 'x' ? `${data.xTitle} ${formatX(m.value)}` : format(m.value)}: {m.label}
            </li>
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
