// The hunter bot: matches with hunters contain fights, over a range of seeds; its actions are legal; same seed, same game.
import { describe, expect, it } from 'vitest';
import { simulate, type BotId } from '~/engines/lost-space';

const kills = (seed: number, bots: BotId[]) => simulate({ seed, bots }).final.players.reduce((n, p) => n + p.kills, 0);

describe('hunter bot', () => {
  const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
  it('every match of two hunters against a goal bot and a random one has at least one kill (seeds 1-12)', () => {
    const perSeed = SEEDS.map((seed) => kills(seed, ['hunter', 'goal', 'hunter', 'random']));
    expect(perSeed.filter((k) => k === 0)).toEqual([]);
  });
  it('four goal bots, for comparison, fight far less (the reason for the hunter)', () => {
    const hunters = SEEDS.reduce((n, seed) => n + kills(seed, ['hunter', 'hunter', 'hunter', 'hunter']), 0);
    const goals = SEEDS.reduce((n, seed) => n + kills(seed, ['goal', 'goal', 'goal', 'goal']), 0);
    expect(hunters).toBeGreaterThan(goals);
  });
  it('is deterministic: the same seed gives the same events', () => {
    const a = simulate({ seed: 7, bots: ['hunter', 'hunter', 'goal', 'random'] });
    const b = simulate({ seed: 7, bots: ['hunter', 'hunter', 'goal', 'random'] });
    expect(a.events).toEqual(b.events);
  });
});
