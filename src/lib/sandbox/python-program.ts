// The Python runtime of the bot sandbox (issue 27): the worker program that starts Pyodide inside the sandbox frame's
// worker, and what a game gives it. Shipped as text like the JavaScript harness (frame-program.ts), so every function
// here is self-contained or passed in. How Pyodide gets in without any network: the PAGE fetches Pyodide's files from
// the site's own origin (sandbox/pyodide/, src/pages/sandbox/pyodide/) and hands them to the frame; the frame writes
// Pyodide's two scripts into the worker's own source (one blob) and posts the binary files to it; Pyodide's loader asks
// for them through a `fetch` that only answers from those files, which is removed (with the rest of the network and
// storage globals) before the game's prelude and the bot's code run. The frame's policy keeps connect-src 'none'.
import type { replyTools } from './frame-program';

/** What a game gives the Python runtime (game-neutral: the sandbox knows nothing of any game). */
export interface PythonSetup {
  /** The game's Python, run once per load before the bot's code (its shim: the game's classes, the entry functions). */
  prelude: string;
  /** The name of a function of the prelude that reads the bot's code text (returning '' or the reason it cannot be
   * used); without it, the code runs as the main module. */
  loader?: string;
  /** JavaScript source of one expression whose value is { moduleName: object }: each becomes a Python module. It is
   * written into the worker's source, so it must be self-contained. */
  modules?: string;
}

