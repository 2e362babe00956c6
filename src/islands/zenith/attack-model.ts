// The attack calculator's model (AttackCalculator.tsx): one clear's attack through the engine, the whole lines it can
// arrive as, how the receiver's windup splits it, and what the clear counts as. Pure: no DOM, no Preact.
import {
  clearAttack,
  countedLines,
  currentWindupParts,
  normalizeMods,
  warlockAttack,
  windupSplit,
  type ClientVersion,
  type Mod,
  type SpinKind,
} from '~/engines/zenith';

/** The pieces a spin can be made with (seed 000 全旋). */
export const PIECES = ['T', 'I', 'O', 'S', 'Z', 'L', 'J'] as const;
export type Piece = (typeof PIECES)[number];

/** The calculator's values as the URL keeps them. */
export interface AttackValues {
  atLines: number;
  atSpin: SpinKind;
  atPiece: Piece;
  atPc: boolean;
  atCombo: number;
  atStreak: number;
  atMods: readonly string[];
  atVer: ClientVersion;
}

/**
 * The clear's attack (warlockAttack when All-Spin+ is the only mod, which has its own current rules; clearAttack
 * otherwise), its whole part and the chance-rounded fraction (a fraction arrives as the next whole line at worst), the
 * windup of what arrives, the lines the current windup drops, and the lines the clear counts as when a mod changes them.
 */
export function attackView(v: AttackValues) {
  const mods: Mod[] = normalizeMods(v.atMods as Mod[]);
  const clear = { lines: v.atLines, spin: v.atSpin, piece: v.atPiece, pc: v.atPc, combo: v.atCombo, streak: v.atStreak };
  const warlock = mods.length === 1 && mods[0] === 'allspin_reversed';
  const r = warlock ? warlockAttack(clear, v.atVer) : clearAttack(clear, mods);
  const lo = Math.floor(r.total);
  const frac = r.total - lo;
  const received = frac > 0 ? lo + 1 : lo;
  const windup = windupSplit(received, mods, { version: v.atVer });
  const dropped = v.atVer === 'current' && windup.beeps ? currentWindupParts(received, 0, mods).dropped : 0;
  const counted = countedLines({ lines: v.atLines, spin: v.atSpin }, mods);
  return {
    mods,
    warlock,
    r,
    lo,
    frac,
    received,
    windup,
    dropped,
    /** The lines the clear counts as, when a mod makes that differ from its lines (All-Spin+), else null. */
    countedAs: counted !== v.atLines ? counted : null,
    duo: mods.includes('duo') || mods.includes('duo_reversed'),
  };
}
