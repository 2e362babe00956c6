// The two programs of the bot sandbox, written here as functions and shipped as text: frameMain runs in the sandbox
// frame (an opaque-origin iframe, see frame-page.ts), workerMain in the Worker that the frame starts for each load.
// frameScript() writes the frame's whole script from their source text, so every function used inside them must be
// self-contained or passed in (the checks of schema.ts are passed as `deps`). The protocol is described in host.ts.
import { checkValue, cutText, previewValue } from './schema';
import { bootNote, pythonSetup, pythonWorker, pythonWorkerMain, pyTools, type PythonFrameSetup } from './python-program';

/** Runtimes the host can ask for; each has its own frame page (sandbox/<runtime>.html) and worker program. */
export type SandboxRuntime = 'js' | 'python';

/** Size limits the frame applies to what comes from bot code (the host applies them again). */
export const SANDBOX_LIMITS = {
  /** Characters of an error text (a throw, a load error, a crash) that reach the page. */
  error: 200,
  /** Characters of the preview of a reply that did not fit the schema. */
  preview: 80,
  /** Characters of the longest string the worker passes on (anything longer is sliced in the worker first). */
  string: 400,
} as const;

/** The frame's words for what went wrong outside bot code (the host maps them to the page's language). */
export const SANDBOX_ERRORS = {
  stray: 'stray-message',
  crashed: 'worker-stopped',
  notLoaded: 'not-loaded',
  noFrame: 'frame-not-started',
  noRuntime: 'runtime-not-loaded',
  /** The frame stopped answering the page's pings: its process ended (a bot that used up its memory, most likely). */
  lost: 'sandbox-lost',
} as const;

/** The worker's second wall: network, storage, script-loading and messaging globals made undefined (own properties)
 * and deleted from the prototypes (so they cannot be found again there); the navigator's storage and beacon too. */
export function denyGlobals(g: Record<string, unknown>): void {
  const DENY = [
    'fetch',
    'importScripts',
    'XMLHttpRequest',
    'WebSocket',
    'WebSocketStream',
    'EventSource',
    'indexedDB',
    'caches',
    'Worker',
    'SharedWorker',
    'BroadcastChannel',
    'WebTransport',
    'FontFace',
    'fonts',
    'storageBuckets',
    'postMessage',
    'webkitRequestFileSystem',
    'webkitRequestFileSystemSync',
    'requestFileSystem',
  ];
  for (const name of DENY) {
    try {
      Object.defineProperty(g, name, { value: undefined, configurable: false, writable: false });
    } catch {
      /* not configurable: the prototypes below */
    }
    for (let o = Object.getPrototypeOf(g); o; o = Object.getPrototypeOf(o)) {
      try {
        if (Object.prototype.hasOwnProperty.call(o, name)) delete o[name];
      } catch {
        /* keep going */
      }
    }
  }
  for (const name of ['storage', 'storageBuckets', 'sendBeacon']) {
    try {
      const nav = Object.getPrototypeOf(g.navigator) as Record<string, unknown>;
      if (Object.prototype.hasOwnProperty.call(nav, name)) delete nav[name];
    } catch {
      /* keep going */
    }
  }
}

/** The worker's reply tools: an error's text cut to the limit, and a value shrunk (strings sliced, few items, shallow)
 * before it leaves the worker. Self-contained: it is shipped as text into each worker program. */
export function replyTools(limits: { error: number; string: number }): { text: (err: unknown) => string; shrink: (v: unknown, depth: number) => unknown } {
  const text = (err: unknown): string => {
    try {
      const m = err && typeof err === 'object' && 'message' in err ? (err as { message: unknown }).message : err;
      const s = typeof m === 'string' ? m : String(m);
      return s.length > limits.error ? s.slice(0, limits.error + 1) : s;
    } catch {
      return '?';
    }
  };
  const shrink = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return v.length > limits.string ? v.slice(0, limits.string + 1) : v;
    if (v === null || typeof v !== 'object') return typeof v === 'function' || typeof v === 'symbol' ? String(typeof v) : v;
    if (depth > 3) return null;
    if (Array.isArray(v)) return v.slice(0, 16).map((x) => shrink(x, depth + 1));
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).slice(0, 16)) out[k.slice(0, 40)] = shrink((v as Record<string, unknown>)[k], depth + 1);
    return out;
  };
  return { text, shrink };
}

/**
 * The worker's harness. Called first, with `limits` (SANDBOX_LIMITS), it keeps postMessage for itself and removes a
 * list of globals (a second wall: the frame's policy already denies network, storage and scripts), and checks that
 * they are gone; only then does it return the function that takes `makeBot`, the reader's code wrapped in a function
 * of its own (so nothing in here is in its scope, and code that breaks out of its wrapper runs after this). That reads
 * the code, reports `{ seq: 0, ok, what }`, then answers `{ seq, method, args }` with `{ seq, ok: true, value }` or
 * `{ seq, ok: false, message }`. Values are shrunk (strings sliced, few items) before they leave the worker.
 */
