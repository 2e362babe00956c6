// Every export of the Zenith engine, fed NaN, ±Infinity, -1 and 1e9 in each numeric argument, either returns a valid
// value (finite numbers, no holes; Infinity only where documented as "never") or throws a RangeError naming that
// argument, and returns at all (issue 11 item 6). The table below must list every exported function.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as Z from '~/engines/zenith';
import { createRng } from '~/lib/rng';
import { ThrowLog } from '../data/bounds-probe';

type Call = { arg: string; call: (x: number) => unknown; infinityOk?: boolean };
const BOARD = ['..........', 'XX........', 'GGGG.GGGGG'];
const rng = () => createRng(7);

/** For each export: one caller per numeric argument (x goes there, the others stay valid). [] = no numeric argument. */
const CALLS: Record<string, Call[]> = {
  hasMod: [],
  hasReversed: [],
  hasAnyReversed: [],
  isEasyMode: [],
  normalizeMods: [],
  fatigueMode: [],
  baseReceiveMultiplier: [],
  cancelMultiplier: [],
  hasGarbageProtection: [],
  hyperspeedAllowed: [],
  tasksOfGrade: [],
  referenceHole: [],
  columnScores: [],
  initialClimbState: [],
  clearLabel: [],
  repeatPenaltyRows: [],
  leakFactor: [],
  floorAt: [{ arg: 'altitude', call: (x) => Z.floorAt(x) }],
  favorWeights: [{ arg: 'favor', call: (x) => Z.favorWeights(x) }],
  favorWeightNinths: [
    { arg: 'favor', call: (x) => Z.favorWeightNinths(x, 3) },
    { arg: 'i', call: (x) => Z.favorWeightNinths(30, x) },
  ],
  neverPickedPlaces: [{ arg: 'favor', call: (x) => Z.neverPickedPlaces(x) }],
  favorProbabilities: [{ arg: 'favor', call: (x) => Z.favorProbabilities(x) }],
  garbageFavor: [{ arg: 'floor', call: (x) => Z.garbageFavor(x, []) }],
  duoReversedXpCap: [{ arg: 'rank', call: (x) => Z.duoReversedXpCap(x) }],
  rankMultiplier: [{ arg: 'rank', call: (x) => Z.rankMultiplier(x) }],
  secondsOfFrames: [{ arg: 'frames', call: (x) => Z.secondsOfFrames(x) }],
  xpToPromote: [{ arg: 'rank', call: (x) => Z.xpToPromote(x) }],
  leakPerFrame: [{ arg: 'rank', call: (x) => Z.leakPerFrame(x) }],
  leakPerSecond: [{ arg: 'rank', call: (x) => Z.leakPerSecond(x, ['expert']) }],
  secondsFullBarToDrain: [{ arg: 'rank', call: (x) => Z.secondsFullBarToDrain(x) }],
  secondsFullBarToDemotion: [{ arg: 'rank', call: (x) => Z.secondsFullBarToDemotion(x), infinityOk: true }],
  canDemote: [{ arg: 'rank', call: (x) => Z.canDemote(x) }],
  secondsUntilDemotion: [
    { arg: 'rank', call: (x) => Z.secondsUntilDemotion(x, 3), infinityOk: true },
    { arg: 'xp', call: (x) => Z.secondsUntilDemotion(5, x) },
    { arg: 'protectedSeconds', call: (x) => Z.secondsUntilDemotion(5, 3, [], x) },
  ],
  secondsToFallTo: [
    { arg: 'rank', call: (x) => Z.secondsToFallTo(x, 3, 2), infinityOk: true },
    { arg: 'xp', call: (x) => Z.secondsToFallTo(5, x, 2), infinityOk: true },
    { arg: 'target', call: (x) => Z.secondsToFallTo(5, 3, x), infinityOk: true },
    { arg: 'maxFrames', call: (x) => Z.secondsToFallTo(5, 3, 2, [], x), infinityOk: true },
  ],
  promotionProtectionFrames: [{ arg: 'fatigue', call: (x) => Z.promotionProtectionFrames(x) }],
  speedCap: [{ arg: 'altitude', call: (x) => Z.speedCap(x) }],
  expertDescentPerSecond: [{ arg: 'floor', call: (x) => Z.expertDescentPerSecond(x) }],
  sendsPerMinuteToHold: [
    { arg: 'floor', call: (x) => Z.sendsPerMinuteToHold(x, 4) },
    { arg: 'rank', call: (x) => Z.sendsPerMinuteToHold(3, x) },
  ],
  applyClimbEvent: [
    {
      arg: 'lines',
      call: (x) => {
        const s = Z.initialClimbState();
        Z.applyClimbEvent(s, { frame: 0, type: 'send', lines: x }, []);
        return s;
      },
    },
  ],
  awardLines: [
    {
      arg: 'amount',
      call: (x) => {
        const s = Z.initialClimbState();
        Z.awardLines(s, x, true, true, []);
        return s;
      },
    },
  ],
  climbTick: [
    {
      arg: 'rank',
      call: (x) => {
        const s = Z.initialClimbState();
        s.rank = x;
        Z.climbTick(s, []);
        return s;
      },
    },
    {
      arg: 'climbPts',
      call: (x) => {
        const s = Z.initialClimbState();
        s.climbPts = x;
        Z.climbTick(s, []);
        return s;
      },
    },
    {
      arg: 'altitude',
      call: (x) => {
        const s = Z.initialClimbState();
        s.altitude = x;
        Z.climbTick(s, []);
        return s;
      },
    },
  ],
  simulateClimb: [
    { arg: 'frames', call: (x) => Z.simulateClimb({ frames: x }) },
    { arg: 'lines', call: (x) => Z.simulateClimb({ frames: 30, events: [{ frame: 3, type: 'send', lines: x }] }) },
  ],
  surgeOf: [{ arg: 'b2b', call: (x) => Z.surgeOf(x) }],
  perfectClearRule: [],
  bucketEvents: [{ arg: 'lines', call: (x) => Z.bucketEvents([{ frame: 3, type: 'send', lines: x }], 30) }],
  runClimbLoop: [],
  climbColumns: [],
  samplesOf: [],
  sampleAt: [{ arg: 'frame', call: (x) => Z.sampleAt(Z.simulateClimb({ frames: 30 }), x) }],
  hyperspeedRequirement: [{ arg: 'floor', call: (x) => Z.hyperspeedRequirement(x) }],
  hyperspeedSpans: [],
  targetingGraceSeconds: [{ arg: 'floor', call: (x) => Z.targetingGraceSeconds(x, []) }],
  graceAfterAttack: [
    { arg: 'grace', call: (x) => Z.graceAfterAttack(x, 3) },
    { arg: 'lines', call: (x) => Z.graceAfterAttack(2, x) },
  ],
  simulateGrace: [
    { arg: 'frames', call: (x) => Z.simulateGrace({ floor: 3, frames: x, hits: [] }) },
    { arg: 'floor', call: (x) => Z.simulateGrace({ floor: x, frames: 30, hits: [] }) },
    { arg: 'lines', call: (x) => Z.simulateGrace({ floor: 3, frames: 30, hits: [{ frame: 2, lines: x }] }) },
  ],
  messiness: [{ arg: 'floor', call: (x) => Z.messiness(x, []) }],
  messinessWithGrace: [
    { arg: 'grace', call: (x) => Z.messinessWithGrace({ inner: 0.1, change: 0.25 }, x) },
    { arg: 'inner', call: (x) => Z.messinessWithGrace({ inner: x, change: 0.25 }, 2) },
  ],
  garbagePhaseFrames: [{ arg: 'floor', call: (x) => Z.garbagePhaseFrames(x, []) }],
  garbageWaitFrames: [{ arg: 'floor', call: (x) => Z.garbageWaitFrames(x, ['expert']) }],
  holeColumn: [{ arg: 'favor', call: (x) => Z.holeColumn(BOARD, x, rng()) }],
  holeProbabilities: [{ arg: 'favor', call: (x) => Z.holeProbabilities(BOARD, x) }],
  normalAttack: [{ arg: 'lines', call: (x) => Z.normalAttack(x) }],
  clearAttack: [
    { arg: 'lines', call: (x) => Z.clearAttack({ lines: x, spin: 'none' }) },
    { arg: 'streak', call: (x) => Z.clearAttack({ lines: 4, spin: 'none', streak: x }) },
    { arg: 'combo', call: (x) => Z.clearAttack({ lines: 1, spin: 'none', combo: x }) },
  ],
  countedLines: [{ arg: 'lines', call: (x) => Z.countedLines({ lines: x, spin: 'none' }, ['allspin_reversed']) }],
  roundAttack: [{ arg: 'x', call: (x) => Z.roundAttack(x, rng()) }],
  windupSplit: [{ arg: 'attack', call: (x) => Z.windupSplit(x) }],
  fatigueAt: [{ arg: 'seconds', call: (x) => Z.fatigueAt(x, ['duo_reversed']) }],
  targetingFactorAt: [{ arg: 'seconds', call: (x) => Z.targetingFactorAt(x) }],
  dangerReliefShare: [{ arg: 'seconds', call: (x) => Z.dangerReliefShare(x) }],
  garbageProtection: [{ arg: 'rows', call: (x) => Z.garbageProtection(x) }],
  reviveDifficulty: [
    { arg: 'floor', call: (x) => Z.reviveDifficulty(x, 1) },
    { arg: 'revives', call: (x) => Z.reviveDifficulty(3, x) },
    { arg: 'bonus', call: (x) => Z.reviveDifficulty(3, 1, x) },
  ],
  revivePlan: [{ arg: 'score', call: (x) => Z.revivePlan(x) }],
  drawRevive: [{ arg: 'score', call: (x) => Z.drawRevive(x, [], rng()) }],
  modParameters: [{ arg: 'floor', call: (x) => Z.modParameters(x, ['gravity']) }],
  paceEvents: [
    { arg: 'apm', call: (x) => Z.paceEvents({ apm: x, cancelShare: 0.2, clearLinesPerMin: 10, kosPerMin: 1 }, 600) },
    { arg: 'cancelShare', call: (x) => Z.paceEvents({ apm: 100, cancelShare: x, clearLinesPerMin: 10, kosPerMin: 1 }, 600) },
    { arg: 'clearLinesPerMin', call: (x) => Z.paceEvents({ apm: 100, cancelShare: 0.2, clearLinesPerMin: x, kosPerMin: 1 }, 600) },
    { arg: 'kosPerMin', call: (x) => Z.paceEvents({ apm: 100, cancelShare: 0.2, clearLinesPerMin: 10, kosPerMin: x }, 600) },
    { arg: 'burst', call: (x) => Z.paceEvents({ apm: 100, cancelShare: 0.2, clearLinesPerMin: 10, kosPerMin: 1, burst: x }, 600) },
    { arg: 'frames', call: (x) => Z.paceEvents({ apm: 100, cancelShare: 0.2, clearLinesPerMin: 10, kosPerMin: 1 }, x) },
    { arg: 'phase', call: (x) => Z.paceEvents({ apm: 100, cancelShare: 0.2, clearLinesPerMin: 10, kosPerMin: 1, phase: x }, 600) },
  ],
  paceBuckets: [
    { arg: 'apm', call: (x) => Z.paceBuckets({ apm: x, cancelShare: 0.2, clearLinesPerMin: 10, kosPerMin: 1 }, 600) },
    { arg: 'frames', call: (x) => Z.paceBuckets({ apm: 100, cancelShare: 0.2, clearLinesPerMin: 10, kosPerMin: 1 }, x) },
  ],
  rankSkipFrames: [],
  styleCycle: [],
  noHoldReversedSideChange: [{ arg: 'floor', call: (x) => Z.noHoldReversedSideChange(x) }],
  attackPerClear: [],
  styledBuckets: [
    { arg: 'apm', call: (x) => Z.styledBuckets({ apm: x, cancelShare: 0.2, clearLinesPerMin: 10, kosPerMin: 1, style: 'surge' }, 600) },
    { arg: 'cancelShare', call: (x) => Z.styledBuckets({ apm: 100, cancelShare: x, clearLinesPerMin: 10, kosPerMin: 1, style: 'quad' }, 600) },
    { arg: 'kosPerMin', call: (x) => Z.styledBuckets({ apm: 100, cancelShare: 0.2, clearLinesPerMin: 10, kosPerMin: x, style: 'tspin' }, 600) },
    { arg: 'frames', call: (x) => Z.styledBuckets({ apm: 100, cancelShare: 0.2, clearLinesPerMin: 10, kosPerMin: 1, style: 'quad' }, x) },
    { arg: 'phase', call: (x) => Z.styledBuckets({ apm: 100, cancelShare: 0.2, clearLinesPerMin: 10, kosPerMin: 1, style: 'quad', phase: x }, 600) },
  ],
  styledEvents: [{ arg: 'apm', call: (x) => Z.styledEvents({ apm: x, cancelShare: 0.2, clearLinesPerMin: 10, kosPerMin: 1, style: 'tspin' }, 600) }],
  // planner.ts (not ours; merged without rows here, so this listing test failed at a92741c): listed without fuzzing its
  // numbers; planner.test.ts covers it.
  checkPlanInput: [],
  eventsPerMinute: [],
  firstFrameAtAltitude: [],
  floorSplits: [],
  floorStart: [],
  frameClock: [],
  framesOfMinutes: [],
  planClimb: [],
  // Your run, per-minute targets, surges and mod combinations (issue 31's new tools).
  parseSplits: [],
  splitsToText: [],
  compareSplits: [],
  lastSplit: [],
  impliedApm: [],
  lowestApmReaching: [
    { arg: 'altitude', call: (x) => Z.lowestApmReaching(x, 60, {}) },
    { arg: 'seconds', call: (x) => Z.lowestApmReaching(50, x, {}) },
  ],
  parseAltitudes: [],
  altitudesToText: [{ arg: 'altitude', call: (x) => Z.altitudesToText([x]) }],
  planMinutes: [{ arg: 'minutes', call: (x) => Z.planMinutes({ apm: 60 }, x) }],
  compareAltitudes: [],
  impliedApmFromAltitudes: [{ arg: 'altitude', call: (x) => Z.impliedApmFromAltitudes([x], {}) }],
  planSplits: [],
  planColumns: [
    { arg: 'seconds', call: (x) => Z.planColumns({ apm: 60 }, x) },
    { arg: 'apm', call: (x) => Z.planColumns({ apm: x }, 60) },
  ],
  minuteTargets: [{ arg: 'step', call: (x) => Z.minuteTargets({ apm: 60 }, 120, x) }],
  surgeCascade: [
    { arg: 'rank', call: (x) => Z.surgeCascade({ rank: x, xp: 0, lines: 10, floor: 5 }) },
    { arg: 'xp', call: (x) => Z.surgeCascade({ rank: 5, xp: x, lines: 10, floor: 5 }) },
    { arg: 'lines', call: (x) => Z.surgeCascade({ rank: 5, xp: 0, lines: x, floor: 5 }) },
    { arg: 'floor', call: (x) => Z.surgeCascade({ rank: 5, xp: 0, lines: 10, floor: x }) },
  ],
  comboMods: [],
  combineProblem: [],
  comboOf: [],
  planClimbSteps: [],
  arrivalCurve: [],
  secondsOfFrame: [],
  // Current client (current.ts, windup.ts, versions.ts; issue 16).
  versionArg: [],
  cancelPenaltyCoefficient: [],
  initialStreak: [],
  cancelXpThreshold: [],
  hyperspeedAllowedIn: [],
  sortDirectionOf: [],
  messyReversedClearDelaySeconds: [],
  tasksOfGradeIn: [],
  windupImaginedTotal: [{ arg: 'altitude', call: (x) => Z.windupImaginedTotal(x, ['volatile']) }],
  windupSections: [{ arg: 'total', call: (x) => Z.windupSections(x) }],
  currentWindupParts: [
    { arg: 'attack', call: (x) => Z.currentWindupParts(x, 4600) },
    { arg: 'altitude', call: (x) => Z.currentWindupParts(20, x) },
  ],
  windupCountdownFrames: [{ arg: 'segments', call: (x) => Z.windupCountdownFrames(x) }],
  windupSchedule: [
    {
      arg: 'frame',
      call: (x) =>
        Z.windupSchedule(
          [
            { frame: 0, segments: 3 },
            { frame: x, segments: 2 },
          ],
          'current',
        ),
    },
  ],
  criticalAltitude: [
    { arg: 'self', call: (x) => Z.criticalAltitude(x, 100) },
    { arg: 'attacker', call: (x) => Z.criticalAltitude(1000, x) },
  ],
  altitudePenalty: [
    { arg: 'self', call: (x) => Z.altitudePenalty(x, 100, 'current') },
    { arg: 'attacker', call: (x) => Z.altitudePenalty(1000, x, 'current') },
  ],
  cancelStreakBump: [
    { arg: 'streak', call: (x) => Z.cancelStreakBump(x, 9, [], { version: 'current' }) },
    { arg: 'floor', call: (x) => Z.cancelStreakBump(50, x, [], { version: 'current' }) },
  ],
  incomingAttack: [
    { arg: 'attack', call: (x) => Z.incomingAttack({ attack: x, self: 1000, attacker: 0, floor: 7, streak: 50, grace: 18 }, 'current') },
    { arg: 'self', call: (x) => Z.incomingAttack({ attack: 4, self: x, attacker: 0, floor: 7 }, 'current') },
    { arg: 'attacker', call: (x) => Z.incomingAttack({ attack: 4, self: 1000, attacker: x, floor: 7 }, 'current') },
    { arg: 'floor', call: (x) => Z.incomingAttack({ attack: 4, self: 1000, attacker: 0, floor: x }, 'current') },
    { arg: 'streak', call: (x) => Z.incomingAttack({ attack: 4, self: 1000, attacker: 0, floor: 9, streak: x }, 'current') },
    { arg: 'grace', call: (x) => Z.incomingAttack({ attack: 4, self: 1000, attacker: 0, floor: 7, grace: x }, 'current') },
    { arg: 'share', call: (x) => Z.incomingAttack({ attack: 4, self: 1000, attacker: 0, floor: 7, mods: ['duo'], share: x }, 'current') },
    { arg: 'receive', call: (x) => Z.incomingAttack({ attack: 4, self: 1000, attacker: 0, floor: 7, receive: x }, 'current') },
  ],
  graceGain: [
    { arg: 'grace', call: (x) => Z.graceGain(x, 3, [], 'current') },
    { arg: 'redBar', call: (x) => Z.graceGain(2, x, ['volatile_reversed'], 'current') },
  ],
  cancelStreakAfter: [
    { arg: 'value', call: (x) => Z.cancelStreakAfter({ ...Z.initialStreak(), value: x }, { type: 'idle30s' }) },
    { arg: 'lines', call: (x) => Z.cancelStreakAfter(Z.initialStreak(), { type: 'cancel', lines: x }) },
    { arg: 'rows', call: (x) => Z.cancelStreakAfter(Z.initialStreak(), { type: 'garbageRose', rows: x }) },
    { arg: 'column', call: (x) => Z.cancelStreakAfter(Z.initialStreak(), { type: 'quad', column: x }) },
  ],
  cancelStreakExtraPieces: [{ arg: 'streak', call: (x) => Z.cancelStreakExtraPieces(x, { version: 'current', firstAt40: true }) }],
  garbageWaitFramesOf: [
    { arg: 'floor', call: (x) => Z.garbageWaitFramesOf(x, []) },
    { arg: 'streak', call: (x) => Z.garbageWaitFramesOf(2, [], { streak: x, version: 'current' }) },
  ],
  cancelXpShare: [{ arg: 'streak', call: (x) => Z.cancelXpShare(x, [], 'current') }],
  cancelXp: [
    { arg: 'lines', call: (x) => Z.cancelXp(x, [], { streak: 50, version: 'current' }) },
    { arg: 'streak', call: (x) => Z.cancelXp(4, [], { streak: x, version: 'current' }) },
  ],
  penaltyCountdown: [{ arg: 'floor', call: (x) => Z.penaltyCountdown(x) }],
  hasPenaltyCountdown: [],
  stepAllSpinPenalty: [
    { arg: 'floor', call: (x) => Z.stepAllSpinPenalty(Z.ALLSPIN_PENALTY_START, { lines: 4, spin: 'none' }, { floor: x, mods: ['allspin'], rng: rng() }) },
    { arg: 'lines', call: (x) => Z.stepAllSpinPenalty(Z.ALLSPIN_PENALTY_START, { lines: x, spin: 'none' }, { floor: 3, mods: ['allspin'], rng: rng() }) },
  ],
  allSpinPenaltyTimeline: [
    { arg: 'floor', call: (x) => Z.allSpinPenaltyTimeline([{ lines: 4, spin: 'none', floor: x }], { mods: ['allspin'], rng: rng() }) },
    { arg: 'lines', call: (x) => Z.allSpinPenaltyTimeline([{ lines: x, spin: 'none', floor: 2 }], { mods: ['allspin'], rng: rng() }) },
  ],
  linesCancelled: [{ arg: 'attack', call: (x) => Z.linesCancelled(x, ['volatile']) }],
  cancelXpOfAttack: [
    { arg: 'attack', call: (x) => Z.cancelXpOfAttack(x, ['volatile'], { streakBefore: 30, version: 'current' }) },
    { arg: 'streakBefore', call: (x) => Z.cancelXpOfAttack(4, ['volatile'], { streakBefore: x, version: 'current' }) },
  ],
  killMetres: [{ arg: 'rank', call: (x) => Z.killMetres(x, [], { victimSnowball: true, version: 'current' }) }],
  sendGivesXp: [
    { arg: 'altitude', call: (x) => Z.sendGivesXp(['allspin_reversed'], x, 3, 'current') },
    { arg: 'garbageDug', call: (x) => Z.sendGivesXp(['allspin_reversed'], 900, x, 'current') },
  ],
  centerGathering: [{ arg: 'floor', call: (x) => Z.centerGathering(x, [], 'current') }],
  holeOptionsOf: [{ arg: 'floor', call: (x) => Z.holeOptionsOf(x, [], 'current') }],
  baseGravity: [
    { arg: 'seconds', call: (x) => Z.baseGravity(x, 3, ['gravity'], 'current') },
    { arg: 'floor', call: (x) => Z.baseGravity(60, x, ['gravity'], 'current') },
  ],
  reviveDifficultyOf: [
    { arg: 'floor', call: (x) => Z.reviveDifficultyOf(x, [6], { version: 'current' }) },
    { arg: 'earlierReviveFloors', call: (x) => Z.reviveDifficultyOf(8, [x], { version: 'current' }) },
    { arg: 'bonus', call: (x) => Z.reviveDifficultyOf(8, [6], { bonus: x, version: 'current' }) },
  ],
  revivePlanOf: [{ arg: 'score', call: (x) => Z.revivePlanOf(x, 'current') }],
  duoXpFactor: [],
  graceProtection: [{ arg: 'grace', call: (x) => Z.graceProtection(x, 'current') }],
  damnationAttack: [{ arg: 'attack', call: (x) => Z.damnationAttack({ attack: x, digsGarbage: false, blighted: true }, 'current') }],
  damnationCanCancel: [],
  bleedingHeartsBackfire: [{ arg: 'attack', call: (x) => Z.bleedingHeartsBackfire(x, true, 'current') }],
  snowballBoardSize: [{ arg: 'linesCleared', call: (x) => Z.snowballBoardSize(x, 'current') }],
  warlockAction: [{ arg: 'lines', call: (x) => Z.warlockAction({ lines: x, spin: 'mini' }) }],
  warlockRepeatRows: [{ arg: 'lines', call: (x) => Z.warlockRepeatRows({ lines: 2, spin: 'mini' }, { lines: x, spin: 'mini' }, 'current') }],
  warlockAttack: [
    { arg: 'lines', call: (x) => Z.warlockAttack({ lines: x, spin: 'mini', piece: 'L', streak: 6 }, 'current') },
    { arg: 'streak', call: (x) => Z.warlockAttack({ lines: 0, spin: 'mini', piece: 'L', streak: x }, 'current') },
  ],
};

