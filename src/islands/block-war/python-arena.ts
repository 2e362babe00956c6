// The arena's Python bots (issue 27), loaded only when Python is chosen (use-arena.ts imports this file on Run): the
// Python sandbox with the contest's MatchData as its prelude and the engine as its module, and a runner that speaks
// the arena's BotRunner (arena-model.ts) over it: each game's load reads the contest file (class Player), each move
// sends the view as JSON and turns MatchData's answer into a placement (or the description the engine judges illegal).
import { PYTHON_ARENA_PRELUDE, pythonPlacement, pythonViewJson } from '~/engines/block-war/python-bot';
import type { ArenaView } from '~/engines/block-war';
import { SANDBOX_LIMITS, startSandbox, type ReplySchema, type Sandbox, type SandboxProgress, type SandboxReply } from '~/lib/sandbox/host';
import type { BotRunner } from './arena-model';

/** What the prelude's entry returns: MatchData's answer as JSON text, short (python/matchdata.py move()). */
export const PYTHON_ANSWER: ReplySchema = { type: 'string', maxLength: 400 };

/** Starts a Python sandbox for Block War: fetches the bundled engine (src/pages/block-war/[bundle].js.ts). */
export async function startPythonSandbox(base: string, onProgress: (p: SandboxProgress) => void): Promise<Sandbox> {
  const dir = base.endsWith('/') ? base : `${base}/`;
  const res = await fetch(`${dir}block-war/python-engine.js`);
  const modules = res.ok ? await res.text() : '{}';
  return startSandbox({ runtime: 'python', schema: PYTHON_ANSWER, base, python: { prelude: PYTHON_ARENA_PRELUDE, loader: 'load', modules }, onProgress });
}

/**
 * The arena's runner for a Python bot over a Python sandbox. A load that reads a class Player counts as a function
 * (the arena's test for a usable bot); each game's Player gets Python's random seeded with `${seed}:${game}` (our
 * choice: the tournament's seed and the game's number, so the same seed and code give the same games).
 */
export function pythonRunner(box: BotRunner, seed: string): BotRunner {
  let game = 0;
  return {
    async load(code, timeoutMs) {
      game += 1;
      const r = await box.load(code, timeoutMs);
      return r.kind === 'loaded' ? { kind: 'loaded', what: 'function' } : r;
    },
    async call(_method, args, timeoutMs): Promise<SandboxReply> {
      const r = await box.call('arena_move', [pythonViewJson(args[0] as ArenaView), `${seed}:${game}`], timeoutMs);
      if (r.kind !== 'value') return r;
      try {
        return { kind: 'value', value: pythonPlacement(String(r.value)) };
      } catch {
        return { kind: 'invalid', preview: String(r.value).slice(0, SANDBOX_LIMITS.preview) };
      }
    },
  };
}
