// The bot sandbox, page side: runs code that anyone may have written (a reader's bot, code from a link) where it can
// reach nothing of the site and nothing of the network, and passes back only small, checked replies.
//
// How it holds, by construction:
// 1. startSandbox() adds a hidden <iframe sandbox="allow-scripts"> (never allow-same-origin, so its origin is opaque:
//    no cookies, storage, caches or file systems of the site) loaded from `${BASE_URL}sandbox/<runtime>.html`. That
//    page carries its own Content-Security-Policy (frame-page.ts): default-src 'none', its one inline script pinned by
//    hash, connect-src 'none', workers only from blob: (Python adds 'wasm-unsafe-eval').
// 2. Inside, the frame starts a Worker per load (frame-program.ts): the bot's code sits in a function of its own, next
//    to the harness, so the harness's post, bot and message handler are out of its reach; the worker also removes a
//    list of network and storage globals (a second wall) and shrinks replies before they leave.
// 3. Every message from the worker is checked IN THE FRAME before the page sees it: it must be the awaited reply;
//    a value must fit the caller's ReplySchema (schema.ts) and is rebuilt from it, else only an 80-character preview
//    passes; error texts are cut to 200 characters with control and bidi characters removed. The host checks again.
//
// Protocol (all over one MessageChannel; the page posts {op:'connect'} with the port to the frame once, on load):
//   page → frame  {op:'load', run, code, schema}        start a fresh worker with this code (ends any earlier one)
//                 {op:'call', run, seq, method, args}   one request, seq = 1, 2, 3 …; args: an array of JSON values
//                 {op:'end'}                            end the worker
//   frame → page  {kind:'ready'}                        once, after connect
//                 {run, seq:0, kind:'loaded', what}     the code was read; `what` is typeof its value ('function', …)
//                 {run, seq, kind:'value', value}       the reply, fitting the schema
//                 {run, seq, kind:'invalid', preview}   the reply did not fit; a short picture of it
//                 {run, seq, kind:'error', message}     the code threw (seq 0: while loading; a syntax error, say)
//                 {run, seq, kind:'crashed', message}   the worker stopped or sent what was not asked for (ended)
// Each load starts a new run id; a message whose run or seq is not the one awaited is dropped. The page keeps the
// clock: a reply that is not back in time ends the worker. stop() removes the frame: nothing of that sandbox can
// answer afterwards, and every pending or later request resolves { kind: 'stopped' }.
//
// A JavaScript bot's code is one expression: a function (every call calls it, whatever the method) or an object whose
// methods are called by name. Adding a runtime (issue 27, Python through Pyodide): a worker program in
// frame-program.ts WORKER_PROGRAMS, a page src/pages/sandbox/<runtime>.html.ts, and its policy in frame-page.ts.
import { checkValue, cutText, previewValue, type ReplySchema } from './schema';
import { readStream } from '../read-stream';
import { SANDBOX_ERRORS, SANDBOX_LIMITS, type SandboxRuntime } from './frame-program';
import { PYODIDE_FILES, PYODIDE_TEXT, type PythonSetup } from './python-program';

export type { ReplySchema } from './schema';
export type { SandboxRuntime } from './frame-program';
export type { PythonSetup } from './python-program';
export { SANDBOX_ERRORS, SANDBOX_LIMITS } from './frame-program';

/** What one load or call came to. */
export type SandboxReply =
  | { kind: 'loaded'; what: string }
  | { kind: 'value'; value: unknown }
  | { kind: 'invalid'; preview: string }
  | { kind: 'error'; message: string }
  | { kind: 'crashed'; message: string }
  | { kind: 'timeout' }
  | { kind: 'stopped' };

/** How far a Python sandbox has got: its files downloading (bytes so far of all), then starting, then ready. */
export interface SandboxProgress {
  phase: 'download' | 'start' | 'ready';
  loaded: number;
  total: number;
}

export interface SandboxOptions {
  runtime: SandboxRuntime;
  /** The one reply shape this game accepts (checked in the frame, then here). */
  schema: ReplySchema;
  /** The site's base path (import.meta.env.BASE_URL); the frame page is `${base}sandbox/<runtime>.html`. */
  base?: string;
  /** Where the hidden frame goes (default document.body). */
  container?: HTMLElement;
  /** How long the frame may take to start before a load counts as crashed (ms). */
  startMs?: number;
  /** Python only: the game's prelude, loader and modules (python-program.ts). */
  python?: PythonSetup;
  /** Python only: download and start progress (the first load of a worker starts Pyodide; the load's own time limit
   * counts from when Pyodide is ready). */
  onProgress?: (p: SandboxProgress) => void;
}

