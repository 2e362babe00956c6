// Named mod combinations (zenith-current readme §Mod组合, commits 8999e20 and 6b85c6a, December 2025; CHANGES.md #46)
// and which mods can be played together (seed 000 Mod+: 所有的Mod+都只能单独开启游玩，不能再叠加其他Mod).
import { MOD_IDS, type Mod, type ModId } from './mods';
import { modsArg } from './validate';

/** Extra event mods some combinations name, outside the nine tarot mods: PN (The Fool, pentominoes) and SB (Snowball). */
export type EventMod = 'pentomino' | 'snowball';

export interface ModCombo {
  /** English name as the game shows it. */
  name: string;
  /** The write-up's Chinese name (empty where it gives none). */
  zh: string;
  /** The tarot mods in the combination; 'all' is all nine, 'all-but-one' any eight of them. */
  mods: readonly ModId[] | 'all' | 'all-but-one';
  /** An event mod the combination also needs (never on in this site's engine). */
  event?: EventMod;
  /** A special objective the combination carries (readme: 特殊目标). */
  objective?: 'attack-first-400' | 'spin-garbage';
}

/** The list of the current write-up, in its order (readme §Mod组合; CHANGES.md section 3 item 10). */
export const MOD_COMBOS: readonly ModCombo[] = [
  { name: 'A Modern Classic', zh: '流行的经典', mods: ['nohold', 'gravity'] },
  { name: 'The Starving Artist', zh: '饥饿艺术家', mods: ['nohold', 'allspin'] },
  { name: 'The Grandmaster', zh: '特级大师', mods: ['gravity', 'invisible'] },
  { name: 'Block Rationing', zh: '方块紧缺', mods: ['expert', 'messy'], objective: 'attack-first-400' },
  { name: 'Trained Professionals', zh: '专业团队', mods: ['expert', 'duo'] },
  { name: 'Deadlock', zh: '僵局', mods: ['nohold', 'messy', 'doublehole'] },
  { name: 'The Escape Artist', zh: '逃脱大师', mods: ['messy', 'doublehole', 'allspin'], objective: 'spin-garbage' },
  { name: 'The Con Artist', zh: '诈骗艺术家', mods: ['expert', 'volatile', 'allspin'] },
  { name: "Emperor's Decadence", zh: '帝王的陨落', mods: ['expert', 'nohold', 'doublehole'] },
  { name: 'Divine Mastery', zh: '神之力', mods: ['expert', 'messy', 'volatile', 'doublehole'] },
  { name: 'Swamp Water Lite', zh: '沼泽-轻量版', mods: 'all-but-one' },
  { name: 'Swamp Water', zh: '沼泽', mods: 'all' },
  { name: 'WTF', zh: '什么鬼', mods: 'all', event: 'pentomino' },
  { name: 'Perfecting The Snowman', zh: '精雕雪人', mods: ['allspin'], event: 'snowball' },
];

/**
 * The tarot mods a combination needs, as a list (any eight for 'all-but-one': the list is all nine).
 * @source zenith-current readme §Mod组合
 */
export function comboMods(c: ModCombo): readonly ModId[] {
  return c.mods === 'all' || c.mods === 'all-but-one' ? MOD_IDS : c.mods;
}

/**
 * Why a selection cannot be played, or null when it can: upright mods combine freely; a reversed mod (Mod+) is played
 * alone (seed 000 Mod+; the current readme §Mod+ keeps the rule).
 */
export function combineProblem(mods: readonly Mod[]): 'reversed-alone' | 'repeated' | null {
  modsArg('mods', mods);
  if (new Set(mods).size !== mods.length) return 'repeated';
  return mods.some((m) => m.endsWith('_reversed')) && mods.length > 1 ? 'reversed-alone' : null;
}

/**
 * The named combination a selection of tarot mods plays as, or null: the selection must be exactly the combination's
 * mods (our reading: the list names sets, and a set with one more mod is another set), eight of the nine for Swamp
 * Water Lite, all nine for Swamp Water. Combinations that need an event mod never match here.
 */
export function comboOf(mods: readonly Mod[]): ModCombo | null {
  if (combineProblem(mods) !== null || mods.some((m) => m.endsWith('_reversed'))) return null;
  const set = new Set(mods as readonly ModId[]);
  for (const c of MOD_COMBOS) {
    if (c.event) continue;
    if (c.mods === 'all' ? set.size === MOD_IDS.length : c.mods === 'all-but-one' ? set.size === MOD_IDS.length - 1 : sameSet(set, c.mods)) return c;
  }
  return null;
}

function sameSet(a: ReadonlySet<ModId>, b: readonly ModId[]): boolean {
  return a.size === b.length && b.every((x) => a.has(x));
}
