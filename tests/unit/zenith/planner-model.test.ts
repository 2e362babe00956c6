// The planner's model (issue 31 items 2 and 6): the arrival curve around the answer, its chart, the style in the link.
// The curve's times are checked against the split table's path (runClimb → simulateClimb → floorSplits), not the planner's.
import { describe, expect, it } from 'vitest';
import { FLOOR_COUNT, floorStart, framesOfMinutes } from '~/engines/zenith';
import { runClimb } from '~/islands/zenith/climb-model';
import { SPECS, arrivalChart, curveApms, niceStep, onTime, planInput, runPlan, defaultValues } from '~/islands/zenith/planner-model';

describe('curveApms', () => {
  it('ten whole paces either side of the answer, cut to 1..600', () => {
    expect(curveApms(100)).toEqual(Array.from({ length: 21 }, (_, i) => 90 + i));
    expect(curveApms(4)).toEqual(Array.from({ length: 14 }, (_, i) => 1 + i));
    expect(curveApms(595).at(-1)).toBe(600);
  });
  it('niceStep rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0.3, 1, 3, 7, 12, 45].map(niceStep)).toEqual([0.5, 1, 5, 10, 20, 50]);
  });
});

describe('runPlan (issue 31 example: Expert, floor 10 by 8:00)', () => {
  const v = { ...defaultValues(), cpFloor: FLOOR_COUNT, cpMin: 8 };
  const plan = runPlan(planInput(v, ['expert']).input);
  const frames = framesOfMinutes(8);
  it('every pace from the answer up arrives in time; the pace just below does not', () => {
    const a = plan.answer!.apm;
    for (const p of plan.curve) if (p.apm >= a) expect(onTime(p, frames)).toBe(true);
    expect(
      onTime(
        plan.curve.find((p) => p.apm === a - 1)!,
        frames,
      ),
    ).toBe(false);
  });
  it('each point is the time the split table gives for floor 10 at that pace', () => {
    const pace = { cancelShare: 0.3, clearLinesPerMin: 40, kosPerMin: 0.5, spike: 0, mods: ['expert' as const], version: v.cpVer, minutes: 12 };
    for (const p of plan.curve.filter((_, i) => i % 5 === 0)) expect(p.frame).toBe(runClimb({ ...pace, apm: p.apm }).splits[FLOOR_COUNT]);
  });
  it('the chart flags late paces and draws them above the target line (time grows upward)', () => {
    const c = arrivalChart(plan.curve, 8)!;
    for (const p of c.points)
      expect(p.late).toBe(
        !onTime(
          plan.curve.find((q) => q.apm === p.apm)!,
          frames,
        ),
      );
    for (const p of c.points) if (!p.late) expect(p.y).toBeGreaterThanOrEqual(c.targetY);
    for (const p of c.points) if (p.late) expect(p.y).toBeLessThan(c.targetY);
    expect(c.points.map((p) => p.x)).toEqual([...c.points.map((p) => p.x)].sort((a, b) => a - b));
  });
});

describe('cpStyle in the link', () => {
  it('a known style is kept; an unknown one falls back to the even spread with a notice', () => {
    expect(SPECS.cpStyle.parse('surge')).toEqual({ value: 'surge' });
    const bad = SPECS.cpStyle.parse('combo');
    expect(bad.value).toBe('even');
    expect(bad.notice).toBeDefined();
  });
  it('the style reaches the planner input, and a styled plan differs from the even one at the same target', () => {
    const v = { ...defaultValues(), cpFloor: 5, cpMin: 4 };
    expect(planInput({ ...v, cpStyle: 'quad' }, []).input.style).toBe('quad');
    const even = runPlan(planInput(v, []).input).answer!.apm;
    const quad = runPlan(planInput({ ...v, cpStyle: 'quad' }, []).input).answer!.apm;
    expect(quad).not.toBe(even);
    expect(floorStart(5)).toBe(planInput(v, []).input.target);
  });
});
