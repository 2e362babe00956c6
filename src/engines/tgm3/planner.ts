// Master run planner: section times in, COOL / REGRET / speed level / torikan out (seed 002 Master; json; RULINGS.md TGM3).
import { MASTER_TORIKAN_FRAMES } from './data/grading';
import { coolLimitFrames, isSectionCool, isSectionRegret, type PlusTwoRule } from './grading';
import { MASTER_20G_SPEED_LEVEL, masterGravity, speedLevel } from './speed';
import { REGRET_FRAMES, COOL_FRAMES_TO_70 } from './data/grading';
import { checkBool, checkChoice, checkFrames, checkList, checkObject } from './validate';

export interface SectionTimes {
  /** Frames from x00 to x70. */
  t70: number;
  /** Frames from x00 to the end of the section. */
  frames: number;
}

export interface PlannedSection {
  section: number;
  t70: number;
  frames: number;
  /** Table limit to x70, and the limit after the +2 s rule (null: no COOL in this section). */
  baseLimit: number | null;
  limit: number | null;
  plusTwoApplied: boolean;
  cool: boolean;
  regretLimit: number;
  regret: boolean;
  /** Total time at the end of the section. */
  endFrame: number;
  /** Speed level at the start of the section (COOLs of earlier sections counted). */
  speedLevelAtStart: number;
  gravityAtStart: number;
}

export interface MasterPlan {
  sections: PlannedSection[];
  cools: number;
  regrets: number;
  /** First level at which gravity is 20G, or null if never within the played sections. */
  level20G: number | null;
  stoppedAtTorikan: boolean;
  /** Grade effect: +cools from COOLs, −regrets boosts (each REGRET removes one boost). */
  gradeDelta: number;
}

/**
 * Plans up to 10 sections; stops after section 4 when the level-500 torikan applies (not in exams).
 * @source seed 002 Master (COOL/REGRET, speed level, torikan at level 500); json; RULINGS.md TGM3
 */
export function planMaster(times: SectionTimes[], o: { plusTwo?: PlusTwoRule; exam?: boolean } = {}): MasterPlan {
  checkList<SectionTimes>('times', times, REGRET_FRAMES.length).forEach((t, i) => {
    checkObject(`times[${i}]`, t);
    checkFrames(`times[${i}].t70`, t.t70);
    checkFrames(`times[${i}].frames`, t.frames);
  });
  checkObject('options', o);
  if (o.plusTwo !== undefined) checkChoice('options.plusTwo', o.plusTwo, ['afterCool', 'always'] as const);
  if (o.exam !== undefined) checkBool('options.exam', o.exam);
  const sections: PlannedSection[] = [];
  let cools = 0;
  let total = 0;
  let level20G: number | null = null;
  let stopped = false;
  for (let i = 0; i < times.length; i++) {
    const t70 = Math.max(0, Math.round(times[i].t70));
    const frames = Math.max(t70, Math.round(times[i].frames));
    const prev = sections[i - 1];
    const limit = coolLimitFrames(i, prev ? { t70Frames: prev.t70, hadCool: prev.cool } : undefined, o.plusTwo ?? 'afterCool');
    const baseLimit = COOL_FRAMES_TO_70[i];
    const cool = isSectionCool(t70, limit);
    const startSL = speedLevel(i * 100, cools);
    // 20G starts at the first level whose speed level reaches 500 (COOLs count once their section is finished).
    if (level20G === null && startSL + 99 >= MASTER_20G_SPEED_LEVEL) level20G = Math.max(i * 100, MASTER_20G_SPEED_LEVEL - 100 * cools);
    total += frames;
    sections.push({
      section: i,
      t70,
      frames,
      baseLimit,
      limit,
      plusTwoApplied: limit !== null && baseLimit !== null && limit < baseLimit,
      cool,
      regretLimit: REGRET_FRAMES[i],
      regret: isSectionRegret(i, frames),
      endFrame: total,
      speedLevelAtStart: startSL,
      gravityAtStart: masterGravity(startSL),
    });
    if (cool) cools++;
    if (i === 4 && !o.exam && total > MASTER_TORIKAN_FRAMES) {
      stopped = true;
      break;
    }
  }
  const regrets = sections.filter((s) => s.regret).length;
  return { sections, cools, regrets, level20G, stoppedAtTorikan: stopped, gradeDelta: cools - regrets };
}
