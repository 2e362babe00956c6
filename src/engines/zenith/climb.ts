// The climb (seed 000 "推进器", "经验", "跳级", "经验流失", "速通模式", and the reference Loop/Award* code): rank, XP and
// altitude per frame. One file per part, in the seed's order; this file gathers their exports for the rest of the engine.
//   climb-state.ts    the events, samples and loop state; the Duo+ rank cap; frame time
//   climb-leak.ts     经验 / 经验流失: XP bars, the leak, the protection after a promotion, time to demote
//   climb-speed.ts    爬塔: the passive climb's speed cap and the Expert+ descent
//   climb-awards.ts   经验 table: what each event gives (the plain form and the run loop's)
//   climb-tick.ts     one frame of the reference Loop on a ClimbState (the plain form)
//   climb-loop.ts     the run: frame buckets, the fast loop, typed columns, simulateClimb
//   climb-samples.ts  a run's samples as plain objects, built on demand from its columns (one shape for every frame)
//   hyperspeed.ts     速通模式
export { FPS } from './frames';
export { rankMultiplier } from './rank';
export {
  secondsOfFrames,
  SECONDS_PER_MINUTE,
  MAX_CLIMB_FRAMES,
  DUO_REVERSED_MAX_RANK,
  DUO_REVERSED_MAX_SHOWN_RANK,
  duoReversedXpCap,
  initialClimbState,
  STREAK_IDLE_FRAMES,
  STREAK_IDLE_BUMP,
  type ClimbEvent,
  type ClimbEventType,
  type ClimbSample,
  type ClimbState,
} from './climb-state';
export {
  xpToPromote,
  leakFactor,
  leakPerFrame,
  leakPerSecond,
  secondsFullBarToDrain,
  secondsFullBarToDemotion,
  canDemote,
  secondsUntilDemotion,
  promotionProtectionFrames,
  secondsToFallTo,
} from './climb-leak';
export { speedCap, expertDescentPerSecond, sendsPerMinuteToHold } from './climb-speed';
export { awardLines, applyClimbEvent } from './climb-awards';
export { climbTick } from './climb-tick';
export { checkEvent, bucketEvents, type FrameBuckets } from './climb-buckets';
export { climbColumns, runClimbLoop, simulateClimb, type ClimbColumns, type ClimbTrace } from './climb-loop';
export { sampleAt, samplesOf } from './climb-samples';
export { SPEEDRUN_REQ, hyperspeedAllowed, hyperspeedAllowedIn, hyperspeedRequirement, hyperspeedSpans } from './hyperspeed';
