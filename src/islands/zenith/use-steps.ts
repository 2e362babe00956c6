// Runs a search written as steps (a generator) a slice at a time, about 20 ms of work per task, so the page stays
// responsive while it works; the result comes back under the key it was started for. In the build-time HTML nothing
// runs (done: false): the island shows its fallback.
import { useEffect, useState } from 'preact/hooks';

/** Milliseconds of work per task. */
const SLICE_MS = 20; // literal-ok: a time slice in ms, not a game number

export interface Stepped<T> {
  key: string;
  value: T | undefined;
  /** The last value the search yielded (how far it got). */
  progress: unknown;
  done: boolean;
}

export function useSteps<T>(key: string, start: (() => Generator<unknown, T, void>) | null): Stepped<T> {
  const [state, setState] = useState<Stepped<T>>({ key, value: undefined, progress: undefined, done: false });
  useEffect(() => {
    if (!start) return;
    const it = start();
    let timer: ReturnType<typeof setTimeout>;
    let progress: unknown;
    setState({ key, value: undefined, progress, done: false });
    const slice = () => {
      const t0 = performance.now();
      while (performance.now() - t0 < SLICE_MS) {
        const r = it.next();
        if (r.done) return setState({ key, value: r.value, progress, done: true });
        progress = r.value;
      }
      setState({ key, value: undefined, progress, done: false });
      timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [key, start !== null]);
  return state.key === key ? state : { key, value: undefined, progress: undefined, done: false };
}
