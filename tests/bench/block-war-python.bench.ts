// Bench: Python bots through Pyodide (issue 27) beside JavaScript. getAllValidAction from Python on a crowded board
// (target under 50 ms) against the engine called from JavaScript, and a whole greedy-against-greedy game in Python
// (target under 20 s) against the same greedy written with the JavaScript kit.
import { expect, it } from 'vitest';
import { loadPyodide } from 'pyodide';
import { boardFromLines, legalPlacements, PIECES, type ArenaView } from '~/engines/block-war';
import { playDuel } from '~/engines/block-war/duel';
import { loadPythonBot, preparePython, pythonMove, startPythonGame, type PyodideLike } from '~/engines/block-war/python-bot';
import GREEDY from '~/engines/block-war/python/greedy.py?raw';
import { compare } from './measure';
import { jsKitGreedy } from '../unit/block-war/python/bots';

/** A crowded board: rows 3-14 about half full (the shape of the judge fixture's densest boards). */
const CROWDED = boardFromLines([
  '..........',
  '..........',
  '..........',
  '#..#.##...',
  '.#.##.#..#',
  '##...#.##.',
  '#.##.#...#',
  '.##.#.##.#',
  '#..###..#.',
  '##.#..##.#',
  '.#.#.##.##',
  '##.##..#.#',
  '#.#.###.##',
  '.###.#.###',
  '##.#.##.##',
]);

it('Python getAllValidAction on a crowded board, and a Python greedy game', async () => {
  const py = (await loadPyodide()) as unknown as PyodideLike;
  preparePython(py);
  const rows = CROWDED.map(
    (r) =>
      `[${r
        .split('')
        .map((c) => (c === '.' ? 0 : 1))
        .join(',')}]`,
  ).join(',');
  py.runPython(`_md = MatchData({'rows': ['.' * 10] * 25, 'piece': 'I', 'player': 'red', 'blocks': [], 'lastAction': None})\n_board = [${rows}]`);
  const pyAll = py.globals.get('_md') as { getAllValidAction(t: number, b: unknown): unknown };
  const board = py.globals.get('_board');
  compare(`Block War getAllValidAction, crowded board, all 7 pieces (${PIECES.map((p) => legalPlacements(CROWDED, p).length).join('+')} actions)`, [
    { name: 'JavaScript: legalPlacements', run: () => PIECES.map((p) => legalPlacements(CROWDED, p)) },
    { name: 'Python: MatchData.getAllValidAction', run: () => [1, 2, 3, 4, 5, 6, 7].map((t) => pyAll.getAllValidAction(t, board)) },
  ]);
  const reader = (slot: string) => {
    expect(loadPythonBot(py, GREEDY, slot)).toBe('');
    let started = false;
    return (v: ArenaView) => {
      if (!started) startPythonGame(py, v.player === 'red', `bench/${v.player}`, slot);
      started = true;
      return pythonMove(py, v, slot);
    };
  };
  compare(
    'Block War greedy against greedy, seed 3, whole game',
    [
      { name: 'JavaScript kit greedy', run: () => playDuel('3', jsKitGreedy, jsKitGreedy, 1e9).match.history.length },
      { name: 'Python greedy.py through MatchData', run: () => playDuel('3', reader('r'), reader('b'), 1e9).match.history.length },
    ],
    3,
  );
});