/** The problem with a result, or null when it is valid: no NaN, no undefined hole, Infinity only where allowed. */
function problem(v: unknown, infinityOk: boolean, path = 'result'): string | null {
  if (typeof v === 'number') return Number.isNaN(v) ? `${path} is NaN` : !Number.isFinite(v) && !infinityOk ? `${path} is ${v}` : null;
  if (v === undefined) return `${path} is undefined`;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const p = problem(v[i], infinityOk, `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (x === undefined) continue; // optional fields
      const p = problem(x, infinityOk, `${path}.${k}`);
      if (p) return p;
    }
  }
  return null;
}

/** Every RangeError the calls below see, checked at the end against the bounds the API reference lists. */
const THROWN = new ThrowLog('zenith');

/** Runs one call: null when it returned a valid value or threw a RangeError naming the argument; else what went wrong. */
function check(name: string, c: Call, x: number): string | null {
  let out: unknown;
  try {
    out = c.call(x);
  } catch (e) {
    if (e instanceof RangeError) THROWN.add(name, e.message);
    if (e instanceof RangeError) return e.message.includes(c.arg) ? null : `${name}(${c.arg}=${x}): RangeError does not name ${c.arg}: ${e.message}`;
    return `${name}(${c.arg}=${x}): threw ${String(e)}`;
  }
  const p = problem(out, !!c.infinityOk);
  return p ? `${name}(${c.arg}=${x}): ${p}` : null;
}

const HOSTILE = [NaN, Infinity, -Infinity, -1, 1e9];

describe('every Zenith export validates its numbers', () => {
  it('the table lists every exported function, and only those', () => {
    const fns = Object.entries(Z)
      .filter(([, v]) => typeof v === 'function')
      .map(([k]) => k)
      .sort();
    expect(Object.keys(CALLS).sort()).toEqual(fns);
  });

  it('NaN, ±Infinity, -1 and 1e9 in every numeric argument: RangeError naming it, or a valid result', () => {
    const bad: string[] = [];
    for (const [name, calls] of Object.entries(CALLS))
      for (const c of calls)
        for (const x of HOSTILE) {
          const p = check(name, c, x);
          if (p) bad.push(p);
        }
    expect(bad).toEqual([]);
  });

  it('property (fast-check): any double in any numeric argument gives a RangeError naming it or a valid result', () => {
    const callers = Object.entries(CALLS).flatMap(([name, calls]) => calls.map((c) => [name, c] as const));
    fc.assert(
      fc.property(fc.constantFrom(...callers), fc.oneof(fc.constantFrom(...HOSTILE), fc.double(), fc.integer({ min: -5, max: 20 })), ([name, c], x) => {
        expect(check(name, c, x)).toBeNull();
      }),
      { seed: 1, numRuns: 2000 },
    );
  });

  it('regressions found by fuzzing: huge XP, protection, favor and rank overflowed to Infinity; now RangeErrors', () => {
    // Counterexamples of the property above with other seeds (fast-check seeds 1–3 while writing this file).
    expect(() => Z.secondsUntilDemotion(5, 4.49423283715579e306)).toThrow(/xp/);
    expect(() => Z.secondsUntilDemotion(5, 3, [], 2.9961552247705265e306)).toThrow(/protectedSeconds/);
    expect(() => Z.favorProbabilities(1.9974368165136842e307)).toThrow(/favor/);
    expect(() => Z.leakPerFrame(7.741001517595157e153)).toThrow(/rank/);
    expect(() => Z.duoReversedXpCap(Infinity)).toThrow(/rank/);
  });

  it('paceEvents({ apm: Infinity }) returns at once with a RangeError; simulateClimb has a documented frame bound', () => {
    expect(() => Z.paceEvents({ apm: Infinity, cancelShare: 0, clearLinesPerMin: 0, kosPerMin: 0 }, 600)).toThrow(RangeError);
    expect(() => Z.simulateClimb({ frames: Z.MAX_CLIMB_FRAMES + 1 })).toThrow(/frames/);
    expect(Z.simulateClimb({ frames: 10 })).toHaveLength(10);
  });
});

/** Listed bounds the probes cannot reach: the probe sends 'send' events, where these checks are on 'clear' events, and so on. */
const NOT_PROBED = [
  'applyClimbEvent: lines must be a whole number', // checkEvent: only a 'clear' event's lines must be whole; the probe sends
  'simulateClimb: lines must be a whole number', // the same checkEvent
  'bucketEvents: lines must be a whole number', // the same checkEvent
  'surgeCascade: lines must be a whole number', // the same checkEvent
  'climbTick: rank must be a whole number', // duoReversedXpCap's check, reached from the tick only under Duo+ (no mods here)
  'windupSplit: attack must be a whole number', // the current-client branch; the probe calls the 2025-01 one
  'reviveDifficultyOf: earlierReviveFloors must be a list of floors', // a list that is not a list; the probe varies its items
];

describe('the API reference lists every bound these calls hit', () => {
  it('each RangeError seen above matches a message the reference lists for that export (none for "no bounds")', () => {
    for (const [name, calls] of Object.entries(CALLS)) for (const c of calls) for (const x of [...HOSTILE, 0.5, 1.5, 1e13]) check(name, c, x);
    expect(THROWN.count).toBeGreaterThan(40);
    expect(THROWN.unlisted()).toEqual([]);
    // And the other way: each message the reference lists for a probed argument is thrown by some probe, except these,
    // whose check sits on a path the probe above does not take (read in the code, each one).
    const probed = Object.entries(CALLS).flatMap(([name, calls]) => calls.map((c) => [name, c.arg] as const));
    expect(THROWN.unprovoked(probed)).toEqual([]);
    expect(THROWN.unmatched(probed).filter((m) => !NOT_PROBED.includes(m))).toEqual([]);
  }, 60_000);
});
