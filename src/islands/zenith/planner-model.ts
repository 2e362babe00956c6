// The climb planner's model (issue 31 items 2 and 6): URL state, the planClimb input, the search as small steps (answer,
// then the arrival curve around it), the chart of arrival time against APM in pixels, and the text of the summary. No DOM.
import {
  CLIMB_DEFAULT_PACE,
  FLOOR_COUNT,
  FPS,
  MAX_RUN_MINUTES,
  PACE_STYLES,
  PLAN_GAP_WINDOW,
  PLAN_MAX_APM,
  arrivalCurve,
  floorStart,
  framesOfMinutes,
  planClimbSteps,
  type ClientVersion,
  type Mod,
  type PaceStyle,
  type PlanAnswer,
} from '~/engines/zenith';
import { choiceParam, listParam, numberParam } from '~/lib/url-state';
import { ALL_MODS } from './mod-picker';
import { splitFrameOf } from './plan-gap';
import { versionParam } from './version-picker';

const PERCENT = 100;
/** Highest altitude target the planner accepts (metres). */
export const MAX_TARGET = 20000;
export const SPECS = {
  cpBy: choiceParam<'floor' | 'altitude'>({ default: 'floor', choices: ['floor', 'altitude'] }),
  cpFloor: numberParam({ default: FLOOR_COUNT, min: 2, max: FLOOR_COUNT }),
  cpAlt: numberParam({ default: 2000, min: 1, max: MAX_TARGET }), // literal-ok: a round example altitude in metres
  cpMin: numberParam({ default: 5, min: 1, max: MAX_RUN_MINUTES, decimals: 2 }), // 4.5 = 4:30
  cpMods: listParam({ default: [], choices: ALL_MODS }),
  cpCancel: numberParam({ default: CLIMB_DEFAULT_PACE.cancelShare * PERCENT, min: 0, max: PERCENT }),
  cpClears: numberParam({ default: CLIMB_DEFAULT_PACE.clearLinesPerMin, min: 0, max: 200 }),
  cpKos: numberParam({ default: CLIMB_DEFAULT_PACE.kosPerMin, min: 0, max: 10, decimals: 1 }),
  cpApm: numberParam({ default: CLIMB_DEFAULT_PACE.apm, min: 1, max: PLAN_MAX_APM }),
  cpStyle: choiceParam<PaceStyle>({ default: 'even', choices: PACE_STYLES }),
  cpVer: versionParam(),
};

export type Values = {
  cpBy: 'floor' | 'altitude';
  cpFloor: number;
  cpAlt: number;
  cpMin: number;
  cpCancel: number;
  cpClears: number;
  cpKos: number;
  cpStyle: PaceStyle;
  cpApm: number;
  cpVer: ClientVersion;
};

/** One point of the arrival curve: the frame a player's split shows (null: not within the longest run). */
export type CurvePoint = { apm: number; frame: number | null };
/** The planner's result: the answer (null when 600 APM does not arrive) and the arrival curve around it. */
export type Plan = { answer: PlanAnswer | null; curve: CurvePoint[] };

/** The planClimb input for the current state, and a key naming it. */
export function planInput(v: Values, mods: Mod[]) {
  const target = v.cpBy === 'floor' ? floorStart(v.cpFloor) : v.cpAlt;
  const input = {
    target,
    minutes: v.cpMin,
    mods,
    cancelShare: v.cpCancel / PERCENT,
    clearLinesPerMin: v.cpClears,
    kosPerMin: v.cpKos,
    style: v.cpStyle,
    version: v.cpVer,
  };
  return { input, key: JSON.stringify(input) };
}
export type PlanInputOf = ReturnType<typeof planInput>['input'];

/** Paces either side of the answer that the arrival chart shows (each whole APM: the late ones are single paces). */
export const CURVE_HALF_WIDTH = PLAN_GAP_WINDOW;

/** The APMs of the arrival curve: every whole APM within CURVE_HALF_WIDTH of the answer, inside 1..PLAN_MAX_APM. */
export function curveApms(answer: number): number[] {
  const lo = Math.max(1, answer - CURVE_HALF_WIDTH);
  const hi = Math.min(PLAN_MAX_APM, answer + CURVE_HALF_WIDTH);
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
}

