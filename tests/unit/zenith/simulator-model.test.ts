// The climb simulator's model (src/islands/zenith/simulator-model.ts), on hand-made runs.
import { describe, expect, it } from 'vitest';
import { minuteRows, shortProtections, simulatorInput } from '~/islands/zenith/simulator-model';
import type { ClimbRun } from '~/islands/zenith/climb-model';
import type { ClimbSample } from '~/engines/zenith';

const at = (frame: number, promotionFatigue = 0) => ({ frame, altitude: frame / 10, floor: 1, rank: 1 + frame / 1000, promotionFatigue }) as ClimbSample;

describe('simulator model', () => {
  it('the URL values as a run: the cancelled share from percent, mods as the engine keeps them, the client version', () => {
    const input = simulatorInput({
      csApm: 90,
      csCancel: 30,
      csClears: 40,
      csKos: 0.5,
      csMin: 4,
      csSpike: 20,
      csMods: ['gravity', 'gravity', 'nope'],
      csVer: 'current',
    });
    expect(input).toEqual({ apm: 90, cancelShare: 0.3, clearLinesPerMin: 40, kosPerMin: 0.5, minutes: 4, spike: 20, mods: ['gravity'], version: 'current' });
  });
  it('short protections: each frame where fatigue rises to 2 or more (fatigue 0 1 2 2 3 0 1 2: three)', () => {
    const samples = [0, 1, 2, 2, 3, 0, 1, 2].map((f, i) => at(i, f));
    expect(shortProtections({ samples })).toBe(3);
    expect(shortProtections({ samples: samples.slice(0, 2) })).toBe(0);
  });
  it('minute rows: the last frame of each minute, and of the run for a short last minute', () => {
    const perMinute = [0, 1].map((minute) => ({ minute, sentLines: 10 + minute, cancelledLines: 2, clearedLines: 4, kos: minute }));
    const whole = { frames: 7200, samples: Array.from({ length: 7200 }, (_, f) => at(f)), perMinute } as unknown as ClimbRun;
    expect(minuteRows(whole).map((r) => [r.minute, r.altitude, r.sent, r.kos])).toEqual([
      [0, 359.9, 10, 0],
      [1, 719.9, 11, 1],
    ]);
    const short = { ...whole, frames: 5400, samples: whole.samples.slice(0, 5400) } as ClimbRun;
    expect(minuteRows(short).map((r) => r.altitude)).toEqual([269.9, 539.9]);
  });
});
