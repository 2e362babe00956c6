// The match simulator's model without a DOM: which game a link plays, the round shown, the summary, the options and
// the highlight buttons, in both languages. Expected texts are written out by hand from the message wording and the
// rules document's numbers (game end after round 100 by default, 110 with 30 rounds of overtime after round 80).
import { describe, expect, it } from 'vitest';
import { finalOrder, results, simulate } from '~/engines/lost-space';
import { readParams } from '~/lib/url-state';
import { SIM_DEFAULTS, SPECS, nextPlayRound, seedFromInput, simGame, simView, type SimValues } from '~/islands/lost-space/sim-model';

const defaults: SimValues = readParams('', SPECS).values;
const withValues = (change: Partial<SimValues>): SimValues => ({ ...defaults, ...change });

describe('simulator model: the game a link plays', () => {
  it('plays the default line-up, and any other seed, line-up and end as the engine does', () => {
    const g = simGame(defaults);
    expect(g.final).toEqual(simulate({ seed: SIM_DEFAULTS.seed, bots: SIM_DEFAULTS.bots, lastRound: 100 }).final);
    const other = simGame(withValues({ msSeed: 42, msBot1: 'goal', msEnd: '110' }));
    expect(other.final).toEqual(simulate({ seed: 42, bots: ['goal', 'goal', 'goal', 'random'], lastRound: 110 }).final);
  });

  it('reads a typed seed: rounded, clamped to 0..999999, text that is no number ignored', () => {
    expect(seedFromInput('42')).toBe(42);
    expect(seedFromInput('12.6')).toBe(13);
    expect(seedFromInput('-3')).toBe(0);
    expect(seedFromInput('1e9')).toBe(999_999);
    expect(seedFromInput('abc')).toBeNull();
    expect(seedFromInput(' ')).toBeNull();
  });

  it('plays up to the last round and stops there', () => {
    expect(nextPlayRound(5, 100)).toBe(6);
    expect(nextPlayRound(99, 100)).toBe(100);
    expect(nextPlayRound(100, 100)).toBeNull();
  });
});

describe('simulator model: what a round shows', () => {
  const g = simGame(defaults);

  it('words the summary: the round shown, the game end and the final order with each escape round', () => {
    const v = simView(g, defaults, 'en');
    expect(v.summary.startsWith(`End of round ${SIM_DEFAULTS.round}. The game ended after round ${g.final.round}; final order: 1. player `)).toBe(true);
    const res = results(g.final);
    finalOrder(g.final).forEach((id, i) => {
      const said = res[id].escaped ? `escaped in round ${res[id].round}` : 'did not escape';
      expect(v.summary).toContain(`${i + 1}. player ${id} (${said})`);
    });
    expect(v.summary.endsWith(').')).toBe(true);
    expect(simView(g, withValues({ msRound: 0 }), 'en').summary.startsWith('Start of the game. The game ended')).toBe(true);
    expect(simView(g, withValues({ msRound: 0 }), 'zh-cn').summary.startsWith('游戏开始。游戏在第')).toBe(true);
    expect(simView(g, withValues({ msRound: 7 }), 'zh-cn').summary.startsWith('第 7 回合结束。')).toBe(true);
  });

  it('shows the last round played when the link asks for a later one', () => {
    const v = simView(g, withValues({ msRound: 110 }), 'en');
    expect(g.final.round).toBeLessThan(110);
    expect(v.round).toBe(g.final.round);
    expect(v.last).toBe(g.final.round);
  });

  it('names the bots and the end choices', () => {
    const v = simView(g, defaults, 'en');
    expect(v.names).toEqual(['Goal-directed', 'Hunter', 'Goal-directed', 'Random legal']);
    expect(v.endOptions).toEqual([
      { value: '100', label: '100 (default)' },
      { value: '110', label: '110 (30 rounds of overtime)' },
    ]);
    expect(simView(g, defaults, 'zh-cn').endOptions.map((o) => o.label)).toEqual(['100（默认）', '110（加时赛 30 回合）']);
    expect(simView(g, defaults, 'zh-cn').names).toEqual(['目标导向', '猎手', '目标导向', '随机合法']);
    expect(v.speedOptions.map((o) => o.label)).toEqual(['slow', 'normal', 'fast']);
  });

  it('presses the highlight of the round shown, and only that one', () => {
    const v = simView(g, defaults, 'en');
    const kill = v.highlights.find((h) => h.label.startsWith('first kill'))!;
    expect(kill.label).toBe(`first kill (${SIM_DEFAULTS.round})`);
    expect(kill.title).toMatch(new RegExp(`^Round ${SIM_DEFAULTS.round}: Player \\d dies \\(attack by player \\d\\)`));
    expect(v.highlights.filter((h) => h.pressed).map((h) => h.round)).toEqual(v.highlights.filter((h) => h.round === SIM_DEFAULTS.round).map((h) => h.round));
    expect(simView(g, withValues({ msRound: 0 }), 'en').highlights.some((h) => h.pressed)).toBe(false);
  });
});
