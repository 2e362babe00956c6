// Python bots through Pyodide (issue 27): the bridge between the engine and python/matchdata.py. It registers the
// engine's functions as the Python module blockwar_engine, runs the MatchData file, and turns views and answers into
// JSON both ways. It takes any Pyodide instance (a Worker's in the arena, Node's in the tests).
import { PIECES, PIECE_OFFSETS } from './data/pieces';
import { kitClear, kitFinals, kitLegal } from './bot-kit';
import type { ArenaReply, ArenaView } from './arena';
import type { Placement } from './board';
import MATCHDATA_SOURCE from './python/matchdata.py?raw';

export { MATCHDATA_SOURCE };

/** The little of Pyodide the bridge uses. */
export interface PyodideLike {
  registerJsModule(name: string, module: object): void;
  runPython(code: string, options?: { globals?: unknown }): unknown;
  globals: { get(name: string): unknown };
}

const flat = (ps: Placement[]): number[] => ps.flatMap((p) => [p.y, p.x, p.dir]);
const rowsOf = (text: string): string[] => text.split('/');

/** The engine functions Python calls (strings and numbers only cross the bridge). */
export const PY_ENGINE = {
  legal: (rows: string, type: number): number[] => flat(kitLegal(rowsOf(rows), type)),
  finals: (rows: string, type: number): number[] => flat(kitFinals(rowsOf(rows), type)),
  clear: (rows: string): string => JSON.stringify(kitClear(rowsOf(rows))),
  offsets: (): string => JSON.stringify(PIECES.map((p) => PIECE_OFFSETS[p])),
};

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
