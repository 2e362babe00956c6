// The ranking calculator's model without a DOM. Expected values are worked by hand from the rules document's 排名规则
// (an earlier escape first; then points, a key +1, a kill +2, a death -3; then the player who acts later) on the
// calculator's default results: players 0 and 1 escape in round 52 with 3 keys (3 points) and with 4 keys, a kill and
// a death (4 + 2 - 3 = 3 points); players 2 and 3 do not escape, with 2 keys and a kill (4) and 5 keys and a death (2).
import { describe, expect, it } from 'vitest';
import { readParams } from '~/lib/url-state';
import { SPECS, fieldFromInput, rankOrder, rankPlayers, type RankValues } from '~/islands/lost-space/ranking-model';

const defaults = readParams('', SPECS).values as RankValues;

describe('ranking calculator model', () => {
  it("reads each player's points from the link's fields", () => {
    expect(rankPlayers(defaults).map((p) => p.points)).toEqual([3, 3, 4, 2]);
    expect(rankPlayers(defaults).map((p) => [p.escaped, p.round])).toEqual([
      [true, 52],
      [true, 52],
      [false, 100],
      [false, 100],
    ]);
    const v = readParams('rk3Keys=9&rk3Kills=2&rk3Deaths=0', SPECS).values as RankValues;
    expect(rankPlayers(v)[3].points).toBe(13);
  });

  it('orders the default results and names the rule that put each player below the one above', () => {
    expect(rankOrder(rankPlayers(defaults)).map((o) => [o.player.id, o.why])).toEqual([
      [1, null],
      [0, 'orderWhy'],
      [2, 'escapedWhy'],
      [3, 'pointsWhy'],
    ]);
    // Player 0 escaping a round earlier goes first, by the escape round.
    const v = readParams('rk0Round=51', SPECS).values as RankValues;
    expect(rankOrder(rankPlayers(v)).map((o) => [o.player.id, o.why])[1]).toEqual([1, 'escapeRoundWhy']);
  });

  it('reads a typed field: rounded, clamped to its range (a round 1 to 110, a count 0 to 99), no number ignored', () => {
    expect(fieldFromInput('k', '12.6')).toBe(13);
    expect(fieldFromInput('d', '-3')).toBe(0);
    expect(fieldFromInput('x', '1e9')).toBe(99);
    expect(fieldFromInput('r', '1e9')).toBe(110);
    expect(fieldFromInput('r', '0')).toBe(1);
    expect(fieldFromInput('k', 'abc')).toBeNull();
  });
});
