// A player's run given as the altitude at each minute (issue 31, "your run against a plan"), beside a planned pace:
// read the pasted altitudes, compare them minute by minute with the plan run through the climb loop (minuteTargets),
// and estimate the even pace they imply (the same search as the floor splits' impliedApm).
import { lowestApmReaching, minuteTargets, MAX_SPLIT_SECONDS, type MinuteTarget, type PlanPace } from './run-splits';
import { MAX_ALTITUDE } from './windup';
import { finite } from './validate';

/** Seconds per minute of the list: one altitude per whole minute. */
const MINUTE = 60;
/** Most minutes a list holds: the climb loop's longest run (60 minutes). */
export const MAX_ALTITUDE_MINUTES = MAX_SPLIT_SECONDS / MINUTE;
/** Altitudes are kept to a tenth of a metre (the link writes one decimal). */
export const ALTITUDE_DECIMALS = 1;

export interface ParsedAltitudes {
  /** altitudes[i] is the altitude at minute i + 1, in metres. */
  altitudes: number[];
  /** Minutes (1-based) whose altitude was above the engine's limit and was clamped to it. */
  clamped: number[];
  /** More than MAX_ALTITUDE_MINUTES were given: only the first ones are kept. */
  truncated: boolean;
}

// A time written with a colon (m:ss, m:ss.fff, h:mm:ss): the minute's label, skipped.
const CLOCK = /\d+:\d{1,2}(?::\d{1,2})?(?:\.\d+)?/g;
const NUMBER = /\d+(?:\.\d+)?/g;

/**
 * Reads altitudes as a player pastes them: one minute per line (or between commas or semicolons), in order from
 * minute 1; the altitude is the last number of each piece, so "1:00 118 m" and "minute 1: 118" both read 118 (times
 * with a colon are labels). Pieces without a number are skipped. Our reading, stated on the page.
 */
export function parseAltitudes(text: string): ParsedAltitudes | { problem: 'empty' } {
  if (typeof text !== 'string') throw new RangeError('text must be a string');
  const values: number[] = [];
  for (const piece of text.split(/[\n\r,;]+/)) {
    const nums = piece.replace(CLOCK, ' ').match(NUMBER);
    if (nums) values.push(Number(nums[nums.length - 1]));
  }
  if (!values.length) return { problem: 'empty' };
  const truncated = values.length > MAX_ALTITUDE_MINUTES;
  const clamped: number[] = [];
  const altitudes = values.slice(0, MAX_ALTITUDE_MINUTES).map((v, i) => {
    if (v > MAX_ALTITUDE) clamped.push(i + 1);
    return Number(Math.min(v, MAX_ALTITUDE).toFixed(ALTITUDE_DECIMALS));
  });
  return { altitudes, clamped, truncated };
}

/**
 * The altitudes in a link: comma separated, at most one decimal.
 * @source our own link format for altitudes; no source defines one
 */
export function altitudesToText(a: readonly number[]): string {
  return a.map((x) => String(Number(finite('altitude', x, 0, MAX_ALTITUDE).toFixed(ALTITUDE_DECIMALS)))).join(',');
}

export interface MinuteComparison {
  minute: number;
  run: number;
  plan: number;
  /** run − plan, metres: below 0 the run is behind. */
  ahead: number;
  /** This minute's climb in the run minus the plan's (metres): where height was gained (above 0) or lost. */
  gained: number;
}

export interface AltitudeComparison {
  rows: MinuteComparison[];
  /** First minute the run stood lower than the plan, or null. */
  firstBehind: number | null;
  /** The minute whose climb lost the most height against the plan (gained < 0), or null. */
  worstMinute: number | null;
}

/**
 * The plan's altitude at each whole minute up to `minutes` (minuteTargets with one-minute steps).
 * @source seed 000 code, the reference Loop at an even pace
 */
export function planMinutes(p: PlanPace, minutes: number): MinuteTarget[] {
  return minuteTargets(p, finite('minutes', minutes, 1, MAX_ALTITUDE_MINUTES) * MINUTE, MINUTE);
}

/**
 * Minute-by-minute comparison of a run's altitudes with a plan's (the plan needs at least as many minutes).
 * @source our own comparison of a run with the reference Loop; no source defines one
 */
export function compareAltitudes(run: readonly number[], plan: readonly MinuteTarget[]): AltitudeComparison {
  const rows: MinuteComparison[] = [];
  const n = Math.min(run.length, plan.length);
  for (let i = 0; i < n; i++) {
    const ahead = run[i] - plan[i].altitude;
    rows.push({ minute: i + 1, run: run[i], plan: plan[i].altitude, ahead, gained: ahead - (i > 0 ? rows[i - 1].ahead : 0) });
  }
  const firstBehind = rows.find((r) => r.ahead < 0)?.minute ?? null;
  let worstMinute: number | null = null;
  let worst = 0;
  for (const r of rows) if (r.gained < worst) [worst, worstMinute] = [r.gained, r.minute];
  return { rows, firstBehind, worstMinute };
}

/**
 * The even pace the altitudes imply: the lowest whole APM (1..600) whose plan stands at or above the last altitude at the
 * last minute (an estimate, as for the splits). Null for an empty list, a last altitude of 0, or when 600 APM is lower.
 * @source seed 000 reference Loop at an even pace; the search is our own tool
 */
export function impliedApmFromAltitudes(run: readonly number[], p: Omit<PlanPace, 'apm'>): number | null {
  if (!run.length) return null;
  const last = finite('altitude', run[run.length - 1], 0, MAX_ALTITUDE);
  if (last <= 0) return null;
  return lowestApmReaching(last, Math.min(run.length * MINUTE, MAX_SPLIT_SECONDS), p);
}