export interface Sandbox {
  /** Reads the code into a fresh worker; 'loaded' (check `what`), 'error', 'timeout', 'crashed' or 'stopped'. */
  load(code: string, timeoutMs: number): Promise<SandboxReply>;
  /** Calls the loaded code with JSON arguments; 'value', 'invalid', 'error', 'timeout', 'crashed' or 'stopped'. */
  call(method: string, args: unknown[], timeoutMs: number): Promise<SandboxReply>;
  /** Ends the sandbox for good. */
  stop(): void;
}

/** The frame page's address under the site's base path. */
export function sandboxUrl(runtime: SandboxRuntime, base: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}sandbox/${runtime}.html`;
}

/**
 * Checks a message from the frame again on the page side and turns it into a reply, or null to drop it (wrong run or
 * seq, wrong shape). Strings are cut again and values checked against the schema again.
 */
export function acceptReply(d: unknown, run: number, seq: number, schema: ReplySchema): SandboxReply | null {
  if (!d || typeof d !== 'object') return null;
  const r = d as Record<string, unknown>;
  if (r.run !== run || r.seq !== seq) return null;
  const say = (x: unknown, max: number) => cutText(typeof x === 'string' ? x : '?', max);
  if (r.kind === 'loaded' && seq === 0) return { kind: 'loaded', what: say(r.what, 16) };
  if (r.kind === 'value' && seq > 0) {
    const c = checkValue(schema, r.value);
    return c.ok ? { kind: 'value', value: c.value } : { kind: 'invalid', preview: previewValue(r.value, SANDBOX_LIMITS.preview) };
  }
  if (r.kind === 'invalid' && seq > 0) return { kind: 'invalid', preview: say(r.preview, SANDBOX_LIMITS.preview + 1) };
  if (r.kind === 'error') return { kind: 'error', message: say(r.message, SANDBOX_LIMITS.error) };
  if (r.kind === 'crashed') return { kind: 'crashed', message: say(r.message, SANDBOX_LIMITS.error) };
  return null;
}

/** How long a Python worker may take to start Pyodide before its load counts as timed out (ms). */
export const PYTHON_START_MS = 60_000;

type PyodideFiles = Record<string, ArrayBuffer | string>;
let pyodideFiles: Promise<PyodideFiles> | null = null;
/** A memory snapshot of a freshly started Pyodide, sent by the page's first Python worker before any game code ran
 * (python-program.ts pyTools): later sandboxes of the page hand it to their workers, which restore it. */
let pyodideSnapshot: Uint8Array | null = null;

/** Reads one response body, counting its bytes as they come. */
async function readCounting(res: Response, count: (n: number) => void): Promise<Uint8Array> {
  if (!res.body) return new Uint8Array(await res.arrayBuffer());
  return (await readStream(res.body, { count })) ?? new Uint8Array();
}

/**
 * Pyodide's files, fetched from the site's own origin (sandbox/pyodide/ under the base path) once per page and kept
 * (a second Python sandbox reuses them); `progress` hears the bytes so far out of the sizes the server announced.
 */
export function fetchPyodideFiles(base: string, progress: (loaded: number, total: number) => void): Promise<PyodideFiles> {
  if (pyodideFiles) return pyodideFiles;
  const dir = `${base.endsWith('/') ? base : `${base}/`}sandbox/pyodide/`;
  let loaded = 0;
  let total = 0;
  const one = async (name: string): Promise<[string, ArrayBuffer | string]> => {
    const res = await fetch(dir + name);
    if (!res.ok) throw new Error(`${name}: ${res.status}`);
    total += Number(res.headers.get('content-length')) || 0;
    const bytes = await readCounting(res, (n) => {
      loaded += n;
      progress(loaded, Math.max(total, loaded));
    });
    return [name, PYODIDE_TEXT.includes(name as never) ? new TextDecoder().decode(bytes) : (bytes.buffer as ArrayBuffer)];
  };
  const all = Promise.all(PYODIDE_FILES.map(one)).then((entries) => Object.fromEntries(entries));
  pyodideFiles = all.catch((e: unknown) => {
    pyodideFiles = null; // a failed download may be tried again
    throw e;
  });
  return pyodideFiles;
}

/** The hidden sandbox frame for a runtime. */
function hiddenFrame(o: SandboxOptions): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = 'bot sandbox';
  frame.style.display = 'none';
  frame.src = sandboxUrl(o.runtime, o.base ?? '/');
  return frame;
}

/**
 * Python: the page fetches Pyodide's files (the frame cannot: connect-src 'none') and hands them to the frame with the
 * game's setup once the frame is up. Resolves to '' when ready, else the reason (frame not started, files missing).
 */
function pythonReady(o: SandboxOptions, frameUp: Promise<boolean>, port: MessagePort, progress: (loaded: number, total: number) => void) {
  port.addEventListener('message', (e: MessageEvent) => {
    const d = e.data as { kind?: unknown; snapshot?: unknown } | null;
    if (d && d.kind === 'snapshot' && d.snapshot instanceof Uint8Array) pyodideSnapshot ??= d.snapshot;
  });
  return Promise.all([frameUp, fetchPyodideFiles(o.base ?? '/', progress)]).then(
    ([up, files]) => {
      if (up) port.postMessage({ op: 'setup', files, ...(o.python ?? { prelude: '' }), ...(pyodideSnapshot ? { snapshot: pyodideSnapshot } : {}) });
      return up ? '' : SANDBOX_ERRORS.noFrame;
    },
    () => SANDBOX_ERRORS.noRuntime,
  );
}

/** Starts a sandbox frame (see the header for the protocol). */
export function startSandbox(o: SandboxOptions): Sandbox {
  const frame = hiddenFrame(o);
  const channel = new MessageChannel();
  let stopped = false;
  let run = 0;
  let seq = 0;
  type Pending = { run: number; seq: number; ms: number; resolve: (r: SandboxReply) => void; timer: ReturnType<typeof setTimeout> };
  let pending: Pending | null = null;
  const progress = (phase: SandboxProgress['phase'], loaded = 0, total = 0) => o.onProgress?.({ phase, loaded, total });
  const settle = (r: SandboxReply) => {
    const p = pending;
    pending = null;
    if (p) clearTimeout(p.timer);
    p?.resolve(r);
  };
  const expire = (ms: number) =>
    setTimeout(() => {
      channel.port1.postMessage({ op: 'end' });
      settle({ kind: 'timeout' });
    }, ms);
  const frameReady = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), o.startMs ?? 10_000);
    channel.port1.onmessage = (e: MessageEvent) => {
      const d = e.data as Record<string, unknown> | null;
      if (d && d.kind === 'ready') {
        clearTimeout(timer);
        resolve(true);
        return;
      }
      if (!pending || stopped) return;
      if (d && d.kind === 'booted' && d.run === pending.run && d.seq === 0 && pending.seq === 0) {
        clearTimeout(pending.timer); // Pyodide is up: the load's own time limit starts now
        pending.timer = expire(pending.ms);
        progress('ready');
        return;
      }
      const r = acceptReply(d, pending.run, pending.seq, o.schema);
      if (r) settle(r);
    };
    frame.addEventListener('load', () => frame.contentWindow?.postMessage({ op: 'connect' }, '*', [channel.port2]), { once: true });
  });
  (o.container ?? document.body).append(frame);
  const ready: Promise<string> =
    o.runtime === 'python'
      ? pythonReady(o, frameReady, channel.port1, (loaded, total) => progress('download', loaded, total))
      : frameReady.then((up) => (up ? '' : SANDBOX_ERRORS.noFrame));
  const ask = async (msg: Record<string, unknown>, atRun: number, atSeq: number, timeoutMs: number): Promise<SandboxReply> => {
    if (stopped) return { kind: 'stopped' };
    const failure = await ready;
    if (failure) return { kind: 'crashed', message: failure };
    if (stopped) return { kind: 'stopped' };
    settle({ kind: 'stopped' }); // one request at a time: a newer one replaces an older one
    if (o.runtime === 'python' && atSeq === 0) progress('start');
    return new Promise<SandboxReply>((resolve) => {
      // Python's first step (starting Pyodide) gets its own allowance; the load's limit restarts at 'booted'.
      const timer = expire(o.runtime === 'python' && atSeq === 0 ? Math.max(timeoutMs, PYTHON_START_MS) : timeoutMs);
      pending = { run: atRun, seq: atSeq, ms: timeoutMs, resolve, timer };
      channel.port1.postMessage(msg);
    });
  };
  return {
    load(code, timeoutMs) {
      run += 1;
      seq = 0;
      return ask({ op: 'load', run, code, schema: o.schema }, run, 0, timeoutMs);
    },
    call(method, args, timeoutMs) {
      seq += 1;
      return ask({ op: 'call', run, seq, method, args }, run, seq, timeoutMs);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      settle({ kind: 'stopped' });
      channel.port1.onmessage = null;
      channel.port1.close();
      frame.remove();
    },
  };
}
