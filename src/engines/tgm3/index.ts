// TGM3 Terror-Instinct engine: grading, speed, Shirase, scoring, exams and sequences (seed 002_096d099eb8365792.txt).
export { GRADE_NAMES, GRADE_LONG_NAMES } from './data/grading';
export * from './grading';
export * from './speed';
export * from './master-game';
export * from './shirase';
export * from './score';
export * from './exams';
export * from './sequences';
export * from './time';
export * from './planner';
export * from './decay-cost';
export * from './speed-chart';
export * from './validate';
export {
  ROLL_FRAMES,
  ROLL_FRAMES_CLONES,
  INVISIBLE_COOLS,
  INVISIBLE_MIN_INTERNAL_GRADE,
  REGRET_FRAMES,
  COOL_FRAMES_TO_70,
  COOL_PREVIOUS_MARGIN,
  INTERNAL_GRADES,
  MASTER_TORIKAN_FRAMES,
  WORLD_LOCK_RESETS,
} from './data/grading';
export * from './estimate';
export * from './cells';
export * from './randomizer';
export * from './deadlines';
export * from './sakura';
