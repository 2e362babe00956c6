// Zenith Tower engine (TETR.IO Quick Play 2, seed 000): the public API that islands, pages and tests use.
export { MOD_IDS, MOD_CARDS, hasMod, hasReversed, hasAnyReversed, isEasyMode, normalizeMods, type Mod, type ModId } from './mods';
export { FLOOR_STARTS, FLOOR_NAMES, floorAt } from './floors';
export { COLUMNS, favorWeights, favorWeightNinths, neverPickedPlaces, favorProbabilities, garbageFavor } from './garbage-favor';
export {
  FPS,
  secondsOfFrames,
  SECONDS_PER_MINUTE,
  DUO_REVERSED_MAX_RANK,
  DUO_REVERSED_MAX_SHOWN_RANK,
  duoReversedXpCap,
  rankMultiplier,
  xpToPromote,
  leakFactor,
  leakPerFrame,
  leakPerSecond,
  secondsFullBarToDrain,
  secondsFullBarToDemotion,
  canDemote,
  secondsUntilDemotion,
  secondsToFallTo,
  promotionProtectionFrames,
  speedCap,
  expertDescentPerSecond,
  sendsPerMinuteToHold,
  initialClimbState,
  applyClimbEvent,
  awardLines,
  climbTick,
  simulateClimb,
  runClimbLoop,
  bucketEvents,
  type FrameBuckets,
  climbColumns,
  samplesOf,
  sampleAt,
  type ClimbColumns,
  type ClimbTrace,
  SPEEDRUN_REQ,
  hyperspeedAllowed,
  hyperspeedAllowedIn,
  STREAK_IDLE_FRAMES,
  STREAK_IDLE_BUMP,
  hyperspeedRequirement,
  hyperspeedSpans,
  type ClimbEvent,
  type ClimbEventType,
  type ClimbSample,
  type ClimbState,
} from './climb';
export {
  TARGETING_GRACE_SLOW,
  TARGETING_GRACE_FAST,
  TARGETING_GRACE_MAX,
  targetingGraceSeconds,
  graceAfterAttack,
  simulateGrace,
  messiness,
  messinessWithGrace,
  garbagePhaseFrames,
  garbageWaitFrames,
  referenceHole,
  columnScores,
  holeColumn,
  holeProbabilities,
  type Board,
  type GraceReading,
  type HoleOptions,
  type SortDirection,
} from './garbage';
export {
  MAX_CLEAR_LINES,
  normalAttack,
  clearAttack,
  surgeOf,
  perfectClearRule,
  type AttackMode,
  countedLines,
  clearLabel,
  REPEAT_PENALTY_ROWS,
  repeatPenaltyRows,
  roundAttack,
  windupSplit,
  type SpinKind,
  type ClearInput,
  type AttackResult,
  type Windup,
} from './attack';
export {
  FATIGUE_TIMELINES,
  fatigueMode,
  fatigueAt,
  baseReceiveMultiplier,
  cancelMultiplier,
  targetingFactorAt,
  dangerReliefShare,
  DANGER_RELIEF,
  garbageProtection,
  hasGarbageProtection,
  type FatigueMode,
  type FatigueStep,
  type FatigueEffect,
  type FatigueState,
} from './fatigue';
export {
  REVIVE_TASKS,
  REVIVE_PLANS,
  reviveDifficulty,
  revivePlan,
  tasksOfGrade,
  drawRevive,
  REVIVE_PLAN_16_CURRENT,
  revivePlanOf,
  NO_HOLD_EXCLUDED_TASKS_CURRENT,
  tasksOfGradeIn,
  REVIVE_LEVEL_INCREASE,
  reviveDifficultyOf,
  type ReviveTask,
  type TaskGrade,
} from './duo';
export {
  GRAVITY_BUMPS,
  GRAVITY_LOCK_DELAY,
  GRAVITY_REVERSED_LOCK_DELAY,
  modParameters,
  MESSY_REVERSED_CLEAR_DELAY_FRAMES,
  messyReversedClearDelaySeconds,
  type ModParameters,
} from './mod-effects';
export { paceEvents, paceBuckets, rankSkipFrames, type Pace } from './pace';
export {
  PACE_STYLES,
  SURGE_CHAIN,
  styleCycle,
  attackPerClear,
  styledBuckets,
  styledEvents,
  type PaceStyle,
  type StyleClear,
  type StyledPace,
} from './pace-styles';
export {
  MAX_RUN_MINUTES,
  PLAN_MAX_APM,
  FLOOR_COUNT,
  CLIMB_DEFAULT_PACE,
  framesOfMinutes,
  secondsOfFrame,
  frameClock,
  floorStart,
  floorSplits,
  checkPlanInput,
  firstFrameAtAltitude,
  planClimbSteps,
  planClimb,
  arrivalCurve,
  PLAN_GAP_WINDOW,
  PLAN_PHASE_WINDOW,
  type PlanAnswer,
  eventsPerMinute,
  type PlanInput,
  type CheckedPlan,
  type MinuteSummary,
} from './planner';
export { MAX_CLIMB_FRAMES } from './climb';
export { MAX_GRACE_FRAMES } from './garbage';
export { FRAMES_PER_MINUTE, MAX_EVENTS_PER_MINUTE } from './pace';
export { MAX_RANK, MAX_EVENT_LINES } from './validate';
export {
  CLIENT_VERSIONS,
  DEFAULT_CLIENT_VERSION,
  SITE_CLIENT_VERSION,
  CLIENT_VERSION_LABELS,
  VERSION_CHANGES,
  versionArg,
  type ClientVersion,
  type VersionChange,
  type ChangeTopic,
} from './versions';
// The current client's rules, by topic (RULINGS.md, Zenith: a second client version beside the seed).
export * from './windup';
export * from './windup-queue';
export * from './incoming';
export * from './cancel-streak';
export * from './xp';
export * from './holes';
export * from './gravity';
export * from './warlock';
export * from './special-mods';
export { NOHOLD_REVERSED_SIDE_CHANGE, noHoldReversedSideChange, FIRST_FLOOR_GLOCK } from './seed-extras';
export * from './run-splits';
export * from './mod-combos';
export * from './surge';
export * from './allspin-penalty';
export * from './volatile-cancel';
export * from './run-altitudes';