/**
 * The planner's work as steps (each yields the APM just tried, so a view can spread it over tasks): planClimb, then each
 * pace of the curve run for the longest run (so a late pace shows when it does arrive).
 */
export function* planSteps(input: PlanInputOf): Generator<number, Plan, void> {
  const answer = yield* planClimbSteps(input);
  const curve: CurvePoint[] = [];
  if (answer) {
    for (const apm of curveApms(answer.apm)) {
      const [pt] = arrivalCurve({ ...input, minutes: MAX_RUN_MINUTES }, [apm]);
      curve.push({ apm, frame: pt.frame === null ? null : splitFrameOf(pt.frame) });
      yield apm;
    }
  }
  return { answer, curve };
}

/** Runs planSteps to the end (build time and tests). */
export function runPlan(input: PlanInputOf): Plan {
  const it = planSteps(input);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}

/** The default state of SPECS. */
export const defaultValues = (): Values => Object.fromEntries(Object.entries(SPECS).map(([k, s]) => [k, s.default])) as unknown as Values;

/** The default state's plan, computed at build time by the page so that loading the page does not search again. */
export function defaultPlan(): { key: string; plan: Plan } {
  const { input, key } = planInput(defaultValues(), []);
  return { key, plan: runPlan(input) };
}

/** Whether a curve point arrives by the target time (`frames` = frames allowed; a split frame f is on time when f ≤ frames). */
export const onTime = (p: CurvePoint, frames: number) => p.frame !== null && p.frame <= frames;

/** The arrival chart in pixels: points, the target line, axis ticks. Late and never-arriving paces are flagged. */
export interface ArrivalChart {
  width: number;
  height: number;
  pad: { left: number; right: number; top: number; bottom: number };
  points: { apm: number; x: number; y: number; late: boolean; never: boolean }[];
  targetY: number;
  xTicks: { apm: number; x: number }[];
  yTicks: { seconds: number; y: number }[];
}

const CHART = { width: 360, height: 220, pad: { left: 48, right: 12, top: 12, bottom: 36 } }; // literal-ok: SVG layout in px

/** Lays out the curve against the target time `minutes`: y from a little under the earliest arrival to past the target. */
export function arrivalChart(curve: readonly CurvePoint[], minutes: number): ArrivalChart | null {
  if (curve.length < 2) return null;
  const { width, height, pad } = CHART;
  const frames = framesOfMinutes(minutes);
  const lastFrame = framesOfMinutes(MAX_RUN_MINUTES);
  const known = curve.map((p) => p.frame ?? lastFrame);
  const lo = Math.min(...known, frames);
  const hi = Math.max(...known, frames);
  const span = Math.max(1, hi - lo);
  const y0 = lo - span * 0.1;
  const y1 = hi + span * 0.1;
  const a0 = curve[0].apm;
  const a1 = curve[curve.length - 1].apm;
  const x = (apm: number) => pad.left + ((apm - a0) / Math.max(1, a1 - a0)) * (width - pad.left - pad.right);
  const y = (f: number) => pad.top + ((y1 - f) / (y1 - y0)) * (height - pad.top - pad.bottom);
  const secs = (f: number) => f / FPS;
  const step = niceStep((secs(y1) - secs(y0)) / 4);
  const yTicks: { seconds: number; y: number }[] = [];
  for (let s = Math.ceil(secs(y0) / step) * step; s <= secs(y1); s += step) yTicks.push({ seconds: s, y: y(s * FPS) });
  const xStep = niceStep((a1 - a0) / 5);
  const xTicks: { apm: number; x: number }[] = [];
  for (let a = Math.ceil(a0 / xStep) * xStep; a <= a1; a += xStep) xTicks.push({ apm: a, x: x(a) });
  return {
    width,
    height,
    pad,
    points: curve.map((p, i) => ({ apm: p.apm, x: x(p.apm), y: y(known[i]), late: !onTime(p, frames), never: p.frame === null })),
    targetY: y(frames),
    xTicks,
    yTicks,
  };
}

/** 1, 2 or 5 times a power of ten, at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}
