// The climb planner's sentences (issue 31 item 6: out of the view): the pace, hyperspeed, the splits and the copied summary.
import { FLOOR_COUNT, PLAN_MAX_APM, type Mod } from '~/engines/zenith';
import type { Locale } from '~/i18n/locales';
import { zenithClock } from './clock';
import type { ClimbRun } from './climb-model';
import { modNameIn } from './mod-picker';
import { splitFrameOf } from './plan-gap';
import type { Values } from './planner-model';
import { versionLabel } from './zenith-zh';
import type { MESSAGES } from './ClimbPlanner.messages';

type Messages = (typeof MESSAGES)['en'];

/** The pace in words: cancelled share, clears (or "tied to attack"), KOs, mods, client version. */
export const paceText = (t: Messages, v: Values, mods: Mod[], locale: Locale | undefined) =>
  t.pace(
    v.cpCancel,
    v.cpStyle === 'even' ? v.cpClears : null,
    v.cpKos,
    mods.length ? mods.map(modNameIn(locale)).join(t.sep) : t.none,
    versionLabel(v.cpVer, locale),
  );

/** Hyperspeed in a run: never, completed, lost or still on. */
export function hyperText(t: Messages, run: ClimbRun | null, locale: Locale | undefined): string {
  if (!run) return '';
  const h = run.hyper[0];
  if (!h) return t.hyperNone;
  if (h.completed) return t.hyperDone(zenithClock(locale, h.start), zenithClock(locale, h.end!), FLOOR_COUNT);
  if (h.end !== null) return t.hyperLost(zenithClock(locale, h.start), zenithClock(locale, h.end));
  return t.hyperOn(zenithClock(locale, h.start));
}

/** The floors 2..10 reached in a run, "F2 0:31.20, F3 …". */
export const splitsText = (t: Messages, run: ClimbRun, locale: Locale | undefined) =>
  run.splits.flatMap((at, f) => (f < 2 || at === null ? [] : [t.split(f, zenithClock(locale, at))])).join(t.sep) || t.noFloor;

/** The copied summary, one line each: the question, the answer, the player's APM, the link. */
export function summaryText(o: {
  t: Messages;
  v: Values;
  mods: Mod[];
  locale: Locale | undefined;
  target: string;
  by: string;
  answer: { apm: number; frame: number } | null;
  planned: ClimbRun | null;
  reverse: ClimbRun;
  url: string;
}): string {
  const { t, locale } = o;
  const lines = [t.sumHead(o.target, o.by, paceText(t, o.v, o.mods, locale))];
  if (o.answer && o.planned)
    lines.push(t.sumNeeds(o.answer.apm, zenithClock(locale, splitFrameOf(o.answer.frame)), splitsText(t, o.planned, locale), hyperText(t, o.planned, locale)));
  else lines.push(t.sumNot(PLAN_MAX_APM));
  lines.push(t.sumAt(o.v.cpApm, splitsText(t, o.reverse, locale)));
  lines.push(o.url);
  return lines.join('\n');
}
