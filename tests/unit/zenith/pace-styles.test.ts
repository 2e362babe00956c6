// Pace styles (issue 31 item 2): clears tied to attack. Expected attacks are worked by hand from seed 000 攻击、全旋、B2B and
// 蓄力攻击; the planner's answer under a style is re-checked through simulateClimb (the plain event path, not the planner's).
import { describe, expect, it } from 'vitest';
import { attackPerClear, floorStart, planClimb, simulateClimb, styleCycle, styledEvents, SURGE_CHAIN, type PaceStyle } from '~/engines/zenith';

describe('styleCycle', () => {
  it('quad in B2B: 4 + 1; T-spin double in B2B: 2 × 2 + 1', () => {
    expect(styleCycle('quad')).toEqual([{ lines: 4, spin: false, attack: 5 }]);
    expect(styleCycle('tspin')).toEqual([{ lines: 2, spin: true, attack: 5 }]);
    expect(styleCycle('even')).toEqual([]);
  });
  it('surge: 12 T-spin doubles (4, then 5 × 11) and a plain double that releases B2B 11 − 3 = 8 (1 + 8 = 9)', () => {
    const c = styleCycle('surge');
    expect(SURGE_CHAIN).toBe(12);
    expect(c.map((x) => x.attack)).toEqual([4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 9]);
    expect(c.at(-1)).toEqual({ lines: 2, spin: false, attack: 9 });
    expect(attackPerClear('surge')).toBeCloseTo(68 / 13, 12);
  });
});

describe('styledEvents', () => {
  it('60 APM in quads for a minute: a quad every 300 frames (12 a minute, the first at 5 s), each its 5-line attack then its clear', () => {
    const ev = styledEvents({ apm: 60, cancelShare: 0.5, clearLinesPerMin: 999, kosPerMin: 0, style: 'quad' }, 3600);
    expect(ev.filter((e) => e.type === 'clear').map((e) => e.frame)).toEqual([300, 600, 900, 1200, 1500, 1800, 2100, 2400, 2700, 3000, 3300]);
    expect(ev.slice(0, 4)).toEqual([
      { frame: 300, type: 'send', lines: 5 },
      { frame: 300, type: 'clear', lines: 4, spin: false },
      { frame: 600, type: 'cancel', lines: 5 },
      { frame: 600, type: 'clear', lines: 4, spin: false },
    ]);
  });
  it('even is the even spread: clears at clearLinesPerMin, not tied to attack', () => {
    const ev = styledEvents({ apm: 60, cancelShare: 0, clearLinesPerMin: 60, kosPerMin: 0, style: 'even' }, 3600);
    expect(ev.filter((e) => e.type === 'clear').length).toBe(29);
    expect(ev.filter((e) => e.type === 'send').every((e) => e.lines === 4)).toBe(true);
  });
  it('rejects an unknown style', () => {
    expect(() => styledEvents({ apm: 60, cancelShare: 0, clearLinesPerMin: 0, kosPerMin: 0, style: 'combo' as PaceStyle }, 60)).toThrow(RangeError);
  });
});

describe('planClimb with a style', () => {
  const frames = 4 * 3600;
  const target = floorStart(5);
  const reaches = (style: PaceStyle, apm: number) =>
    simulateClimb({ frames, events: styledEvents({ apm, cancelShare: 0.3, clearLinesPerMin: 40, kosPerMin: 0.5, style }, frames) }).altitude.some(
      (a) => a >= target,
    );
  for (const style of ['quad', 'tspin', 'surge'] as const) {
    it(`${style}: floor 5 by 4:00, the answer arrives and the pace below it does not`, () => {
      const a = planClimb({ target, minutes: 4, style })!;
      expect(a).not.toBeNull();
      expect(reaches(style, a.apm)).toBe(true);
      expect(reaches(style, a.apm - 1)).toBe(false);
      for (let apm = a.apm + 1; apm <= a.apm + 5; apm++) expect(reaches(style, apm)).toBe(true);
    });
  }
  it('the styles give different answers than the even spread (the answer rests on the stream)', () => {
    const even = planClimb({ target, minutes: 4 })!.apm;
    const others = (['quad', 'tspin', 'surge'] as const).map((style) => planClimb({ target, minutes: 4, style })!.apm);
    expect(others.some((x) => x !== even)).toBe(true);
  });
});
