// Data for the climb figures: one steady-pace run through the engine, then everything the chart draws, in pixels.
// Pure (no DOM): the bench times it as "one slider step" (recompute + render data prep).
import {
  CLIMB_DEFAULT_PACE,
  MAX_RUN_MINUTES,
  FATIGUE_TIMELINES,
  FLOOR_NAMES,
  FLOOR_STARTS,
  FPS,
  eventsPerMinute,
  fatigueMode,
  floorSplits,
  framesOfMinutes,
  hyperspeedSpans,
  styledEvents,
  type PaceStyle,
  rankSkipFrames,
  simulateClimb,
  samplesOf,
  type ClimbEvent,
  type ClimbSample,
  type MinuteSummary,
  type ClientVersion,
  type Mod,
} from '~/engines/zenith';
import type { Locale } from '~/i18n/locales';
import { formatNumber } from '~/i18n/format';
import { zenithClock } from './clock';
import { FATIGUE_TEXT_ZH } from './fatigue-text-zh';
import { floorName } from './zenith-zh';

export interface RunInput {
  apm: number;
  /** 0..1 */
  cancelShare: number;
  clearLinesPerMin: number;
  kosPerMin: number;
  minutes: number;
  /** Lines of one extra send at the one-minute mark (0 = none). */
  spike: number;
  mods: Mod[];
  /** Client version of the climb rules (default the seed's). */
  version?: ClientVersion;
  /** How the attack is made (default 'even'; engine pace-styles.ts). */
  style?: PaceStyle;
}

export interface ClimbRun {
  frames: number;
  events: ClimbEvent[];
  samples: ClimbSample[];
  splits: (number | null)[];
  skips: number[];
  hyper: { start: number; end: number | null; completed: boolean }[];
  perMinute: MinuteSummary[];
  last: ClimbSample;
  peakRank: number;
  peakAltitude: number;
}

/** Runs the pace through the engine (styledEvents + simulateClimb) and collects what the figures show. */
export function runClimb(o: RunInput): ClimbRun {
  const frames = framesOfMinutes(o.minutes);
  const pace = { apm: o.apm, cancelShare: o.cancelShare, clearLinesPerMin: o.clearLinesPerMin, kosPerMin: o.kosPerMin, style: o.style };
  const events = styledEvents(pace, frames);
  // The optional surge spike is sent at the one-minute mark (or the last frame of a shorter run).
  if (o.spike > 0) events.push({ frame: Math.min(frames - 1, framesOfMinutes(1)), type: 'send', lines: o.spike });
  // Every frame is read below (splits, skips, peaks, the chart's paths): the samples are built at once from the run's columns.
  const samples = samplesOf(simulateClimb({ mods: o.mods, frames, events, version: o.version }));
  let peakRank = 1;
  let peakAltitude = 0;
  for (const s of samples) {
    if (s.rank > peakRank) peakRank = s.rank;
    if (s.altitude > peakAltitude) peakAltitude = s.altitude;
  }
  return {
    frames,
    events,
    samples,
    splits: floorSplits(samples),
    skips: rankSkipFrames(samples),
    hyper: hyperspeedSpans(samples, o.mods, o.version),
    perMinute: eventsPerMinute(events, frames),
    last: samples[samples.length - 1],
    peakRank,
    peakAltitude,
  };
}

export interface Tick {
  y: number;
  label: string;
}
export interface Band {
  floor: number;
  y0: number;
  y1: number;
  label: string | null;
  shaded: boolean;
}
export interface ChartModel {
  width: number;
  height: number;
  plot: { l: number; r: number };
  alt: { top: number; bottom: number; path: string; ticks: Tick[]; bands: Band[] };
  /** `y` is the scale the rank line is drawn with. */
  rank: { top: number; bottom: number; path: string; ticks: Tick[]; y: (rank: number) => number };
  bars: { top: number; bottom: number; max: number; cols: { x: number; w: number; sentY: number; cancelY: number; kos: number; minute: number }[] };
  xTicks: { x: number; label: string }[];
  floorMarks: { floor: number; x: number; y: number; clock: string; label: boolean }[];
  hyper: { x0: number; x1: number; label: string }[];
  skips: { x: number; y: number }[];
  fatigue: { x: number; label: string }[];
}

const ALT_H = 210;
const RANK_H = 110;
const BARS_H = 70; // literal-ok: chart bar height in pixels
const GAP = 34;
/** Smallest band height (px) that gets a floor label; thinner bands are named in the split table only. */
const LABEL_MIN_PX = 17;
/** At most this many rank-skip rings are drawn (the summary counts them all). */
const MAX_SKIP_MARKS = 50;

/** A round step for about `count` ticks over `span`. */
function niceStep(span: number, count: number, steps: readonly number[]): number {
  return steps.find((s) => span / s <= count) ?? steps[steps.length - 1];
}

/** A chart's plot area: the left and right edges of the plot in pixels, and frames → x. */
export interface PlotX {
  l: number;
  r: number;
  x: (frame: number) => number;
}

