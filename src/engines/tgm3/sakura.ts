// Sakura mode's stages: the stage list (20 stages, then EX1-EX7), the time rules and which EX stages a run is offered,
// in the two readings the sources give (seed 002, Sakura; tgm3-visualizer's Sakura processor and grade names).
import { FPS } from './time';
import { checkChoice, checkFrames, checkInt } from './validate';

/** Normal stages and EX stages (seed: "There are 20 stages, and 7 EX stages"). */
const SAKURA_STAGES = 20;
const SAKURA_EX_STAGES = 7;
/** The whole mode's time limit at the start: 3 minutes (seed: "starts at 3 minutes"). */
export const SAKURA_START_FRAMES = 3 * 60 * FPS;
/** Time bonus: 10 s for a stage cleared within 10 s, 5 s within 20 s; 1 s per jewel cleared (seed: Sakura). */
export const SAKURA_BONUS = [
  { within: 10 * FPS, bonus: 10 * FPS },
  { within: 20 * FPS, bonus: 5 * FPS },
] as const;
export const SAKURA_JEWEL_FRAMES = FPS;
/** Giving up a normal stage costs 30 s, and needs at least 30 s left (seed: Sakura). */
export const SAKURA_GIVE_UP_FRAMES = 30 * FPS;
/** EX stages offered: all 20 cleared (5), all 20 within 5 minutes (all 7), otherwise the first 3 (seed: Sakura). */
const SAKURA_EX_ALL_CLEARED = 5;
const SAKURA_EX_OTHERWISE = 3;
/** The 5-minute mark for all 7 EX stages (seed: "within 5 minutes"; tgm3-visualizer: summed stage times over 5:00). */
export const SAKURA_ALL_EX_FRAMES = 5 * 60 * FPS;

export interface SakuraStage {
  /** 0-based index, as the game's memory counts it (tgm3-visualizer). */
  index: number;
  /** The name the game shows: 1-20, then EX1-EX7 (tgm3-visualizer's grade names). */
  name: string;
  ex: boolean;
  /** Whether a stage has its own stage timer (EX stages have none: seed). */
  stageTimer: boolean;
}

/**
 * All 27 stages in order.
 * @source seed 002 Sakura (20 stages, then EX1-EX7)
 */
export function sakuraStages(): SakuraStage[] {
  return Array.from({ length: SAKURA_STAGES + SAKURA_EX_STAGES }, (_, index) => {
    const ex = index >= SAKURA_STAGES;
    return { index, name: ex ? `EX${index - SAKURA_STAGES + 1}` : String(index + 1), ex, stageTimer: !ex };
  });
}

/**
 * Time bonus for a normal stage cleared in `frames` (seed: 10 s within 10 s, 5 s within 20 s).
 * @source seed 002 Sakura time rules; tgm3-visualizer's Sakura processor
 */
export function sakuraClearBonus(frames: number): number {
  checkFrames('frames', frames);
  for (const b of SAKURA_BONUS) if (frames <= b.within) return b.bonus;
  return 0;
}

export type SakuraReading = 'wiki' | 'visualizer';

/**
 * EX stages offered after the 20 normal stages. The wiki: all 20 cleared → 5, or 7 when done within 5 minutes; otherwise
 * 3. tgm3-visualizer: 3 once 19 are cleared, none below that; with all 20, 7 unless the summed stage times pass 5:00.
 */
export function sakuraExOffered(cleared: number, frames: number, reading: SakuraReading = 'wiki'): number {
  const c = checkInt('cleared', cleared, 0, SAKURA_STAGES);
  const t = checkFrames('frames', frames);
  checkChoice('reading', reading, ['wiki', 'visualizer'] as const);
  if (c === SAKURA_STAGES) return t <= SAKURA_ALL_EX_FRAMES ? SAKURA_EX_STAGES : SAKURA_EX_ALL_CLEARED;
  if (reading === 'wiki') return SAKURA_EX_OTHERWISE;
  return c >= SAKURA_STAGES - 1 ? SAKURA_EX_OTHERWISE : 0;
}

/** The weakest outcome of the 20 normal stages under which a stage is played. */
export type SakuraOffer = 'always' | 'anyCleared' | 'nineteen' | 'all' | 'allFast';

const OUTCOMES: { key: SakuraOffer; cleared: number; frames: number }[] = [
  { key: 'anyCleared', cleared: 0, frames: SAKURA_ALL_EX_FRAMES + 1 },
  { key: 'nineteen', cleared: SAKURA_STAGES - 1, frames: SAKURA_ALL_EX_FRAMES + 1 },
  { key: 'all', cleared: SAKURA_STAGES, frames: SAKURA_ALL_EX_FRAMES + 1 },
  { key: 'allFast', cleared: SAKURA_STAGES, frames: SAKURA_ALL_EX_FRAMES },
];

/**
 * When a stage is played, in one reading: normal stages always; an EX stage from the weakest outcome that offers it.
 * @source seed 002 Sakura and tgm3-visualizer's Sakura processor (the two readings)
 */
export function sakuraStageOffer(index: number, reading: SakuraReading = 'wiki'): SakuraOffer {
  const i = checkInt('index', index, 0, SAKURA_STAGES + SAKURA_EX_STAGES - 1);
  if (i < SAKURA_STAGES) return 'always';
  const ex = i - SAKURA_STAGES + 1;
  const o = OUTCOMES.find((x) => sakuraExOffered(x.cleared, x.frames, reading) >= ex);
  if (!o) throw new RangeError(`EX stage ${ex} is never offered in the ${reading} reading.`);
  return o.key;
}
