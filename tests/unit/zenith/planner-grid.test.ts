// Issue 31 item 2: the planner's answer, and every faster pace up to the top of its range, arrive by the target, for every
// floor 2–10 and minute 2–12, with and without Expert; one APM less does not. Each pace is run through the engine here.
// A pace's events and the climb loop do not depend on the time allowed except where they stop (styledBuckets and
// runClimbLoop stop at the run's last frame), so a pace arrives within m minutes exactly when its arrival within the
// longest run, 12 minutes, comes before frame m × 3600, at that same frame. Each pace is therefore run once per floor
// and mod set with 12 minutes allowed and compared with every minute's deadline (the same check as one run per minute,
// about a tenth of the work); the answer's own pace is also run with each minute's limit, which pins that equivalence.
import { describe, expect, it } from 'vitest';
import { PLAN_MAX_APM, checkPlanInput, firstFrameAtAltitude, floorStart, planClimb, type Mod } from '~/engines/zenith';

const LONGEST = 12;

describe('planner grid: the answer is the pace from which every faster pace arrives', () => {
  for (const mods of [[], ['expert']] as Mod[][]) {
    for (let floor = 2; floor <= 10; floor++) {
      it(`floor ${floor}, minutes 2–12${mods.length ? ', Expert' : ''}`, () => {
        const target = floorStart(floor);
        const longest = checkPlanInput({ target, minutes: LONGEST, mods });
        // Arrival within 12 minutes of each pace from `apm` up to PLAN_MAX_APM, run once each, on demand.
        const arrival = new Map<number, number | null>();
        const arrivalAt = (apm: number) => {
          if (!arrival.has(apm)) arrival.set(apm, firstFrameAtAltitude(longest, apm));
          return arrival.get(apm) ?? null;
        };
        for (let minutes = 2; minutes <= LONGEST; minutes++) {
          const input = { target, minutes, mods };
          const r = planClimb(input);
          const p = checkPlanInput(input);
          const deadline = minutes * 3600; // frames in `minutes` minutes at 60 frames a second
          if (r === null) {
            const f = arrivalAt(PLAN_MAX_APM);
            expect(f === null || f >= deadline, `${minutes} min: 600 APM arrives at ${f}`).toBe(true);
            continue;
          }
          for (let apm = r.apm; apm <= PLAN_MAX_APM; apm++) {
            const f = arrivalAt(apm);
            if (f === null || f >= deadline) expect.fail(`floor ${floor} by ${minutes}:00: ${apm} APM (answer ${r.apm}) arrives at ${f}`);
          }
          expect(firstFrameAtAltitude(p, r.apm), `${minutes} min: the answer within its own limit`).toBe(arrivalAt(r.apm));
          expect(r.frame, `${minutes} min: the answer's arrival frame`).toBe(arrivalAt(r.apm));
          if (r.apm > 1) expect(firstFrameAtAltitude(p, r.apm - 1), `${minutes} min: one APM less`).toBeNull();
        }
      });
    }
  }
});
