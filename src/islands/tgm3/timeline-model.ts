// Model of the section timeline (pure, no DOM): the link's split and x70 lists → the deadlines engine's timeline, the
// chart's series (seconds against level) and the table's rows; and the paste box's reader (section times or running
// totals, written 45.5, 0:45:50 or 0:45.50).
import { FPS, MASTER_SECTIONS, framesFromSeconds, sectionTimeline, type Timeline } from '~/engines/tgm3';
import { textParam, type ParamValues } from '~/lib/url-state';
import type { Locale } from '~/i18n/locales';
import { formatList } from './parse';
import { MAX_SECONDS } from './planner-model';

// Default: the Master planner's default run (each section a second faster than the last, x70 inside every COOL limit).
const SPLIT = [48, 47, 46, 45, 44, 43, 42, 41, 40, 39];
const X70 = [34, 33, 32, 31, 30, 29, 28, 27, 26, 25]; // literal-ok: default example times in seconds
const LIST = { pattern: /^[0-9., ]*$/, maxLength: 120, describe: { en: 'a comma list of seconds', 'zh-cn': '用逗号分隔的秒数' } }; // literal-ok: form limit

export const SPECS = {
  dtSplit: textParam({ default: formatList(SPLIT), ...LIST }),
  /** x70 times; an empty entry is estimated from its split. */
  dtX70: textParam({ default: formatList(X70), ...LIST }),
};
export type TimelineValues = ParamValues<typeof SPECS>;

export type TimelineNote = { kind: 'bad'; entry: number } | { kind: 'clamped'; entry: number } | { kind: 'extra' } | { kind: 'x70AfterSplit'; entry: number };

/** Reads a comma list into at most 10 numbers of seconds in [0, MAX_SECONDS]; empty entries are null. */
function readList(text: string, notes: TimelineNote[]): (number | null)[] {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length > MASTER_SECTIONS) notes.push({ kind: 'extra' });
  return parts.slice(0, MASTER_SECTIONS).map((p, i) => {
    if (p === '') return null;
    const x = Number(p);
    if (!Number.isFinite(x)) {
      notes.push({ kind: 'bad', entry: i + 1 });
      return null;
    }
    if (x > MAX_SECONDS) notes.push({ kind: 'clamped', entry: i + 1 });
    return Math.min(MAX_SECONDS, x);
  });
}

export interface TimelineModel {
  timeline: Timeline | null;
  notes: TimelineNote[];
  /** Entered x70 seconds per section (null: estimated from the split). */
  x70Given: (number | null)[];
}

/** Sections are the split entries up to the first empty one; an x70 later than its split is ignored (estimated). */
export function timelineModel(v: TimelineValues): TimelineModel {
  const notes: TimelineNote[] = [];
  const splits = readList(v.dtSplit, notes);
  const count = splits.findIndex((s) => s === null);
  const used = (count === -1 ? splits : splits.slice(0, count)) as number[];
  const x70s = readList(v.dtX70, notes);
  const x70Given = used.map((s, i) => {
    const x = x70s[i] ?? null;
    if (x !== null && x > s) {
      notes.push({ kind: 'x70AfterSplit', entry: i + 1 });
      return null;
    }
    return x;
  });
  if (used.length === 0) return { timeline: null, notes, x70Given };
  const timeline = sectionTimeline(
    used.map((s, i) => ({ frames: framesFromSeconds(s), x70Frames: x70Given[i] === null ? null : framesFromSeconds(x70Given[i] as number) })),
  );
  return { timeline, notes, x70Given };
}

/** The chart: levels on x, seconds on y; the run as a line, the deadlines as points (NaN where a level has none). */
export function timelineSeries(t: Timeline) {
  const s = (f: number | null) => (f === null ? Number.NaN : f / FPS);
  return {
    labels: t.points.map((p) => p.level),
    run: t.points.map((p) => s(p.run)),
    cool: t.points.map((p) => s(p.coolDeadline)),
    regret: t.points.map((p) => s(p.regretDeadline)),
  };
}

/** One time as a player writes it: 45.5, 0:45:50 (the game's m:ss:cc) or 0:45.50 → seconds; null when unreadable. */
export function readTime(text: string): number | null {
  const t = text.trim();
  let m = /^(\d+(?:\.\d+)?)$/.exec(t);
  if (m) return Number(m[1]);
  m = /^(\d+):([0-5]?\d)(?:[:.](\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const cc = m[3] === undefined ? 0 : Number(m[3].padEnd(2, '0'));
  return Number(m[1]) * 60 + Number(m[2]) + cc / 100; // literal-ok: seconds per minute and hundredths in a written time
}

export type PasteKind = 'section' | 'total';

/** Pasted splits (commas, spaces, tabs or new lines between times) → section times in seconds, or the first bad entry. */
export function readPastedSplits(text: string, kind: PasteKind): { seconds: number[] } | { bad: number } | { tooMany: true } {
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  if (parts.length > MASTER_SECTIONS) return { tooMany: true };
  const times: number[] = [];
  for (let i = 0; i < parts.length; i++) {
    const x = readTime(parts[i]);
    if (x === null || x > (kind === 'total' ? MAX_SECONDS * MASTER_SECTIONS : MAX_SECONDS)) return { bad: i + 1 };
    times.push(x);
  }
  if (kind === 'section') return { seconds: times };
  const out = times.map((x, i) => Math.round((x - (i === 0 ? 0 : times[i - 1])) * 100) / 100); // literal-ok: hundredths
  const back = out.findIndex((x) => x <= 0 || x > MAX_SECONDS);
  return back === -1 ? { seconds: out } : { bad: back + 1 };
}

/** The link values for pasted splits: x70 entries left empty, so each is estimated. */
export function valuesFromPaste(seconds: number[]): Partial<TimelineValues> {
  return { dtSplit: formatList(seconds), dtX70: seconds.map(() => '').join(',') };
}

/** A link to the timeline holding a planner's run (the planner's page links to it). */
export function timelineHref(split: number[], x70: number[], locale: Locale | undefined): string {
  const q = new URLSearchParams({ dtSplit: formatList(split), dtX70: formatList(x70) });
  return `${locale === 'zh-cn' ? '/zh-cn' : ''}/tgm3/deadlines/?${q.toString()}#section-timeline`;
}
