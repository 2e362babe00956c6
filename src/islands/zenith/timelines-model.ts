// The fatigue and grace timelines' model (Timelines.tsx is its view): URL state, the rows of "what changes when"
// (fatigue steps from the engine's FATIGUE_TIMELINES and the targeting factor's steps), the summary at the end of the
// longest run, and an 18-line hit's grace draining second by second. Pure: no DOM, no Preact.
import {
  FATIGUE_TIMELINES,
  FPS,
  MAX_RUN_MINUTES,
  TARGETING_GRACE_MAX,
  fatigueAt,
  fatigueMode,
  framesOfMinutes,
  graceGain,
  graceProtection,
  simulateGrace,
  targetingFactorAt,
  targetingGraceSeconds,
  type ClientVersion,
  type FatigueEffect,
  type GraceReading,
  type Mod,
} from '~/engines/zenith';
import { choiceParam, listParam, numberParam } from '~/lib/url-state';
import { ALL_MODS } from './mod-picker';
import { versionParam } from './version-picker';
import type { M } from './Timelines.messages';

export const SPECS = {
  tlMods: listParam({ default: [], choices: ALL_MODS }),
  tlFloor: numberParam({ default: 5, min: 1, max: 10 }),
  tlGrace: choiceParam<GraceReading>({ default: 'code', choices: ['code', 'prose'] }),
  tlVer: versionParam(),
};
const PERCENT = 100;
/** The end of the longest run, in seconds. */
export const END = framesOfMinutes(MAX_RUN_MINUTES) / FPS;
/** Seconds at which the targeting factor steps up (the engine's targetingFactorAt changes there). */
export const TARGETING_STEPS = Array.from({ length: END + 1 }, (_, t) => t).filter((t) => t > 0 && targetingFactorAt(t) !== targetingFactorAt(t - 1));

type Text = (typeof M)['en'];

/** A fatigue effect in plain words. */
export function effectText(m: Text, e: FatigueEffect): string {
  switch (e.kind) {
    case 'permanent':
      return m.permanent(e.lines);
    case 'receive':
      return m.receive(e.percent);
    case 'messier':
      return m.messier;
    case 'fullyMessy':
      return m.fullyMessy;
    case 'messiness':
      return m.messiness(Math.round(PERCENT * e.value));
    case 'reviveDifficulty':
      return m.reviveDifficulty(e.add);
    case 'noRevive':
      return m.noRevive;
  }
}

/** One row of "what changes when": its time, what changes there in words, the fatigue step (if any) and the state from then on. */
export interface TimelineRow {
  at: number;
  change: string;
  step: (typeof FATIGUE_TIMELINES)['normal'][number] | undefined;
  state: ReturnType<typeof fatigueAt>;
  targetingFactor: number;
}

/** Every time something changes in a run under `mods` (the start, each fatigue step, each targeting step), in order. */
export function timelineRows(m: Text, mods: Mod[]): TimelineRow[] {
  const steps = FATIGUE_TIMELINES[fatigueMode(mods)];
  const times = [...new Set([0, ...TARGETING_STEPS, ...steps.map((s) => s.at)])].filter((t) => t <= END).sort((a, b) => a - b);
  return times.map((t) => {
    const step = steps.find((x) => x.at === t);
    const targeting = TARGETING_STEPS.includes(t);
    const change = [step ? effectText(m, step.effect) : null, targeting ? m.targeting(targetingFactorAt(t)) : null, t === 0 ? m.start : null]
      .filter(Boolean)
      .join(m.join);
    return { at: t, change, step, state: fatigueAt(t, mods), targetingFactor: targetingFactorAt(t) };
  });
}

/** Permanent lines and the receive multiplier (to 3 decimals) at the end of the longest run. */
export function endOfRun(mods: Mod[]): { lines: number; multiplier: number } {
  const s = fatigueAt(END, mods);
  return { lines: s.permanentLines, multiplier: Number(s.receiveMultiplier.toFixed(3)) /* format-ok: rounds a number the message formats */ };
}

/** An 18-line hit at 0 s, then nothing, on a floor: what the hit adds, the release interval, when grace is gone, and
 * grace and the incoming-attack multiplier once a second. */
export interface GraceRun {
  added: number;
  interval: number;
  /** Frame on which grace first reads 0. */
  emptyAt: number;
  perSecond: number[];
  /** Current client: grace above 8 shrinks incoming attack (graceProtection); the seed has no such step (×1 throughout). */
  protection: number[];
}
export function graceRun(floor: number, mods: Mod[], reading: GraceReading, ver: ClientVersion): GraceRun {
  const interval = targetingGraceSeconds(floor, mods, reading);
  // What the hit adds depends on the version (graceGain: the current client divides the red bar by 3 under Volatile+).
  const added = graceGain(0, TARGETING_GRACE_MAX, mods, ver);
  const seconds = Math.ceil(TARGETING_GRACE_MAX * interval) + 2;
  const grace = simulateGrace({ floor, mods, frames: seconds * FPS, hits: [{ frame: 0, lines: added }], reading });
  const perSecond = Array.from({ length: seconds }, (_, i) => grace[i * FPS]);
  return { added, interval, emptyAt: grace.indexOf(0), perSecond, protection: perSecond.map((g) => graceProtection(g, ver)) };
}
