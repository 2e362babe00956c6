// Model of the Master planner (pure, no DOM): the link's splits, x70 times, clears and roll → two runs through the
// Master engine (clears spread out: the floor; 2+-line clears back to back: the top of the range), the reason when the
// play cannot happen, the GM-track card's margins, and the copied summary listing every input.
import {
  FPS,
  GRADE_NAMES,
  MASTER_SECTIONS,
  MASTER_TORIKAN_LEVEL,
  MAX_ROLL_CLEARS,
  SECTION_LEVELS,
  MASTER_LAST_LEVEL,
  estimateMaster,
  framesFromSeconds,
  planProblem,
  type ClearOrder,
  type MasterEstimate,
  type PlanProblem,
  type SectionPlay,
} from '~/engines/tgm3';
import { boolParam, textParam, type ParamValues } from '~/lib/url-state';
import type { Locale } from '~/i18n/locales';
import { formatFixed } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import { formatList, parseSecondsList } from './parse';
import { tgm3Clock } from './clock';
import { MESSAGES } from './MasterPlanner.messages';

// Default: a GM-pace run a person could play. Each section a second faster than the last, x70 inside every COOL limit;
// per section a single, a double, a triple and four tetrises (22 lines from about 64 pieces). Roll: no clears entered.
const SPLIT = [48, 47, 46, 45, 44, 43, 42, 41, 40, 39];
const X70 = [34, 33, 32, 31, 30, 29, 28, 27, 26, 25]; // literal-ok: default example times in seconds
const CLEARS = Array.from({ length: MASTER_SECTIONS }, () => [1, 1, 1, 4]);
/** Longest time a field accepts, in seconds (a form limit, not a game number). */
export const MAX_SECONDS = 600; // literal-ok: form limit
export const MAX_COUNT = 50;
const formatClears = (c: number[][]) => c.map((x) => x.join('-')).join(',');
/** The link format of a comma list of seconds (shared by the Master planners). */
export const SECONDS_LIST = { pattern: /^[0-9., ]*$/, maxLength: 120, describe: { en: 'a comma list of seconds', 'zh-cn': '用逗号分隔的秒数' } }; // literal-ok: form limit on the text length

export const SPECS = {
  mpSplit: textParam({ default: formatList(SPLIT), ...SECONDS_LIST }),
  mpX70: textParam({ default: formatList(X70), ...SECONDS_LIST }),
  mpClears: textParam({
    default: formatClears(CLEARS),
    pattern: /^[0-9,-]*$/,
    maxLength: 160,
    describe: { en: 'singles-doubles-triples-tetrises per section, comma separated', 'zh-cn': '每个区段“一行-两行-三行-四行”的次数，用逗号分隔' },
  }),
  mpRoll: textParam({
    default: '0-0-0-0',
    pattern: /^[0-9]{1,4}(-[0-9]{1,4}){3}$/,
    maxLength: 20,
    describe: { en: 'roll singles-doubles-triples-tetrises', 'zh-cn': '字幕战中“一行-两行-三行-四行”的次数' },
  }),
  mpSurv: boolParam({ default: true }),
  mpGm: boolParam({ default: false }),
};
export type PlannerValues = ParamValues<typeof SPECS>;

/** Reads "1-1-1-4,..." into 10 rows of 4 counts in 0..MAX_COUNT; bad rows take the default and are reported. */
function parseClears(text: string, locale?: Locale): { values: number[][]; notes: string[] } {
  const m = messagesFor(MESSAGES, locale);
  const parts = text.split(',');
  const notes: string[] = [];
  const values = CLEARS.map((d, i) => {
    const raw = parts[i];
    if (raw === undefined || raw === '') return d;
    const xs = raw.split('-').map(Number);
    if (xs.length !== 4 || xs.some((x) => !Number.isInteger(x) || x < 0 || x > MAX_COUNT)) {
      notes.push(m.clearsNote(i + 1, MAX_COUNT, d.join('-')));
      return d;
    }
    return xs;
  });
  if (parts.length > MASTER_SECTIONS) notes.push(m.firstSections(MASTER_SECTIONS));
  return { values, notes };
}

export interface PlannerModel {
  split: number[];
  x70: number[];
  clears: number[][];
  roll: [number, number, number, number];
  sections: SectionPlay[];
  /** Clears spread out (no 2+-line combo): the floor of the grade range. Null when the play cannot happen. */
  floor: MasterEstimate | null;
  /** The 2+-line clears of each section back to back: the top of the range. */
  combo: MasterEstimate | null;
  /** Why the play cannot happen, in the page's language. */
  problem: string;
  notes: string[];
}

/** "section 100-199" in a locale. */
export function sectionName(i: number): string {
  return `${i * SECTION_LEVELS}-${Math.min(MASTER_LAST_LEVEL, (i + 1) * SECTION_LEVELS - 1)}`;
}

