// Runs a reader's bot in a Web Worker: no DOM, and network, script loading, nested workers and postMessage taken away
// before the code is read. The main thread keeps the clock: a move that is not back within the limit ends the worker,
// and so does any message that is not the one reply expected (see ask below and Arena.tsx).

/** The errors this file words itself (the island shows them in the page's language; see Arena.messages.ts). */
export const WORKER_ERRORS = {
  notFunction: 'the code must be a function (view) => placement',
  stray: 'the worker sent a message that is not its reply',
  crashed: 'the worker stopped (out of memory?)',
} as const;

/** The worker's whole program, as text for a Blob URL (so the site ships no separate worker file). */
const WORKER_SOURCE = `
'use strict';
const post = self.postMessage.bind(self);
for (const name of ['fetch', 'importScripts', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'indexedDB', 'caches', 'Worker', 'SharedWorker',
  'BroadcastChannel', 'WebTransport', 'postMessage']) {
  try { Object.defineProperty(self, name, { value: undefined, configurable: false, writable: false }); } catch (e) {}
  for (let o = Object.getPrototypeOf(self); o; o = Object.getPrototypeOf(o)) {
    try { if (Object.prototype.hasOwnProperty.call(o, name)) delete o[name]; } catch (e) {}
  }
}
let bot = null;
const onMessage = (e) => {
  const d = e.data;
  if (d.type === 'load') {
    try {
      bot = (0, eval)('(' + d.code + '\\n)');
      if (typeof bot !== 'function') throw new Error(${JSON.stringify(WORKER_ERRORS.notFunction)});
      post({ type: 'loaded' });
    } catch (err) {
      post({ type: 'error', message: String((err && err.message) || err) });
    }
  } else if (d.type === 'move') {
    try {
      const p = bot(d.view);
      post({ type: 'move', id: d.id, placement: p && typeof p === 'object' ? { x: p.x, y: p.y, dir: p.dir } : typeof p === 'string' ? p.slice(0, 40) : p });
    } catch (err) {
      post({ type: 'error', id: d.id, message: String((err && err.message) || err).slice(0, 200) });
    }
  }
};
self.addEventListener('message', onMessage);
`;

export type WorkerReply = { type: 'loaded' } | { type: 'move'; id: number; placement: unknown } | { type: 'error'; id?: number; message: string };

/** Starts a worker holding the bot; the caller must terminate it. */
export function startBotWorker(): Worker {
  const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
  const w = new Worker(url);
  URL.revokeObjectURL(url);
  return w;
}

/** True when a message is the reply the main thread waits for: 'loaded' after a load, a move or error with the move's id. */
function expected(d: unknown, id: number | null): d is WorkerReply {
  if (!d || typeof d !== 'object') return false;
  const r = d as Record<string, unknown>;
  if (id === null) return r.type === 'loaded' || (r.type === 'error' && typeof r.message === 'string');
  return (r.type === 'move' || (r.type === 'error' && typeof r.message === 'string')) && r.id === id;
}

/**
 * Sends one message and waits for the reply with a deadline; null when the deadline passes. The worker is ended on a
 * timeout, on a crash (out of memory, say) and on any message that is not the expected reply; those give an error.
 */
export function ask(
  w: Worker,
  msg: { type: 'load'; code: string } | { type: 'move'; id: number; view: unknown },
  limitMs: number,
): Promise<WorkerReply | null> {
  const id = msg.type === 'move' ? msg.id : null;
  return new Promise((resolve) => {
    let done = false;
    const finish = (r: WorkerReply | null, end: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      w.onmessage = null;
      w.onerror = null;
      if (end) w.terminate();
      resolve(r);
    };
    const timer = setTimeout(() => finish(null, true), limitMs);
    w.onmessage = (e: MessageEvent) => {
      if (expected(e.data, id)) finish(e.data, false);
      else finish({ type: 'error', message: WORKER_ERRORS.stray }, true);
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      finish({ type: 'error', message: e.message || WORKER_ERRORS.crashed }, true);
    };
    w.postMessage(msg);
  });
}