/** Metre ticks in round steps to just above the run's top, and the altitude → y scale of the panel from `top` to `bottom`. */
export function altitudeAxis(peak: number, narrow: boolean, top: number, bottom: number, locale?: Locale) {
  const step = niceStep(peak, narrow ? 4 : 6, [10, 25, 50, 100, 250, 500, 1000, 2000, 5000, 10000]); // literal-ok: nice axis steps in metres
  const max = Math.max(step, Math.ceil((peak * 1.02) / step) * step);
  const y = (a: number) => bottom - ((bottom - top) * a) / max;
  const ticks: Tick[] = [];
  for (let a = 0; a <= max + 1e-9; a += step) ticks.push({ y: y(a), label: formatNumber(locale ?? 'en', a) });
  return { max, y, ticks };
}

/** Floor bands within the drawn range (to `altMax`), labelled with number, name (wide only) and entry time when tall enough. */
export function floorBands(splits: readonly (number | null)[], altMax: number, y: (a: number) => number, narrow: boolean, locale?: Locale): Band[] {
  const bands: Band[] = [];
  for (let f = 1; f <= FLOOR_STARTS.length; f++) {
    const lo = FLOOR_STARTS[f - 1];
    if (lo >= altMax) break;
    const hi = Math.min(altMax, f < FLOOR_STARTS.length ? FLOOR_STARTS[f] : altMax);
    const [y0, y1] = [y(hi), y(lo)];
    const at = splits[f];
    const time = at === null || at === undefined ? '' : ` · ${zenithClock(locale, at)}`;
    const name =
      locale === 'zh-cn' ? `${formatNumber('zh-cn', f)} 层${narrow ? '' : ` ${floorName(f, locale)}`}` : `F${f}${narrow ? '' : ` ${FLOOR_NAMES[f - 1]}`}`;
    bands.push({ floor: f, y0, y1, label: y1 - y0 >= LABEL_MIN_PX ? `${name}${time}` : null, shaded: f % 2 === 0 });
  }
  return bands;
}

/** Integer rank gridlines (steps of 1, 2 or 5 by the top rank, rank 1 always), and the rank → y scale of the panel. */
export function rankAxis(peakRank: number, top: number, bottom: number, locale?: Locale) {
  const max = Math.max(4, Math.ceil(peakRank));
  const step = max <= 10 ? 1 : max <= 20 ? 2 : 5; // literal-ok: axis step thresholds
  const y = (r: number) => bottom - ((bottom - top) * (r - 1)) / (max - 1);
  const ticks: Tick[] = [];
  for (let r = 1; r <= max; r += r === 1 && step > 1 ? step - 1 : step) ticks.push({ y: y(r), label: formatNumber(locale ?? 'en', r) });
  return { max, y, ticks };
}

/** The altitude and rank lines as SVG paths: one point per pixel column, and the run's last frame. */
export function runPaths(run: ClimbRun, p: PlotX, yA: (a: number) => number, yR: (r: number) => number): { alt: string; rank: string } {
  const step = Math.max(1, Math.floor(run.frames / Math.max(1, Math.floor(p.r - p.l))));
  let alt = '';
  let rank = '';
  // format-ok: SVG path coordinates, not text a reader sees (the point helper and its uses)
  const point = (i: number, s: ClimbSample) => {
    const px = p.x(s.frame).toFixed(1); // format-ok: SVG path
    alt += `${i ? 'L' : 'M'}${px},${yA(s.altitude).toFixed(1)}`; // format-ok: SVG path
    rank += `${i ? 'L' : 'M'}${px},${yR(s.rank).toFixed(1)}`; // format-ok: SVG path
  };
  for (let i = 0; i < run.samples.length; i += step) point(i, run.samples[i]);
  point(1, run.last);
  return { alt, rank };
}

/** Attack lines per minute: one bar per minute, sent under cancelled, scaled to the busiest minute. */
export function attackBars(run: ClimbRun, p: PlotX, top: number, bottom: number) {
  const max = Math.max(1, ...run.perMinute.map((m) => m.sentLines + m.cancelledLines));
  const y = (v: number) => bottom - ((bottom - top) * v) / max;
  const w = (p.r - p.l) / run.perMinute.length;
  const cols = run.perMinute.map((m) => ({
    x: p.l + w * m.minute + w * 0.15,
    w: w * 0.7,
    sentY: y(m.sentLines),
    cancelY: y(m.sentLines + m.cancelledLines),
    kos: m.kos,
    minute: m.minute,
  }));
  return { top, bottom, max, cols };
}

/** Each floor entry from floor 2 up, marked; its number is written when the last written one is at least `gap` px away. */
export function floorMarks(run: ClimbRun, p: PlotX, yA: (a: number) => number, locale?: Locale, gap = 26): ChartModel['floorMarks'] {
  const marks = run.splits.flatMap((at, f) =>
    at === null || f < 2 ? [] : [{ floor: f, x: p.x(at), y: yA(run.samples[at].altitude), clock: zenithClock(locale, at), label: false }],
  );
  let last = { x: -Infinity, y: Infinity };
  for (const mk of marks) {
    if (Math.hypot(mk.x - last.x, mk.y - last.y) >= gap) {
      mk.label = true;
      last = mk;
    }
  }
  return marks;
}

