// Model of the per-minute targets (issue 31): for a planned even pace, the altitude, floor and rank to hold at each minute
// or half minute, up to the goal floor (or the goal time when the pace is late), to keep beside the game. No DOM.
import {
  FLOOR_COUNT,
  MAX_RUN_MINUTES,
  PLAN_MAX_APM,
  minuteTargets,
  normalizeMods,
  planSplits,
  type ClientVersion,
  type MinuteTarget,
  type Mod,
} from '~/engines/zenith';
import { choiceParam, listParam, numberParam } from '~/lib/url-state';
import { ALL_MODS } from './mod-picker';
import { versionParam } from './version-picker';
import { YR_DEFAULT_APM } from './run-compare';

export const STEPS = ['30', '60'] as const;
export type Step = (typeof STEPS)[number];

export const SPECS = {
  ptApm: numberParam({ default: YR_DEFAULT_APM, min: 1, max: PLAN_MAX_APM }),
  ptGoal: numberParam({ default: FLOOR_COUNT, min: 2, max: FLOOR_COUNT }),
  ptMin: numberParam({ default: 8, min: 1, max: MAX_RUN_MINUTES, decimals: 1 }), // literal-ok: an example goal of 8 minutes
  ptStep: choiceParam<Step>({ default: '30', choices: STEPS }),
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
