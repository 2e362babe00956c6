// The climb planner's search as a Preact hook: planner-model.ts's steps run a few APMs at a time, so a search never
// blocks the page (each task about SLICE_MS of work); a build-time answer for the same input is taken as it is.
import { useEffect, useState } from 'preact/hooks';
import { planSteps, type Plan, type planInput } from './planner-model';

/** Milliseconds of search per task, so the page stays responsive. */
const SLICE_MS = 20; // literal-ok: a time slice in ms, not a game number

/** Runs the planner's steps a few APMs at a time (about 20 ms per task), so a search never blocks the page. */
export function usePlan(input: ReturnType<typeof planInput>, initial?: { key: string; plan: Plan }) {
  const [state, setState] = useState<{ key: string; plan: Plan | null; tried: number; done: boolean }>(() =>
    initial && initial.key === input.key ? { ...initial, tried: 0, done: true } : { key: input.key, plan: null, tried: 0, done: typeof window === 'undefined' },
  );
  useEffect(() => {
    if (initial && initial.key === input.key) return setState({ ...initial, tried: 0, done: true });
    const it = planSteps(input.input);
    let timer: ReturnType<typeof setTimeout>;
    let tried = 0;
    setState({ key: input.key, plan: null, tried: 0, done: false });
    const slice = () => {
      const t0 = performance.now();
      while (performance.now() - t0 < SLICE_MS) {
        const r = it.next();
        if (r.done) return setState({ key: input.key, plan: r.value, tried, done: true });
        tried = r.value;
      }
      setState({ key: input.key, plan: null, tried, done: false });
      timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [input.key]);
  return state;
}
