// ChartFigure's model (src/islands/common/chart-model.ts): formatter defaults, datasets, axes, the configuration, in-place
// updates and recolouring of a live chart (plain objects stand in for Chart.js), the table rows and the marker list.
// Expected values are worked by hand from the props.
import { describe, expect, it } from 'vitest';
import {
  chartConfig,
  chartFormats,
  chartScales,
  chartTable,
  datasets,
  markerItems,
  points,
  recolour,
  updateChart,
  xRange,
  type ChartData,
  type LiveChart,
} from '~/islands/common/chart-model';

const COLOURS = { text: '#111', grid: '#222', series: ['red', 'blue'] };
const LINEAR: ChartData = {
  labels: [3, 7, 17],
  xTitle: 'minute',
  yTitle: 'metres',
  xLinear: true,
  xStep: 5,
  series: [
    { label: 'altitude', values: [10, 20.25, 1234.5] },
    { label: 'rank', values: [1, 2, 3], axis: 'right', points: 'triangle' },
  ],
  y2Title: 'rank',
  markers: [
    { axis: 'x', value: 7, label: 'rank skip', tag: 'A' },
    { axis: 'y', value: 1000, label: 'floor 10' },
  ],
};
const CATEGORY: ChartData = { labels: ['one', 2], xTitle: 'x', yTitle: 'y', series: [{ label: 's', values: [5, 6] }] };

describe('formatters', () => {
  it('default to the locale number (values keep their decimals, ticks take the digits given), right like left, x ticks like x', () => {
    const f = chartFormats('en', {});
    expect([f.value(1234.5), f.value2(1234.5), f.x(12000), f.tick(2.25, 1), f.tick2(3, 0), f.xTick(0.5, 1)]).toEqual([
      '1,234.5',
      '1,234.5',
      '12,000',
      '2.3',
      '3',
      '0.5',
    ]);
    const g = chartFormats('en', { format: (v) => `v${v}`, formatX: (v) => `x${v}` });
    expect([g.value2(3), g.xTick(4, 2)]).toEqual(['v3', 'x4']);
    expect(chartFormats('en', { format2: (v) => `r${v}`, formatXTick: (v, d) => `${v}/${d}` }).value2(1)).toBe('r1');
  });
});

describe('datasets and axes', () => {
  it('x range widens to whole steps; points pair x and y on a linear axis only', () => {
    expect(xRange(LINEAR)).toEqual({ min: 0, max: 20 });
    expect(xRange({ ...LINEAR, xStep: undefined })).toEqual({ min: 3, max: 17 });
    expect(points(LINEAR, LINEAR.series[0])).toEqual([
      { x: 3, y: 10 },
      { x: 7, y: 20.25 },
      { x: 17, y: 1234.5 },
    ]);
    expect(points(CATEGORY, CATEGORY.series[0])).toEqual([5, 6]);
  });

  it('one dataset per series: colours in turn, right-axis series on y2, point series without a line', () => {
    const [a, b] = datasets(LINEAR, 'line', ['red']) as unknown as Record<string, unknown>[];
    expect([a.borderColor, b.borderColor, a.yAxisID, b.yAxisID, a.pointRadius, b.pointRadius, b.showLine, a.borderWidth]).toEqual([
      'red',
      'red',
      'y',
      'y2',
      0,
      5,
      false,
      2,
    ]);
    const [bar] = datasets(CATEGORY, 'bar', COLOURS.series) as unknown as Record<string, unknown>[];
    expect([bar.borderWidth, bar.pointRadius]).toEqual([0, undefined]);
  });

  it('axes: linear x with its range and step, y from zero or logarithmic, y2 only when titled; ticks read the current formatters', () => {
    const ref = { current: chartFormats('en', { formatTick: (v, d) => `L${v}:${d}` }) };
    const s = chartScales(LINEAR, COLOURS, ref) as Record<
      string,
      Record<string, unknown> & { ticks: { callback: (v: number, i: number, t: { value: number }[]) => string } }
    >;
    expect([s.x.type, s.x.min, s.x.max, (s.x.ticks as unknown as { stepSize: number }).stepSize, s.y.beginAtZero, s.y2.position]).toEqual([
      'linear',
      0,
      20,
      5,
      true,
      'right',
    ]);
    expect(s.y.ticks.callback(1.5, 0, [{ value: 1 }, { value: 1.5 }])).toBe('L1.5:1');
    ref.current = chartFormats('en', { formatTick: (v) => `N${v}` });
    expect(s.y.ticks.callback(2, 0, [{ value: 1 }, { value: 2 }])).toBe('N2');
    const plain = chartScales({ ...CATEGORY, yLog: true }, COLOURS, ref) as Record<string, Record<string, unknown>>;
    expect([plain.y.type, plain.y2, plain.x.type]).toEqual(['logarithmic', undefined, undefined]);
  });

  it('configuration: category labels formatted, a legend only for two or more series, tooltips in the axis format', () => {
    const ref = { current: chartFormats('en', { format: (v) => `v${v}`, format2: (v) => `r${v}`, formatX: (v) => `x${v}` }) };
    const one = chartConfig('bar', CATEGORY, COLOURS, ref, []);
    expect(one.data.labels).toEqual(['one', 'x2']);
    expect(one.options.plugins.legend.display).toBe(false);
    const two = chartConfig('line', LINEAR, COLOURS, ref, ['plugin']);
    expect([two.data.labels, two.options.plugins.legend.display, two.plugins]).toEqual([undefined, true, ['plugin']]);
    const { label, title } = two.options.plugins.tooltip.callbacks;
    expect(label({ dataset: { label: 'rank', yAxisID: 'y2' }, parsed: { y: 3 } })).toBe('rank: r3');
    expect(label({ dataset: { label: 'altitude', yAxisID: 'y' }, parsed: { y: 3 } })).toBe('altitude: v3');
    expect(title([{ parsed: { x: 7 } }])).toBe('x7');
  });
});