export function workerMain(
  limits: { error: number; string: number },
  deny: (g: Record<string, unknown>) => void,
  tools: typeof replyTools,
): (makeBot: () => unknown) => void {
  'use strict';
  const g = self as unknown as Record<string, unknown>;
  const post = (g.postMessage as (m: unknown) => void).bind(self);
  const listen = (g.addEventListener as (t: string, f: (e: MessageEvent) => void) => void).bind(self);
  deny(g);
  const { text, shrink } = tools(limits);
  // Code hoisted above the harness (a top-level `function Object() {}` after a break-out) could quietly stop the list
  // above: then the worker refuses to read any code.
  let loadError: unknown = ['postMessage', 'fetch', 'importScripts', 'XMLHttpRequest', 'WebSocket'].some((n) => g[n] !== undefined)
    ? 'the worker could not be prepared: a built-in was replaced'
    : null;
  let bot: unknown = null;
  let used = false;
  listen('message', (e: MessageEvent) => {
    const d = e.data as { seq?: unknown; method?: unknown; args?: unknown };
    if (!d || typeof d.seq !== 'number' || loadError !== null) return;
    try {
      const f = typeof bot === 'function' ? bot : (bot as Record<string, unknown>)[String(d.method)];
      const value = (f as (...a: unknown[]) => unknown).apply(bot, Array.isArray(d.args) ? d.args : []);
      post({ seq: d.seq, ok: true, value: shrink(value, 0) });
    } catch (err) {
      try {
        post({ seq: d.seq, ok: false, message: text(err) });
      } catch {
        post({ seq: d.seq, ok: false, message: '?' });
      }
    }
  });
  return (makeBot) => {
    if (used) return; // once only: the reader's code cannot load another
    used = true;
    try {
      if (loadError === null) bot = makeBot();
    } catch (err) {
      loadError = err;
    }
    post(loadError !== null ? { seq: 0, ok: false, message: text(loadError) } : { seq: 0, ok: true, what: bot === null ? 'null' : typeof bot });
  };
}

/**
 * The worker's whole source for one piece of reader code: the harness is called first (the callee of a call is
 * evaluated before its arguments), then given the code in a function of its own.
 */
export function workerSource(workerProgram: string, code: string, limits: { error: number; string: number }): string {
  return `(${workerProgram})(${JSON.stringify(limits)})(function () { return (\n${code}\n); });\n`;
}

interface FrameDeps {
  checkValue: typeof checkValue;
  cutText: typeof cutText;
  previewValue: typeof previewValue;
  workerSource: typeof workerSource;
  pythonWorker: typeof pythonWorker;
  pythonSetup: typeof pythonSetup;
  bootNote: typeof bootNote;
}

/**
 * The frame's program. It takes one MessagePort from its parent window (the first message, which must come from the
 * parent), then only talks through that port: `load` starts a fresh Worker with the code (ending any earlier one),
 * `call` forwards one request, `end` ends the worker. Every worker message is checked here: the awaited sequence
 * number or the worker is ended ('crashed'); the value against the caller's schema or a short preview ('invalid');
 * error texts cut. The page never receives anything the worker wrote that was not checked. Python: Pyodide's files and
 * the game's setup are given once by the page ('setup'); scripts go into each worker's source, the rest is posted to it
 * ('boot'). `ping` is answered by the frame itself, so the page can tell a live frame from a lost process.
 */
