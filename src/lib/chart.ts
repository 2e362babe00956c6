// Chart.js setup: loads Chart.js on demand (one shared chunk), registers only the parts a chart needs, and reads
// colours from Starlight's current theme. Nothing here imports chart.js at the top, so a page pays for it only when
// a chart island becomes visible.
import type { Chart as ChartClass } from 'chart.js';

export type Chart = ChartClass;

/** What one chart draws; each flag pulls in the matching Chart.js parts. */
export interface ChartNeeds {
  kind: 'bar' | 'line';
  /** A logarithmic y axis. */
  log?: boolean;
  /** A numeric (linear) x axis instead of categories. */
  linearX?: boolean;
}

const done = new Set<string>();

/** Loads Chart.js (the same chunk for every chart on the site) and registers what `needs` asks for, once each. */
export async function loadChart(needs: ChartNeeds): Promise<typeof ChartClass> {
  const { Chart, BarController, BarElement, CategoryScale, Legend, LinearScale, LineController, LineElement, LogarithmicScale, PointElement, Tooltip } =
    await import('chart.js');
  const parts: [string, Parameters<typeof Chart.register>[0]][] = [
    ['base', [LinearScale, Tooltip, Legend]],
    needs.kind === 'bar' ? ['bar', [BarController, BarElement]] : ['line', [LineController, LineElement, PointElement]],
  ];
  if (!needs.linearX) parts.push(['category', CategoryScale]);
  if (needs.log) parts.push(['log', LogarithmicScale]);
  for (const [name, items] of parts) {
    if (done.has(name)) continue;
    Chart.register(items);
    done.add(name);
  }
  return Chart;
}

/** The Chart.js parts registered so far, by group name (for tests and the bench). */
export function registeredParts(): string[] {
  return [...done];
}

export interface ThemeColours {
  text: string;
  grid: string;
  series: string[];
}

/** Series colours picked to stay apart in both themes. */
const SERIES_LIGHT = ['#2f5fd0', '#c2410c', '#15803d', '#9333ea', '#b91c1c', '#0e7490'];
const SERIES_DARK = ['#8fb0ff', '#fdba74', '#86efac', '#d8b4fe', '#fca5a5', '#67e8f9'];

/** The current theme as Starlight sets it on <html data-theme>. */
export function currentTheme(root: HTMLElement = document.documentElement): 'light' | 'dark' {
  return root.dataset.theme === 'light' ? 'light' : 'dark';
}

export function themeColours(theme: 'light' | 'dark', root: HTMLElement = document.documentElement): ThemeColours {
  const css = getComputedStyle(root);
  const text = css.getPropertyValue('--sl-color-gray-2').trim() || (theme === 'light' ? '#353841' : '#dee2e6');
  const grid = css.getPropertyValue('--sl-color-gray-5').trim() || (theme === 'light' ? '#c0c2c7' : '#545861');
  return { text, grid, series: theme === 'light' ? SERIES_LIGHT : SERIES_DARK };
}

/** Calls `onChange` whenever Starlight switches theme; returns the function that stops watching. */
export function watchTheme(onChange: (theme: 'light' | 'dark') => void): () => void {
  const root = document.documentElement;
  const observer = new MutationObserver(() => onChange(currentTheme(root)));
  observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * The decimals an axis's tick labels need: the fewest that write its step exactly (step 5 -> 0, 0.5 -> 1, 0.25 -> 2),
 * so whole-number axes show whole numbers. `ticks` are Chart.js's ticks for one axis (at most 6 decimals).
 */
export function tickDigits(ticks: readonly { value: number }[]): number {
  const steps = ticks.slice(1).map((t, i) => Math.abs(t.value - ticks[i].value));
  const values = steps.length ? steps : ticks.map((t) => t.value);
  let digits = 0;
  for (const v of values) {
    let d = 0;
    while (d < 6 && Math.abs(v * 10 ** d - Math.round(v * 10 ** d)) > 1e-6 * 10 ** d) d++; // literal-ok: most decimals; float tolerance
    digits = Math.max(digits, d);
  }
  return digits;
}
