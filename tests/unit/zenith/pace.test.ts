// Pace streams for the climb simulator: counts and shares follow the pace; rank skips are found where the loop makes them.
import { describe, expect, it } from 'vitest';
import { paceEvents, rankSkipFrames, samplesOf, simulateClimb } from '~/engines/zenith';

describe('paceEvents', () => {
  it('120 APM in quads for one minute: 29 attacks (one every 2 s, none at 0 or 60 s), a quarter of them cancels', () => {
    const ev = paceEvents({ apm: 120, cancelShare: 0.25, clearLinesPerMin: 0, kosPerMin: 0 }, 3600);
    expect(ev.length).toBe(29);
    expect(ev[0]).toEqual({ frame: 120, type: 'send', lines: 4 });
    const cancels = ev.filter((e) => e.type === 'cancel').length;
    expect(cancels).toBe(7); // floor(29 / 4)
  });
  it('adds clears and KOs at their own rates', () => {
    const ev = paceEvents({ apm: 0, cancelShare: 0, clearLinesPerMin: 60, kosPerMin: 2 }, 3600);
    expect(ev.filter((e) => e.type === 'clear').length).toBe(29);
    expect(ev.filter((e) => e.type === 'kill').length).toBe(1);
  });
});

describe('rankSkipFrames', () => {
  it('flags the frame of a 50-line send (shown rank 7.76 right after promoting to 2)', () => {
    const s = samplesOf(simulateClimb({ frames: 5, events: [{ frame: 0, type: 'send', lines: 50 }] }));
    expect(rankSkipFrames(s)).toEqual([0]);
    expect(rankSkipFrames(samplesOf(simulateClimb({ frames: 600 })))).toEqual([]);
  });
});