export function frameMain(
  deps: FrameDeps,
  program: string,
  limits: { error: number; preview: number; string: number },
  errors: { stray: string; crashed: string; notLoaded: string; noRuntime: string },
  python: boolean,
): void {
  'use strict';
  let port: MessagePort | null = null;
  let worker: Worker | null = null;
  let run = -1;
  let waiting = -1;
  let schema: unknown = null;
  let setup: PythonFrameSetup | null = null;
  const booted = new WeakSet<object>();
  const send = (m: Record<string, unknown>) => port?.postMessage({ ...m, run });
  const end = () => {
    worker?.terminate();
    worker = null;
    waiting = -1;
  };
  const fail = (kind: string, seq: number, message: unknown) => {
    end();
    send({ seq, kind, message: deps.cutText(typeof message === 'string' ? message : deps.previewValue(message, limits.error), limits.error) });
  };
  const fromWorker = (w: Worker, d: Record<string, unknown> | null) => {
    if (w !== worker) return;
    const seq = waiting;
    const note = python && seq === 0 && d && typeof d === 'object' ? deps.bootNote(d, w, booted, setup) : null;
    if (note) return send(note);
    if (!d || typeof d !== 'object' || d.seq !== seq || seq < 0) return fail('crashed', seq, errors.stray);
    waiting = -1;
    if (d.ok !== true) return seq === 0 ? fail('error', seq, d.message) : send({ seq, kind: 'error', message: deps.cutText(String(d.message), limits.error) });
    if (seq === 0) return send({ seq, kind: 'loaded', what: deps.cutText(String(d.what), 16) });
    const c = deps.checkValue(schema as Parameters<typeof checkValue>[0], d.value);
    send(c.ok ? { seq, kind: 'value', value: c.value } : { seq, kind: 'invalid', preview: deps.previewValue(d.value, limits.preview) });
  };
  const load = (code: string) => {
    end();
    if (python && !setup) return send({ seq: 0, kind: 'crashed', message: errors.noRuntime });
    const py = setup ? deps.pythonWorker(setup, program, code, limits, deps.workerSource) : null;
    const url = URL.createObjectURL(new Blob(py ? py.parts : [deps.workerSource(program, code, limits)], { type: 'text/javascript' }));
    const w = new Worker(url);
    URL.revokeObjectURL(url);
    worker = w;
    waiting = 0;
    if (py) w.postMessage(py.boot);
    w.onmessage = (e) => fromWorker(w, e.data as Record<string, unknown>);
    w.onmessageerror = () => fromWorker(w, null);
    w.onerror = (e) => {
      e.preventDefault();
      if (w === worker) fail(waiting === 0 ? 'error' : 'crashed', waiting, e.message || errors.crashed);
    };
  };
  const onPort = (e: MessageEvent) => {
    const d = e.data as Record<string, unknown> | null;
    if (!d || typeof d !== 'object') return;
    if (d.op === 'load' && typeof d.code === 'string' && typeof d.run === 'number') {
      run = d.run;
      schema = d.schema;
      load(d.code);
    } else if (d.op === 'call' && d.run === run && typeof d.seq === 'number' && d.seq > 0) {
      if (!worker || waiting !== -1) return send({ seq: d.seq, kind: 'crashed', message: errors.notLoaded });
      waiting = d.seq;
      worker.postMessage({ seq: d.seq, method: d.method, args: d.args });
    } else if (d.op === 'setup' && python && !setup) {
      setup = deps.pythonSetup(d);
    } else if (d.op === 'end') end();
    else if (d.op === 'ping') port?.postMessage({ kind: 'pong', run: -1, seq: -1 }); // answered here, not by the worker
  };
  const hello = (e: MessageEvent) => {
    if (e.source !== window.parent || port || !e.data || (e.data as { op?: unknown }).op !== 'connect' || !e.ports[0]) return;
    window.removeEventListener('message', hello);
    port = e.ports[0];
    port.onmessage = onPort;
    port.postMessage({ kind: 'ready', run: -1, seq: -1 });
  };
  window.addEventListener('message', hello);
}

/** The worker programs per runtime. */
const WORKER_PROGRAMS: Partial<Record<SandboxRuntime, string>> = {
  js: `(limits) => (${workerMain.toString()})(limits, ${denyGlobals.toString()}, ${replyTools.toString()})`,
  // Called with the limits and the game's modules (the frame writes the modules in: see frameMain).
  python: `(limits, modules) => (${pythonWorkerMain.toString()})(limits, ${denyGlobals.toString()}, ${replyTools.toString()}, ${pyTools.toString()}, modules)`,
};

/** The worker program of a runtime, as the text of a function from limits to the harness's loader. */
export function workerProgram(runtime: SandboxRuntime): string {
  const program = WORKER_PROGRAMS[runtime];
  if (!program) throw new Error(`no worker program for runtime ${runtime}`);
  return program;
}

/** The frame's whole script for a runtime, as text (the frame page inlines it and pins it by its hash). */
export function frameScript(runtime: SandboxRuntime): string {
  const program = workerProgram(runtime);
  const deps = `{ checkValue: ${checkValue.toString()}, cutText: ${cutText.toString()}, previewValue: ${previewValue.toString()}, workerSource: ${workerSource.toString()}, pythonWorker: ${pythonWorker.toString()}, pythonSetup: ${pythonSetup.toString()}, bootNote: ${bootNote.toString()} }`;
  const { stray, crashed, notLoaded, noRuntime } = SANDBOX_ERRORS;
  const errors = JSON.stringify({ stray, crashed, notLoaded, noRuntime });
  return `'use strict';\n(${frameMain.toString()})(${deps}, ${JSON.stringify(program)}, ${JSON.stringify(SANDBOX_LIMITS)}, ${errors}, ${runtime === 'python'});\n`;
}
