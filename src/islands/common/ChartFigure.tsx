// A Chart.js chart and the same numbers as a table, fed by one data object; follows the theme, updates in place.
import { useEffect, useRef } from 'preact/hooks';
import type { ChartConfiguration, ChartDataset } from 'chart.js';
import { Chart, currentTheme, registerChartParts, themeColours, watchTheme } from '~/lib/chart';

export interface Series {
  label: string;
  values: number[];
}

export interface ChartData {
  /** One label per x position (column rank, level, minute...). */
  labels: (string | number)[];
  xTitle: string;
  yTitle: string;
  series: Series[];
}

interface Props {
  kind: 'bar' | 'line';
  /** Says what the chart shows; used as the canvas label and the table caption. */
  title: string;
  data: ChartData;
  /** Formats a value for the table and tooltips. */
  format?: (v: number) => string;
  height?: number;
  /** Hide the table behind a disclosure (it is still in the page for screen readers and without JS). */
  tableCollapsed?: boolean;
}

const plain = (v: number) => String(v);

function datasets(data: ChartData, kind: 'bar' | 'line', series: string[]): ChartDataset<'bar' | 'line', number[]>[] {
  return data.series.map((s, i) => ({
    label: s.label,
    data: s.values,
    backgroundColor: series[i % series.length],
    borderColor: series[i % series.length],
    borderWidth: kind === 'line' ? 2 : 0,
    pointRadius: kind === 'line' ? 0 : undefined,
  })) as ChartDataset<'bar' | 'line', number[]>[];
}

export function ChartFigure({ kind, title, data, format = plain, height = 260, tableCollapsed = false }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);
  const formatRef = useRef(format);
  formatRef.current = format;

  useEffect(() => {
    registerChartParts();
    if (!canvas.current) return;
    const colours = themeColours(currentTheme());
    const config: ChartConfiguration<'bar' | 'line', number[], string | number> = {
      type: kind,
      data: { labels: data.labels, datasets: datasets(data, kind, colours.series) },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        color: colours.text,
        plugins: {
          legend: { display: data.series.length > 1, labels: { color: colours.text } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatRef.current(item.parsed.y as number)}` } },
        },
        scales: {
          x: { title: { display: true, text: data.xTitle, color: colours.text }, ticks: { color: colours.text }, grid: { color: colours.grid } },
          y: { title: { display: true, text: data.yTitle, color: colours.text }, ticks: { color: colours.text, callback: (v) => formatRef.current(Number(v)) }, grid: { color: colours.grid }, beginAtZero: true },
        },
      },
    };
    chart.current = new Chart(canvas.current, config as ChartConfiguration);
    const stop = watchTheme((theme) => {
      const c = chart.current;
      if (!c) return;
      const next = themeColours(theme);
      c.options.color = next.text;
      for (const axis of ['x', 'y'] as const) {
        const scale = c.options.scales?.[axis] as { title: { color: string }; ticks: { color: string }; grid: { color: string } };
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
    return () => {
      stop();
      chart.current?.destroy();
      chart.current = null;
    };
  }, [kind]);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    c.data.labels = data.labels;
    data.series.forEach((s, i) => {
      if (c.data.datasets[i]) {
        c.data.datasets[i].data = s.values;
        c.data.datasets[i].label = s.label;
      } else {
        const colours = themeColours(currentTheme()).series;
        c.data.datasets.push(datasets({ ...data, series: [s] }, kind, [colours[i % colours.length]])[0]);
      }
    });
    c.data.datasets.length = data.series.length;
    c.update('none');
  }, [data]);

  const table = (
    <div class="atlas-table-wrap">
      <table>
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
            <tr key={String(label)}>
              <th scope="row">{label}</th>
              {data.series.map((s) => (
                <td class="atlas-num" key={s.label}>
                  {format(s.values[row])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <figure class="atlas-figure">
      <div class="atlas-chart" style={{ height: `${height}px` }}>
        <canvas ref={canvas} role="img" aria-label={`${title} (chart; the same numbers are in the table below)`} />
      </div>
      {tableCollapsed ? (
        <details>
          <summary>Table of the numbers in this chart</summary>
          {table}
        </details>
      ) : (
        table
      )}
    </figure>
  );
}
