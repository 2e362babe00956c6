// Fatigue and targeting over time (seed 000 "疲劳时间", 专家+ and 双人+ fatigue tables, "攻击对象", "一些备注").
import { hasMod, hasReversed, type Mod } from './mods';
import { finite } from './validate';

export type FatigueMode = 'normal' | 'expert_reversed' | 'duo_reversed';

/** What one fatigue step does. Messiness values are the Duo+ flow's fixed inner messiness. */
export type FatigueEffect =
  | { kind: 'permanent'; lines: number }
  | { kind: 'receive'; percent: number }
  | { kind: 'messier' } // Expert+ 6:00: garbage messier, grace no longer lowers messiness
  | { kind: 'fullyMessy' } // Expert+ 11:00: inner and change both 100%
  | { kind: 'messiness'; value: number } // Duo+: messiness set to this
  | { kind: 'reviveDifficulty'; add: number }
  | { kind: 'noRevive' };

export interface FatigueStep {
  /** Seconds into the run. */
  at: number;
  effect: FatigueEffect;
  /** The game's text (seed 000 原始文本 column). */
  text: string;
}

const m = (min: number, sec = 0) => 60 * min + sec;

/** Normal fatigue from 8:00 (seed 000 疲劳时间). */
const NORMAL: FatigueStep[] = [
  { at: m(8), effect: { kind: 'permanent', lines: 2 }, text: 'FATIGUE SETS IN… +2 PERMANENT LINES' },
  { at: m(9), effect: { kind: 'receive', percent: 25 }, text: 'YOUR BODY GROWS WEAK… receive 25% more garbage' },
  { at: m(10), effect: { kind: 'permanent', lines: 3 }, text: 'ALL SENSES BLUR TOGETHER… +3 PERMANENT LINES' },
  { at: m(11), effect: { kind: 'receive', percent: 25 }, text: 'YOUR CONSCIOUSNESS FADES… receive 25% more garbage' },
  { at: m(12), effect: { kind: 'permanent', lines: 5 }, text: 'THIS IS THE END. +5 PERMANENT LINES' },
];

/** Expert+ fatigue from 6:00 (seed 000 专家+ second table). */
const EXPERT_REVERSED: FatigueStep[] = [
  { at: m(6), effect: { kind: 'messier' }, text: 'YOUR POWER SLIPS… garbage received becomes messier' },
  { at: m(7), effect: { kind: 'receive', percent: 25 }, text: 'WHISPERS OF DISCONTENT SPREAD… receive 25% more garbage' },
  { at: m(8), effect: { kind: 'permanent', lines: 3 }, text: 'PROTESTERS LINE THE STREETS… +3 PERMANENT LINES' },
  { at: m(9), effect: { kind: 'receive', percent: 25 }, text: 'YOUR CLOSEST ALLIES DEFECT… receive 25% more garbage' },
  { at: m(10), effect: { kind: 'permanent', lines: 5 }, text: 'PARANOIA CLOUDS YOUR JUDGEMENT… +5 PERMANENT LINES' },
  { at: m(11), effect: { kind: 'fullyMessy' }, text: 'THE REVOLUTION HAS BEGUN… garbage received becomes much messier' },
  { at: m(12), effect: { kind: 'permanent', lines: 12 }, text: 'THE END OF AN ERA. +12 PERMANENT LINES' },
];

/** Duo+ fatigue from 1:00 (seed 000 双人+ table). */
const DUO_REVERSED: FatigueStep[] = [
  { at: m(1), effect: { kind: 'messiness', value: 0.05 }, text: 'THE RELATIONSHIP STAGNATES… garbage becomes a bit messier' },
  { at: m(1, 30), effect: { kind: 'messiness', value: 0.15 }, text: 'INSECURITIES GROW STRONGER… garbage becomes messier' },
  { at: m(2), effect: { kind: 'messiness', value: 0.3 }, text: '{PARTNER} FEELS NEGLECTED… garbage becomes much messier' },
  { at: m(2, 30), effect: { kind: 'messiness', value: 0.2 }, text: '{SELF} SUCCESSFULLY APOLOGIZES…? garbage becomes a bit cleaner' },
  { at: m(3), effect: { kind: 'messiness', value: 0 }, text: 'THINGS ARE BACK TO HOW THEY SHOULD BE…! garbage becomes much cleaner' },
  { at: m(3, 30), effect: { kind: 'messiness', value: 0.1 }, text: 'THE WEIGHT OF WORDS UNSPOKEN… garbage becomes messier' },
  { at: m(4), effect: { kind: 'messiness', value: 0.25 }, text: '"WHY CAN\'T YOU JUST LISTEN TO ME?" garbage becomes much messier' },
  { at: m(4, 30), effect: { kind: 'reviveDifficulty', add: 3 }, text: '"THIS IS ALL YOUR FAULT." revive difficulty increased' },
  { at: m(5), effect: { kind: 'messiness', value: 0.1 }, text: '{PARTNER} MAKES THE SAME PROMISE AGAIN… garbage becomes cleaner' },
  { at: m(5, 30), effect: { kind: 'permanent', lines: 4 }, text: '"THIS TIME WILL BE DIFFERENT." +4 PERMANENT GARBAGE' },
  { at: m(6), effect: { kind: 'messiness', value: 0.3 }, text: "SOME HABITS CAN'T BE BROKEN… garbage becomes much messier" },
  { at: m(6, 30), effect: { kind: 'messiness', value: 0.4 }, text: 'ALL TRUST HAS WITHERED AWAY… garbage becomes messier' },
  { at: m(7), effect: { kind: 'messiness', value: 0.5 }, text: '{SELF} SETS AN ULTIMATUM… garbage becomes messier' },
  { at: m(7, 30), effect: { kind: 'messiness', value: 0.6 }, text: '{PARTNER} CONTEMPLATES THEIR WASTED EFFORT… garbage becomes messier' },
  { at: m(8), effect: { kind: 'receive', percent: 25 }, text: 'ONE LAST PAINFUL ARGUMENT… receive 25% more garbage' },
  { at: m(8, 30), effect: { kind: 'noRevive' }, text: 'GOODBYE. you can no longer revive' },
  { at: m(9, 30), effect: { kind: 'messiness', value: 0.2 }, text: '"I MISS YOU" garbage becomes much cleaner' },
  { at: m(10), effect: { kind: 'messiness', value: 0.1 }, text: 'WHAT IF…? garbage becomes a bit cleaner' },
  { at: m(10, 30), effect: { kind: 'permanent', lines: 12 }, text: '… +12 PERMANENT LINES' },
];

