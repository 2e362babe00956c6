// The data side of ChartFigure, as plain values: the formatters a figure uses, what Chart.js is given (datasets, scales,
// the whole configuration), how a running chart takes new data or a new theme, the table that carries the same numbers,
// and the list of markers. No DOM, no Preact; Chart.js only as types. Unit-tested in tests/unit/islands/chart-model.test.ts.
import type { ChartDataset } from 'chart.js';
import { tickDigits, type ThemeColours } from '~/lib/chart';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';

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

type Format = (v: number) => string;
type TickFormat = (v: number, digits: number) => string;

/** The formatters a figure may be given (ChartFigure's props; chartFormats fills in the rest). */
export interface FormatProps {
  /** Formats a value for the table and tooltips (default: the number for the locale, every decimal it has). */
  format?: Format;
  /** Formats right-axis values in the table and tooltips (default: `format`). */
  format2?: Format;
  /** Formats left-axis tick labels; `digits` is what the axis's step needs (see tickDigits). Return '' to leave a
   * tick unlabelled. Default: the number for the locale with `digits` decimals, so a whole-number axis shows whole
   * numbers even when `format` writes two decimals. */
  formatTick?: TickFormat;
  /** Formats right-axis tick labels (default: like the left axis's default). */
  formatTick2?: TickFormat;
  /** Formats x tick labels on a linear x axis (default: `formatX` when given, else like the y ticks' default). */
  formatXTick?: TickFormat;
  /** Formats x labels on a linear x axis (table rows, tooltips and marker text; default: the number for the locale). */
  formatX?: Format;
}

/** Every formatter resolved: left and right values, left and right ticks, x labels and x ticks. */
export interface ChartFormats {
  value: Format;
  value2: Format;
  tick: TickFormat;
  tick2: TickFormat;
  x: Format;
  xTick: TickFormat;
}

/**
 * The defaults (issue 17: numbers a reader sees go through Intl for the page's locale): values keep their decimals,
 * ticks get the decimals their step needs, the right axis formats like the left, x ticks like x labels when given.
 */
export function chartFormats(locale: Locale | undefined, p: FormatProps): ChartFormats {
  const loc = locale ?? 'en';
  const plain: Format = (v) => formatNumber(loc, v, MESSAGE_DIGITS);
  const tick: TickFormat = (v, digits) => formatNumber(loc, v, digits);
  const value = p.format ?? plain;
  const x = p.formatX ?? plain;
  const givenX = p.formatX;
  return {
    value,
    value2: p.format2 ?? value,
    tick: p.formatTick ?? tick,
    tick2: p.formatTick2 ?? tick,
    x,
    xTick: p.formatXTick ?? (givenX ? (v: number) => givenX(v) : tick),
  };
}

/** Category labels as the chart writes them: numbers formatted like the table's row labels. */
export const categoryLabels = (labels: (string | number)[], formatX: Format) => labels.map((l) => (typeof l === 'number' ? formatX(l) : l));

/** The x range of a linear axis: the labels' range, widened to whole steps when a step is set (Chart.js spreads
 * ticks unevenly when the range is not a whole number of steps). */
export function xRange(data: ChartData): { min: number; max: number } {
  const lo = Number(data.labels[0]);
  const hi = Number(data.labels[data.labels.length - 1]);
  const step = data.xStep;
  if (!step || step <= 0) return { min: lo, max: hi };
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step };
}

/** A series' points: {x, y} pairs on a linear x axis, the plain values on a category axis. */
export function points(data: ChartData, s: Series): unknown[] {
  return data.xLinear ? data.labels.map((x, i) => ({ x: Number(x), y: s.values[i] })) : s.values;
}

