// The bot sandbox's Python runtime (issue 27), on its own, game-neutral: a page of the built site starts a Python
// sandbox through startSandbox() (src/lib/sandbox/host.ts, bundled here and put in the page), which fetches Pyodide's
// files from the site's own sandbox/pyodide/ with progress and runs the game's prelude and a bot's code in the frame's
// worker. Python code that tries the network (js.fetch, pyodide.http, XMLHttpRequest, WebSocket, importScripts, eval)
// gets nothing and a logging server on 127.0.0.1 receives no request; an endless loop is stopped by the page's clock
// while the page still answers; replies are held to the caller's schema. Every load's interpreter is restored from a
// snapshot of a freshly started Pyodide (the page's first start takes it): what one load's code changes in the
// interpreter (builtins, modules, the path, files) is not seen by a later load, in a new sandbox or in the same one.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { openIsland, useBrowser } from './island';
import { startLogServer, type LogServer } from './log-server';

const browser = useBrowser();

let hostBundle = '';
let logServer: LogServer;
let port = 0;
beforeAll(async () => {
  const out = await build({
    entryPoints: ['src/lib/sandbox/host.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: '__sandboxHost',
    target: 'es2022',
  });
  hostBundle = `${out.outputFiles[0].text}\nwindow.__sandboxHost = __sandboxHost;\n`;
  logServer = await startLogServer();
  port = logServer.port;
});
afterAll(() => logServer.close());

/** A game's prelude: two entry functions, the second calling what the bot's code defined. */
const PRELUDE = `
def echo(x):
    return [x, len(str(x))]

def ask(route):
    return bot_answer(route)
`;

/** Python that changes what a later game's interpreter could share: builtins, a module, the path, the module table, a file. */
const POLLUTE = `import builtins, json, os, sys, types
builtins.LEAK = 1
json.LEAK = 1
sys.path.append('/leak')
sys.modules['leakmod'] = types.ModuleType('leakmod')
with open('/tmp/leak.txt', 'w') as f:
    f.write('x')
`;

/** A bot that answers 'look' with what it sees of POLLUTE's changes ('clean' for none); other routes fall through. */
const LOOK = `import builtins, json, os, sys
def bot_answer(route):
    if route == 'look':
        seen = [('builtins', hasattr(builtins, 'LEAK')), ('json', hasattr(json, 'LEAK')), ('path', '/leak' in sys.path),
                ('module', 'leakmod' in sys.modules), ('file', os.path.exists('/tmp/leak.txt'))]
        return [' '.join(n for n, v in seen if v) or 'clean']`;

/** The schema of the tests' replies: an array of up to 4 strings or small integers. */
const SCHEMA = {
  type: 'array',
  maxItems: 4,
  items: {
    type: 'oneOf',
    options: [
      { type: 'string', maxLength: 200 },
      { type: 'int', min: -1000, max: 1000 },
    ],
  },
};

/** Opens a site page and puts the sandbox host in it (as window.__sandboxHost). */
async function openHost(): Promise<{ page: Page; close: () => Promise<void> }> {
  const opened = await openIsland(browser(), '/block-war/arena/', '#ar-title');
  await opened.page.evaluate(hostBundle);
  return opened;
}

/**
 * The page of the file's first test, which started Pyodide: the tests that check what code meets (the network, a
 * traceback), not what a page's first start does, run their sandboxes in it, so Pyodide starts once for them. Every
 * game's interpreter is restored from the page's snapshot, in the first sandbox of a page as in later ones
 * (python-program.ts `restored`), and the network is taken away after that in each worker, so these games meet what
 * they met in a page of their own. A test that fails closes it, and the next one opens a page of its own.
 */
let started: { page: Page; close: () => Promise<void> } | null = null;
afterAll(() => started?.close());
async function startedHost(onTestFailed: (fn: () => void) => void) {
  onTestFailed(() => {
    void started?.close();
    started = null;
  });
  started ??= await openHost();
  return started.page;
}

/**
 * Starts a Python sandbox in the page, loads `code`, makes the calls (then, with `then`, loads that code in the same
 * sandbox, a new worker, and makes the calls again), and returns every reply and the progress seen.
 */
async function runPython(page: Page, code: string, calls: [string, unknown[], number][], then?: string) {
  return page.evaluate(
    async ({ code, calls, then, prelude, schema, base }) => {
      const host = (window as unknown as { __sandboxHost: typeof import('~/lib/sandbox/host') }).__sandboxHost;
      const phases: string[] = [];
      let bytes = 0;
      const box = host.startSandbox({
        runtime: 'python',
        schema: schema as never,
        base,
        python: { prelude },
        onProgress: (p) => {
          if (phases[phases.length - 1] !== p.phase) phases.push(p.phase);
          bytes = Math.max(bytes, p.loaded);
        },
      });
      const replies: unknown[] = [];
      for (const one of then === undefined ? [code] : [code, then]) {
        replies.push(await box.load(one, 5000));
        for (const [method, args, ms] of calls) replies.push(await box.call(method, args, ms));
      }
      box.stop();
      return { replies, phases, bytes };
    },
    { code, calls, then, prelude: PRELUDE, schema: SCHEMA, base: new URL(inject('baseUrl')).pathname },
  );
}

describe('the Python runtime of the bot sandbox', () => {
  it('downloads Pyodide from the site with progress, runs the prelude and the code, answers within the schema', async ({ onTestFailed }) => {
    // A page of its own (the first test of the file), kept for the tests below that do not test a page's first start.
    await started?.close();
    started = null;
    const page = await startedHost(onTestFailed);
    const code = 'def bot_answer(route):\n    return (route.upper(), 7)\n';
    const { replies, phases, bytes } = await runPython(page, code, [
      ['echo', ['abc'], 5000],
      ['ask', ['hi'], 5000],
      ['echo', ['x'.repeat(500)], 5000],
      ['nothing_here', [], 5000],
    ]);
    expect(phases).toEqual(['download', 'start', 'ready']);
    expect(bytes).toBeGreaterThan(5_000_000); // the WebAssembly file alone is over 9 MB
    expect(replies[0]).toEqual({ kind: 'loaded', what: 'python' });
    expect(replies[1]).toEqual({ kind: 'value', value: ['abc', 3] });
    expect(replies[2]).toEqual({ kind: 'value', value: ['HI', 7] });
    // A string over the limit does not fit the schema: only a short preview passes.
    expect(replies[3]).toMatchObject({ kind: 'invalid' });
    expect(replies[4]).toEqual({ kind: 'error', message: 'no function nothing_here' });
  });

  it('Python code reaches no network: each route is refused and nothing arrives at the server', async ({ onTestFailed }) => {
    const page = await startedHost(onTestFailed);
    const url = `http://127.0.0.1:${port}/py`;
    const code = `
import js
pending = []
def bot_answer(route):
    u = '${url}-' + route
    try:
        if route == 'fetch':
            js.fetch(u)
        elif route == 'pyfetch':
            import pyodide.http, asyncio
            pending.append(asyncio.ensure_future(pyodide.http.pyfetch(u)))
            return ('pending', 0)
        elif route == 'open_url':
            import pyodide.http
            pyodide.http.open_url(u)
        elif route == 'xhr':
            x = js.XMLHttpRequest.new()
            x.open('GET', u, False)
            x.send()
        elif route == 'websocket':
            js.WebSocket.new(u.replace('http', 'ws'))
        elif route == 'importscripts':
            js.importScripts(u)
        elif route == 'eval':
            js.eval('fetch("' + u + '")')
        elif route == 'later':
            f = pending[0]
            return ('done ' + type(f.exception()).__name__ if f.done() else 'not done', 0)
        return ('LEAK', 0)
    except BaseException as e:
        return ('blocked ' + type(e).__name__, 0)
`;
    const routes = ['fetch', 'pyfetch', 'open_url', 'xhr', 'websocket', 'importscripts', 'eval', 'later'];
    const { replies } = await runPython(
      page,
      code,
      routes.map((r) => ['ask', [r], 5000]),
    );
    expect(replies[0]).toEqual({ kind: 'loaded', what: 'python' });
    const said = replies.slice(1).map((r) => (r as { value?: unknown[] }).value?.[0]);
    for (const [i, s] of said.entries()) expect(s, routes[i]).toMatch(routes[i] === 'pyfetch' ? /^pending$/ : /^(blocked|done) /);
    expect(logServer.requests).toEqual([]);
  });

  it('an endless loop is stopped by the time limit, the page answers, and later loads see nothing the code changed', async () => {
    const { page, close } = await openHost();
    // Loaded first in the page, this code runs in the interpreter restored from the snapshot that its own worker took
    // of a freshly started Pyodide; it changes the interpreter's shared state, then loops.
    const code = `${POLLUTE}${LOOK}\n    while True:\n        pass\n`;
    const { replies } = await runPython(page, code, [
      ['ask', ['look'], 5000],
      ['ask', ['loop'], 1000],
    ]);
    expect(replies).toEqual([{ kind: 'loaded', what: 'python' }, { kind: 'value', value: ['builtins json path module file'] }, { kind: 'timeout' }]);
    expect(await page.evaluate(() => 6 * 7)).toBe(42);
    // A second sandbox (a new frame, given the page's snapshot), then a second load in that sandbox (a new worker).
    const again = await runPython(page, LOOK, [['ask', ['look'], 5000]], LOOK);
    const clean = [
      { kind: 'loaded', what: 'python' },
      { kind: 'value', value: ['clean'] },
    ];
    expect(again.replies).toEqual([...clean, ...clean]);
    // A second sandbox in the same page reuses the downloaded files (no download phase; one start per load).
    expect(again.phases).toEqual(['start', 'ready', 'start', 'ready']);
    await close();
  });

  it('a syntax error or an exception while loading is reported as the last line of its traceback', async ({ onTestFailed }) => {
    const page = await startedHost(onTestFailed);
    const bad = await runPython(page, 'def broken(:\n', []);
    expect(bad.replies[0]).toMatchObject({ kind: 'error' });
    expect((bad.replies[0] as { message: string }).message).toMatch(/^SyntaxError/);
    const raising = await runPython(page, 'raise ValueError("no thanks")\n', []);
    expect(raising.replies[0]).toEqual({ kind: 'error', message: 'ValueError: no thanks' });
  });
});
