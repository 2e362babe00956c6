// The arena's whole-game thinking budget through the model (RULINGS.md (Block War): a budget per game beside the limit
// per move): each move's time, measured around the sandbox call, comes off the budget; the view carries what is left.
import { describe, expect, it } from 'vitest';
import { playGame, tournamentFile, type BotRunner, type Game } from '~/islands/block-war/arena-model';
import { importReplay, type ArenaView } from '~/engines/block-war';

describe('thinking time for the whole game', () => {
  it('a bot taking 8 s a move with a 20 s budget loses on its third move (placement 5), seeing 20 s, 12 s, 4 s left', async () => {
    let now = 0;
    const seen: number[] = [];
    const bot: BotRunner = {
      load: async () => ({ kind: 'loaded', what: 'function' }),
      call: async (_m, args) => {
        const v = args[0] as ArenaView;
        seen.push(v.timeLeft);
        now += 8000;
        return { kind: 'value', value: v.legal[0] };
      },
    };
    const g = await playGame(
      { index: 0, seed: 'b', me: 'red', opponent: 'random', budgetMs: 20_000 },
      'x',
      1000,
      bot,
      () => true,
      () => now,
    );
    expect(seen).toEqual([20_000, 12_000, 4000]);
    expect(g!.forfeit).toEqual({ kind: 'budget', n: 5 });
    expect(g!.match.endReason).toBe('timeout');
  });
});

describe("a tournament's replays as one file", () => {
  it('holds every game in order, each a replay file that imports to the same match', async () => {
    const bot: BotRunner = {
      load: async () => ({ kind: 'loaded', what: 'function' }),
      call: async (_m, args) => ({ kind: 'value', value: (args[0] as ArenaView).legal[0] }),
    };
    const games: Game[] = [];
    for (const [i, seed] of ['d1', 'd2'].entries())
      games.push((await playGame({ index: i, seed, me: 'blue', opponent: 'greedy' }, 'x', 1000, bot, () => true))!);
    const file = JSON.parse(tournamentFile(games)) as { format: string; version: number; replays: unknown[] };
    expect([file.format, file.version, file.replays.length]).toEqual(['stack-atlas/block-war-replays', 1, 2]);
    file.replays.forEach((r, i) => {
      const back = importReplay(JSON.stringify(r));
      expect(back.file).toMatchObject({ seed: games[i].seed, red: 'greedy', blue: 'you' });
      expect(back.match.scores).toEqual(games[i].match.scores);
    });
  });
});
