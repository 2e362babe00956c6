// The platform's replay file (saiblo-docs, docs/games/lostspace/replay.md): positions (x, y, z) centred on the pod
// floor, one list per round with one list per player, scores last; a game written out reads back to the same game.
import { describe, expect, it } from 'vitest';
import { exportPlatformReplay, importPlatformReplay, replayPicks, runArenaGame, type ArenaGameSpec, type BotId } from '~/engines/lost-space';

const game = (seed: string, bots: BotId[]) => {
  const spec: ArenaGameSpec = { index: 0, seed, seats: bots.map((bot) => ({ kind: 'site', bot })), entrants: [0, 1, 2, 3], lastRound: 100 };
  return runArenaGame(spec, () => ({ kind: 'timeout' }));
};

describe('platform replay file', () => {
  const g = game('26', ['goal', 'hunter', 'goal', 'random']);
  const file = exportPlatformReplay(100, g.picks);

  it('starts with the spawn points in centred (x, y, z): replay.md puts player 1 at (3, -3, 1)', () => {
    // Our spawns [1,0,0], [1,6,0], [1,6,6], [1,0,6]: x and y minus 3, the floor last.
    expect(file[0]).toEqual([
      [-3, -3, 1],
      [3, -3, 1],
      [3, 3, 1],
      [-3, 3, 1],
    ]);
  });

  it('has one list per round with four player lists, and scores 4 to 1 by the final order', () => {
    const rounds = file.slice(1, -1) as unknown[][];
    expect(rounds.length).toBe(g.final.round);
    expect(rounds.every((r) => Array.isArray(r) && r.length === 4)).toBe(true);
    const scores = file.at(-1) as Record<string, number>;
    expect(Object.values(scores).sort()).toEqual([1, 2, 3, 4]);
    expect(scores[String(g.places.indexOf(1))]).toBe(4);
  });

  it("writes a player's first step as a move message with the centred position", () => {
    const first = (file[1] as { type: string; pos?: number[] }[][])[0][0];
    const to = g.rounds[1].players[0].at; // where player 0 stands at the end of round 1
    expect(first.type).toBe('move');
    expect(first.pos).toEqual([(Math.floor(to / 7) % 7) - 3, (to % 7) - 3, Math.floor(to / 49)]);
  });

  it('reads back to the same choices, for several games', () => {
    for (const [seed, bots] of [
      ['26', ['goal', 'hunter', 'goal', 'random']],
      ['3', ['hunter', 'hunter', 'hunter', 'hunter']],
      ['11', ['random', 'goal', 'random', 'hunter']],
    ] as [string, BotId[]][]) {
      const h = game(seed, bots);
      const back = importPlatformReplay(JSON.stringify(exportPlatformReplay(100, h.picks)));
      expect(back.picks).toEqual(h.picks);
      expect(replayPicks(back.lastRound, back.picks).final.players).toEqual(h.final.players);
    }
  });

  it('refuses what is not a replay, and a move the rules do not allow, with its place in the file', () => {
    expect(() => importPlatformReplay('{"a":1}')).toThrow(/Not a Lost Space replay/);
    const bad = structuredClone(file) as unknown[];
    (bad[1] as unknown[][])[0] = [{ type: 'move', playerid: 0, pos: [3, 3, 1] }];
    expect(() => importPlatformReplay(JSON.stringify(bad))).toThrow(/Round 1, player 0, message 1/);
  });
});
