// Issue 31 item 2: the planner's answer, and every faster pace up to the top of its range, arrive by the target, for every
// floor 2–10 and minute 2–12, with and without Expert; one APM less does not. Each pace is run through the engine here.
// The slowest unit file of the Zenith folder (about 400 engine runs per cell): the engine's speed is what keeps it affordable.
import { describe, expect, it } from 'vitest';
import { PLAN_MAX_APM, checkPlanInput, firstFrameAtAltitude, floorStart, planClimb, type Mod } from '~/engines/zenith';

describe('planner grid: the answer is the pace from which every faster pace arrives', () => {
  for (const mods of [[], ['expert']] as Mod[][]) {
    for (let floor = 2; floor <= 10; floor++) {
      it(`floor ${floor}, minutes 2–12${mods.length ? ', Expert' : ''}`, () => {
        for (let minutes = 2; minutes <= 12; minutes++) {
          const input = { target: floorStart(floor), minutes, mods };
          const r = planClimb(input);
          const p = checkPlanInput(input);
          const deadline = minutes * 3600; // frames in `minutes` minutes at 60 frames a second
          if (r === null) {
            expect(firstFrameAtAltitude(p, PLAN_MAX_APM), `${minutes} min: 600 APM`).toBeNull();
            continue;
          }
          for (let apm = r.apm; apm <= PLAN_MAX_APM; apm++) {
            const f = firstFrameAtAltitude(p, apm);
            if (f === null || f >= deadline) expect.fail(`floor ${floor} by ${minutes}:00: ${apm} APM (answer ${r.apm}) arrives at ${f}`);
          }
          if (r.apm > 1) expect(firstFrameAtAltitude(p, r.apm - 1), `${minutes} min: one APM less`).toBeNull();
        }
      });
    }
  }
});
