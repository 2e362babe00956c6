// Model of the Shirase planner (pure, no DOM): the link's section times and rule → the Shirase run (REGRETs, torikans,
// grade), each section's REGRET limit and garbage quota, and the rising-garbage counter for a repeated pattern of clears.
import {
  SHIRASE_GARBAGE_START_LEVEL,
  framesFromSeconds,
  garbageQuota,
  garbageRun,
  shiraseRun,
  type GarbageStep,
  type Lines,
  type RuleSystem,
  type ShiraseResult,
} from '~/engines/tgm3';
import { choiceParam, textParam, type ParamValues } from '~/lib/url-state';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatList, parseSecondsList } from './parse';
import { MAX_SECONDS } from './planner-model';
import { sectionStart } from './sections';
import { MESSAGES } from './ShirasePlanner.messages';

// Default: a Classic run that beats both torikans, with one slow section (200-299) that costs a REGRET.
const TIMES = [25, 25, 51, 23, 23, 29, 29, 29, 29, 29, 30, 32, 35]; // literal-ok: default example times in seconds
/** Longest pattern of clears the field takes (a form limit). */
export const MAX_PATTERN = 40; // literal-ok: form limit
export const SPECS = {
  shTimes: textParam({
    default: formatList(TIMES),
    pattern: /^[0-9., ]*$/,
    maxLength: 160,
    describe: { en: 'a comma list of seconds', 'zh-cn': '用逗号分隔的秒数' },
  }),
  shRule: choiceParam<RuleSystem>({ default: 'classic', choices: ['classic', 'world'] }),
  shPat: textParam({
    default: '0001',
    pattern: /^[0-4]{1,40}$/,
    maxLength: MAX_PATTERN,
    describe: { en: 'digits 0-4 (lines per piece)', 'zh-cn': '0-4 的数字（每个方块消的行数）' },
  }),
};
export type ShiraseValues = ParamValues<typeof SPECS>;
/** How many pieces the rising-garbage figure plays (a choice of the figure). */
export const GARBAGE_PIECES = 60; // literal-ok: how many pieces the figure plays, a choice

export interface ShiraseModel {
  times: number[];
  run: ShiraseResult;
  /** Garbage quota of each section (null where no garbage rises). */
  quotas: (number | null)[];
  garbage: { steps: GarbageStep[]; garbageLines: number };
  /** The first piece (0-based) after which garbage rose, and its level; null when none rose. */
  firstGarbage: { piece: number; level: number } | null;
  notes: string[];
}

/** Everything the Shirase planner shows for the link's values. */
export function shiraseModel(v: ShiraseValues, locale?: Locale): ShiraseModel {
  const m = messagesFor(MESSAGES, locale);
  const parsed = parseSecondsList(v.shTimes, TIMES, 0, MAX_SECONDS, locale);
  const run = shiraseRun(
    parsed.values.map((s) => framesFromSeconds(s)),
    v.shRule,
  );
  const pattern = Array.from({ length: GARBAGE_PIECES }, (_, i) => Number(v.shPat[i % v.shPat.length]) as 0 | Lines);
  const garbage = garbageRun(pattern, SHIRASE_GARBAGE_START_LEVEL);
  const first = garbage.steps.find((s) => s.garbage);
  return {
    times: parsed.values,
    run,
    quotas: parsed.values.map((_, i) => garbageQuota(sectionStart(i))),
    garbage,
    firstGarbage: first ? { piece: first.piece, level: first.level } : null,
    notes: parsed.notes.map((n) => m.timesNote('shTimes', n)),
  };
}

/** The URL value after changing one section time (clamped to the form's range). */
export function withShiraseTime(list: number[], i: number, x: number): Partial<ShiraseValues> {
  const next = list.slice();
  next[i] = Math.min(MAX_SECONDS, Math.max(0, x));
  return { shTimes: formatList(next) };
}

/** The pattern field's text as a link value: digits 0-4 only, at most MAX_PATTERN; null when nothing is left. */
export function patternFrom(text: string): string | null {
  return text.replace(/[^0-4]/g, '').slice(0, MAX_PATTERN) || null;
}
