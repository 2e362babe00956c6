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
//                 {op:'ping'}                           while a request waits; the frame's own thread answers 'pong'
//   frame → page  {kind:'ready'}                        once, after connect
//                 {kind:'pong'}                         to each ping
//                 {run, seq:0, kind:'loaded', what}     the code was read; `what` is typeof its value ('function', …)
//                 {run, seq, kind:'value', value}       the reply, fitting the schema
//                 {run, seq, kind:'invalid', preview}   the reply did not fit; a short picture of it
//                 {run, seq, kind:'error', message}     the code threw (seq 0: while loading; a syntax error, say)
//                 {run, seq, kind:'crashed', message}   the worker stopped or sent what was not asked for (ended)
// Each load starts a new run id; a message whose run or seq is not the one awaited is dropped. The page keeps the
// clock: a reply that is not back in time (or a crashed worker) retires the whole frame, not just its worker: a worker
// told to terminate while it allocates can go on for seconds, and a next worker in the same frame shares its process's
// heap, so a fast allocator could bring the frame's process down (issue 29). Chromium keeps a sandboxed frame in a
// process of its own, so removing the frame ends that process and frees the bot's memory at once, and if a bot does
// exhaust it first, the page's own process is untouched. The next load starts a fresh frame. stop() removes the frame:
// nothing of that sandbox can answer afterwards, and every pending or later request resolves { kind: 'stopped' }.
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

/** The liveness check of a waiting request: a ping this often (ms), and a frame lost when one goes unanswered this long
 * (generous: the frame's own thread does nothing but pass messages, so only a machine under heavy load delays a pong). */
export const PING = { everyMs: 250, lostMs: 3000 } as const;

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

/** One sandbox frame and the page's end of its channel. `ready` resolves to '' once the frame (and Python) is up, else the reason. */
interface FrameLink {
  port: MessagePort;
  ready: Promise<string>;
  /** Removes the frame: the browser ends the frame's document, its worker and (the frame being out of process) the
   * process that holds the bot's memory, without asking the bot. */
  close(): void;
}

/** Adds a hidden sandbox frame and connects to it; `onMessage` hears every later message of the frame. */
function openFrame(o: SandboxOptions, onMessage: (d: Record<string, unknown> | null) => void): FrameLink {
  const frame = hiddenFrame(o);
  const channel = new MessageChannel();
  const frameUp = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), o.startMs ?? 10_000);
    channel.port1.onmessage = (e: MessageEvent) => {
      const d = e.data as Record<string, unknown> | null;
      if (d && d.kind === 'ready') {
        clearTimeout(timer);
        resolve(true);
      } else onMessage(d);
    };
    frame.addEventListener('load', () => frame.contentWindow?.postMessage({ op: 'connect' }, '*', [channel.port2]), { once: true });
  });
  (o.container ?? document.body).append(frame);
  const progress = (loaded: number, total: number) => o.onProgress?.({ phase: 'download', loaded, total });
  const ready = o.runtime === 'python' ? pythonReady(o, frameUp, channel.port1, progress) : frameUp.then((up) => (up ? '' : SANDBOX_ERRORS.noFrame));
  const close = () => {
    channel.port1.onmessage = null;
    channel.port1.close();
    frame.remove();
  };
  return { port: channel.port1, ready, close };
}

/** One request waiting on a frame: its time limit, its pings and its reply. `end` hears the outcome, once. */
interface Waiting {
  /** A message of the frame (a pong, Python's 'booted', or a reply). */
  hear(d: Record<string, unknown> | null): void;
  /** Ends the wait with this outcome (a newer request, or stop()). */
  end(r: SandboxReply): void;
}

/**
 * Waits for the reply to one request, whose message the caller posts. The time limit is `ms`, or `firstMs` until
 * Python's 'booted' (starting Pyodide has its own allowance). While it waits, the page pings the frame; a ping
 * unanswered for PING.lostMs means the frame's process is gone (a bot can use up its memory before its time limit;
 * the page's own process is not touched). Judged on pings, not on a clock alone, so a page whose timers are slowed
 * (a tab in the background) does not take slowness for a loss.
 */
