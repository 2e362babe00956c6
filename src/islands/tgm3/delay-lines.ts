// The speed page's delay chart, its lines (no DOM): ARE, line ARE, DAS, lock and line clear by level. Two delays are
// often equal over a stretch of levels (line ARE = ARE for much of Master), and a solid line drawn over an equal one
// hides it. So every line that runs along an earlier line somewhere is drawn dashed, each with a dash of its own, and
// Chart.js draws later lines on top: both stay visible (issue 25, item 10).
import type { DelayStepAt } from '~/engines/tgm3';

export const DELAY_KEYS = ['are', 'lineAre', 'das', 'lock', 'lineClear'] as const;
export type DelayKey = (typeof DELAY_KEYS)[number];

/** Dash patterns in pixels (dash, gap, …), one per overlapping line in order. */
const DASHES: number[][] = [
  [6, 4],
  [2, 3],
  [10, 3, 2, 3],
  [1, 4],
];

export interface DelayLine {
  key: DelayKey;
  values: number[];
  /** Absent for a solid line. */
  dash?: number[];
}

/** The chart's lines for these steps, in drawing order. */
export function delayLines(steps: readonly DelayStepAt[]): DelayLine[] {
  const lines: DelayLine[] = [];
  let dashed = 0;
  for (const key of DELAY_KEYS) {
    const values = steps.map((s) => s.delays[key]);
    const alongEarlier = lines.some((l) => l.values.some((v, i) => v === values[i]));
    lines.push(alongEarlier ? { key, values, dash: DASHES[dashed++ % DASHES.length] } : { key, values });
  }
  return lines;
}
