// The reader's bot in the arena (src/engines/block-war/arena.ts): the game loop that asks for moves and judges them,
// tournament schedules and tables, determinism, and the replay link.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeReplayLink,
  encodeReplayLink,
  exportReplay,
  greedyBot,
  importReplay,
  newMatch,
  playArenaGame,
  playMatch,
  randomBot,
  tournamentSchedule,
  tournamentTable,
  type ArenaGameResult,
  type ArenaReply,
  type ArenaView,
  type MatchState,
} from '~/engines/block-war';
import { equivalentPlacements } from '~/engines/block-war';
import { createRng } from '~/lib/rng';

/** The reader's code as the worker reads it: text turned into a function, its return value passed back as the move. */
const fromCode = (code: string) => {
  const bot = new Function(`return (${code}\n)`)() as (v: ArenaView) => unknown;
  return (view: ArenaView): ArenaReply => {
    try {
      return { type: 'move', placement: bot(structuredClone(view)) };
    } catch (e) {
      return { type: 'error', message: (e as Error).message };
    }
  };
};
const STARTER = `(view) => { let best = view.legal[0]; for (const p of view.legal) if (p.y > best.y) best = p; return best; }`;
/** A reader bot with its own state across moves, to show that one game's calls come in one order. */
const STATEFUL = `(() => { let n = 0; return (view) => view.legal[(n++ * 7) % view.legal.length]; })()`;

const runTournament = (seed: string, games: number, code: string) =>
  tournamentSchedule(seed, games, ['random', 'greedy', 'search']).map((spec) => playArenaGame(spec, fromCode(code)));

describe('arena games', () => {
  it('same seed and same code give the same tournament, game by game and placement by placement', () => {
    for (const code of [STARTER, STATEFUL]) {
      const a = runTournament('det', 2, code);
      const b = runTournament('det', 2, code);
      expect(a.map((g) => g.match.history.map((h) => h.placement))).toEqual(b.map((g) => g.match.history.map((h) => h.placement)));
      expect(a.map((g) => g.match.scores)).toEqual(b.map((g) => g.match.scores));
      expect(tournamentTable(a)).toEqual(tournamentTable(b));
    }
    // And a different seed is a different tournament (the seed is really used).
    expect(runTournament('other', 2, STARTER).map((g) => g.match.scores)).not.toEqual(runTournament('det', 2, STARTER).map((g) => g.match.scores));
  });

  it('plays exactly the match the engine plays when the reader is the greedy bot with the same generator', () => {
    for (const me of ['red', 'blue'] as const) {
      const seed = `same-${me}`;
      const rng = createRng(`${seed}/${me}`);
      const g = playArenaGame({ index: 0, seed, me, opponent: 'greedy' }, (view) => ({ type: 'move', placement: greedyBot(view, rng) }));
      const m = playMatch(seed, greedyBot, greedyBot);
      expect(g.match.scores).toEqual(m.scores);
      expect(g.match.board).toEqual(m.board);
      expect(g.match.endReason).toBe(m.endReason);
    }
  });

  it('gives the view the engine documents: own frame, piece, legal list, scores, round', () => {
    const seen: ArenaView[] = [];
    playArenaGame({ index: 0, seed: 'view', me: 'blue', opponent: 'random' }, (view) => {
      seen.push(view);
      return { type: 'move', placement: view.legal[0] };
    });
    const first = seen[0];
    const m = newMatch('view');
    expect(first.player).toBe('blue');
    expect(first.piece).toBe(m.blocks[1]);
    expect(first.next).toBe(m.blocks[3]);
    expect(first.round).toBe(1);
    expect(first.rows).toHaveLength(25);
    expect(first.legal.length).toBeGreaterThan(0);
    expect(seen[1].round).toBe(2);
    // Red moved first, so the blue bot's own frame already holds red's piece (capital letters), in rows 10-24 (turned).
    expect(first.rows.slice(0, 10).join('')).not.toMatch(/[A-Z]/);
    expect(first.rows.slice(10).join('').replace(/\./g, '')).toMatch(/^[A-Z]{4}$/);
  });

  it('a throw, a timeout, a load failure or an illegal placement loses at once, and says why', () => {
    const spec = { index: 0, seed: 'x', me: 'red' as const, opponent: 'random' as const };
    const cases: [ArenaReply, RegExp, string][] = [
      [{ type: 'error', message: 'boom' }, /threw on placement 1: boom/, 'bot-error'],
      [{ type: 'timeout', ms: 100 }, /longer than 100 ms on placement 1/, 'timeout'],
      [{ type: 'load-error', message: 'SyntaxError' }, /failed to load: SyntaxError/, 'bot-error'],
      [{ type: 'move', placement: { x: -5, y: 0, dir: 0 } }, /returned \{"x":-5,"y":0,"dir":0\} on placement 1, which is not a legal/, 'illegal-placement'],
      [{ type: 'move', placement: 'left' }, /returned "left"/, 'illegal-placement'],
      [{ type: 'move', placement: { x: 1.5, y: 0, dir: 0 } }, /not a legal placement/, 'illegal-placement'],
    ];
    for (const [reply, why, reason] of cases) {
      const g = playArenaGame(spec, () => reply);
      expect(g.why).toMatch(why);
      expect(g.match.endReason).toBe(reason);
      expect(g.match.winner).toBe('blue');
      expect(g.match.history).toHaveLength(0);
    }
    // A copy of a listed entry is accepted; the same cells under another tuple lose (RULINGS.md (Block War): the
    // alias-tuple rule): the reader below plays listed entries until its piece has an alias, then returns the alias.
    const g = playArenaGame({ ...spec, seed: 'o' }, (view) => ({ type: 'move', placement: { ...view.legal[0] } }));
    expect(g.match.endReason).not.toBe('illegal-placement');
    const alias = playArenaGame({ ...spec, seed: 'o' }, (view) => {
      const withAlias = view.legal.find((p) => equivalentPlacements(view.piece, p).length > 0);
      return { type: 'move', placement: withAlias ? equivalentPlacements(view.piece, withAlias)[0] : { ...view.legal[0] } };
    });
    expect(alias.match.endReason).toBe('illegal-placement');
    expect(alias.why).toMatch(/not a legal placement/);
  });
});

