// The contest's Python SDK (src/engines/lost-space/python/sdk.py) in Node through Pyodide: the SDK's calls over a view
// from a hand-set board, and a bot written from py-sdk.md alone (fixtures/sdk_bot.py) playing a tournament, twice alike.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPyodide } from 'pyodide';
import { botView, createMatch, nodeId, runArenaGame, tournamentSchedule, type ArenaGame, type BotView } from '~/engines/lost-space';
import SDK from '~/engines/lost-space/python/sdk.py?raw';

const BOT = readFileSync(new URL('./fixtures/sdk_bot.py', import.meta.url), 'utf8');
interface Py {
  runPython(code: string): unknown;
  globals: { get(name: string): unknown };
}
let py: Py;
beforeAll(async () => {
  py = (await loadPyodide()) as unknown as Py;
  py.runPython(SDK);
  py.runPython(BOT);
}, 180_000);

const call = (expr: string, view: BotView): unknown => {
  py.runPython(`_v = Client(__import__('json').loads(${JSON.stringify(JSON.stringify(view))}))\n_out = __import__('json').dumps(${expr})`);
  return JSON.parse(String(py.globals.get('_out')));
};
const turn = (view: BotView) => (py.globals.get('turn') as (v: string) => number)(JSON.stringify(view));

describe('Python SDK over the view', () => {
  const s = createMatch();
  s.players[1].at = nodeId([1, 0, 1]);
  s.players[1].hp = 130;
  s.players[2].at = nodeId([2, 3, 3]);
  const v = botView(s);
  it('get_my_num, get_my_pos ([z, x, y]), get_my_hp, get_keys', () => {
    expect(call('[_v.get_my_num(), _v.get_my_pos(), _v.get_my_hp(), _v.get_keys()]', v)).toEqual([0, [1, 0, 0], 200, [0]]);
  });
  it('get_other_pos and get_other_hp: a player on my floor, and [-1, -1, -1] / -1 for one out of sight', () => {
    expect(call('[_v.get_other_pos(1), _v.get_other_hp(1), _v.get_other_pos(2), _v.get_other_hp(2)]', v)).toEqual([[1, 0, 1], 130, [-1, -1, -1], -1]);
  });
  it('get_neighbors, get_spawn_pos, get_escape_pos', () => {
    expect((call('_v.get_neighbors([1, 0, 0])', v) as number[][]).sort()).toEqual([
      [1, 0, 1],
      [1, 1, 0],
    ]);
    expect(call('[_v.get_spawn_pos(2), _v.get_escape_pos()]', v)).toEqual([
      [1, 6, 6],
      [0, 3, 3],
    ]);
  });
  it('move answers success and queues the action; turn() answers its index, then "end turn"', () => {
    expect(call('_v.move([1, 1, 0])', v)).toEqual({ type: 'action', success: true, hp: 200 });
    expect(call('_v.move([1, 3, 3])', v)).toEqual({ type: 'action', success: false, hp: 200 });
    expect(call('_v.interact("KeyMachine")', v)).toEqual({ type: 'action', success: false });
    // The fixture bot's first turn: one step toward a key it lacks, then the end of the turn.
    const i = turn(v);
    expect(v.actions[i].type).toBe('move');
  });
});

describe('a bot written from py-sdk.md alone', () => {
  const play = (): ArenaGame[] =>
    tournamentSchedule({
      firstSeed: 2,
      seeds: 1,
      lineup: [
        { kind: 'code', slot: 0 },
        { kind: 'site', bot: 'goal' },
        { kind: 'site', bot: 'hunter' },
        { kind: 'site', bot: 'random' },
      ],
    }).map((spec) =>
      runArenaGame(spec, (r) => {
        // Each game loads the code afresh in the arena (a new worker); here the SDK's turn memory is cleared instead.
        if (r.kind === 'load') return (py.runPython('_turn.update(key=None, queue=[])'), { kind: 'loaded', what: 'function' });
        try {
          return { kind: 'value', value: turn(r.view) };
        } catch (e) {
          return { kind: 'error', message: String(e).slice(-200) };
        }
      }),
    );
  it('plays a tournament with answers on the list only, takes keys, and plays it the same way twice', () => {
    const a = play();
    const b = play();
    expect(a.map((g) => g.picks)).toEqual(b.map((g) => g.picks));
    expect(a.flatMap((g) => g.nothing)).toEqual([]);
    expect(a.some((g) => g.events.some((e) => e.kind === 'key' && g.spec.entrants[e.player ?? -1] === 0))).toBe(true);
  }, 120_000);
});
