// Python bots through Pyodide, in Node (issue 27): the MatchData methods from worked examples of the contest's user
// document, the import whitelist and refused builtins, the alias-tuple rule, and games. One interpreter for the file.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPyodide } from 'pyodide';
import { arenaView, BOT_KIT, emptyBoard, legalPlacements, newMatch, placementPoints, playArenaGame, playPlacement, type ArenaView } from '~/engines/block-war';
import { playDuel } from '~/engines/block-war/duel';
import { loadPythonBot, preparePython, pythonMove, pythonViewJson, startPythonGame, type PyodideLike } from '~/engines/block-war/python-bot';
import GREEDY from '~/engines/block-war/python/greedy.py?raw';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ALIAS, EVAL, HUGE_ALLOCATION, JS_KIT_GREEDY, jsKitGreedy, LIST_NOT_TUPLE, NUMPY, OS, RANDOM_PICKER, readerOf } from './bots';
import { withKit } from '~/islands/block-war/js-arena';
import { bundleExpression } from '~/islands/block-war/worker-bundles';

let py: PyodideLike;
beforeAll(async () => {
  py = (await loadPyodide()) as unknown as PyodideLike;
  preparePython(py);
}, 180_000);

/** Runs Python with `md` bound to a MatchData of the view, and returns the value of `expr` as JSON. */
function evalWith(view: ArenaView, setup: string, expr: string): unknown {
  py.runPython(`md = MatchData(__import__('json').loads(${JSON.stringify(pythonViewJson(view))}))\n${setup}\n_out = __import__('json').dumps(${expr})`);
  return JSON.parse(String(py.globals.get('_out')));
}

