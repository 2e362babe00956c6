// Section deadlines of Master: the timeline of a run against each section's COOL and REGRET deadlines, the reverse
// planner (the latest x70 and split that still earn COOLs in sections k..9) and the invisible-roll target.
// Rules from seed 002 (Master; Section COOL/REGRET system; Staff roll grading system) and master-grading.json, through
// grading.ts; the x70 estimate is our choice (the sources give no way to get x70 from a split).
import { COOL_FRAMES_TO_70, COOL_PREVIOUS_MARGIN, INVISIBLE_COOLS, INVISIBLE_MIN_INTERNAL_GRADE, REGRET_FRAMES } from './data/grading';
import { coolLimitFrames, tapGradeName, type PlusTwoRule } from './grading';
import { planMaster, type MasterPlan } from './planner';
import { checkBool, checkChoice, checkFrames, checkInt, checkList, checkObject } from './validate';

const SECTIONS = REGRET_FRAMES.length;
const LAST_LEVEL = 999;
/** Level of the x70 mark within a section (seed: "x70"); the section's first level is section × 100. */
const X70_OFFSET = 70;
const SECTION_SPAN = 100;

/**
 * x70 estimate from a split: 70 of the section's 100 levels, at an even pace (our choice: the sources give no rule;
 * the level stop at x99 makes real x70 times a little earlier than this, so the estimate errs on the late side).
 */
export function estimateX70Frames(splitFrames: number): number {
  return Math.round((checkFrames('splitFrames', splitFrames) * X70_OFFSET) / SECTION_SPAN);
}

/** One point of the timeline chart: a level, the run's time there, and the deadline that falls there (if any). */
export interface TimelinePoint {
  level: number;
  /** Total frames when the run reached this level. */
  run: number;
  /** At x70: the total time by which x70 must be reached for a COOL (null: no COOL in this section, or not x70). */
  coolDeadline: number | null;
  /** At a section's end: the total time after which the section is a REGRET (null elsewhere). */
  regretDeadline: number | null;
}

export interface SectionSplit {
  /** Frames from x00 to the section's end. */
  frames: number;
  /** Frames from x00 to x70; null: estimated from the split (estimateX70Frames). */
  x70Frames: number | null;
}

export interface Timeline {
  plan: MasterPlan;
  points: TimelinePoint[];
  /** Which sections' x70 times were estimated from their split. */
  estimated: boolean[];
  /** Whether the level-500 torikan would stop this run outside an exam (the plan still shows every section). */
  torikanStops: boolean;
}

/**
 * The run's time at x00, x70 and each section's end, with its COOL and REGRET deadlines (planMaster's rules).
 * @source seed 002 Section COOL/REGRET system; master-grading.json
 */
export function sectionTimeline(splits: SectionSplit[], o: { plusTwo?: PlusTwoRule } = {}): Timeline {
  checkList<SectionSplit>('splits', splits, SECTIONS).forEach((s, i) => {
    checkObject(`splits[${i}]`, s);
    checkFrames(`splits[${i}].frames`, s.frames);
    if (s.x70Frames !== null) checkFrames(`splits[${i}].x70Frames`, s.x70Frames);
  });
  checkObject('options', o);
  const estimated = splits.map((s) => s.x70Frames === null);
  const times = splits.map((s) => ({ frames: s.frames, t70: s.x70Frames ?? estimateX70Frames(s.frames) }));
  // Every section is drawn (as in an exam, which has no torikan: seed Master); the torikan is reported beside it.
  const plan = planMaster(times, { ...o, exam: true });
  const torikanStops = planMaster(times, { ...o, exam: false }).stoppedAtTorikan;
  const points: TimelinePoint[] = [{ level: 0, run: 0, coolDeadline: null, regretDeadline: null }];
  let start = 0;
  for (const s of plan.sections) {
    const base = s.section * SECTION_SPAN;
    const coolDeadline = s.limit === null ? null : start + s.limit;
    points.push({ level: base + X70_OFFSET, run: start + s.t70, coolDeadline, regretDeadline: null });
    // A section is a REGRET when it takes strictly longer than its limit (json regretRule).
    points.push({ level: Math.min(LAST_LEVEL, base + SECTION_SPAN), run: s.endFrame, coolDeadline: null, regretDeadline: start + s.regretLimit });
    start = s.endFrame;
  }
  return { plan, points, estimated, torikanStops };
}

/** One section of the reverse planner's answer. */
export interface ReverseSection {
  section: number;
  /** Latest x70 time (frames from x00) that still earns the COOL when every section before it from k on was COOL at
   * its own latest time; null in 900-999 (no COOL there). */
  latestX70: number | null;
  /** The table limit, and whether the +2 s rule made the deadline earlier than it. */
  tableLimit: number | null;
  plusTwoBinds: boolean;
  /** Longest section time without a REGRET (a REGRET is strictly longer: json regretRule). */
  latestSplit: number;
}

export interface ReverseQuery {
  /** First section still to play, 0..9. */
  from: number;
  /** x70 time of section from - 1 in frames, and whether that section was a COOL (ignored when from is 0). */
  previousX70?: number;
  previousCool?: boolean;
  plusTwo?: PlusTwoRule;
}

/**
 * Sections from..9 at the slowest pace that still earns every COOL: each latest x70 is the deadline the one before it
 * leaves (table limit, or previous x70 + 2 s after a COOL: seed "+2 s"; json), each split the REGRET limit.
 */
export function reverseCools(q: ReverseQuery): ReverseSection[] {
  checkObject('query', q);
  const from = checkInt('from', q.from, 0, SECTIONS - 1);
  const rule = checkChoice('plusTwo', q.plusTwo ?? 'afterCool', ['afterCool', 'always'] as const);
  let prev: { t70Frames: number; hadCool: boolean } | undefined =
    from === 0 ? undefined : { t70Frames: checkFrames('previousX70', q.previousX70), hadCool: checkBool('previousCool', q.previousCool, true) };
  const out: ReverseSection[] = [];
  for (let i = from; i < SECTIONS; i++) {
    const limit = coolLimitFrames(i, prev, rule);
    const tableLimit = COOL_FRAMES_TO_70[i];
    out.push({
      section: i,
      latestX70: limit,
      tableLimit,
      plusTwoBinds: limit !== null && tableLimit !== null && limit < tableLimit,
      latestSplit: REGRET_FRAMES[i],
    });
    if (limit !== null) prev = { t70Frames: limit, hadCool: true };
  }
  return out;
}

/** The +2 s margin in frames (re-exported for the page's explanation). */
export const PLUS_TWO_FRAMES = COOL_PREVIOUS_MARGIN;

export interface RollTarget {
  /** Internal grade needed by 999 for the invisible roll, and its TAP name (seed: Staff roll grading system). */
  internalGrade: number;
  tapName: string;
  /** Section COOLs needed (all of 000-899) and how many are still possible after missing `missed`. */
  coolsNeeded: number;
  possible: boolean;
}

/**
 * What the invisible roll asks for at 999, given how many COOLs were already missed (seed: Staff roll grading system).
 * @source seed 002 Staff roll grading system
 */
export function invisibleRollTarget(missed: number): RollTarget {
  const m = checkInt('missed', missed, 0, INVISIBLE_COOLS);
  return { internalGrade: INVISIBLE_MIN_INTERNAL_GRADE, tapName: tapGradeName(INVISIBLE_MIN_INTERNAL_GRADE), coolsNeeded: INVISIBLE_COOLS, possible: m === 0 };
}