/** A reason the engine gives, worded in the page's language. */
export function problemText(p: PlanProblem, locale?: Locale): string {
  const m = messagesFor(MESSAGES, locale);
  const at = sectionName(p.section);
  if (p.kind === 'cells') return m.pCells(at, p.lines, p.pieces, p.placed, p.inStack, p.maxLines);
  if (p.kind === 'x70AfterSplit') return m.pX70After(at);
  if (p.kind === 'noClear') return m.pNoClear(at);
  if (p.kind === 'tooManyClears') return m.pTooMany(at, p.levels);
  if (p.kind === 'endsBelow') return m.pEndsBelow(at, p.level);
  return m.pX70Before(at);
}

function run(sections: SectionPlay[], v: PlannerValues, roll: [number, number, number, number], order: ClearOrder): MasterEstimate {
  const reached = estimateMaster({ sections, order }).rollKind;
  return estimateMaster({ sections, order, qualifiedGM: v.mpGm, roll: reached ? { kind: reached, clears: roll, survived: v.mpSurv } : undefined });
}

/** Everything the planner shows for the link's values. */
export function plannerModel(v: PlannerValues, locale?: Locale): PlannerModel {
  const split = parseSecondsList(v.mpSplit, SPLIT, 0, MAX_SECONDS, locale);
  const x70 = parseSecondsList(v.mpX70, X70, 0, MAX_SECONDS, locale);
  const clears = parseClears(v.mpClears, locale);
  const roll = v.mpRoll.split('-').map((x) => Math.min(Number(x), MAX_ROLL_CLEARS)) as [number, number, number, number];
  const sections = split.values.map((s, i): SectionPlay => {
    const [singles, doubles, triples, tetrises] = clears.values[i];
    return { frames: framesFromSeconds(s), x70Frames: framesFromSeconds(x70.values[i]), singles, doubles, triples, tetrises };
  });
  const notes = [...split.notes.map((n) => `mpSplit: ${n}`), ...x70.notes.map((n) => `mpX70: ${n}`), ...clears.notes.map((n) => `mpClears: ${n}`)];
  const base = { split: split.values, x70: x70.values, clears: clears.values, roll, sections, notes };
  try {
    return { ...base, floor: run(sections, v, roll, 'spread'), combo: run(sections, v, roll, 'combo'), problem: '' };
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    const p = planProblem(err);
    return { ...base, floor: null, combo: null, problem: p ? problemText(p, locale) : err.message };
  }
}

/** Signed seconds with two decimals and the unit, so a margin never reads as minutes: "+18.00 s", "−0.33 s". */
export function marginText(frames: number, locale?: Locale): string {
  const m = messagesFor(MESSAGES, locale);
  return `${frames >= 0 ? '+' : '−'}${m.secs(formatFixed(locale ?? 'en', Math.abs(frames) / FPS, 2))}`;
}

/** The URL values after changing one field (seconds clamped to the form's range, counts to whole numbers). */
export function withSeconds(key: 'mpSplit' | 'mpX70', list: number[], i: number, x: number): Partial<PlannerValues> {
  const next = list.slice();
  next[i] = Math.min(MAX_SECONDS, Math.max(0, x));
  return { [key]: formatList(next) };
}
export function withClear(clears: number[][], i: number, k: number, x: number): Partial<PlannerValues> {
  const next = clears.map((r) => r.slice());
  next[i][k] = Math.min(MAX_COUNT, Math.max(0, Math.round(x)));
  return { mpClears: formatClears(next) };
}
export function withRoll(roll: number[], k: number, x: number): Partial<PlannerValues> {
  const next = roll.slice();
  next[k] = Math.min(MAX_ROLL_CLEARS, Math.max(0, Math.round(x)));
  return { mpRoll: next.join('-') };
}

/** The plain-text summary the "copy" button writes: the result, then every input that made it, then the link. */
export function summaryText(model: PlannerModel, v: PlannerValues, url: string, locale?: Locale): string {
  const m = messagesFor(MESSAGES, locale);
  const e = model.floor;
  if (!e || !model.combo) return [m.cannot + model.problem, url].join('\n');
  const roll = e.rollKind ? m.sumRoll(e.rollKind) : e.stoppedAtTorikan ? m.sumNoRollTorikan(MASTER_TORIKAN_LEVEL) : m.sumNotReached;
  const held = e.final.index === GRADE_NAMES.length - 2 && !v.mpGm && !!e.rollKind;
  return [
    m.sumTitle(m.range(e.final.name, model.combo.final.name), held),
    m.sumCounts(e.cools, e.perSection.filter((s) => s.regret).length, e.internalGrade, roll),
    m.sumRollInput(model.roll.join('-'), v.mpSurv, v.mpGm),
    ...e.perSection.map((s, i) =>
      m.sumSection(
        sectionName(s.section),
        tgm3Clock(locale, s.frames),
        tgm3Clock(locale, s.x70Frames),
        model.clears[i].join('-'),
        `${s.cool ? ' COOL' : ''}${s.regret ? ' REGRET' : ''}`,
        s.gradeAtEnd.name,
      ),
    ),
    url,
  ].join('\n');
}