describe('MatchData', () => {
  const m0 = newMatch('py');
  const red0 = arenaView(m0);
  const first = legalPlacements(emptyBoard(), m0.blocks[0])[0];
  const blue1 = arenaView(playPlacement(m0, first), 12_500);
  it('getCurrentBlock, getBlock, getBlockList: pieces 1-7 (I J L O S T Z); the list starts with the judge’s 0', () => {
    const n = (p: string) => 'IJLOSTZ'.indexOf(p) + 1;
    expect(evalWith(red0, '', 'md.getCurrentBlock()')).toBe(n(m0.blocks[0]));
    expect(evalWith(red0, '', '[md.getBlock(1, True), md.getBlock(1, False), md.getBlock(2, True)]')).toEqual(m0.blocks.slice(0, 3).map(n));
    const list = evalWith(red0, '', 'md.getBlockList()') as number[];
    expect(list).toHaveLength(561);
    expect(list[0]).toBe(0);
    expect(list.slice(1)).toEqual(m0.blocks.map(n));
  });
  it('getCurrentRound: red and blue share round 1, then round 2 (the judge: (time + 1) // 2)', () => {
    expect(evalWith(red0, '', 'md.getCurrentRound()')).toBe(1);
    expect(evalWith(blue1, '', 'md.getCurrentRound()')).toBe(1);
    expect(evalWith(arenaView({ ...m0, turn: 2 }), '', 'md.getCurrentRound()')).toBe(2);
  });
  it("getBoard: 0/1 rows in the player's own frame (blue sees red's first piece near its far side, turned)", () => {
    const b = evalWith(blue1, '', 'md.getBoard()') as number[][];
    expect(b).toHaveLength(25);
    const cells = BOT_KIT.cells(m0.blocks[0], first).map((c) => [24 - c.y, 9 - c.x]);
    for (const [y, x] of cells) expect(b[y][x]).toBe(1);
    expect(b.flat().filter((v) => v === 1)).toHaveLength(4);
  });
  it('getLastAction: None on red’s first move, then red’s action as a (y, x, direction) tuple', () => {
    expect(evalWith(red0, '', 'md.getLastAction()')).toBeNull();
    expect(evalWith(blue1, '', 'list(md.getLastAction())')).toEqual([first.y, first.x, first.dir]);
  });
  it('getTimeLeft in seconds; getMyPoint, getOpponentPoint, getCombo, getRemoveLineInBattle', () => {
    expect(evalWith(blue1, '', 'md.getTimeLeft()')).toBe(12.5);
    const v = { ...blue1, scores: [7, 3] as [number, number], combo: 2, redClearedBattle: true };
    expect(evalWith(v, '', '[md.getMyPoint(), md.getOpponentPoint(), md.getCombo(), md.getRemoveLineInBattle()]')).toEqual([3, 7, 2, true]);
  });
  it('getCells: the user document’s I at (y 10, x 3, direction 1) and (11, 3, 3) cover the same four cells', () => {
    expect(evalWith(red0, '', 'sorted(md.getCells(1, (10, 3, 1))) == sorted(md.getCells(1, (11, 3, 3)))')).toBe(true);
    expect(evalWith(red0, '', 'sorted(md.getCells(1, (10, 3, 1)))')).toEqual([
      [9, 3],
      [10, 3],
      [11, 3],
      [12, 3],
    ]);
  });
  it('getAllValidAction for any board: the engine’s list in the judge’s order; Repeating lists every final position', () => {
    const listed = evalWith(red0, '', 'md.getAllValidAction(4, [[0] * 10 for _ in range(25)])') as number[][];
    expect(listed).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((x) => [14, x, 0]));
    expect(evalWith(red0, '', 'type(md.getAllValidAction(4, md.getBoard())[0]).__name__')).toBe('tuple');
    expect(evalWith(red0, '', 'len(md.getAllValidActionRepeating(4, [[0] * 10 for _ in range(25)]))')).toBe(BOT_KIT.finals(emptyBoard(), 'O').length);
    expect(evalWith(red0, '', 'md.getValidAction() == md.getValidActionSlow() == md.getAllValidAction(md.getCurrentBlock(), md.getBoard())')).toBe(true);
  });
  it('putBlock changes and returns the board; removeLines clears a battle row and the empty rows (worked by hand)', () => {
    // Row 14 full but for column 9; a standing I there (cells rows 11-14) fills it: one battle row, then every empty
    // row among 0-14 goes and rows 11-13 close up against row 14.
    const setup = 'b = [[0] * 10 for _ in range(25)]\nb[14] = [1] * 9 + [0]\nr = md.putBlock(1, (12, 9, 1), b)\nafter, peace, battle = md.removeLines(b)';
    expect(evalWith(red0, setup, '[r is b, b[11][9], peace, battle, after[11], after[12][9], after[14]]')).toEqual([
      true,
      1,
      0,
      1,
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      1,
      [0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
    ]);
    expect(placementPoints(0, 1, 0)).toBe(1);
  });
  it('delBlock, getReverseBoard (changes its input) and copyReversedBoard (does not)', () => {
    const setup =
      'b = [[0] * 10 for _ in range(25)]\nb[0][0] = 1\nc = md.copyReversedBoard(b)\nd = md.getReverseBoard(b)\ne = md.delBlock(1, (22, 9, 1), [[1] * 10 for _ in range(25)])';
    expect(evalWith(red0, setup, '[c[24][9], b[24][9], d is b, b[0][0], [e[y][9] for y in range(20, 25)]]')).toEqual([1, 1, true, 0, [1, 0, 0, 0, 0]]);
  });
});

/** A Python bot as the arena's reader: Player(isFirst) made on its first request. */
function pythonReader(code: string, seed: string, slot = 'a') {
  expect(loadPythonBot(py, code, slot)).toBe('');
  let started = false;
  return (v: ArenaView) => {
    if (!started) startPythonGame(py, v.player === 'red', `${seed}/${v.player}`, slot);
    started = true;
    return pythonMove(py, v, slot);
  };
}

describe('what the platform refused', () => {
  it('numpy fails with a plain sentence; other modules outside the whitelist are refused', () => {
    expect(() => loadPythonBot(py, NUMPY)).toThrow(/numpy is not available here/);
    expect(() => loadPythonBot(py, OS)).toThrow(/import of os is refused/);
  });
  it('eval, exec and compile are refused: the bot loses with the reason', () => {
    const g = playArenaGame({ index: 0, seed: 'ev', me: 'red', opponent: 'random' }, pythonReader(EVAL, 'ev'));
    expect(g.match.endReason).toBe('bot-error');
    expect(g.why).toMatch(/eval is refused, as on the contest platform/);
  });
  it('an alias tuple loses at once: the same cells as a listed I 0, written as I 2', () => {
    const g = playArenaGame({ index: 0, seed: 'alias', me: 'red', opponent: 'random' }, pythonReader(ALIAS, 'alias'));
    expect(g.match.endReason).toBe('illegal-placement');
    expect(g.why).toMatch(/not a listed action/);
  });
  it('a list instead of a tuple loses, as on the platform', () => {
    const g = playArenaGame({ index: 0, seed: 'l', me: 'red', opponent: 'random' }, pythonReader(LIST_NOT_TUPLE, 'l'));
    expect(g.match.endReason).toBe('illegal-placement');
    expect(g.why).toMatch(/not a tuple/);
  });
  it('an allocation beyond memory stops the bot with MemoryError', () => {
    const g = playArenaGame({ index: 0, seed: 'm', me: 'red', opponent: 'random' }, pythonReader(HUGE_ALLOCATION, 'm'));
    expect(g.match.endReason).toBe('bot-error');
    expect(g.why).toMatch(/MemoryError/);
  });
});

