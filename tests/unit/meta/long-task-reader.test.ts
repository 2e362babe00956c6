// The browser tests' long-task reader (tests/e2e/long-tasks.ts) skips parsing a trace when no event in it used more
// thread time than the budget. This checks that the quick pass never skips a trace that holds a long main-thread task.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyEventOver, rendererTasks } from '../../e2e/long-tasks';

const MAIN = { ph: 'M', name: 'thread_name', pid: 7, tid: 1, args: { name: 'CrRendererMain' } };
const IO = { ph: 'M', name: 'thread_name', pid: 7, tid: 2, args: { name: 'Chrome_ChildIOThread' } };

/** A task slice on thread `tid` of process 7, `tdur` microseconds of thread time. */
const slice = (tid: number, ts: number, tdur: number) => ({ ph: 'X', name: 'ThreadControllerImpl::RunTask', pid: 7, tid, ts, dur: tdur + 5, tdur });
const trace = (events: object[], space = '') => JSON.stringify({ traceEvents: [MAIN, IO, ...events] }, null, space);

describe('the long-task reader: the quick pass before parsing', () => {
  it('finds a main-thread task over the budget, rounded as the reader rounds (200.5 ms is over 200, 200.499 ms is not)', () => {
    expect(anyEventOver(trace([slice(1, 0, 200_500)]), 200)).toBe(true);
    expect(anyEventOver(trace([slice(1, 0, 200_499)]), 200)).toBe(false);
    expect(rendererTasks(trace([slice(1, 0, 200_500)])).map((t) => t.cpu)).toEqual([201]);
  });

  it('reads the number however the JSON is spaced, and ignores the wall time (dur)', () => {
    expect(anyEventOver(trace([slice(1, 0, 250_000)], ' '), 200)).toBe(true);
    expect(anyEventOver(trace([{ ...slice(1, 0, 1_000), dur: 900_000 }]), 200)).toBe(false);
  });

  it('never says "none" when the full reader finds a main-thread task over the budget (fast-check, fixed seed)', () => {
    const event = fc.record({ tid: fc.constantFrom(1, 2), ts: fc.nat(10_000_000), tdur: fc.nat(400_000) });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), fc.integer({ min: 1, max: 300 }), fc.boolean(), (events, budget, spaced) => {
        const text = trace(
          events.map((e) => slice(e.tid, e.ts, e.tdur)),
          spaced ? ' ' : '',
        );
        if (rendererTasks(text).some((t) => t.cpu > budget)) expect(anyEventOver(text, budget)).toBe(true);
      }),
    );
  });
});