/** Minute ticks along the bottom (every other minute on a narrow chart of more than six minutes). */
export function minuteTicks(frames: number, minutes: number, p: PlotX, narrow: boolean, locale?: Locale): { x: number; label: string }[] {
  const every = narrow && minutes > 6 ? 2 : 1;
  return Array.from({ length: minutes + 1 }, (_, m) => m)
    .filter((m) => m % every === 0)
    .map((m) => ({ x: p.x(m * (frames / minutes)), label: formatNumber(locale ?? 'en', m) }));
}

/** Hyperspeed spans, the first MAX_SKIP_MARKS rank skips, and the fatigue steps within the run, in pixels. */
export function chartOverlays(run: ClimbRun, p: PlotX, yR: (r: number) => number, mods: readonly Mod[], locale?: Locale) {
  const zh = locale === 'zh-cn';
  const hyper = run.hyper.map((h) => ({
    x0: p.x(h.start),
    x1: p.x(h.end ?? run.frames),
    label: zh ? (h.completed ? '速通模式（已完成）' : '速通模式') : h.completed ? 'hyperspeed (completed)' : 'hyperspeed',
  }));
  const skips = run.skips.slice(0, MAX_SKIP_MARKS).map((f) => ({ x: p.x(f), y: yR(run.samples[f].rank) }));
  const mode = fatigueMode(mods);
  const fatigue = FATIGUE_TIMELINES[mode]
    .filter((st) => st.at * FPS < run.frames)
    .map((st) => ({ x: p.x(st.at * FPS), label: zh ? (FATIGUE_TEXT_ZH[`${mode}:${st.at}`] ?? st.text) : st.text }));
  return { hyper, skips, fatigue };
}

/** The chart's legend, in order: rank skip and hyperspeed only when the chart draws one (issue 31 item 7). */
export function chartLegend(m: Pick<ChartModel, 'skips' | 'hyper'>): ('alt' | 'mark' | 'rank' | 'skip' | 'hyper' | 'sent' | 'cancel' | 'fatigue')[] {
  return ['alt', 'mark', 'rank', ...(m.skips.length ? (['skip'] as const) : []), ...(m.hyper.length ? (['hyper'] as const) : []), 'sent', 'cancel', 'fatigue'];
}

/** Everything the chart draws for a run at a given pixel width (text stays at its real size at any width). */
export function chartModel(run: ClimbRun, widthPx: number, mods: readonly Mod[], locale?: Locale): ChartModel {
  const width = Math.max(300, Math.round(widthPx)); // literal-ok: smallest chart width in pixels
  const narrow = width < 520;
  const l = narrow ? 44 : 52;
  const r = width - (narrow ? 30 : 36);
  const p: PlotX = { l, r, x: (f: number) => l + ((r - l) * f) / run.frames };
  const altTop = 24;
  const altBottom = altTop + ALT_H;
  const rankTop = altBottom + GAP;
  const rankBottom = rankTop + RANK_H;
  const barsTop = rankBottom + GAP;
  const barsBottom = barsTop + BARS_H;
  const a = altitudeAxis(run.peakAltitude, narrow, altTop, altBottom, locale);
  const rk = rankAxis(run.peakRank, rankTop, rankBottom, locale);
  const paths = runPaths(run, p, a.y, rk.y);
  return {
    width,
    height: barsBottom + 24,
    plot: { l, r },
    alt: { top: altTop, bottom: altBottom, path: paths.alt, ticks: a.ticks, bands: floorBands(run.splits, a.max, a.y, narrow, locale) },
    rank: { top: rankTop, bottom: rankBottom, path: paths.rank, ticks: rk.ticks, y: rk.y },
    bars: attackBars(run, p, barsTop, barsBottom),
    xTicks: minuteTicks(run.frames, run.perMinute.length, p, narrow, locale),
    floorMarks: floorMarks(run, p, a.y, locale),
    ...chartOverlays(run, p, rk.y, mods, locale),
  };
}

/** The simulator's default run: the default pace for the longest run, no spike, no mods (for the page text). */
export function defaultRun(): ClimbRun {
  return runClimb({ ...CLIMB_DEFAULT_PACE, minutes: MAX_RUN_MINUTES, spike: 0, mods: [] });
}

/** The lowest attack per minute on the simulator's slider (steps of `step`) whose default-pace run enters hyperspeed, or null. */
export function lowestSliderApmWithHyperspeed(step: number, maxApm: number): number | null {
  for (let apm = step; apm <= maxApm; apm += step) {
    if (runClimb({ ...CLIMB_DEFAULT_PACE, apm, minutes: MAX_RUN_MINUTES, spike: 0, mods: [] }).hyper.length > 0) return apm;
  }
  return null;
}

/** The simulator's attack-per-minute slider. */
export const APM_SLIDER = { max: 400, step: 5 } as const;
