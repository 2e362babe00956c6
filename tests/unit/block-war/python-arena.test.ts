// The arena's runner for Python bots (src/islands/block-war/python-arena.ts) over a fake sandbox: what it sends (the
// prelude's entry, the view as JSON, a seed per game) and how MatchData's answers become placements.
import { describe, expect, it } from 'vitest';
import { pythonRunner } from '~/islands/block-war/python-arena';
import type { SandboxReply } from '~/lib/sandbox/host';
import { arenaGame, tournamentSchedule, type ArenaView } from '~/engines/block-war';

/** A fake sandbox that records calls and answers from a list. */
function fake(answers: SandboxReply[]) {
  const calls: { method: string; args: unknown[] }[] = [];
  return {
    calls,
    load: async (): Promise<SandboxReply> => ({ kind: 'loaded', what: 'python' }),
    call: async (method: string, args: unknown[]): Promise<SandboxReply> => {
      calls.push({ method, args });
      return answers.shift() ?? { kind: 'stopped' };
    },
  };
}

/** Red's first view of a game (the engine's). */
function firstView(): ArenaView {
  const [spec] = tournamentSchedule('7', 1, ['random'], 'red');
  return arenaGame(spec).next().value as ArenaView;
}

describe('the Python runner', () => {
  it('a load that read class Player counts as a function; each game gets the seed and its number', async () => {
    const box = fake([
      { kind: 'value', value: '{"y": 14, "x": 4, "dir": 0}' },
      { kind: 'value', value: '{"y": 14, "x": 4, "dir": 0}' },
    ]);
    const runner = pythonRunner(box, 'abc');
    expect(await runner.load('class Player: pass', 1000)).toEqual({ kind: 'loaded', what: 'function' });
    const view = firstView();
    expect(await runner.call('move', [view], 1000)).toEqual({ kind: 'value', value: { y: 14, x: 4, dir: 0 } });
    await runner.load('class Player: pass', 1000);
    await runner.call('move', [view], 1000);
    expect(box.calls.map((c) => [c.method, c.args[1]])).toEqual([
      ['arena_move', 'abc:1'],
      ['arena_move', 'abc:2'],
    ]);
    // The view crosses as JSON with the fields MatchData reads.
    const sent = JSON.parse(box.calls[0].args[0] as string) as Record<string, unknown>;
    expect(sent.player).toBe('red');
    expect(sent.rows).toEqual(view.rows);
  });
  it('a list instead of a tuple, or a tuple not listed, becomes a description the engine judges illegal', async () => {
    const box = fake([
      { kind: 'value', value: '{"notTuple": "[14, 4, 0]"}' },
      { kind: 'value', value: '{"notListed": "(14, 5, 2)"}' },
      { kind: 'value', value: 'not json' },
      { kind: 'error', message: 'RuntimeError: eval is refused, as on the contest platform' },
    ]);
    const runner = pythonRunner(box, 's');
    const view = firstView();
    expect(await runner.call('move', [view], 1000)).toEqual({ kind: 'value', value: '[14, 4, 0] (not a tuple)' });
    expect(await runner.call('move', [view], 1000)).toEqual({ kind: 'value', value: '(14, 5, 2) (not a listed action)' });
    expect(await runner.call('move', [view], 1000)).toEqual({ kind: 'invalid', preview: 'not json' });
    expect(await runner.call('move', [view], 1000)).toEqual({ kind: 'error', message: 'RuntimeError: eval is refused, as on the contest platform' });
  });
});
