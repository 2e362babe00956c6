// Zenith mods (seed 000 "Mod" and "Mod+"): the nine tarot mods, their reversed forms, and how the code tests them.

export const MOD_IDS = ['expert', 'nohold', 'messy', 'gravity', 'volatile', 'doublehole', 'invisible', 'allspin', 'duo'] as const;
export type ModId = (typeof MOD_IDS)[number];
export type Mod = ModId | `${ModId}_reversed`;

/**
 * True when the mod is on in either form. The seed writes "【专家(+)】" for rules that hold for a mod and
 * its reversed form, and its reference loop reads `zenith_expert` for both (seed 000, code header note).
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
