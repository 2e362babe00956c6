// ChartFigure's live chart: Chart.js is loaded when the figure comes near the screen, built from chart-model.ts's
// configuration, repainted on a theme change and given new data in place. A Preact hook; the numbers come from the model.
import { useEffect, useRef, type MutableRef } from 'preact/hooks';
import type { ChartConfiguration } from 'chart.js';
import { currentTheme, loadChart, themeColours, watchTheme, type Chart } from '~/lib/chart';
import { chartConfig, recolour, updateChart, type ChartData, type FormatsRef, type LiveChart } from './chart-model';
import { markerPlugin } from './chart-markers';

/** Builds the chart on `canvas` once `figure` is near the screen; rebuilt only when the kind or the axes' types change. */
export function useChart(
  kind: 'bar' | 'line',
  data: ChartData,
  formats: FormatsRef,
  figure: MutableRef<HTMLElement | null>,
  canvas: MutableRef<HTMLCanvasElement | null>,
) {
  const chart = useRef<Chart | null>(null);
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
      const config = chartConfig(kind, first, colours, formats, [markerPlugin(markers, markerColour)]);
      chart.current = new ChartJs(canvas.current, config as unknown as ChartConfiguration);
      el.dataset.chartReady = 'true';
      stopTheme = watchTheme((theme) => {
        const c = chart.current;
        if (!c) return;
        const next = themeColours(theme);
        markerColour.current = next.text;
        recolour(c as unknown as LiveChart, next);
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
    updateChart(c as unknown as LiveChart, data, kind, formats.current.x, () => themeColours(currentTheme()).series);
    c.update('none');
  }, [data]);
}

/** A table wider than its box (a phone) becomes a focusable, labelled region, so keyboards can scroll it. */
export function useScrollRegion(wrap: MutableRef<HTMLDivElement | null>, label: string) {
  useEffect(() => {
    const el = wrap.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      if (el.scrollWidth > el.clientWidth + 1) {
        el.tabIndex = 0;
        el.setAttribute('role', 'region');
        el.setAttribute('aria-label', label);
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
  }, [label]);
}