export const FATIGUE_TIMELINES: Record<FatigueMode, readonly FatigueStep[]> = {
  normal: NORMAL,
  expert_reversed: EXPERT_REVERSED,
  duo_reversed: DUO_REVERSED,
};

/** Which fatigue flow a mod set plays: Expert+ and Duo+ have their own (seed 000), everything else the normal one. */
export function fatigueMode(mods: readonly Mod[]): FatigueMode {
  if (hasReversed(mods, 'expert')) return 'expert_reversed';
  if (hasReversed(mods, 'duo')) return 'duo_reversed';
  return 'normal';
}

export interface FatigueState {
  permanentLines: number;
  /** Sum of the +25% steps, in percent, before the Volatile scaling. */
  receivePercent: number;
  /** Garbage receive multiplier: base (Volatile 2, Volatile+ 3, else 1) × (1 + fatigue percent). */
  receiveMultiplier: number;
  graceOff: boolean;
  fullyMessy: boolean;
  /** Duo+ only: messiness set by the flow, or null before the first step. */
  messiness: number | null;
  reviveDifficultyBonus: number;
  noRevive: boolean;
}

/** Base receive multiplier: Volatile ×2, Volatile+ ×3 (seed 000 双倍 and 双倍+). */
export function baseReceiveMultiplier(mods: readonly Mod[]): number {
  return hasReversed(mods, 'volatile') ? 3 : hasMod(mods, 'volatile') ? 2 : 1;
}

/** Cancel multiplier: Volatile ×2; Volatile+ keeps ×1 (seed 000: "抵消倍率不变"). */
export function cancelMultiplier(mods: readonly Mod[]): number {
  return mods.includes('volatile') ? 2 : 1;
}

/**
 * Fatigue effects in force at `seconds`. "+X% received" grows ×2 under Volatile and ×3 under Volatile+
 * (seed 000 一些备注: "相当于乘算", it multiplies), so receive = base × (1 + X%).
 */
export function fatigueAt(seconds: number, mods: readonly Mod[]): FatigueState {
  finite('seconds', seconds, 0);
  const base = baseReceiveMultiplier(mods);
  const s: FatigueState = {
    permanentLines: 0,
    receivePercent: 0,
    receiveMultiplier: base,
    graceOff: false,
    fullyMessy: false,
    messiness: null,
    reviveDifficultyBonus: 0,
    noRevive: false,
  };
  for (const step of FATIGUE_TIMELINES[fatigueMode(mods)]) {
    if (step.at > seconds) break;
    const e = step.effect;
    if (e.kind === 'permanent') s.permanentLines += e.lines;
    else if (e.kind === 'receive') s.receivePercent += e.percent;
    else if (e.kind === 'messier') s.graceOff = true;
    else if (e.kind === 'fullyMessy') s.fullyMessy = true;
    else if (e.kind === 'messiness') s.messiness = e.value;
    else if (e.kind === 'reviveDifficulty') s.reviveDifficultyBonus += e.add;
    else if (e.kind === 'noRevive') s.noRevive = true;
  }
  s.receiveMultiplier = base * (1 + s.receivePercent / 100);
  return s;
}

/** Targeting factor at a time: 3, then +1 at 3, 5 and 7 minutes (seed 000 攻击对象; code frames 10800/18000/25200). */
export function targetingFactorAt(seconds: number): number {
  finite('seconds', seconds, 0);
  return 3 + [180, 300, 420].filter((t) => seconds >= t).length;
}

/** Easy-mode danger relief: −1.5 while in danger (seed 000 危险时临时减免); not with Expert. */
export const DANGER_RELIEF = 1.5;

/**
 * Share of the targeting factor removed by the danger relief at a time: 1.5 / factor.
 * @source seed 000 攻击对象, 危险时临时减免 (the targeting weight drops by 1.5 while in danger)
 */
export function dangerReliefShare(seconds: number): number {
  return DANGER_RELIEF / targetingFactorAt(seconds);
}

/** Garbage protection (Messy+, Damnation, All-Spin+): −0.5 per non-permanent garbage row, at most −2.5 (seed 000 Mod+). */
export function garbageProtection(rows: number): number {
  finite('rows', rows, 0);
  return Math.min(2.5, 0.5 * Math.max(0, rows));
}

/** Mods whose loop refreshes garbage protection every 15 frames (seed 000 code). */
export function hasGarbageProtection(mods: readonly Mod[]): boolean {
  return hasReversed(mods, 'messy') || hasReversed(mods, 'doublehole') || hasReversed(mods, 'allspin');
}
