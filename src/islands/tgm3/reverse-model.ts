// Model of the reverse planner (pure, no DOM): the section to start from, the previous x70 time and whether it was a
// COOL → the deadlines engine's latest x70 and split for every COOL from there, the chart's series, and what the
// invisible roll still asks for.
import {
  FPS,
  MASTER_LAST_LEVEL,
  MASTER_SECTIONS,
  estimateX70Frames,
  framesFromSeconds,
  invisibleRollTarget,
  reverseCools,
  type ReverseSection,
  type RollTarget,
} from '~/engines/tgm3';
import { boolParam, numberParam, type ParamValues } from '~/lib/url-state';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { tgm3Clock } from './clock';
import { MAX_SECONDS, sectionName } from './planner-model';
import { MESSAGES } from './ReversePlanner.messages';

export const SPECS = {
  /** First section still to play (0 = 000-099). */
  bpFrom: numberParam({ default: 4, min: 0, max: MASTER_SECTIONS - 1 }),
  /** x70 time of the section before it, in seconds, and whether that section was a COOL. */
  bpPrev: numberParam({ default: 30, min: 0, max: MAX_SECONDS, decimals: 2 }), // literal-ok: example x70 in seconds
  bpCool: boolParam({ default: true }),
  /** Section COOLs already missed before the start section (the invisible roll needs none missed). */
  bpMissed: numberParam({ default: 0, min: 0, max: MASTER_SECTIONS - 1 }),
};
export type ReverseValues = ParamValues<typeof SPECS>;

export interface ReverseModel {
  rows: ReverseSection[];
  roll: RollTarget;
  /** Missed COOLs counted: the entered number, at least 1 when the previous section was not a COOL. */
  missed: number;
}

export function reverseModel(v: ReverseValues): ReverseModel {
  const first = v.bpFrom === 0;
  const rows = reverseCools(first ? { from: 0 } : { from: v.bpFrom, previousX70: framesFromSeconds(v.bpPrev), previousCool: v.bpCool });
  const missed = Math.min(v.bpFrom, Math.max(v.bpMissed, !first && !v.bpCool ? 1 : 0));
  return { rows, roll: invisibleRollTarget(missed), missed };
}

/** The chart in seconds per section: latest x70, the table limit it may be under, and the latest split. */
export function reverseSeries(rows: ReverseSection[]) {
  const s = (f: number | null) => (f === null ? Number.NaN : f / FPS);
  return {
    sections: rows.map((r) => r.section),
    x70: rows.map((r) => s(r.latestX70)),
    table: rows.map((r) => s(r.tableLimit)),
    split: rows.map((r) => s(r.latestSplit)),
  };
}

/** x70 estimate (seconds) for a split in seconds: 70 % of it, to the frame (the deadlines engine's estimate). */
export function x70FromSplit(splitSeconds: number): number {
  const frames = estimateX70Frames(framesFromSeconds(Math.min(MAX_SECONDS, Math.max(0, splitSeconds))));
  return Math.round((frames / FPS) * 100) / 100; // literal-ok: to hundredths, the field's step
}

/** The result sentence: the latest x70 of the first section (or that the last section has no COOL), then the roll. */
export function reverseSummary(model: ReverseModel, locale?: Locale): string {
  const m = messagesFor(MESSAGES, locale);
  const first = model.rows[0];
  const head =
    first.latestX70 === null
      ? m.noCoolLeft(sectionName(MASTER_SECTIONS - 1))
      : m.summary(sectionName(first.section), sectionName(MASTER_SECTIONS - 2), tgm3Clock(locale, first.latestX70));
  const r = model.roll;
  return head + (r.possible ? m.rollYes(r.internalGrade, r.tapName, r.coolsNeeded, MASTER_LAST_LEVEL) : m.rollNo(model.missed));
}