function waitOn(link: FrameLink, o: SandboxOptions, at: { run: number; seq: number; ms: number; firstMs: number }, end: (r: SandboxReply) => void): Waiting {
  let open = true;
  let pingSent: number | null = null;
  const finish = (r: SandboxReply) => {
    if (!open) return;
    open = false;
    clearTimeout(timer);
    clearInterval(pings);
    end(r);
  };
  let timer = setTimeout(() => finish({ kind: 'timeout' }), at.firstMs);
  const pings = setInterval(() => {
    const now = performance.now();
    if (pingSent === null) {
      pingSent = now;
      link.port.postMessage({ op: 'ping' });
    } else if (now - pingSent > PING.lostMs) finish({ kind: 'crashed', message: SANDBOX_ERRORS.lost });
  }, PING.everyMs);
  const hear = (d: Record<string, unknown> | null) => {
    if (!open) return;
    if (d && d.kind === 'pong') pingSent = null;
    else if (d && d.kind === 'booted' && d.run === at.run && d.seq === 0 && at.seq === 0) {
      clearTimeout(timer); // Pyodide is up: the load's own time limit starts now
      timer = setTimeout(() => finish({ kind: 'timeout' }), at.ms);
      o.onProgress?.({ phase: 'ready', loaded: 0, total: 0 });
    } else {
      const r = acceptReply(d, at.run, at.seq, o.schema);
      if (r) finish(r);
    }
  };
  return { hear, end: finish };
}

/**
 * Starts a sandbox (see the header for the protocol). The memory guard: a request that is not answered in time, or
 * whose worker crashed, retires the whole frame (openFrame's close) instead of asking the frame to end its worker, so
 * the bot's heap goes with its process however fast it allocates and whatever it is doing; the page's clock never
 * waits on the bot. The next load starts a fresh frame; a call after a retirement is answered 'crashed' at once.
 */
export function startSandbox(o: SandboxOptions): Sandbox {
  let stopped = false;
  let link: FrameLink | null = null;
  let run = 0;
  let seq = 0;
  let pending: Waiting | null = null;
  const retire = () => {
    link?.close();
    link = null;
  };
  const connect = (): FrameLink => {
    if (link) return link;
    const l: FrameLink = openFrame(o, (d) => {
      if (l === link && !stopped) pending?.hear(d);
    });
    return (link = l);
  };
  const ask = async (msg: Record<string, unknown>, atRun: number, atSeq: number, timeoutMs: number): Promise<SandboxReply> => {
    if (stopped) return { kind: 'stopped' };
    if (atSeq > 0 && !link) return { kind: 'crashed', message: SANDBOX_ERRORS.notLoaded }; // its frame was retired
    const l = connect();
    const failure = await l.ready;
    if (stopped) return { kind: 'stopped' };
    if (failure && link === l) retire(); // a frame that did not start (or whose process ended first): the next load tries a fresh one
    if (failure) return { kind: 'crashed', message: failure };
    if (l !== link) return { kind: 'crashed', message: SANDBOX_ERRORS.notLoaded };
    pending?.end({ kind: 'stopped' }); // one request at a time: a newer one replaces an older one
    if (o.runtime === 'python' && atSeq === 0) o.onProgress?.({ phase: 'start', loaded: 0, total: 0 });
    const firstMs = o.runtime === 'python' && atSeq === 0 ? Math.max(timeoutMs, PYTHON_START_MS) : timeoutMs;
    return new Promise<SandboxReply>((resolve) => {
      const w = waitOn(l, o, { run: atRun, seq: atSeq, ms: timeoutMs, firstMs }, (r) => {
        if (pending === w) pending = null;
        if ((r.kind === 'timeout' || r.kind === 'crashed') && link === l) retire();
        resolve(r);
      });
      pending = w;
      l.port.postMessage(msg);
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
      pending?.end({ kind: 'stopped' });
      retire();
    },
  };
}
