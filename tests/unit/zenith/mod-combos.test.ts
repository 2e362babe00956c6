// Named mod combinations (CHANGES.md #46, readme §Mod组合), checked against the list as printed, and which mods combine.
import { describe, expect, it } from 'vitest';
import { MOD_COMBOS, MOD_IDS, combineProblem, comboOf, type ModId } from '~/engines/zenith';

describe('named mod combinations', () => {
  it('the list as the write-up prints it: 14 names, two with a special objective, two needing an event mod', () => {
    expect(MOD_COMBOS.map((c) => c.name)).toEqual([
      'A Modern Classic',
      'The Starving Artist',
      'The Grandmaster',
      'Block Rationing',
      'Trained Professionals',
      'Deadlock',
      'The Escape Artist',
      'The Con Artist',
      "Emperor's Decadence",
      'Divine Mastery',
      'Swamp Water Lite',
      'Swamp Water',
      'WTF',
      'Perfecting The Snowman',
    ]);
    expect(MOD_COMBOS.filter((c) => c.objective).map((c) => c.name)).toEqual(['Block Rationing', 'The Escape Artist']);
    expect(MOD_COMBOS.filter((c) => c.event).map((c) => c.name)).toEqual(['WTF', 'Perfecting The Snowman']);
  });
  it('a selection plays as the combination with exactly its mods, in any order', () => {
    expect(comboOf(['gravity', 'nohold'])?.name).toBe('A Modern Classic'); // NH+GV
    expect(comboOf(['invisible', 'gravity'])?.name).toBe('The Grandmaster'); // GV+IN
    expect(comboOf(['duo', 'expert'])?.name).toBe('Trained Professionals'); // EX+2P
    expect(comboOf(['doublehole', 'volatile', 'messy', 'expert'])?.name).toBe('Divine Mastery'); // EX+MS+VL+DH
    expect(comboOf(['nohold', 'gravity', 'messy'])).toBeNull(); // one more mod: another set
    expect(comboOf(['expert'])).toBeNull();
    expect(comboOf([])).toBeNull();
  });
  it('all nine is Swamp Water; any eight is Swamp Water Lite; Snowball and pentomino combinations never match', () => {
    expect(comboOf([...MOD_IDS])?.name).toBe('Swamp Water');
    for (const left of MOD_IDS) expect(comboOf(MOD_IDS.filter((m) => m !== left) as ModId[])?.name, left).toBe('Swamp Water Lite');
    expect(comboOf(['allspin'])).toBeNull(); // SB+AS needs Snowball
  });
  it('upright mods combine freely; a reversed mod is played alone', () => {
    expect(combineProblem([...MOD_IDS])).toBeNull();
    expect(combineProblem(['expert_reversed'])).toBeNull();
    expect(combineProblem(['expert_reversed', 'nohold'])).toBe('reversed-alone');
    expect(combineProblem(['expert', 'expert'])).toBe('repeated');
    expect(comboOf(['gravity_reversed'])).toBeNull();
  });
});
