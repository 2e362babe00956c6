// The arena's model for the reader's bot against the reader's second bot (issue 27, item 6), over fake sandboxes:
// which box plays which colour, a box that fails to load or throws losing with its box named, and the tournament's
// seats. Expected games come from match.ts's playMatch (the engine's own loop, not the duel's).
import { describe, expect, it } from 'vitest';
import { playMatch, type ArenaView, type Bot } from '~/engines/block-war';
import { playTournament, type BotRunner } from '~/islands/block-war/arena-model';
import { playDuelGame } from '~/islands/block-war/arena-duel';
import { ARENA_MESSAGES } from '~/islands/block-war/Arena.messages';
import { forfeitOf } from '~/islands/block-war/ArenaTables';
import type { SandboxReply } from '~/lib/sandbox/host';

/** A fake sandbox answering with a function of the view; `load` answers `loaded` unless told otherwise. */
function runner(move: (v: ArenaView, n: number) => SandboxReply, load: SandboxReply = { kind: 'loaded', what: 'function' }) {
  const seen: ArenaView[] = [];
  const r: BotRunner = {
    load: async () => load,
    call: async (_m, args) => {
      seen.push(args[0] as ArenaView);
      return move(args[0] as ArenaView, seen.length);
    },
  };
  return { r, seen };
}
const firstLegal: Bot = (v) => v.legal[0];
const lastLegal: Bot = (v) => v.legal[v.legal.length - 1];
const asReply =
  (b: Bot) =>
  (v: ArenaView): SandboxReply => ({ kind: 'value', value: b(v, null as never) });
const spec = (me: 'red' | 'blue') => ({ index: 0, seed: 'duel7', me, opponent: 'second' as const });
const live = () => true;

describe('a game between the two code boxes', () => {
  it('the first box plays the colour of `me`, the second the other: the same game as the engine plays', async () => {
    for (const me of ['red', 'blue'] as const) {
      const a = runner(asReply(firstLegal));
      const b = runner(asReply(lastLegal));
      const g = (await playDuelGame(spec(me), ['A', 'B'], 1000, [a.r, b.r], live))!;
      const want = me === 'red' ? playMatch('duel7', firstLegal, lastLegal) : playMatch('duel7', lastLegal, firstLegal);
      expect(g.match.history.map((h) => h.placement)).toEqual(want.history.map((h) => h.placement));
      expect(g.match.winner).toBe(want.winner);
      expect(a.seen.every((v) => v.player === me)).toBe(true);
      expect(b.seen.every((v) => v.player !== me)).toBe(true);
      expect(g.forfeit === null || g.forfeit.kind === 'stuck').toBe(true);
    }
  });
  it('a second box that fails to load loses when it is first asked to move (after red’s first placement)', async () => {
    const a = runner(asReply(firstLegal));
    const b = runner(asReply(firstLegal), { kind: 'error', message: 'SyntaxError: bad' });
    const g = (await playDuelGame(spec('red'), ['A', 'B'], 1000, [a.r, b.r], live))!;
    expect(g.match.history).toHaveLength(1);
    expect(g.match.winner).toBe('red');
    expect(g.forfeit).toEqual({ kind: 'load-error', message: 'SyntaxError: bad' });
    expect(g.forfeitBy).toBe('second');
    expect(b.seen).toHaveLength(0);
  });
  it('a throw on the second box’s third move (blue: placement 6) loses for it, named by its box', async () => {
    const a = runner(asReply(firstLegal));
    const b = runner((v, n) => (n === 3 ? { kind: 'error', message: 'boom' } : asReply(firstLegal)(v)));
    const g = (await playDuelGame(spec('red'), ['A', 'B'], 1000, [a.r, b.r], live))!;
    expect(g.match.history).toHaveLength(5);
    expect(g.match.loser).toBe('blue');
    expect(g.forfeit).toEqual({ kind: 'error', message: 'boom', n: 6 });
    expect(forfeitOf(ARENA_MESSAGES.en, g)).toBe('second box: your bot threw on placement 6: "boom"');
    expect(forfeitOf(ARENA_MESSAGES['zh-cn'], g)).toBe('第二个代码框：你的机器人在第 6 步抛出错误：“boom”');
  });
  it('the first box timing out is named as the first box', async () => {
    const a = runner(() => ({ kind: 'timeout' }));
    const b = runner(asReply(firstLegal));
    const g = (await playDuelGame(spec('blue'), ['A', 'B'], 300, [a.r, b.r], live))!;
    expect(g.match.loser).toBe('blue');
    expect(g.forfeitBy).toBe('first');
    expect(forfeitOf(ARENA_MESSAGES.en, g)).toBe('first box: your bot took longer than 300 ms on placement 2');
  });
});

describe('a tournament against the second box', () => {
  it('games alternate the first box’s colour on one block list per pair, and play the duel, never a built-in bot', async () => {
    const a = runner(asReply(firstLegal));
    const b = runner(asReply(lastLegal));
    const t = { code: 'A', codeB: 'B', limit: 1000, seed: 's', games: 2, opponents: ['second' as const], first: 'red' as const };
    const games = (await playTournament(t, { first: a.r, second: b.r }, live, { playing: () => {}, played: () => {} }))!;
    expect(games.map((g) => [g.seed, g.me, g.opponent])).toEqual([
      ['s', 'red', 'second'],
      ['s', 'blue', 'second'],
    ]);
    expect(games[0].match.history.map((h) => h.placement)).toEqual(playMatch('s', firstLegal, lastLegal).history.map((h) => h.placement));
    expect(games[1].match.history.map((h) => h.placement)).toEqual(playMatch('s', lastLegal, firstLegal).history.map((h) => h.placement));
  });
});
