// Model of the Master run planner (pure, no DOM): the link's x70 and section times → the Master plan (COOL / REGRET per
// section, +2 s rule, speed level, 20G, torikan), each section's verdict with the fact that decided it, and the torikan
// sentence of the summary.
import {
  FPS,
  MASTER_TORIKAN_FRAMES,
  MASTER_TORIKAN_LEVEL,
  SECTION_LEVELS,
  planMaster,
  type MasterPlan,
  type PlannedSection,
  type PlusTwoRule,
} from '~/engines/tgm3';
import { boolParam, choiceParam, textParam, type ParamValues } from '~/lib/url-state';
import { formatFixed } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { tgm3Clock } from './clock';
import { formatList, parseSecondsList } from './parse';
import { MAX_SECONDS, SECONDS_LIST } from './planner-model';
import { coolRegretText } from './sections';
import { MESSAGES } from './RunPlanner.messages';

// Default: a strong run where section 2 misses its COOL only because of the +2 s rule, and section 6 is a REGRET.
const T70 = [44, 43, 46, 40, 40, 38, 37, 35, 34, 30]; // literal-ok: default example times in seconds
const END = [62, 60, 64, 57, 56, 54, 52, 48, 47, 45]; // literal-ok: default example times in seconds
export const SPECS = {
  rpX70: textParam({ default: formatList(T70), ...SECONDS_LIST }),
  rpEnd: textParam({ default: formatList(END), ...SECONDS_LIST }),
  rpPlus: choiceParam<PlusTwoRule>({ default: 'afterCool', choices: ['afterCool', 'always'] }),
  rpExam: boolParam({ default: false }),
  /** "Show limits and speed levels": in the link too, so a shared link shows what its sender saw. */
  rpMore: boolParam({ default: false }),
};
export type RunValues = ParamValues<typeof SPECS>;
/** The section whose end is the torikan level (section 4 ends at level 500). */
const TORIKAN_SECTION = MASTER_TORIKAN_LEVEL / SECTION_LEVELS - 1;

export interface RunModel {
  x70: number[];
  end: number[];
  plan: MasterPlan;
  /** What was clamped or ignored in the link, in the page's language. */
  notes: string[];
}

/** The plan for the link's values (a section's end is never before its x70). */
export function runModel(v: RunValues, locale?: Locale): RunModel {
  const m = messagesFor(MESSAGES, locale);
  const a = parseSecondsList(v.rpX70, T70, 0, MAX_SECONDS, locale);
  const b = parseSecondsList(v.rpEnd, END, 0, MAX_SECONDS, locale);
  const plan = planMaster(
    a.values.map((t, i) => ({ t70: t * FPS, frames: Math.max(t, b.values[i]) * FPS })),
    { plusTwo: v.rpPlus, exam: v.rpExam },
  );
  return { x70: a.values, end: b.values, plan, notes: [...a.notes.map((n) => m.x70Times(n)), ...b.notes.map((n) => m.sectionTimes(n))] };
}

/** The URL values after changing one time (clamped to the form's range). */
export function withRunTime(which: 'rpX70' | 'rpEnd', list: number[], i: number, x: number): Partial<RunValues> {
  const next = list.slice();
  next[i] = Math.min(MAX_SECONDS, Math.max(0, x));
  return { [which]: formatList(next) };
}

/** Frames as "44.00 s" in the page's language. */
export function runSeconds(frames: number, locale?: Locale): string {
  return messagesFor(MESSAGES, locale).secs(formatFixed(locale ?? 'en', frames / FPS, 2));
}

export type Tone = '' | 'tgm3-yes' | 'tgm3-bad';

/** The verdict of one section and the one fact that decided it. */
export function verdict(s: PlannedSection, locale?: Locale): { text: string; why: string; tone: Tone } {
  const m = messagesFor(MESSAGES, locale);
  const secs = (f: number) => runSeconds(f, locale);
  const plus = s.plusTwoApplied ? m.plusTwo : '';
  const cool = s.limit === null ? m.noCoolHere : s.cool ? m.within(secs(s.limit), plus) : m.over(secs(s.limit), plus);
  const why = s.regret ? m.regretWhy(cool, secs(s.regretLimit)) : cool;
  return { text: coolRegretText(s) || m.noCool, why, tone: s.regret ? 'tgm3-bad' : s.cool ? 'tgm3-yes' : '' };
}

/** "COOL limit …; REGRET over …; speed level …; ends at …", shown under the verdict on demand. */
export function limitsText(s: PlannedSection, locale?: Locale): string {
  const m = messagesFor(MESSAGES, locale);
  const secs = (f: number) => runSeconds(f, locale);
  const table = s.plusTwoApplied && s.baseLimit !== null ? m.table(secs(s.baseLimit)) : '';
  return `${m.coolLimit(s.limit === null ? m.none : secs(s.limit))}${table}${m.details(secs(s.regretLimit), s.speedLevelAtStart, tgm3Clock(locale, s.endFrame))}`;
}

/** The summary's last sentence: the torikan stops the run, or where level 500 was reached; "" before level 500. */
export function torikanText(plan: MasterPlan, exam: boolean, locale?: Locale): string {
  const m = messagesFor(MESSAGES, locale);
  const limit = tgm3Clock(locale, MASTER_TORIKAN_FRAMES);
  const at = plan.sections[TORIKAN_SECTION];
  if (!at) return '';
  const clock = tgm3Clock(locale, at.endFrame);
  if (plan.stoppedAtTorikan) return m.stops(MASTER_TORIKAN_LEVEL, clock, limit);
  return `${m.levelAt(MASTER_TORIKAN_LEVEL, clock)}${exam ? m.examNoTorikan : m.withinLimit(limit)}${m.stop}`;
}
