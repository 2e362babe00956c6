// The arena's model with a fake sandbox that runs a bot written from the arena page alone (fixtures/page-bot.txt):
// a tournament plays to the end, the same code and seed give the same games, and a bot that never answers is dropped
// for the rest of its game without holding the tournament up.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayPicks } from '~/engines/lost-space';
import type { SandboxReply } from '~/lib/sandbox/host';
import { gameFile, gameFromFile, gameFromLink, gameLink, playTournament, shownGame, type BotRunner, type Tournament } from '~/islands/lost-space/arena-model';
import { STARTER_BOT } from '~/islands/lost-space/bot-arena-specs';

const PAGE_BOT = readFileSync(new URL('./fixtures/page-bot.txt', import.meta.url), 'utf8');

/** Runs code in the test's own realm (test fixtures only; the page runs code only in the sandbox). */
function fakeRunner(): BotRunner & { calls: number } {
  let bot: ((v: unknown) => unknown) | null = null;
  const runner = {
    calls: 0,
    async load(code: string): Promise<SandboxReply> {
      bot = new Function(`return (${code.replace(/^\/\/.*$/gm, '')});`)() as (v: unknown) => unknown;
      return { kind: 'loaded', what: typeof bot };
    },
    async call(_m: string, args: unknown[]): Promise<SandboxReply> {
      runner.calls++;
      try {
        return { kind: 'value', value: bot!(structuredClone(args[0])) };
      } catch (e) {
        return { kind: 'error', message: String(e) };
      }
    },
  };
  return runner;
}

const t: Tournament = { codes: [PAGE_BOT, STARTER_BOT], lineup: ['you', 'goal', 'you2', 'random'], firstSeed: 4, seeds: 1, limit: 1000 };
const play = async (x: Tournament, runners: BotRunner[]) => (await playTournament(x, runners, () => true, { playing() {}, played() {} }))!;

describe('arena model', () => {
  it('the page bot plays a tournament of four games; the same code and seed give the same games', async () => {
    const a = await play(t, [fakeRunner(), fakeRunner()]);
    const b = await play(t, [fakeRunner(), fakeRunner()]);
    expect(a.length).toBe(4);
    expect(a.map((g) => g.picks)).toEqual(b.map((g) => g.picks));
    // The page bot answers only with actions on its list.
    expect(a.flatMap((g) => g.nothing.filter((n) => t.lineup[g.spec.entrants[n.player]] === 'you'))).toEqual([]);
    // It picks up keys: some game has it take a key from a machine.
    expect(a.some((g) => g.events.some((e) => e.kind === 'key' && g.spec.entrants[e.player ?? -1] === 0))).toBe(true);
  });

  it('a bot that never answers is asked once per game, and the tournament ends', async () => {
    const silent: BotRunner & { calls: number } = {
      calls: 0,
      load: async () => ({ kind: 'loaded', what: 'function' }),
      call: async () => (silent.calls++, { kind: 'timeout' }),
    };
    const games = await play({ ...t, lineup: ['you', 'goal', 'goal', 'goal'] }, [silent, silent]);
    expect(games.length).toBe(4);
    expect(silent.calls).toBe(4);
  });

  it('a game travels as a link and as a platform replay file and comes back the same', async () => {
    const [g] = await play(t, [fakeRunner(), fakeRunner()]);
    const shown = shownGame(g, t.lineup);
    const fromLink = gameFromLink(gameLink(shown));
    const fromFile = gameFromFile(gameFile(shown));
    expect('shown' in fromLink && fromLink.shown.picks).toEqual(g.picks);
    // A file does not say which item an empty supply search asked for, so its choices may differ there; the game does not.
    expect('shown' in fromFile && replayPicks(100, fromFile.shown.picks).final.players).toEqual(g.final.players);
    expect(replayPicks(100, g.picks).final.players).toEqual(g.final.players);
    expect('error' in gameFromLink('not a game')).toBe(true);
    expect('error' in gameFromFile('[1]')).toBe(true);
  });
});