/** Chart.js datasets of the series, coloured in turn from `series` (a theme's series colours). */
export function datasets(data: ChartData, kind: 'bar' | 'line', series: string[]): ChartDataset<'bar' | 'line', unknown[]>[] {
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

type Ticks = readonly { value: number }[];
/** The formatters as the chart reads them at draw time (a ref: a new render's formatters apply without a rebuild). */
export type FormatsRef = { current: ChartFormats };

/** The axes: x (category, or linear with its range and step), y (from 0, or logarithmic) and y2 when titled. */
export function chartScales(data: ChartData, colours: ThemeColours, f: FormatsRef): Record<string, unknown> {
  const axis = (text: string) => ({ title: { display: true, text, color: colours.text }, ticks: { color: colours.text }, grid: { color: colours.grid } });
  const ticks = (format: () => TickFormat) => ({
    color: colours.text,
    callback: (v: number | string, _i: number, t: Ticks) => format()(Number(v), tickDigits(t)),
  });
  const linearX = { type: 'linear', ...xRange(data), ticks: { ...ticks(() => f.current.xTick), stepSize: data.xStep } };
  const scales: Record<string, unknown> = {
    x: { ...axis(data.xTitle), ...(data.xLinear ? linearX : {}) },
    y: {
      ...axis(data.yTitle),
      ...(data.yLog ? { type: 'logarithmic' } : { beginAtZero: true }),
      min: data.yMin,
      max: data.yMax,
      ticks: ticks(() => f.current.tick),
    },
  };
  if (data.y2Title) {
    scales.y2 = {
      ...axis(data.y2Title),
      position: 'right',
      beginAtZero: true,
      min: data.y2Min,
      max: data.y2Max,
      grid: { drawOnChartArea: false, color: colours.grid },
      ticks: ticks(() => f.current.tick2),
    };
  }
  return scales;
}

/** The whole Chart.js configuration of a figure: no animation, legend only for two or more series, tooltips in its formats. */
export function chartConfig(kind: 'bar' | 'line', data: ChartData, colours: ThemeColours, f: FormatsRef, plugins: unknown[]) {
  const scales = chartScales(data, colours, f);
  return {
    type: kind,
    data: { labels: data.xLinear ? undefined : categoryLabels(data.labels, f.current.x), datasets: datasets(data, kind, colours.series) },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      color: colours.text,
      interaction: data.xLinear ? { mode: 'nearest', axis: 'x', intersect: false } : undefined,
      plugins: {
        legend: { display: data.series.length > 1, labels: { color: colours.text } },
        tooltip: {
          callbacks: {
            title: (items: { parsed: { x: number } }[]) => (data.xLinear && items[0] ? f.current.x(items[0].parsed.x) : undefined),
            label: (item: { dataset: { label?: string; yAxisID?: string }; parsed: { y: number } }) =>
              `${item.dataset.label}: ${(item.dataset.yAxisID === 'y2' ? f.current.value2 : f.current.value)(item.parsed.y)}`,
          },
        },
      },
      scales,
    },
    plugins,
  };
}

/** The parts of a live chart that an update touches (Chart.js's Chart has them; tests pass plain objects). */
export interface LiveChart {
  data: { labels?: unknown[]; datasets: Record<string, unknown>[] };
  options: {
    color?: unknown;
    scales?: Record<string, unknown>;
    plugins?: { legend?: { labels?: { color?: unknown } } };
  };
}

/** Repaints a live chart's text, grid and series in a theme's colours. */
export function recolour(c: LiveChart, colours: ThemeColours): void {
  c.options.color = colours.text;
  for (const scale of Object.values(c.options.scales ?? {}) as { title: { color: string }; ticks: { color: string }; grid: { color: string } }[]) {
    scale.title.color = colours.text;
    scale.ticks.color = colours.text;
    scale.grid.color = colours.grid;
  }
  if (c.options.plugins?.legend?.labels) c.options.plugins.legend.labels.color = colours.text;
  c.data.datasets.forEach((d, i) => {
    d.backgroundColor = colours.series[i % colours.series.length];
    d.borderColor = colours.series[i % colours.series.length];
  });
}

/**
 * Puts new data into a live chart in place: labels, axis titles and bounds, each series. A series the chart did not have
 * gets its colour from `series()` (read only then: reading the theme's colours costs a style lookup).
 */
export function updateChart(c: LiveChart, data: ChartData, kind: 'bar' | 'line', formatX: Format, series: () => string[]): void {
  if (!data.xLinear) c.data.labels = categoryLabels(data.labels, formatX);
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
    const d = c.data.datasets[i];
    if (d)
      Object.assign(d, {
        data: points(data, s),
        label: s.label,
        stepped: s.stepped ?? false,
        borderDash: s.dash ?? [],
        yAxisID: s.axis === 'right' ? 'y2' : 'y',
      });
    else {
      const colours = series();
      c.data.datasets.push(datasets({ ...data, series: [s] }, kind, [colours[i % colours.length]])[0] as unknown as Record<string, unknown>);
    }
  });
  c.data.datasets.length = data.series.length;
}

/** The table beside the chart: one column per series, one row per x label, every cell in its axis's format. */
export interface ChartTable {
  head: string[];
  rows: { key: string; label: string; cells: string[] }[];
}
export function chartTable(data: ChartData, f: ChartFormats): ChartTable {
  const rowLabel = (label: string | number) => (data.xLinear || typeof label === 'number' ? f.x(Number(label)) : label);
  return {
    head: [data.xTitle, ...data.series.map((s) => s.label)],
    rows: data.labels.map((label, row) => ({
      key: `${row}:${label}`,
      label: rowLabel(label),
      cells: data.series.map((s) => (s.axis === 'right' ? f.value2 : f.value)(s.values[row])),
    })),
  };
}

/** The markers as the list under the chart says them: "tag. where: label" (where = the x title and x, or the y value). */
export function markerItems(data: ChartData, f: ChartFormats): { key: string; text: string }[] {
  return (data.markers ?? []).map((m) => ({
    key: `${m.axis}${m.value}${m.label}`,
    text: `${m.tag ? `${m.tag}. ` : ''}${m.axis === 'x' ? `${data.xTitle} ${f.x(m.value)}` : f.value(m.value)}: ${m.label}`,
  }));
}