describe('a live chart', () => {
  const live = (): LiveChart => ({
    data: { labels: [], datasets: [{ label: 'old' }, { label: 'old2' }, { label: 'gone' }] },
    options: {
      scales: {
        x: { title: { text: '', color: '' }, ticks: { color: '' }, grid: { color: '' } },
        y: { title: { text: '', color: '' }, ticks: { color: '' }, grid: { color: '' } },
      },
      plugins: { legend: { labels: { color: '' } } },
    },
  });

  it('takes new data in place: titles, bounds, each series, extra datasets dropped; theme colours read only for a new series', () => {
    const c = live();
    let reads = 0;
    const series = () => (reads++, ['green']);
    updateChart(
      c,
      { ...CATEGORY, yMin: 1, yMax: 9, series: [CATEGORY.series[0], { label: 't', values: [1, 2], axis: 'right' }] },
      'bar',
      (v) => `x${v}`,
      series,
    );
    expect(c.data.labels).toEqual(['one', 'x2']);
    expect(c.data.datasets.map((d) => [d.label, d.yAxisID])).toEqual([
      ['s', 'y'],
      ['t', 'y2'],
    ]);
    expect((c.options.scales!.y as { min: number; max: number; title: { text: string } }).title.text).toBe('y');
    expect(reads).toBe(0);
    updateChart(c, { ...CATEGORY, series: [...CATEGORY.series, { label: 'u', values: [0, 0] }, { label: 'w', values: [0, 0] }] }, 'bar', String, series);
    expect([c.data.datasets.length, c.data.datasets[2].borderColor, reads]).toEqual([3, 'green', 1]);
  });

  it('recolours text, grid, legend and series in a theme', () => {
    const c = live();
    recolour(c, COLOURS);
    const x = c.options.scales!.x as { title: { color: string }; grid: { color: string } };
    expect([c.options.color, x.title.color, x.grid.color, c.options.plugins!.legend!.labels!.color]).toEqual(['#111', '#111', '#222', '#111']);
    expect(c.data.datasets.map((d) => d.borderColor)).toEqual(['red', 'blue', 'red']);
  });
});

describe('the table and the marker list', () => {
  it('one row per x label, every cell in its axis format; the markers said in words', () => {
    const f = chartFormats('en', { format: (v) => `${v} m`, format2: (v) => `rank ${v}` });
    expect(chartTable(LINEAR, f)).toEqual({
      head: ['minute', 'altitude', 'rank'],
      rows: [
        { key: '0:3', label: '3', cells: ['10 m', 'rank 1'] },
        { key: '1:7', label: '7', cells: ['20.25 m', 'rank 2'] },
        { key: '2:17', label: '17', cells: ['1234.5 m', 'rank 3'] },
      ],
    });
    expect(chartTable(CATEGORY, chartFormats('en', {})).rows.map((r) => r.label)).toEqual(['one', '2']);
    expect(markerItems(LINEAR, f).map((x) => x.text)).toEqual(['A. minute 7: rank skip', '1000 m: floor 10']);
    expect(markerItems(CATEGORY, f)).toEqual([]);
  });
});
