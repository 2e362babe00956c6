// Runs a reader's bot in a Web Worker: no DOM, and network and script loading switched off before the code is read.
// The main thread keeps the clock: a move that is not back within the limit ends the worker (see Arena.tsx).

/** The worker's whole program, as text for a Blob URL (so the site ships no separate worker file). */
const WORKER_SOURCE = `
'use strict';
for (const name of ['fetch', 'importScripts', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'indexedDB', 'caches']) {
  try { Object.defineProperty(self, name, { value: undefined, configurable: false, writable: false }); } catch (e) {}
}
let bot = null;
self.onmessage = (e) => {
  const d = e.data;
  if (d.type === 'load') {
    try {
      bot = (0, eval)('(' + d.code + '\\n)');
      if (typeof bot !== 'function') throw new Error('the code must be a function (view) => placement');
      self.postMessage({ type: 'loaded' });
    } catch (err) {
      self.postMessage({ type: 'error', message: String((err && err.message) || err) });
    }
  } else if (d.type === 'move') {
    try {
      const p = bot(d.view);
      self.postMessage({ type: 'move', id: d.id, placement: p && { x: p.x, y: p.y, dir: p.dir } });
    } catch (err) {
      self.postMessage({ type: 'error', id: d.id, message: String((err && err.message) || err) });
    }
  }
};
`;

export type WorkerReply = { type: 'loaded' } | { type: 'move'; id: number; placement: unknown } | { type: 'error'; id?: number; message: string };

/** Starts a worker holding the bot; the caller must terminate it. */
export function startBotWorker(): Worker {
  const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
  const w = new Worker(url);
  URL.revokeObjectURL(url);
  return w;
}

/** Sends one message and waits for the reply with a deadline; null when the deadline passes (the worker is then ended). */
export function ask(w: Worker, msg: object, limitMs: number): Promise<WorkerReply | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      w.terminate();
      resolve(null);
    }, limitMs);
    w.onmessage = (e: MessageEvent<WorkerReply>) => {
      clearTimeout(timer);
      resolve(e.data);
    };
    w.postMessage(msg);
  });
}
