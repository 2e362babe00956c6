// Python bots through Pyodide (issue 27): the bridge between the engine and python/matchdata.py. It registers the
// engine's functions as the Python module blockwar_engine, runs the MatchData file, and turns views and answers into
// JSON both ways. It takes any Pyodide instance (a Worker's in the arena, Node's in the tests).
import { PY_ENGINE } from './py-engine';
import type { ArenaReply, ArenaView } from './arena';
import MATCHDATA_SOURCE from './python/matchdata.py?raw';
import ARENA_ADAPTER_SOURCE from './python/arena.py?raw';

export { MATCHDATA_SOURCE, PY_ENGINE };

/** The arena's Python prelude: the MatchData file, then the arena's entry (python/arena.py). */
export const PYTHON_ARENA_PRELUDE = `${MATCHDATA_SOURCE}\n${ARENA_ADAPTER_SOURCE}`;

/** The little of Pyodide the bridge uses. */
export interface PyodideLike {
  registerJsModule(name: string, module: object): void;
  runPython(code: string, options?: { globals?: unknown }): unknown;
  globals: { get(name: string): unknown };
}

type PyFn = (...a: unknown[]) => unknown;
const fn = (py: PyodideLike, name: string) => py.globals.get(name) as PyFn;

/** Registers the engine and runs the MatchData file in this interpreter (once per interpreter). */
export function preparePython(py: PyodideLike): void {
  py.registerJsModule('blockwar_engine', PY_ENGINE);
  py.runPython(MATCHDATA_SOURCE);
}

/** Reads the contest file (class Player); '' or the reason it cannot be used. Python errors throw. */
export function loadPythonBot(py: PyodideLike, code: string, slot = 'a'): string {
  return String(fn(py, 'load')(code, slot));
}

/** Makes the game's Player(isFirst); Python's random is seeded with `seed` (our choice, so games replay). */
export function startPythonGame(py: PyodideLike, isFirst: boolean, seed: string, slot = 'a'): void {
  fn(py, 'start')(slot, isFirst, seed);
}

/** The view as the JSON the Python MatchData reads. */
export function pythonViewJson(v: ArenaView): string {
  const { rows, piece, player, scores, turn, blocks, lastAction, combo, timeLeft, redClearedBattle } = v;
  return JSON.stringify({ rows, piece, player, scores, turn, blocks, lastAction, combo, timeLeft, redClearedBattle });
}

/** Python's answer as a placement, or a short description that the arena judges illegal (not a tuple, not listed). */
export function pythonPlacement(answer: string): unknown {
  const a = JSON.parse(answer) as Record<string, unknown>;
  if (typeof a.notTuple === 'string') return `${a.notTuple} (not a tuple)`;
  if (typeof a.notListed === 'string') return `${a.notListed} (not a listed action)`;
  return { x: a.x, y: a.y, dir: a.dir };
}

/** One move of a Python bot, synchronously (the worker times it; a Python exception becomes an error reply). */
export function pythonMove(py: PyodideLike, v: ArenaView, slot = 'a'): ArenaReply {
  try {
    return { type: 'move', placement: pythonPlacement(String(fn(py, 'move')(slot, pythonViewJson(v)))) };
  } catch (e) {
    return { type: 'error', message: lastLine(e) };
  }
}

/** The last line of a Python traceback (the exception and its message). */
export function lastLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  const lines = text.trim().split('\n');
  return lines[lines.length - 1].slice(0, 200);
}
