// The arena's engine: games with readers' bots asked through a generator, turns of doing nothing and their reasons,
// replays from the list of choices, tournaments with seat rotation and standings by the ranking rules (seed 003).
import { describe, expect, it } from 'vitest';
import {
  decodePicks,
  encodePicks,
  replayPicks,
  runArenaGame,
  standings,
  tournamentSchedule,
  type ArenaAnswer,
  type ArenaGame,
  type ArenaGameSpec,
  type ArenaRequest,
  type Seat,
} from '~/engines/lost-space';

const you: Seat = { kind: 'code', slot: 0 };
const lineup: Seat[] = [you, { kind: 'site', bot: 'goal' }, { kind: 'site', bot: 'hunter' }, { kind: 'site', bot: 'random' }];
const spec = (seats: Seat[], seed = '7'): ArenaGameSpec => ({ index: 0, seed, seats, entrants: [0, 1, 2, 3], lastRound: 100 });

/** A bot that always takes the first allowed action (a main action while one is left, then secondary ones, then the end). */
const first = (r: ArenaRequest): ArenaAnswer => (r.kind === 'load' ? { kind: 'loaded', what: 'function' } : { kind: 'value', value: 0 });

describe('tournament schedule', () => {
  it('turns the lineup one seat per game, four games per seed, so each entrant plays every seat once', () => {
    const games = tournamentSchedule({ firstSeed: 5, seeds: 2, lineup });
    expect(games.map((g) => g.seed)).toEqual(['5', '5', '5', '5', '6', '6', '6', '6']);
    expect(games.slice(0, 4).map((g) => g.entrants)).toEqual([
      [0, 1, 2, 3],
      [3, 0, 1, 2],
      [2, 3, 0, 1],
      [1, 2, 3, 0],
    ]);
    expect(games[1].seats[1]).toEqual(you);
  });
});

describe('a game with a reader bot', () => {
  it('is the same twice for the same seed and answers, and its choices replay to the same end', () => {
    const a = runArenaGame(spec(lineup), first);
    const b = runArenaGame(spec(lineup), first);
    expect(a.picks).toEqual(b.picks);
    const again = replayPicks(100, a.picks);
    expect(again.final.players).toEqual(a.final.players);
    expect(again.places).toEqual(a.places);
    const link = encodePicks(100, a.picks);
    expect(decodePicks(link)).toEqual({ lastRound: 100, picks: a.picks });
    expect(() => decodePicks('A!')).toThrow();
    expect(() => replayPicks(100, a.picks.slice(0, 10))).toThrow(/end before/);
  });

  it('a bot that throws does nothing on every turn, and is asked again each turn', () => {
    let asks = 0;
    const g = runArenaGame(spec(lineup), (r) => (r.kind === 'load' ? { kind: 'loaded', what: 'function' } : (asks++, { kind: 'error', message: 'no' })));
    // Player 0 is asked once per turn it gets (it never moves, so nothing stops its turns but death); all are nothing.
    const mine = g.nothing.filter((n) => n.player === 0);
    expect(mine.length).toBe(asks);
    expect(mine.every((n) => n.reason.kind === 'error')).toBe(true);
    expect(asks).toBeGreaterThan(50);
  });

  it('a bot that times out once is not asked again in that game; its later turns say so', () => {
    let asks = 0;
    const g = runArenaGame(spec(lineup), (r) => (r.kind === 'load' ? { kind: 'loaded', what: 'function' } : (asks++, { kind: 'timeout' })));
    expect(asks).toBe(1);
    expect(g.nothing[0]).toEqual({ round: 1, player: 0, reason: { kind: 'timeout' } });
    expect(g.nothing[1].reason).toEqual({ kind: 'silent', since: 1 });
  });

  it('code that does not load as a function is never asked', () => {
    let asks = 0;
    const g = runArenaGame(spec(lineup), (r) => (r.kind === 'load' ? { kind: 'loaded', what: 'number' } : (asks++, { kind: 'value', value: 0 })));
    expect(asks).toBe(0);
    expect(g.nothing[0].reason).toEqual({ kind: 'not-loaded', why: 'number' });
  });
});

describe('standings', () => {
  const fake = (entrants: number[], places: number[], escaped: boolean[]) =>
    ({
      spec: { entrants },
      places,
      points: places.map((p) => 4 - p),
      final: { players: escaped.map((e) => ({ status: e ? 'escaped' : 'dead' })) },
    }) as unknown as ArenaGame;

  it('mean place, points and escapes per entrant, and per opponent how often it ranked above', () => {
    // Game 1: entrant 0 first, 1 second. Game 2 (seats turned): entrant 0 fourth, 1 first. Game 3: 0 first, 1 second.
    const games = [
      fake([0, 1, 2, 3], [1, 2, 3, 4], [true, false, false, false]),
      fake([3, 0, 1, 2], [2, 4, 1, 3], [false, false, true, false]),
      fake([2, 3, 0, 1], [3, 4, 1, 2], [false, false, false, false]),
    ];
    const rows = standings(games);
    const e0 = rows.find((r) => r.entrant === 0)!;
    expect(e0.games).toBe(3);
    expect(e0.meanPlace).toBe(2); // (1 + 4 + 1) / 3
    expect(e0.meanPoints).toBe(2); // (3 + 0 + 3) / 3
    expect(e0.escapes).toBe(1);
    const v1 = e0.versus.find((v) => v.entrant === 1)!;
    expect(v1).toEqual({ entrant: 1, games: 3, above: 2, meanPlace: 2, theirMeanPlace: 5 / 3 });
    // Entrant 1 (places 2, 1, 2) leads.
    expect(rows[0].entrant).toBe(1);
  });
});