/** Pyodide's files as the site serves them under sandbox/pyodide/; the first two are scripts, written into the worker. */
export const PYODIDE_FILES = ['pyodide.js', 'pyodide.asm.js', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'] as const;
export type PyodideFile = (typeof PYODIDE_FILES)[number];
/** The files that are read as text (the rest are bytes). */
export const PYODIDE_TEXT: readonly PyodideFile[] = ['pyodide.js', 'pyodide.asm.js', 'pyodide-lock.json'];

interface Py {
  makeMemorySnapshot(): Uint8Array;
  runPython(code: string): unknown;
  registerJsModule(name: string, module: object): void;
  globals: { get(name: string): unknown };
  toPy(v: unknown): unknown;
}

/**
 * The Python worker's harness. Called with the limits, the deny list (frame-program.ts), the reply tools and the
 * game's modules, it returns the function that takes `makeCode` (returning the bot's Python text). It then waits for
 * one `{ op: 'boot', files, prelude, loader, snapshot }` from the frame: restores Pyodide from the snapshot, or starts it
 * from those files and first sends `{ seq: -1, snapshot }` (pyTools `restored`), removes the network and
 * storage globals, registers the modules, runs the prelude, reports `{ seq: -1, booted }` (the page's clock for the
 * bot's own load time starts again there), reads the code and reports `{ seq: 0, ok, what: 'python' }`. Each
 * `{ seq, method, args }` then calls the prelude's (or the bot's) top-level function `method` with the arguments as
 * Python values; the answer comes back as JSON-like data (tuples as arrays), shrunk.
 */
export function pythonWorkerMain(
  limits: { error: number; string: number },
  deny: (g: Record<string, unknown>) => void,
  tools: typeof replyTools,
  helpers: typeof pyTools,
  modules: Record<string, object>,
): (makeCode: () => unknown) => void {
  'use strict';
  const g = self as unknown as Record<string, unknown>;
  const post = (g.postMessage as (m: unknown) => void).bind(self);
  const listen = (g.addEventListener as (t: string, f: (e: MessageEvent) => void) => void).bind(self);
  const { text, shrink } = tools(limits);
  const loadPyodide = g.loadPyodide as (o: object) => Promise<Py>;
  const create = g._createPyodideModule;
  const { toData, lastLine, offlineFetch, restored } = helpers();
  const pyText = (err: unknown) => text(lastLine(err)); // the traceback's last line tells
  let py: Py | null = null;
  let failed = false;
  let used = false;
  const boot = async (d: { files: Record<string, ArrayBuffer | string>; prelude: string; loader?: string; snapshot?: Uint8Array }, code: string) => {
    const files = d.files;
    g.fetch = offlineFetch(files);
    const options = {
      indexURL: 'https://pyodide.invalid/', // never fetched: the fetch above answers only from the files it holds
      createPyodideModule: create,
      lockFileContents: files['pyodide-lock.json'],
      stdout: () => {},
      stderr: () => {},
    };
    const mine = await restored(loadPyodide, options, d.snapshot, (snapshot) => post({ seq: -1, ok: true, snapshot }));
    deny(g);
    if (['postMessage', 'fetch', 'importScripts', 'XMLHttpRequest', 'WebSocket'].some((n) => g[n] !== undefined)) {
      throw new Error('the worker could not be prepared: a built-in was replaced');
    }
    for (const name of Object.keys(modules)) mine.registerJsModule(name, modules[name]);
    mine.runPython(d.prelude);
    post({ seq: -1, ok: true, booted: true });
    if (d.loader) {
      const why = (mine.globals.get(d.loader) as (c: string) => unknown)(code);
      if (typeof why === 'string' && why) throw new Error(why);
    } else mine.runPython(code);
    py = mine;
  };
  const call = (seq: number, method: string, args: unknown[]) => {
    try {
      const f = (py as Py).globals.get(method);
      if (typeof f !== 'function') throw new Error(`no function ${method.slice(0, 40)}`);
      const value = toData((f as (...a: unknown[]) => unknown)(...args.map((a) => (py as Py).toPy(a))));
      post({ seq, ok: true, value: shrink(value, 0) });
    } catch (err) {
      post({ seq, ok: false, message: pyText(err) });
    }
  };
  return (makeCode) => {
    listen('message', (e: MessageEvent) => {
      const d = e.data as Record<string, unknown> | null;
      if (d && d.op === 'boot' && !used) {
        used = true;
        const setup = {
          files: d.files as Record<string, ArrayBuffer | string>,
          prelude: String(d.prelude ?? ''),
          loader: typeof d.loader === 'string' ? d.loader : undefined,
          snapshot: d.snapshot instanceof Uint8Array ? d.snapshot : undefined,
        };
        boot(setup, String(makeCode())).then(
          () => post({ seq: 0, ok: true, what: 'python' }),
          (err) => {
            failed = true;
            post({ seq: 0, ok: false, message: pyText(err) });
          },
        );
        return;
      }
      if (!d || typeof d.seq !== 'number' || !py || failed) return;
      call(d.seq, String(d.method), Array.isArray(d.args) ? d.args : []);
    });
  };
}

/** What the frame keeps for a Python sandbox: Pyodide's files and the game's setup (its modules as source text). */
export interface PythonFrameSetup {
  files: Record<string, ArrayBuffer | string>;
  prelude: string;
  loader?: string;
  modules: string;
  /** A memory snapshot of a freshly started Pyodide (pyTools `restored`): from the page, or from this frame's first worker. */
  snapshot?: Uint8Array;
}

/**
 * The frame's Python setup from the page's `{ op: 'setup', files, prelude, loader, modules, snapshot }`, or null when it
 * is not one. Self-contained: shipped as text into the frame's program.
 */
export function pythonSetup(d: Record<string, unknown>): PythonFrameSetup | null {
  if (!d.files || typeof d.files !== 'object' || typeof d.prelude !== 'string') return null;
  const loader = typeof d.loader === 'string' ? d.loader : undefined;
  const snapshot = d.snapshot instanceof Uint8Array ? d.snapshot : undefined;
  return {
    files: d.files as Record<string, ArrayBuffer | string>,
    prelude: d.prelude,
    loader,
    modules: typeof d.modules === 'string' ? d.modules : '',
    snapshot,
  };
}

/**
 * Frame side: a Python worker's own messages (seq -1) while its load is awaited, as the message for the page, or null
 * when `d` is not one. 'booted' (the prelude ran: the bot's code may run from now on) marks worker `w` in `booted`; a
 * memory snapshot is kept in `setup` (if none is kept) and passed on only from a worker that has not booted, so it
 * was taken before any game code ran. Self-contained: shipped as text into the frame's program.
 */
export function bootNote(d: Record<string, unknown>, w: object, booted: WeakSet<object>, setup: PythonFrameSetup | null): Record<string, unknown> | null {
  if (d.seq !== -1 || !setup) return null;
  if (d.booted === true) {
    booted.add(w);
    return { seq: 0, kind: 'booted' };
  }
  if (booted.has(w) || !(d.snapshot instanceof Uint8Array)) return null;
  if (!setup.snapshot) setup.snapshot = d.snapshot;
  return { seq: 0, kind: 'snapshot', snapshot: setup.snapshot };
}

/**
 * One Python worker, frame side: its source (Pyodide's two scripts, then the harness with the game's modules written
 * in and the bot's code as a string) and the message that boots it (the binary files, the prelude, the loader).
 * Self-contained: shipped as text into the frame's program.
 */
export function pythonWorker(
  setup: PythonFrameSetup,
  program: string,
  code: string,
  limits: { error: number; string: number },
  source: (program: string, code: string, limits: { error: number; string: number }) => string,
): { parts: string[]; boot: Record<string, unknown> } {
  const { files, prelude, loader, modules, snapshot } = setup;
  const withModules = `(limits) => (${program})(limits, (${modules || '{}'}))`;
  const parts = [String(files['pyodide.js']), '\n', String(files['pyodide.asm.js']), '\n', source(withModules, JSON.stringify(code), limits)];
  const binary = Object.fromEntries(Object.entries(files).filter(([name]) => name !== 'pyodide.js' && name !== 'pyodide.asm.js'));
  return { parts, boot: { op: 'boot', files: binary, prelude, loader, snapshot } };
}

/**
 * The Python worker's tools (self-contained: shipped as text): `toData` turns what a Python function returned into
 * plain data (dicts to objects, tuples and lists to arrays); `lastLine` takes a Python error's last traceback line
 * (the exception and its text); `offlineFetch` answers Pyodide's loader from the files it was given and refuses any
 * other address; `restored` gives the game its interpreter (below).
 */
export function pyTools() {
  const toData = (r: unknown): unknown => {
    if (!r || typeof r !== 'object' || typeof (r as { toJs?: unknown }).toJs !== 'function') return r;
    const p = r as { toJs(o: object): unknown; destroy?: () => void };
    const v = p.toJs({ dict_converter: Object.fromEntries, create_pyproxies: false });
    p.destroy?.();
    return v;
  };
  const lastLine = (err: unknown): string => {
    const whole = err && typeof err === 'object' && 'message' in err ? String((err as { message: unknown }).message) : String(err);
    const lines = whole.trim().split('\n');
    return lines[lines.length - 1];
  };
  const offlineFetch = (files: Record<string, ArrayBuffer | string>) => async (url: unknown) => {
    const name = String(url).slice(String(url).lastIndexOf('/') + 1);
    if (!Object.prototype.hasOwnProperty.call(files, name)) throw new TypeError('the sandbox has no network');
    const type = name.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream';
    return new Response(files[name], { headers: { 'Content-Type': type } });
  };
  // Every game's interpreter is restored from a memory snapshot of a freshly started Pyodide, taken before any game code
  // ran (no prelude, no module, no bot): a new worker and a new WebAssembly memory per game, as before, at about a
  // tenth of the CPU time of a start. Without a snapshot yet, Pyodide starts once, the snapshot is taken and handed to
  // `keep` (the frame and the page keep it for later workers), and the game's interpreter is restored from it too.
  const restored = async (load: (o: object) => Promise<Py>, options: object, snapshot: Uint8Array | undefined, keep: (s: Uint8Array) => void) => {
    let image = snapshot;
    if (!image) {
      image = (await load({ ...options, _makeSnapshot: true })).makeMemorySnapshot();
      keep(image);
    }
    return load({ ...options, _loadSnapshot: image });
  };
  return { toData, lastLine, offlineFetch, restored };
}
