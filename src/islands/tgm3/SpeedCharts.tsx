// The speed-curves figure's two charts: gravity on a log scale with the figure's numbered marks, and the delays.
import { ChartFigure, type ChartMarker } from '~/islands/common/ChartFigure';
import type { Locale } from '~/i18n/locales';
import { formatNumber } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './SpeedCurves.messages';
import { delayLines } from './delay-lines';
import type { SpeedCurvesView } from './speed-curves-model';

/** Gravity in G as the table prints it: a fraction of a cell when exact (1/64), else up to 4 decimals. */
export function formatG(g: number, locale: Locale = 'en'): string {
  if (g > 0 && g < 1 && Number.isInteger(1 / g)) return `1/${formatNumber(locale, 1 / g)} G`;
  return `${formatNumber(locale, g, 4)} G`;
}
/** Log-axis ticks: label powers of ten and the 20G ceiling only, so the axis stays readable. */
function tickG(g: number, locale: Locale): string {
  const power = Math.log10(g);
  if (Math.abs(power - Math.round(power)) < 1e-9 || g === 20) return `${formatNumber(locale, g, 2)} G`;
  return '';
}

/** The two charts of one mode (`title`: the mode's name). */
export function SpeedCharts({ view, title, markers, locale }: { view: SpeedCurvesView; title: string; markers: ChartMarker[]; locale?: Locale }) {
  const m = messagesFor(MESSAGES, locale);
  return (
    <>
      <ChartFigure
        id="sc-gravity-chart"
        kind="line"
        title={m.gravityChart(title)}
        data={{
          labels: view.gravity.map((s) => s.level),
          xTitle: m.level,
          yTitle: m.gravityAxis,
          xLinear: true,
          yLog: true,
          yMin: 0.01,
          yMax: 30, // literal-ok: chart axis top in frames, not a game number
          markers,
          series: [{ label: m.gravity, values: view.gravity.map((s) => s.g), stepped: 'before' }],
        }}
        format={(g) => formatG(g, locale)}
        formatTick={(g) => tickG(g, locale ?? 'en')}
        height={260}
        tableCollapsed
        locale={locale}
      />
      <ChartFigure
        id="sc-delays-chart"
        kind="line"
        title={m.delaysChart(title)}
        data={{
          labels: view.delays.map((s) => s.level),
          xTitle: m.level,
          yTitle: m.frames,
          xLinear: true,
          series: [...delayLines(view.delays).map((l) => ({ label: m[l.key], values: l.values, stepped: 'before' as const, dash: l.dash }))],
        }}
        height={220}
        tableCollapsed
        locale={locale}
      />
    </>
  );
}
