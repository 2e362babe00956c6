// The fatigue timelines' model (src/islands/zenith/timelines-model.ts), from seed 000 "疲劳时间" (8:00 +2 permanent lines,
// 9:00 +25% received, 10:00 +3 (5 in all), 11:00 +25%, 12:00 +5 (10 in all)) and "攻击对象" (the targeting factor, 3 at the
// start, +1 at 3, 5 and 7 minutes).
import { describe, expect, it } from 'vitest';
import { messagesFor } from '~/i18n/messages';
import { M } from '~/islands/zenith/Timelines.messages';
import { END, endOfRun, graceRun, timelineRows } from '~/islands/zenith/timelines-model';

const m = messagesFor(M, 'en');

describe('what changes when', () => {
  it('the start, the three targeting steps and the five fatigue steps of a 12-minute run, in order', () => {
    const rows = timelineRows(m, []);
    expect(rows.map((r) => r.at)).toEqual([0, 180, 300, 420, 480, 540, 600, 660, 720]);
    expect(rows[0].change).toBe('start');
    expect(rows.slice(1, 4).map((r) => r.change)).toEqual(['targeting factor 4', 'targeting factor 5', 'targeting factor 6']);
    expect(rows[4].change).toBe('+2 permanent lines');
    expect(rows.map((r) => r.state.permanentLines)).toEqual([0, 0, 0, 0, 2, 2, 5, 5, 10]);
    expect(rows.filter((r) => r.step).length).toBe(5);
  });

  it('ends with 10 permanent lines at 12:00', () => {
    expect(END).toBe(720);
    expect(endOfRun([]).lines).toBe(10);
  });

  it('grace: one sample a second, empty from the frame it first reads 0; the seed has no protection step (×1)', () => {
    const g = graceRun(5, [], 'code', '2025-01');
    expect(g.perSecond[0]).toBeGreaterThan(0);
    expect(g.perSecond.at(-1)).toBe(0);
    expect(g.emptyAt).toBeGreaterThan(0);
    expect(g.protection.every((x) => x === 1)).toBe(true);
  });
});
