// What the climb planner's view derives from its state (src/islands/zenith/planner-view.ts), worked by hand.
import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from '~/islands/zenith/ClimbPlanner.messages';
import { defaultPlan } from '~/islands/zenith/ClimbPlanner';
import { plannedMinutes, plannerPace, splitRows, targetWords, typedValue } from '~/islands/zenith/planner-view';
import type { ClimbRun } from '~/islands/zenith/climb-model';

const V = {
  cpBy: 'floor',
  cpFloor: 10,
  cpAlt: 2000,
  cpMin: 4.5,
  cpCancel: 30,
  cpClears: 40,
  cpKos: 0.5,
  cpStyle: 'even',
  cpApm: 60,
  cpVer: 'current',
} as const;

describe('planner view', () => {
  it('typed numbers go through the URL parser: clamped to the range, an empty field changes nothing', () => {
    expect(typedValue('cpAlt', '99999')).toEqual({ cpAlt: 20000 });
    expect(typedValue('cpMin', '4.5')).toEqual({ cpMin: 4.5 });
    expect(typedValue('cpApm', '  ')).toBeNull();
  });

  it('the pace in shares, and the planned run one frame (1/3600 minute) longer than the time allowed', () => {
    expect(plannerPace({ ...V }, ['expert'])).toEqual({
      cancelShare: 0.3,
      clearLinesPerMin: 40,
      kosPerMin: 0.5,
      spike: 0,
      mods: ['expert'],
      version: 'current',
      style: 'even',
    });
    expect(plannedMinutes({ ...V })).toBe(4.5 + 1 / 3600);
  });

  it('the target and deadline in words', () => {
    const t = messagesFor(MESSAGES, 'en');
    expect(targetWords(t, { ...V }, 1650, () => 'Top', 'en')).toEqual({ target: 'floor 10 (Top, 1,650 m)', by: '4:30' });
    expect(targetWords(t, { ...V, cpBy: 'altitude' }, 2000, () => '', 'en').target).toBe('2,000 m');
  });

  it('one split row per floor, planned and yours side by side', () => {
    const run = (splits: (number | null)[]) => ({ splits }) as unknown as ClimbRun;
    const rows = splitRows(
      run([null, 0, 100, 200, null, null, null, null, null, null, null]),
      run([null, 0, 150, null, null, null, null, null, null, null, null]),
    );
    expect(rows.slice(0, 3)).toEqual([
      { floor: 1, planned: 0, yours: 0 },
      { floor: 2, planned: 100, yours: 150 },
      { floor: 3, planned: 200, yours: null },
    ]);
    expect(rows).toHaveLength(10);
    expect(splitRows(null, run(new Array(11).fill(null)))[0].planned).toBeNull();
    expect(typeof defaultPlan).toBe('function');
  });
});
