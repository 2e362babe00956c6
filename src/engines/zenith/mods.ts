// Zenith mods (seed 000 "Mod" and "Mod+"): the nine tarot mods, their reversed forms, and how the code tests them.

export const MOD_IDS = ['expert', 'nohold', 'messy', 'gravity', 'volatile', 'doublehole', 'invisible', 'allspin', 'duo'] as const;
export type ModId = (typeof MOD_IDS)[number];
export type Mod = ModId | `${ModId}_reversed`;

/** Tarot names of each mod and its reversed form (seed 000 "塔罗牌简要总结"); duo has no reversed card in that table. */
export const MOD_CARDS: Record<ModId, { upright: string; reversed: string }> = {
  expert: { upright: 'The Emperor', reversed: 'The Tyrant' },
  nohold: { upright: 'Temperance', reversed: 'Asceticism' },
  messy: { upright: 'Wheel of Fortune', reversed: 'Loaded Dice' },
  gravity: { upright: 'The Tower', reversed: 'Freefall' },
  volatile: { upright: 'Strength', reversed: 'Last Stand' },
  doublehole: { upright: 'The Devil', reversed: 'Damnation' },
  invisible: { upright: 'The Hermit', reversed: 'The Exile' },
  allspin: { upright: 'The Magician', reversed: 'The Warlock' },
  duo: { upright: 'The Lovers', reversed: 'Bleeding Hearts' },
};

/**
 * True when the mod is on in either form. The seed writes "【专家(+)】" for rules that hold for a mod and
 * its reversed form, says a reversed card's summary "includes the upright effects" (seed 000 塔罗牌简要总结),
 * and Expert+ keeps "all the original restrictions" (seed 000 专家+). Rules where the seed says otherwise
 * do not call this: gravity+ (the loop's gravity ternary), Volatile+ cancelling, Messy+ messiness, Duo+ leak.
 */
export function hasMod(mods: readonly Mod[], id: ModId): boolean {
  return mods.includes(id) || mods.includes(`${id}_reversed`);
}

/** True only for the reversed form (the code's `"<id>_reversed" === zenith_mods[0]`). */
export function hasReversed(mods: readonly Mod[], id: ModId): boolean {
  return mods.includes(`${id}_reversed`);
}

/** True when any reversed mod is on (the code's MOD_anyRev). */
export function hasAnyReversed(mods: readonly Mod[]): boolean {
  return mods.some((m) => m.endsWith('_reversed'));
}

/** "Easy mode" (seed 000 Mod intro): neither Expert (either form) nor any reversed mod is on. */
export function isEasyMode(mods: readonly Mod[]): boolean {
  return !hasMod(mods, 'expert') && !hasAnyReversed(mods);
}

/**
 * A legal mod selection: upright mods combine freely; a reversed mod is played alone (seed 000 Mod+:
 * "所有的Mod+都只能单独开启游玩"). Keeps the first reversed mod alone if one is present, and drops repeats.
 */
export function normalizeMods(mods: readonly string[]): Mod[] {
  const known = (m: string): m is Mod => (MOD_IDS as readonly string[]).includes(m.replace(/_reversed$/, ''));
  const clean = [...new Set(mods.filter(known))];
  const rev = clean.find((m) => m.endsWith('_reversed'));
  return rev ? [rev] : clean;
}