describe('tournaments', () => {
  it('schedules pairs on one block list with colours swapped, against each opponent in turn', () => {
    const s = tournamentSchedule('s', 3, ['random', 'search'], 'blue');
    expect(s.map((g) => `${g.opponent} ${g.seed} ${g.me}`)).toEqual([
      'random s blue',
      'random s red',
      'random s-1 blue',
      'search s blue',
      'search s red',
      'search s-1 blue',
    ]);
    expect(s.map((g) => g.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(() => tournamentSchedule('s', 0, ['random'])).toThrow(RangeError);
    expect(() => tournamentSchedule('s', 1, [])).toThrow(RangeError);
  });

  it('tables win, draw, loss and mean scores per opponent and overall (hand-worked)', () => {
    const game = (opponent: 'random' | 'greedy', me: 'red' | 'blue', scores: [number, number]): ArenaGameResult => {
      const winner = scores[0] === scores[1] ? 'draw' : scores[0] > scores[1] ? 'red' : 'blue';
      return { index: 0, seed: 's', me, opponent, why: '', match: { ...newMatch('s'), scores, winner, over: true } as MatchState };
    };
    const t = tournamentTable([
      game('random', 'red', [10, 4]), // won, 10 for, 4 against
      game('random', 'blue', [6, 6]), // draw, 6 for, 6 against
      game('greedy', 'red', [2, 9]), // lost, 2 for, 9 against
      game('greedy', 'blue', [3, 7]), // won, 7 for, 3 against
      game('random', 'blue', [8, 1]), // lost, 1 for, 8 against
    ]);
    expect(t).toEqual([
      { opponent: 'random', games: 3, wins: 1, draws: 1, losses: 1, meanFor: (10 + 6 + 1) / 3, meanAgainst: (4 + 6 + 8) / 3 },
      { opponent: 'greedy', games: 2, wins: 1, draws: 0, losses: 1, meanFor: (2 + 7) / 2, meanAgainst: (9 + 3) / 2 },
      { opponent: 'all', games: 5, wins: 2, draws: 1, losses: 2, meanFor: 26 / 5, meanAgainst: 30 / 5 },
    ]);
    expect(() => tournamentTable([])).toThrow(RangeError);
  });
});

describe('replay links', () => {
  it('a whole match survives file → link → file and replays to the same score', () => {
    const m = playMatch('link', greedyBot, randomBot);
    const file = JSON.parse(exportReplay('link', 'you', 'random', m));
    const text = encodeReplayLink(file);
    expect(text).toMatch(/^link\.you\.random\.[0-9a-z]+$/);
    expect(text.length).toBe('link.you.random.'.length + 2 * m.history.length);
    const back = decodeReplayLink(text);
    expect(back).toEqual(file);
    expect(importReplay(JSON.stringify(back)).match.scores).toEqual(m.scores);
  });
  it('every move code in range round-trips', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 3 }))), (moves) => {
        expect(decodeReplayLink(encodeReplayLink({ seed: 's', red: 'a', blue: 'b', moves })).moves).toEqual(moves);
      }),
    );
  });
  it('refuses malformed links and unencodable files with a RangeError', () => {
    for (const bad of ['', 'a.b.c', 'a.b.c.d.e', '<b>.x.y.00', 'a.b.c.0', 'a.b.c.zz', 'a.b.c.AB']) expect(() => decodeReplayLink(bad), bad).toThrow(RangeError);
    expect(() => encodeReplayLink({ seed: 's', red: 'a', blue: 'b', moves: [[10, 0, 0]] })).toThrow(/moves\[0\]/);
    expect(() => encodeReplayLink({ seed: 's', red: 'a.b', blue: 'b', moves: [] })).toThrow(/red/);
  });
});
