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
  climbRun,
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

/** Runs the pace through the engine (styledEvents + climbRun, as simulateClimb) and collects what the figures show. */
export function runClimb(o: RunInput): ClimbRun {
  const frames = framesOfMinutes(o.minutes);
  const pace = { apm: o.apm, cancelShare: o.cancelShare, clearLinesPerMin: o.clearLinesPerMin, kosPerMin: o.kosPerMin, style: o.style };
  const events = styledEvents(pace, frames);
  // The optional surge spike is sent at the one-minute mark (or the last frame of a shorter run).
  if (o.spike > 0) events.push({ frame: Math.min(frames - 1, framesOfMinutes(1)), type: 'send', lines: o.spike });
  // Every frame is read below (splits, skips, peaks, the chart's paths): the samples are built at once from the run's columns.
  const run = climbRun({ mods: o.mods, frames, events, version: o.version });
  const samples = samplesOf(run.columns, run.frames, run.version === 'current');
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

/** Everything the chart draws for a run at a given pixel width (text stays at its real size at any width). */
export function chartModel(run: ClimbRun, widthPx: number, mods: readonly Mod[], locale?: Locale): ChartModel {
  const zh = locale === 'zh-cn';
  const loc = locale ?? 'en';
  const width = Math.max(300, Math.round(widthPx)); // literal-ok: smallest chart width in pixels
  const narrow = width < 520;
  const plot = { l: narrow ? 44 : 52, r: width - (narrow ? 30 : 36) };
  const altTop = 24;
  const altBottom = altTop + ALT_H;
  const rankTop = altBottom + GAP;
  const rankBottom = rankTop + RANK_H;
  const barsTop = rankBottom + GAP;
  const barsBottom = barsTop + BARS_H;
  const height = barsBottom + 24;
  const { frames, samples } = run;
  const x = (f: number) => plot.l + ((plot.r - plot.l) * f) / frames;

  // Altitude: ticks in round metres to the top of the run.
  const altStep = niceStep(run.peakAltitude, narrow ? 4 : 6, [10, 25, 50, 100, 250, 500, 1000, 2000, 5000, 10000]); // literal-ok: nice axis steps in metres
  const altMax = Math.max(altStep, Math.ceil((run.peakAltitude * 1.02) / altStep) * altStep);
  const yA = (a: number) => altBottom - ((altBottom - altTop) * a) / altMax;
  const altTicks: Tick[] = [];
  for (let a = 0; a <= altMax + 1e-9; a += altStep) altTicks.push({ y: yA(a), label: formatNumber(loc, a) });

  // Floor bands within the drawn range, labelled with number, name (wide only) and entry time.
  const bands: Band[] = [];
  for (let f = 1; f <= FLOOR_STARTS.length; f++) {
    const lo = FLOOR_STARTS[f - 1];
    if (lo >= altMax) break;
    const hi = Math.min(altMax, f < FLOOR_STARTS.length ? FLOOR_STARTS[f] : altMax);
    const y0 = yA(hi);
    const y1 = yA(lo);
    const at = run.splits[f];
    const time = at === null ? '' : ` · ${zenithClock(locale, at)}`;
    const label =
      y1 - y0 >= LABEL_MIN_PX
        ? zh
          ? `${formatNumber(loc, f)} 层${narrow ? '' : ` ${floorName(f, locale)}`}${time}`
          : `F${f}${narrow ? '' : ` ${FLOOR_NAMES[f - 1]}`}${time}`
        : null;
    bands.push({ floor: f, y0, y1, label, shaded: f % 2 === 0 });
  }

  // Rank: integer gridlines labelled at their true heights.
  const rankMax = Math.max(4, Math.ceil(run.peakRank));
  const rankStep = rankMax <= 10 ? 1 : rankMax <= 20 ? 2 : 5; // literal-ok: axis step thresholds
  const yR = (r: number) => rankBottom - ((rankBottom - rankTop) * (r - 1)) / (rankMax - 1);
  const rankTicks: Tick[] = [];
  for (let r = 1; r <= rankMax; r += r === 1 && rankStep > 1 ? rankStep - 1 : rankStep) rankTicks.push({ y: yR(r), label: formatNumber(loc, r) });

  // One path point per pixel column.
  const cols = Math.max(1, Math.floor(plot.r - plot.l));
  const step = Math.max(1, Math.floor(frames / cols));
  let altPath = '';
  let rankPath = '';
  for (let i = 0; i < samples.length; i += step) {
    const s = samples[i];
    // format-ok: SVG path coordinates, not text a reader sees (this line and the four below)
    const px = x(s.frame).toFixed(1);
    altPath += `${i ? 'L' : 'M'}${px},${yA(s.altitude).toFixed(1)}`; // format-ok: SVG path
    rankPath += `${i ? 'L' : 'M'}${px},${yR(s.rank).toFixed(1)}`; // format-ok: SVG path
  }
  const end = run.last;
  altPath += `L${x(end.frame).toFixed(1)},${yA(end.altitude).toFixed(1)}`; // format-ok: SVG path
  rankPath += `L${x(end.frame).toFixed(1)},${yR(end.rank).toFixed(1)}`; // format-ok: SVG path

  // Attack lines per minute: sent under cancelled, one bar per minute.
  const barMax = Math.max(1, ...run.perMinute.map((m) => m.sentLines + m.cancelledLines));
  const yB = (v: number) => barsBottom - ((barsBottom - barsTop) * v) / barMax;
  const minuteW = (plot.r - plot.l) / run.perMinute.length;
  const barCols = run.perMinute.map((m) => ({
    x: plot.l + minuteW * m.minute + minuteW * 0.15,
    w: minuteW * 0.7,
    sentY: yB(m.sentLines),
    cancelY: yB(m.sentLines + m.cancelledLines),
    kos: m.kos,
    minute: m.minute,
  }));

  const minutes = run.perMinute.length;
  const every = narrow && minutes > 6 ? 2 : 1;
  const xTicks = Array.from({ length: minutes + 1 }, (_, m) => m)
    .filter((m) => m % every === 0)
    .map((m) => ({ x: x(m * (frames / minutes)), label: formatNumber(loc, m) }));

  // Each floor entry is marked; its number is written beside it when the previous written one is far enough away.
  const floorMarks = run.splits.flatMap((at, f) =>
    at === null || f < 2 ? [] : [{ floor: f, x: x(at), y: yA(samples[at].altitude), clock: zenithClock(locale, at), label: false }],
  );
  let lastLabel = { x: -Infinity, y: Infinity };
  for (const mk of floorMarks) {
    if (Math.hypot(mk.x - lastLabel.x, mk.y - lastLabel.y) >= 26) {
      mk.label = true;
      lastLabel = mk;
    }
  }
  const hyper = run.hyper.map((h) => ({
    x0: x(h.start),
    x1: x(h.end ?? frames),
    label: zh ? (h.completed ? '速通模式（已完成）' : '速通模式') : h.completed ? 'hyperspeed (completed)' : 'hyperspeed',
  }));
  const skips = run.skips.slice(0, MAX_SKIP_MARKS).map((f) => ({ x: x(f), y: yR(samples[f].rank) }));
  const mode = fatigueMode(mods);
  const fatigue = FATIGUE_TIMELINES[mode]
    .filter((st) => st.at * FPS < frames)
    .map((st) => ({ x: x(st.at * FPS), label: zh ? (FATIGUE_TEXT_ZH[`${mode}:${st.at}`] ?? st.text) : st.text }));

  return {
    width,
    height,
    plot,
    alt: { top: altTop, bottom: altBottom, path: altPath, ticks: altTicks, bands },
    rank: { top: rankTop, bottom: rankBottom, path: rankPath, ticks: rankTicks, y: yR },
    bars: { top: barsTop, bottom: barsBottom, max: barMax, cols: barCols },
    xTicks,
    floorMarks,
    hyper,
    skips,
    fatigue,
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
