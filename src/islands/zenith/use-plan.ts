// The climb planner's search as a Preact hook: planner-model.ts's steps run through useSteps (a slice of about 20 ms of
// work per task), so a search never blocks the page; a build-time answer for the same input is taken as it is.
import { planSteps, type Plan, type planInput } from './planner-model';
import { useSteps } from './use-steps';

/** The planner's answer for `input`: the build-time one when it is for the same input, else the search's. */
export function usePlan(input: ReturnType<typeof planInput>, initial?: { key: string; plan: Plan }) {
  const ready = initial !== undefined && initial.key === input.key;
  const s = useSteps<Plan>(input.key, ready ? null : () => planSteps(input.input));
  if (ready) return { key: input.key, plan: initial.plan, tried: 0, done: true };
  const tried = typeof s.progress === 'number' ? s.progress : 0;
  return { key: input.key, plan: s.value ?? null, tried, done: s.done || typeof window === 'undefined' };
}
