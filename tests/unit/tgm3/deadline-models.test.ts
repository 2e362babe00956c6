// The section timeline's and the reverse planner's models (issue 25): link values → engine answers, the paste reader,
// the planner link, and bad entries reported rather than crashing. Expected values are worked by hand from
// master-grading.json's tables (COOL limits to x70: 3120, 3120, 2940, 2700, 2700, 2520, 2520, 2280, 2280; REGRET limits
// 5400, 4500, 4500, 4080, 3600, 3600, 3000, 3000, 3000, 3000 frames).
import { describe, expect, it } from 'vitest';
import { readParams } from '~/lib/url-state';
import { SPECS as TL, readPastedSplits, readTime, timelineHref, timelineModel, timelineSeries, valuesFromPaste } from '~/islands/tgm3/timeline-model';
import { SPECS as RV, reverseModel, reverseSeries, x70FromSplit } from '~/islands/tgm3/reverse-model';

const tl = (q: string) => timelineModel(readParams(q, TL).values);
const rv = (q: string) => reverseModel(readParams(q, RV).values);

describe('timeline model', () => {
  it('default: the planner default run, 10 sections, every COOL in 000-899, no REGRET', () => {
    const m = tl('');
    expect(m.timeline?.plan.sections).toHaveLength(10);
    expect(m.timeline?.plan.cools).toBe(9);
    expect(m.timeline?.plan.regrets).toBe(0);
  });

  it('an empty x70 entry is estimated; a slow split is a REGRET; sections stop at the first empty split', () => {
    // Section 0: 91 s = 5460 frames > 5400: REGRET. x70 estimated 0.7 × 5460 = 3822 > 3120: no COOL.
    const m = tl('dtSplit=91,40,,45&dtX70=,30');
    const p = m.timeline!.plan;
    expect(p.sections).toHaveLength(2);
    expect(p.sections[0]).toMatchObject({ t70: 3822, cool: false, regret: true });
    expect(m.timeline!.estimated).toEqual([true, false]);
    // Section 1 follows a section without COOL: table limit 3120; x70 at 1800 is a COOL.
    expect(p.sections[1]).toMatchObject({ limit: 3120, cool: true, regret: false });
  });

  it('the chart series: seconds at each level, NaN where a level has no deadline', () => {
    const s = timelineSeries(tl('dtSplit=45&dtX70=30').timeline!);
    expect(s.labels).toEqual([0, 70, 100]);
    expect(s.run).toEqual([0, 30, 45]);
    expect(s.cool[1]).toBe(52); // 3120 / 60
    expect(s.regret[2]).toBe(90); // 5400 / 60
    expect(Number.isNaN(s.cool[2])).toBe(true);
  });

  it('bad entries are reported, not fatal: an x70 after its split is estimated instead', () => {
    const m = tl('dtSplit=40,30&dtX70=50,20');
    expect(m.notes).toEqual([{ kind: 'x70AfterSplit', entry: 1 }]);
    expect(m.timeline!.estimated).toEqual([true, false]);
    expect(tl('dtSplit=').timeline).toBeNull();
    expect(tl('dtSplit=1,2,3,4,5,6,7,8,9,10,11').notes).toContainEqual({ kind: 'extra' });
  });

  it('reads times as players write them', () => {
    expect(readTime('45.5')).toBe(45.5);
    expect(readTime('0:45:50')).toBe(45.5);
    expect(readTime('1:02.5')).toBe(62.5);
    expect(readTime('1:75')).toBeNull();
    expect(readTime('abc')).toBeNull();
  });

  it('pasted running totals become section times; totals going backwards are refused with the entry', () => {
    expect(readPastedSplits('0:45:00\n1:30:50 2:14.00', 'total')).toEqual({ seconds: [45, 45.5, 43.5] });
    expect(readPastedSplits('45, 44.5; 44', 'section')).toEqual({ seconds: [45, 44.5, 44] });
    expect(readPastedSplits('45 40', 'total')).toEqual({ bad: 2 });
    expect(readPastedSplits('45 x', 'section')).toEqual({ bad: 2 });
    expect(readPastedSplits(Array(11).fill('40').join(','), 'section')).toEqual({ tooMany: true });
    expect(valuesFromPaste([45, 44.5])).toEqual({ dtSplit: '45,44.5', dtX70: ',' });
  });

  it('the planner link opens the timeline with the same run, in the page language', () => {
    const href = timelineHref([48, 47], [34, 33], 'zh-cn');
    expect(href).toBe('/zh-cn/tgm3/deadlines/?dtSplit=48%2C47&dtX70=34%2C33#section-timeline');
    const q = href.split('?')[1].split('#')[0];
    expect(readParams(q, TL).values).toMatchObject({ dtSplit: '48,47', dtX70: '34,33' });
  });
});

describe('reverse planner model', () => {
  it('default (section 400-499 after a 30 s COOL x70): deadlines 32, 34, 36, 38, 38 s, none in 900-999', () => {
    const m = rv('');
    expect(m.rows.map((r) => r.latestX70)).toEqual([1920, 2040, 2160, 2280, 2280, null]);
    expect(reverseSeries(m.rows).x70.slice(0, 5)).toEqual([32, 34, 36, 38, 38]);
    expect(m.roll.possible).toBe(true);
  });

  it('a previous section without COOL: table limit, and the invisible roll is out of reach', () => {
    const m = rv('bpFrom=2&bpPrev=20&bpCool=0');
    expect(m.rows[0].latestX70).toBe(2940);
    expect(m.missed).toBe(1);
    expect(m.roll.possible).toBe(false);
  });

  it('from section 0 the previous x70 is not used', () => {
    expect(rv('bpFrom=0&bpPrev=1&bpCool=0').rows.map((r) => r.latestX70)).toEqual([3120, 3120, 2940, 2700, 2700, 2520, 2520, 2280, 2280, null]);
    expect(rv('bpFrom=0&bpMissed=3').missed).toBe(0);
  });

  it('x70 from a split: 70 % to the frame', () => {
    expect(x70FromSplit(45)).toBe(31.5);
    expect(x70FromSplit(-5)).toBe(0);
  });
});
