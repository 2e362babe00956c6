// Issue 31 item 7, the smaller things: the simulator's words follow the numbers (plurals through Intl.PluralRules, rank
// skips on one tenth of a second counted once, a legend that names only what the chart draws, the no-JavaScript note
// gone once the island runs).
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { ClimbChart } from '~/islands/zenith/ClimbChart';
import { runClimb } from '~/islands/zenith/climb-model';
import { MESSAGES } from '~/islands/zenith/ClimbSimulator.messages';
import { groupLabels } from '~/islands/zenith/group-labels';
import { SPECS as SIM_SPECS } from '~/islands/zenith/ClimbSimulator';
import { SPECS as PLAN_SPECS } from '~/islands/zenith/planner-model';
import { readParams } from '~/lib/url-state';
import { M as TIMELINE_M } from '~/islands/zenith/Timelines';
import { MESSAGES as ATTACK_M } from '~/islands/zenith/AttackCalculator.messages';

describe('item 7: words that follow the numbers', () => {
  it('one promotion-fatigue step reads "once", one event "1 event"', () => {
    expect(MESSAGES.en.fatigue(1)).toContain('protection once.');
    expect(MESSAGES.en.fatigue(3)).toContain('3 times.');
    expect(MESSAGES.en.events(1, '')).toBe('1 event.');
    expect(MESSAGES.en.events(2, '')).toBe('2 events.');
  });
  it('two rank skips in the same tenth of a second are one time with a count', () => {
    expect(groupLabels(['60.0 s', '60.0 s', '61.2 s'])).toEqual([
      ['60.0 s', 2],
      ['61.2 s', 1],
    ]);
    expect(MESSAGES.en.skipCount('60.0 s', 2)).toBe('60.0 s (×2)');
  });
  it('the legend lists rank skip and hyperspeed only when the run has them', () => {
    const base = { cancelShare: 0.3, clearLinesPerMin: 40, kosPerMin: 0.5, minutes: 3, mods: [], version: 'current' as const };
    const slow = runClimb({ ...base, apm: 30, spike: 0 });
    expect(slow.skips).toEqual([]);
    expect(slow.hyper).toEqual([]);
    const html = renderToString(h(ClimbChart, { run: slow, mods: [], label: 'x', idPrefix: 't' }));
    expect(html).not.toContain('rank skip');
    expect(html).not.toContain('hyperspeed');
    const fast = runClimb({ ...base, apm: 300, spike: 100 });
    expect(fast.skips.length).toBeGreaterThan(0);
    expect(renderToString(h(ClimbChart, { run: fast, mods: [], label: 'x', idPrefix: 't' }))).toContain('rank skip');
  });
});

describe('item 7: one clamping rule, and lists that say what they dropped', () => {
  it('a 5,000-digit APM clamps to the maximum with the same notice as 99999 (it used to fall back to the default)', () => {
    const big = readParams(`?csApm=${'9'.repeat(5000)}`, SIM_SPECS);
    const five = readParams('?csApm=99999', SIM_SPECS);
    expect(big.values.csApm).toBe(400);
    expect(five.values.csApm).toBe(400);
    expect(big.notices).toHaveLength(1);
    expect(big.notices[0]).toMatch(/is above the maximum 400; using 400\.$/);
    expect(readParams(`?cpMin=-${'9'.repeat(5000)}`, PLAN_SPECS).values.cpMin).toBe(1);
    expect(readParams('?cpMin=abc', PLAN_SPECS).notices[0]).toMatch(/is not a number; using 5\.$/);
  });
  it('a repeated mod in a link is reported, not silently dropped', () => {
    const r = readParams('?csMods=expert,expert,messy', SIM_SPECS);
    expect(r.values.csMods).toEqual(['expert', 'messy']);
    expect(r.notices).toEqual(['csMods: ignored "expert".']);
  });
});

describe('item 7: "1 lines" and friends through Intl.PluralRules', () => {
  it('fatigue timeline and attack calculator say "1 line"', () => {
    expect(TIMELINE_M.en.byEnd(1, 1.5, '12:00')).toBe(': 1 permanent line and garbage ×1.5 by 12:00.');
    expect(TIMELINE_M.en.byEnd(3, 1.5, '12:00')).toBe(': 3 permanent lines and garbage ×1.5 by 12:00.');
    expect(ATTACK_M.en.dropped(1, '1')).toBe(' 1 line does not fit and is dropped.');
    expect(ATTACK_M.en.dropped(2, '2')).toBe(' 2 lines do not fit and are dropped.');
    expect(ATTACK_M['zh-cn'].dropped(1, '1')).toBe('有 1 行放不下，被丢弃。');
  });
});
