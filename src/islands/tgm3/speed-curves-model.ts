// The speed-curves figure's model (no DOM): one mode's gravity and delay steps, where gravity first reaches 20G, where
// Master's gravity falls back (speed level 200, moved earlier by COOLs) and the kill timer, with the chart's marks in
// the order the figure numbers them.
import {
  MASTER_GRAVITY_DROP_SPEED_LEVEL,
  delaySteps,
  first20GLevel,
  gravitySteps,
  killTimerFor,
  levelReachingSpeedLevel,
  type SpeedMode,
} from '~/engines/tgm3';

/** A mark on the chart: the level where gravity falls back, the first 20G level, or the kill timer (at the top). */
export interface SpeedMark {
  axis: 'x' | 'y';
  value: number;
  what: 'slowAgain' | 'first20G' | 'killTimer';
}

export interface SpeedCurvesView {
  master: boolean;
  gravity: ReturnType<typeof gravitySteps>;
  delays: ReturnType<typeof delaySteps>;
  /** First level at 20G (0: from the start), or null when the mode never reaches it. */
  at20: number | null;
  /** Master only: the level where gravity falls back, and the gravity it falls back to. */
  drop: { level: number; g: number } | null;
  kill: { frames: number } | null;
  marks: SpeedMark[];
}

/** Everything the figure shows for a mode and a COOL count (COOLs only move Master's curve). */
export function speedCurvesView(mode: SpeedMode, cools: number): SpeedCurvesView {
  const master = mode === 'master';
  const gravity = gravitySteps(mode, cools);
  const at20 = first20GLevel(mode, cools);
  const dropLevel = master ? levelReachingSpeedLevel(MASTER_GRAVITY_DROP_SPEED_LEVEL, cools) : null;
  const drop = dropLevel === null ? null : { level: dropLevel, g: gravity.find((s) => s.level === dropLevel)?.g ?? 0 };
  const kill = killTimerFor(mode);
  const top = gravity.reduce((m, s) => Math.max(m, s.g), 0);
  const marks: SpeedMark[] = [];
  if (drop) marks.push({ axis: 'x', value: drop.level, what: 'slowAgain' });
  if (at20 !== null && at20 > 0) marks.push({ axis: 'x', value: at20, what: 'first20G' });
  if (kill) marks.push({ axis: 'y', value: top, what: 'killTimer' });
  return { master, gravity, delays: delaySteps(mode, cools), at20, drop, kill, marks };
}
