// What the climb planner's view derives from its state (ClimbPlanner.tsx renders it): the pace the runs use, how long
// the planned run lasts, the target and the deadline in words, typed values through the URL parser, and the rows of
// the splits table. Pure: no DOM, no Preact.
import { FLOOR_NAMES, FRAMES_PER_MINUTE, SECONDS_PER_MINUTE, type Mod } from '~/engines/zenith';
import type { Locale } from '~/i18n/locales';
import { formatClock } from '~/i18n/format';
import type { ClimbRun, RunInput } from './climb-model';
import type { MESSAGES } from './ClimbPlanner.messages';
import { SPECS, type Values } from './planner-model';

/** The sliders give percentages; the engine takes shares. */
export const PERCENT = 100;

/** The fields a typed number can change. */
export type TypedKey = 'cpAlt' | 'cpMin' | 'cpCancel' | 'cpClears' | 'cpKos' | 'cpApm';
/** An input's handler for a typed field. */
export type Setter = (k: TypedKey) => (e: Event) => void;

/**
 * A typed value through the same parser as the URL, so out-of-range input is clamped, never searched; an empty field
 * changes nothing (null). A number too long to hold clamps like any other (url-state numberParam).
 */
export function typedValue(k: TypedKey, raw: string): Partial<Values> | null {
  if (raw.trim() === '') return null;
  return { [k]: SPECS[k].parse(raw).value } as Partial<Values>;
}

/** The pace of every run the view shows (the APM and length come per run). */
export function plannerPace(v: Values, mods: Mod[]): Omit<RunInput, 'apm' | 'minutes'> {
  return { cancelShare: v.cpCancel / PERCENT, clearLinesPerMin: v.cpClears, kosPerMin: v.cpKos, spike: 0, mods, version: v.cpVer, style: v.cpStyle };
}

/** One frame past the time allowed: an arrival on the last frame shows as a split one frame later (splitFrameOf). */
export function plannedMinutes(v: Values): number {
  return v.cpMin + 1 / FRAMES_PER_MINUTE;
}

/** A floor's name in the page's language. */
export function floorNameIn(locale: Locale | undefined, zhName: (f: number) => string): (f: number) => string {
  return (f) => (locale === 'zh-cn' ? zhName(f) : FLOOR_NAMES[f - 1]);
}

/** The target and the deadline in words: "floor 10 (…, 1,650 m)" or "2,000 m", and "5:00". */
export function targetWords(t: (typeof MESSAGES)['en'], v: Values, target: number, nameOf: (f: number) => string, locale?: Locale) {
  return {
    target: v.cpBy === 'floor' ? t.targetFloor(v.cpFloor, nameOf(v.cpFloor), target) : t.targetAlt(v.cpAlt),
    by: formatClock(locale ?? 'en', v.cpMin * SECONDS_PER_MINUTE),
  };
}

/** The splits table's rows: each floor with its arrival frame at the planned pace (null: none) and at the player's APM. */
export function splitRows(planned: ClimbRun | null, reverse: ClimbRun): { floor: number; planned: number | null; yours: number | null }[] {
  return FLOOR_NAMES.map((_, i) => ({ floor: i + 1, planned: planned?.splits[i + 1] ?? null, yours: reverse.splits[i + 1] }));
}
