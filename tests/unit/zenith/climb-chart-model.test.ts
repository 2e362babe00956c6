// The climb chart's model in parts (src/islands/zenith/climb-model.ts): each part checked on numbers worked by hand.
import { describe, expect, it } from 'vitest';
import {
  altitudeAxis,
  attackBars,
  chartLegend,
  chartOverlays,
  floorBands,
  floorMarks,
  minuteTicks,
  rankAxis,
  runPaths,
  type ClimbRun,
  type PlotX,
} from '~/islands/zenith/climb-model';
import type { ClimbSample } from '~/engines/zenith';

const plot = (l: number, r: number, frames: number): PlotX => ({ l, r, x: (f) => l + ((r - l) * f) / frames });
const sample = (frame: number, altitude: number, rank: number): ClimbSample =>
  ({ frame, altitude, rank, climbPts: 0, floor: 1, promotionFatigue: 0, leakProtected: false, leaked: true }) as ClimbSample;

describe('axes', () => {
  it('altitude: a peak of 480 m on a wide chart gets steps of 100 m up to 500 m (480 × 1.02 rounded up)', () => {
    const a = altitudeAxis(480, false, 24, 234);
    expect(a.max).toBe(500);
    expect(a.ticks.map((t) => t.label)).toEqual(['0', '100', '200', '300', '400', '500']);
    expect([a.y(0), a.y(500), a.y(250)]).toEqual([234, 24, 129]);
    expect(altitudeAxis(495, false, 0, 100).max).toBe(600); // 2% headroom: 495 × 1.02 = 504.9 needs the next step
  });
  it('altitude: a narrow chart wants at most 4 ticks, so 480 m takes steps of 250 m', () => {
    expect(altitudeAxis(480, true, 0, 100).ticks.map((t) => t.label)).toEqual(['0', '250', '500']);
  });
  it('rank: a top rank of 12.3 draws to 13 in steps of 2, with rank 1 kept (1, 2, 4, … 12)', () => {
    const r = rankAxis(12.3, 0, 120);
    expect(r.max).toBe(13);
    expect(r.ticks.map((t) => t.label)).toEqual(['1', '2', '4', '6', '8', '10', '12']);
    expect([r.y(1), r.y(13), r.y(7)]).toEqual([120, 0, 60]);
  });
  it('rank: never fewer than 4 ranks tall', () => {
    expect(rankAxis(1.5, 0, 30).ticks.map((t) => t.label)).toEqual(['1', '2', '3', '4']);
  });
  it('minutes: every minute on a wide chart, every other one on a narrow 12-minute chart', () => {
    const p = plot(0, 120, 120);
    expect(minuteTicks(120, 12, p, false).map((t) => t.label)).toHaveLength(13);
    expect(minuteTicks(120, 12, p, true).map((t) => t.x)).toEqual([0, 20, 40, 60, 80, 100, 120]);
  });
});

describe('floor bands', () => {
  it('to 200 m: floors 1–3, the third cut at the top, even floors shaded, a band under 17 px unlabelled', () => {
    const y = (a: number) => 200 - a; // 1 px a metre
    const bands = floorBands([null, null, 600, null], 200, y, true);
    expect(bands.map((b) => [b.floor, b.y0, b.y1, b.shaded])).toEqual([
      [1, 150, 200, false],
      [2, 50, 150, true],
      [3, 0, 50, false],
    ]);
    expect(bands.map((b) => b.label)).toEqual(['F1', 'F2 · 0:10.00', 'F3']);
    expect(floorBands([], 200, (a) => 20 - a / 10, true).map((b) => b.label)).toEqual([null, null, null]);
  });
  it('wide and Chinese: the floor name joins the number', () => {
    const y = (a: number) => 200 - a;
    expect(floorBands([], 60, y, false)[0].label).toBe('F1 Hall of Beginnings');
    expect(floorBands([], 60, y, true, 'zh-cn')[0].label).toBe('1 层');
  });
});

describe('lines, bars and marks', () => {
  const samples = [sample(0, 0, 1), sample(1, 10, 1.5), sample(2, 20, 2), sample(3, 30, 2.5)];
  const run = {
    frames: 4,
    samples,
    last: samples[3],
    splits: [null, 0, 1, 2],
    perMinute: [
      { minute: 0, sentLines: 10, cancelledLines: 5, clearedLines: 0, kos: 1 },
      { minute: 1, sentLines: 0, cancelledLines: 0, clearedLines: 0, kos: 0 },
    ],
    hyper: [{ start: 1, end: null, completed: false }],
    skips: [2],
  } as unknown as ClimbRun;
  it('paths: a point per pixel column (4 frames over 2 px: every second frame), then the last frame', () => {
    const p = plot(0, 2, 4);
    const paths = runPaths(
      run,
      p,
      (a) => 100 - a,
      (r) => 10 * r,
    );
    expect(paths.alt).toBe('M0.0,100.0L1.0,80.0L1.5,70.0');
    expect(paths.rank).toBe('M0.0,10.0L1.0,20.0L1.5,25.0');
  });
  it('bars: scaled to the busiest minute (15 lines), sent under cancelled, 70% of a minute wide', () => {
    const b = attackBars(run, plot(0, 200, 4), 0, 150);
    expect(b.max).toBe(15);
    expect(b.cols.map((c) => [c.x, c.w, c.sentY, c.cancelY])).toEqual([
      [15, 70, 50, 0],
      [115, 70, 150, 150],
    ]);
  });
  it('floor marks from floor 2; a number is written only 26 px or more from the last written one', () => {
    const marks = floorMarks(run, plot(0, 400, 4), (a) => 100 - a);
    expect(marks.map((m) => [m.floor, m.x, m.y, m.label])).toEqual([
      [2, 100, 90, true],
      [3, 200, 80, true],
    ]);
    expect(floorMarks(run, plot(0, 40, 4), (a) => 100 - a).map((m) => m.label)).toEqual([true, false]);
  });
  it('overlays: an unfinished hyperspeed runs to the end; skips at the rank they reach; fatigue steps within the run', () => {
    const o = chartOverlays(run, plot(0, 400, 4), (r) => 10 * r, []);
    expect(o.hyper).toEqual([{ x0: 100, x1: 400, label: 'hyperspeed' }]);
    expect(o.skips).toEqual([{ x: 200, y: 20 }]);
    expect(o.fatigue).toEqual([]); // the first fatigue step comes minutes in, after these 4 frames
    expect(chartOverlays(run, plot(0, 400, 4), (r) => r, [], 'zh-cn').hyper[0].label).toBe('速通模式');
  });
});

describe('legend', () => {
  it("names rank skip and hyperspeed only when the chart draws one, in the chart's order", () => {
    expect(chartLegend({ skips: [], hyper: [] })).toEqual(['alt', 'mark', 'rank', 'sent', 'cancel', 'fatigue']);
    expect(chartLegend({ skips: [{ x: 1, y: 1 }], hyper: [{ x0: 0, x1: 1, label: '' }] })).toEqual([
      'alt',
      'mark',
      'rank',
      'skip',
      'hyper',
      'sent',
      'cancel',
      'fatigue',
    ]);
  });
});
