// Long main-thread tasks, measured as CPU time from a Chromium trace. On a shared two-core machine a task's wall time
// grows with the load (a 300 ms busy loop got 23 ms of CPU at load 22), so a wall-clock long-task observer would need
// retries or a second, traced load; the trace's thread time is the work the page itself put on its main thread.
import { gunzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** Longest main-thread task allowed while a page loads and hydrates, or while it works (issue 13, item 11). */
export const LONG_TASK_BUDGET_MS = 200;

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface Task {
  /** Wall time in ms. */
  wall: number;
  /** Main-thread CPU (thread) time in ms. */
  cpu: number;
}

/** A trace's microseconds as whole milliseconds, the unit every task is reported and judged in. */
const msOf = (us: number) => Math.round(us / 1000);

/** Main-thread tasks of every renderer in a Chromium trace of the 'toplevel' category. */
export function rendererTasks(trace: Buffer | string): Task[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  // Tasks are the outermost 'toplevel' slices of a main thread (a scheduler task, or a microtask checkpoint run
  // outside one); slices nested inside them are parts of the same task.
  const slices = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`)).sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  const end = new Map<string, number>();
  const tasks: Task[] = [];
  for (const e of slices) {
    const thread = `${e.pid}:${e.tid}`;
    if ((e.ts ?? 0) < (end.get(thread) ?? -1)) continue;
    end.set(thread, (e.ts ?? 0) + (e.dur ?? 0));
    tasks.push({ wall: msOf(e.dur ?? 0), cpu: msOf(e.tdur ?? 0) });
  }
  return tasks;
}

/**
 * Whether any event of a trace's JSON text, in any process or thread, used more thread time than `budgetMs` (rounded
 * by msOf, as rendererTasks rounds it). The renderers' main-thread tasks are among those events, so a trace without one
 * holds no long task and needs no further reading. A regular-expression pass over the text takes a few milliseconds; parsing it
 * into objects (1.5-3.5 MB, 5,000-15,000 events) was most of the reader's time.
 */
export function anyEventOver(traceJson: string, budgetMs: number): boolean {
  for (const m of traceJson.matchAll(/"tdur"\s*:\s*(\d+(?:\.\d+)?)/g)) if (msOf(Number(m[1])) > budgetMs) return true;
  return false;
}

/**
 * Runs `work` under a trace of `page` and returns the main-thread tasks that used more CPU than the budget. The trace is
 * the one Playwright's browser.startTracing(page, { categories: ['toplevel'] }) records (the page's target, the same
 * category), asked for gzip-compressed through the page's own DevTools session: a load's trace is 1.5-3.5 MB of JSON
 * and about a tenth of that compressed, and it crosses Chromium's pipe, the Playwright server and its WebSocket to this
 * process (Playwright's own path also writes it to a file and reads it back).
 */
export async function longTasksDuring(page: Page, work: () => Promise<void>): Promise<Task[]> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('Tracing.start', { transferMode: 'ReturnAsStream', streamCompression: 'gzip', categories: 'toplevel' });
    let stream: string | undefined;
    try {
      await work();
    } finally {
      const complete = new Promise<string | undefined>((done) => session.once('Tracing.tracingComplete', (e) => done(e.stream)));
      await session.send('Tracing.end');
      stream = await complete;
    }
    if (!stream) throw new Error('Chromium returned no trace');
    const chunks: Buffer[] = [];
    for (;;) {
      const part = await session.send('IO.read', { handle: stream, size: 1 << 22 });
      chunks.push(Buffer.from(part.data, part.base64Encoded ? 'base64' : 'utf8'));
      if (part.eof) break;
    }
    await session.send('IO.close', { handle: stream });
    const trace = gunzipSync(Buffer.concat(chunks)).toString('utf8');
    if (!anyEventOver(trace, LONG_TASK_BUDGET_MS)) return [];
    return rendererTasks(trace).filter((t) => t.cpu > LONG_TASK_BUDGET_MS);
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/** One line per long task, for a test's failure message. */
export const describeTasks = (tasks: Task[]) =>
  tasks.map((t) => `${t.cpu} ms of main-thread CPU in one task (${t.wall} ms wall; budget ${LONG_TASK_BUDGET_MS} ms)`);
