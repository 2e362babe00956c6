// Model of the per-minute targets (issue 31): for a planned even pace, the altitude, floor and rank to hold at each minute
// or half minute, up to the goal floor (or the goal time when the pace is late), to keep beside the game. No DOM.
import {
  FLOOR_COUNT,
  MAX_RUN_MINUTES,
  PLAN_MAX_APM,
  floorStart,
  minuteTargets,
  normalizeMods,
  planClimbSteps,
  planSplits,
  type ClientVersion,
  type MinuteTarget,
  type Mod,
} from '~/engines/zenith';
import { choiceParam, listParam, numberParam } from '~/lib/url-state';
import { ALL_MODS } from './mod-picker';
import { versionParam } from './version-picker';
import { YR_DEFAULT_APM } from './run-compare';

/** What the table is for: a pace the reader names, or the pace that reaches the goal (the planner's answer). */
export const MODES = ['pace', 'goal'] as const;
export type Mode = (typeof MODES)[number];

export const STEPS = ['30', '60'] as const;
export type Step = (typeof STEPS)[number];

export const SPECS = {
  ptApm: numberParam({ default: YR_DEFAULT_APM, min: 1, max: PLAN_MAX_APM }),
  ptGoal: numberParam({ default: FLOOR_COUNT, min: 2, max: FLOOR_COUNT }),
  ptMin: numberParam({ default: 8, min: 1, max: MAX_RUN_MINUTES, decimals: 1 }), // literal-ok: an example goal of 8 minutes
  ptStep: choiceParam<Step>({ default: '30', choices: STEPS }),
  ptBy: choiceParam<Mode>({ default: 'pace', choices: MODES }),
  ptMods: listParam({ default: [], choices: ALL_MODS }),
  ptVer: versionParam(),
};

export interface TargetRow extends MinuteTarget {
  /** The first row standing on the goal floor. */
  goal: boolean;
}
export interface PaceTargetsModel {
  rows: TargetRow[];
  /** Seconds the pace first stands on the goal floor within 12 minutes, or null. */
  arrival: number | null;
  /** arrival − goal time, seconds (above 0: late). */
  margin: number | null;
}

export function paceTargetsModel(v: {
  apm: number;
  goal: number;
  minutes: number;
  step: Step;
  mods: readonly Mod[];
  version: ClientVersion;
}): PaceTargetsModel {
  const p = { apm: v.apm, mods: normalizeMods(v.mods as Mod[]), version: v.version };
  const longest = MAX_RUN_MINUTES * 60; // literal-ok: seconds per minute
  const arrival = planSplits(p, longest)[v.goal - 1];
  const step = Number(v.step);
  // The table runs to the step after the goal (or after the goal time, when the pace is late), within 12 minutes.
  const end = Math.min(longest, Math.ceil(Math.max(arrival ?? longest, v.minutes * 60) / step) * step); // literal-ok: seconds per minute
  const rows = minuteTargets(p, end, step);
  const first = rows.findIndex((r) => r.floor >= v.goal);
  return {
    rows: rows.map((r, i) => ({ ...r, goal: i === first })),
    arrival,
    margin: arrival === null ? null : arrival - v.minutes * 60, // literal-ok: seconds per minute
  };
}

/** The goal as the climb planner takes it: the goal floor's start altitude by the goal time, with the same mods and client. */
export function goalInput(v: { goal: number; minutes: number; mods: readonly Mod[]; version: ClientVersion }) {
  return { target: floorStart(v.goal), minutes: v.minutes, mods: normalizeMods(v.mods as Mod[]), version: v.version };
}

/**
 * The pace that reaches the goal, as steps (each yields the APM just tried, so a view can spread the work over tasks): the
 * planner's own search (planClimbSteps), whose answer is the lowest APM from which every faster pace arrives; null
 * when even the fastest pace does not.
 */
export function* goalPaceSteps(v: Parameters<typeof goalInput>[0]): Generator<number, number | null, void> {
  const answer = yield* planClimbSteps(goalInput(v));
  return answer ? answer.apm : null;
}

/** goalPaceSteps run to the end (tests and build time). */
export function goalPace(v: Parameters<typeof goalInput>[0]): number | null {
  const it = goalPaceSteps(v);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}
