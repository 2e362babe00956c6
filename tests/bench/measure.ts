// Bench helper: times named variants in alternating rounds, reports the median time per run and each ratio to the baseline.
import { performance } from 'node:perf_hooks';

export interface Variant {
  name: string;
  run: () => unknown;
}

export interface Measured {
  name: string;
  medianMs: number;
  /** Baseline time divided by this variant's time: 10 means ten times faster. */
  speedup: number;
}

let sink: unknown;
function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Runs each variant `rounds` times, interleaved, after one warm-up; the first variant is the baseline. */
export function compare(title: string, variants: Variant[], rounds = 15): Measured[] {
  for (const v of variants) sink = v.run();
  const times = variants.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    variants.forEach((v, i) => {
      const t0 = performance.now();
      sink = v.run();
      times[i].push(performance.now() - t0);
    });
  }
  const base = median(times[0]);
  const out = variants.map((v, i) => ({ name: v.name, medianMs: median(times[i]), speedup: base / median(times[i]) }));
  const lines = out.map((m) => `  ${m.name.padEnd(44)} ${m.medianMs.toFixed(3).padStart(10)} ms  ${m.speedup.toFixed(2).padStart(7)}x`);
  console.log(`\n${title}\n  ${'variant'.padEnd(44)} ${'median'.padStart(13)}  vs baseline\n${lines.join('\n')}`);
  return out;
}

export const keep = () => sink;