describe('games', () => {
  it('the greedy bot gives the same moves through the JavaScript kit and through the Python MatchData', () => {
    const spec = { index: 0, seed: 'same', me: 'red' as const, opponent: 'search' as const };
    const a = playArenaGame(spec, pythonReader(GREEDY, 'same'));
    const b = playArenaGame(spec, jsKitGreedy);
    expect(a.match.history.length).toBeGreaterThan(100);
    expect(a.match.history.map((h) => h.placement)).toEqual(b.match.history.map((h) => h.placement));
  }, 120_000);
  it('the same greedy bot run the worker’s way (the kit bundled for the worker, the code wrapped as the arena loads it) gives the Python shim’s moves', async () => {
    const loaded = new Function(`return (${withKit(JS_KIT_GREEDY, await bundleExpression('bot-kit'))});`)() as (v: ArenaView) => unknown;
    const spec = { index: 0, seed: 'kit', me: 'blue' as const, opponent: 'greedy' as const };
    const a = playArenaGame(spec, pythonReader(GREEDY, 'kit'));
    const b = playArenaGame(spec, readerOf(loaded));
    expect(a.match.history.length).toBeGreaterThan(100);
    expect(b.match.history.map((h) => h.placement)).toEqual(a.match.history.map((h) => h.placement));
  }, 120_000);
  // The judge's sample bots, byte for byte (tests/fixtures/third-party/pkudsa-tetris/README.md: commit bf15b95).
  const SAMPLES = ['stupidAI1.py', 'stupidAI2.py'].map((name) => {
    const bytes = readFileSync(new URL(`../../../fixtures/third-party/pkudsa-tetris/${name}`, import.meta.url));
    return { name, bytes, code: bytes.toString('utf8') };
  });
  it('the sample bots are the judge’s files unchanged (SHA-256 as in the repository at bf15b95)', () => {
    for (const s of SAMPLES)
      expect(createHash('sha256').update(s.bytes).digest('hex'), s.name).toBe('d40d1f7eb3a216e9cd73e93e5eacf79382b90172d5dd357c65dc55f099f5bb2e');
  });
  it.each(SAMPLES)(
    '$name runs unchanged; greedy beats it in every game of a small tournament, same results twice',
    ({ code }) => {
      const results = () =>
        ['t1', 't2'].flatMap((seed) => [
          playDuel(seed, pythonReader(GREEDY, seed, 'g'), pythonReader(code, seed, 'r')),
          playDuel(seed, pythonReader(code, seed, 'r'), pythonReader(GREEDY, seed, 'g')),
        ]);
      const first = results();
      // No early end by either bot; the sample bot may end with no legal placement left (a plain loss by the rules).
      const sampleSide = ['blue', 'red', 'blue', 'red'];
      first.forEach((r, i) => expect(['', `${sampleSide[i]} had no legal placement`]).toContain(r.why));
      expect(first.map((r) => r.match.winner)).toEqual(['red', 'blue', 'red', 'blue']);
      const again = results();
      expect(again.map((r) => r.match.history.map((h) => h.placement))).toEqual(first.map((r) => r.match.history.map((h) => h.placement)));
    },
    120_000,
  );
  it('the random picker (our stand-in for the sample bots in the other browser tests) plays like them: the same moves', () => {
    const sample = playDuel('t3', pythonReader(GREEDY, 't3', 'g'), pythonReader(SAMPLES[0].code, 't3', 'r'));
    const standIn = playDuel('t3', pythonReader(GREEDY, 't3', 'g'), pythonReader(RANDOM_PICKER, 't3', 'r'));
    expect(standIn.match.history.map((h) => h.placement)).toEqual(sample.match.history.map((h) => h.placement));
  }, 120_000);
});
