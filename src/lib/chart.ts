// Chart.js setup: registers only the parts the site uses and reads colours from Starlight's current theme.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

let registered = false;
/** Bar and line charts on category or linear axes, with tooltips and legends: all the site draws. */
export function registerChartParts(): void {
  if (registered) return;
  Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);
  registered = true;
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

export { Chart };
