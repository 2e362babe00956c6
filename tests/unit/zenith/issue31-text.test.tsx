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
