// The arena's JavaScript bots with the helpers (issue 27, item 5): the JavaScript sandbox as before, with the engine's
// helpers (bot-kit.ts, bundled at build into block-war/bot-kit.js) written into the worker beside the reader's code and
// handed to the bot as its second argument, (view, kit) => placement. The sandbox is not widened: the helpers are
// plain functions over strings and numbers, in the same worker, with no network and no DOM; the page fetches their
// text from its own site on Run and puts it into the code the worker reads.
import { startSandbox, type Sandbox } from '~/lib/sandbox/host';
import { PLACEMENT_SCHEMA, type BotRunner } from './arena-model';

/**
 * The code the worker reads for a reader's bot: the kit and the reader's expression, each an argument of a small
 * adapter, so the reader's code is evaluated where it was before and names nothing of the adapter's (no `kit`, no
 * `bot`). A function gets the kit as its second argument; anything else is passed on as it is (the arena then says it
 * is not a function).
 */
export function withKit(code: string, kitSource: string): string {
  const adapter = "(kit, f) => (typeof f === 'function' ? function (view) { return f(view, kit); } : f)";
  return `(${adapter})(Object.freeze(${kitSource.trim()}), (\n${code}\n))`;
}

/** A runner whose every load puts the kit beside the code. */
export function kitRunner(box: BotRunner, kitSource: string): BotRunner {
  return {
    load: (code, timeoutMs) => box.load(withKit(code, kitSource), timeoutMs),
    call: (method, args, timeoutMs) => box.call(method, args, timeoutMs),
  };
}

/** Starts a JavaScript sandbox for Block War with the kit (fetched from the site; without it, bots get no kit). */
export async function startJsSandbox(base: string): Promise<{ runner: BotRunner; sandbox: Sandbox }> {
  const dir = base.endsWith('/') ? base : `${base}/`;
  const res = await fetch(`${dir}block-war/bot-kit.js`);
  const kit = res.ok ? await res.text() : '{}';
  const sandbox = startSandbox({ runtime: 'js', schema: PLACEMENT_SCHEMA, base });
  return { runner: kitRunner(sandbox, kit), sandbox };
}
