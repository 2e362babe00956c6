// The climb planner (issue 14): planClimb's answer reaches the target and one APM less does not; floor splits found by
// scanning a simulated run here, independently of the engine's own scan.
import { describe, expect, it } from 'vitest';
import {
  FLOOR_STARTS,
  eventsPerMinute,
  floorAt,
  floorSplits,
  frameClock,
  paceEvents,
  planClimb,
  samplesOf,
  simulateClimb,
  type ClimbSample,
  type Mod,
} from '~/engines/zenith';

// Defaults written out here from the issue ("as the climb simulator's": 30% cancelled, 40 lines cleared, 0.5 KO a minute, quads).
const SIM = { cancelShare: 0.3, clearLinesPerMin: 40, kosPerMin: 0.5, burst: 4 };

/** The first frame of a full simulated run at or above `target`, found by scanning every sample; null if none. */
function reachedAt(apm: number, minutes: number, target: number, mods: Mod[], pace = SIM): number | null {
  const frames = minutes * 60 * 60;
  const samples = samplesOf(simulateClimb({ mods, frames, events: paceEvents({ apm, ...pace }, frames) }));
  const i = samples.findIndex((s) => s.altitude >= target);
  return i < 0 ? null : samples[i].frame;
}

describe('planClimb', () => {
  const cases: { target: number; minutes: number; mods: Mod[]; pace?: typeof SIM }[] = [
    { target: 650, minutes: 3, mods: [] },
    { target: 1650, minutes: 12, mods: [] },
    { target: 300, minutes: 2, mods: ['expert'] },
    { target: 450, minutes: 4, mods: ['duo'] },
    { target: 150, minutes: 2, mods: ['volatile_reversed'] },
    { target: 850, minutes: 5, mods: ['nohold', 'messy'], pace: { cancelShare: 0, clearLinesPerMin: 0, kosPerMin: 0, burst: 1 } },
  ];
  for (const c of cases) {
    it(`${c.target} m in ${c.minutes} min with [${c.mods.join(', ')}]${c.pace ? ' (own pace)' : ''}: the answer reaches it, one APM less does not`, () => {
      const r = planClimb({ target: c.target, minutes: c.minutes, mods: c.mods, ...(c.pace ?? {}) });
      expect(r).not.toBeNull();
      const { apm, frame } = r!;
      expect(reachedAt(apm, c.minutes, c.target, c.mods, c.pace ?? SIM)).toBe(frame);
      if (apm > 1) expect(reachedAt(apm - 1, c.minutes, c.target, c.mods, c.pace ?? SIM)).toBeNull();
    });
  }

  // Reaching is not monotone in APM: for 200 m in 2 min some APM reaches while a higher one just misses. The answer is
  // the pace from which every faster pace arrives (issue 31 item 2); the paces below it that arrive anyway are the gap.
  for (const c of [
    { target: 200, minutes: 2, mods: [] as Mod[] },
    { target: 100, minutes: 3, mods: ['expert'] as Mod[] },
  ]) {
    it(`${c.target} m in ${c.minutes} min [${c.mods.join(', ')}]: lone arrivals below the answer reach it, the late ones do not`, () => {
      const r = planClimb(c)!;
      expect(reachedAt(r.apm - 1, c.minutes, c.target, c.mods)).toBeNull();
      for (const x of r.loneArrivals) expect(reachedAt(x.apm, c.minutes, c.target, c.mods), `APM ${x.apm}`).toBe(x.frame);
      for (const x of r.late) expect(reachedAt(x.apm, c.minutes, c.target, c.mods), `APM ${x.apm}`).toBeNull();
      for (let apm = r.apm; apm <= r.apm + 10; apm++) expect(reachedAt(apm, c.minutes, c.target, c.mods), `APM ${apm}`).not.toBeNull();
    });
  }

  it('issue 31: Expert, floor 10 by 8:00 needs 154 (152 arrives, 153 is late, 154 and up arrive)', () => {
    // The figures, from an independent re-implementation: 152 arrives 7:58.86, 153 at 8:00.13, every pace from 154 makes it.
    const r = planClimb({ target: 1650, minutes: 8, mods: ['expert'] })!;
    expect(r.apm).toBe(154);
    expect(r.loneArrivals.map((x) => x.apm)).toContain(152);
    expect(r.late.map((x) => x.apm)).toEqual([153]);
    expect(r.late[0].frame! / 60).toBeGreaterThan(480);
    expect(r.late[0].frame! / 60).toBeLessThan(480.2);
  });

  it('returns null when 600 APM does not reach the target in time', () => {
    expect(planClimb({ target: 5000, minutes: 1 })).toBeNull();
  });

  it('throws a RangeError naming the bad argument', () => {
    expect(() => planClimb({ target: 0, minutes: 5 })).toThrow(/target/);
    expect(() => planClimb({ target: Number.NaN, minutes: 5 })).toThrow(RangeError);
    expect(() => planClimb({ target: 650, minutes: 0.5 })).toThrow(/minutes/);
    expect(() => planClimb({ target: 650, minutes: 13 })).toThrow(/minutes/);
    expect(() => planClimb({ target: 650, minutes: 3, cancelShare: 1.5 })).toThrow(/cancelShare/);
    expect(() => planClimb({ target: 650, minutes: 3, kosPerMin: -1 })).toThrow(/kosPerMin/);
    expect(() => planClimb({ target: 650, minutes: 3, burst: 0 })).toThrow(/burst/);
    expect(() => planClimb({ target: 650, minutes: 3, mods: ['bogus' as Mod] })).toThrow(/mods/);
    expect(() => planClimb({ target: 650, minutes: 3, mods: ['expert', 'duo_reversed'] })).toThrow(/mods/);
  });
});

describe('floorSplits', () => {
  it('matches a scan of a simulated 12-minute run at 120 APM', () => {
    const frames = 12 * 3600;
    const samples = samplesOf(simulateClimb({ frames, events: paceEvents({ apm: 120, ...SIM }, frames) }));
    const splits = floorSplits(samples);
    expect(splits).toHaveLength(11);
    expect(splits[0]).toBeNull();
    for (let f = 1; f <= 10; f++) {
      let expected: number | null = null;
      for (let i = 0; i < samples.length; i++)
        if (samples[i].floor === f) {
          expected = samples[i].frame;
          break;
        }
      expect(splits[f], `floor ${f}`).toBe(expected);
    }
    // The run reaches floor 10, and each split sits just after the altitude crossed that floor's start.
    expect(splits[10]).not.toBeNull();
    for (let f = 2; f <= 10; f++) {
      const at = splits[f]!;
      expect(samples[at - 1].altitude).toBeGreaterThanOrEqual(FLOOR_STARTS[f - 1]);
      expect(floorAt(samples[at - 2].altitude)).toBeLessThan(f);
    }
  });

  it('gives null for floors a short, slow run never reaches', () => {
    const samples = samplesOf(simulateClimb({ frames: 3600 }));
    const splits = floorSplits(samples);
    expect(splits[1]).toBe(0);
    expect(splits.slice(2)).toEqual(new Array(9).fill(null));
  });

  it('throws a RangeError for something that is not a list of samples', () => {
    expect(() => floorSplits(null as unknown as ClimbSample[])).toThrow(RangeError);
    expect(() => floorSplits([{ frame: 0 } as unknown as ClimbSample])).toThrow(RangeError);
  });
});

describe('helpers', () => {
  it('writes frames as m:ss.cc splits (frame / 60 seconds)', () => {
    expect(frameClock(0)).toBe('0:00.00');
    expect(frameClock(3600)).toBe('1:00.00');
    expect(frameClock(17958)).toBe('4:59.30'); // 17958 / 60 = 299.3 s
    expect(frameClock(61)).toBe('0:01.01');
    expect(() => frameClock(-1)).toThrow(RangeError);
  });

  it('counts events per minute: 60 APM in quads is 15 attacks a minute, 40 cleared lines 20 clears', () => {
    const frames = 3 * 3600;
    const ev = paceEvents({ apm: 60, cancelShare: 0, clearLinesPerMin: 40, kosPerMin: 1 }, frames);
    const per = eventsPerMinute(ev, frames);
    expect(per).toHaveLength(3);
    // The first attack falls at 4 s, so minute 0 holds 14 (4 s … 56 s) and the 15th at 60 s opens minute 1.
    expect(per.reduce((a, m) => a + m.sends, 0)).toBe(ev.filter((e) => e.type === 'send').length);
    expect(per[0].sends).toBe(14);
    expect(per[1].sends).toBe(15);
    expect(per[1].sentLines).toBe(60);
    expect(per[1].clears).toBe(20);
    expect(per[1].kos).toBe(1);
    expect(() => eventsPerMinute(ev, -1)).toThrow(RangeError);
  });
});

describe('climb chart data (issue 13 item 1)', async () => {
  const { runClimb, chartModel } = await import('~/islands/zenith/climb-model');
  const base = { apm: 60, cancelShare: 0.3, clearLinesPerMin: 40, kosPerMin: 0.5, minutes: 12, spike: 0, mods: [] as Mod[] };

  it('draws rank gridlines at whole ranks, each label at its true height, up to the peak', () => {
    for (const apm of [20, 60, 140]) {
      const run = runClimb({ ...base, apm });
      const m = chartModel(run, 720, []);
      const labels = m.rank.ticks.map((t) => Number(t.label));
      expect(labels.every(Number.isInteger)).toBe(true);
      expect(labels[0]).toBe(1);
      expect(labels.at(-1)!).toBeGreaterThanOrEqual(run.peakRank);
      // true heights: each label sits where the rank line is drawn for that rank
      for (const t of m.rank.ticks) expect(t.y, `rank ${t.label}`).toBeCloseTo(m.rank.y(Number(t.label)), 6);
      // and the line uses that scale: the path's points are the samples' ranks on it
      const pts = m.rank.path
        .slice(1)
        .split('L')
        .map((p) => Number(p.split(',')[1]));
      expect(pts[0]).toBeCloseTo(m.rank.y(run.samples[0].rank), 1);
      expect(pts.at(-1)!).toBeCloseTo(m.rank.y(run.last.rank), 1);
    }
  });

  it('labels altitude to the top of the run and names the floor bands with their split times', () => {
    const run = runClimb({ ...base, apm: 120 });
    const m = chartModel(run, 720, []);
    const alts = m.alt.ticks.map((t) => Number(t.label.replace(/,/g, ''))); // labels are grouped for the locale ("3,000")
    expect(alts.at(-1)!).toBeGreaterThanOrEqual(run.peakAltitude);
    expect(new Set(alts.slice(1).map((v, i) => v - alts[i])).size).toBe(1);
    const top = m.alt.bands.at(-1)!;
    expect(top.floor).toBe(10);
    expect(top.label).toBe(`F10 Platform of The Gods · ${frameClock(floorSplits(run.samples)[10]!)}`);
    // a phone-width chart keeps the number and time but drops the name
    expect(chartModel(run, 360, []).alt.bands.at(-1)!.label).toBe(`F10 · ${frameClock(floorSplits(run.samples)[10]!)}`);
    // thin bands get no label rather than overlapping ones
    for (const b of m.alt.bands) if (b.y1 - b.y0 < 12) expect(b.label).toBeNull();
  });

  it('summarises events per minute as bars: one bar a minute, heights from the sent and cancelled lines', () => {
    const run = runClimb({ ...base, spike: 100 });
    const m = chartModel(run, 720, []);
    expect(m.bars.cols).toHaveLength(12);
    const tallest = m.bars.cols.reduce((p, c) => (c.cancelY < p.cancelY ? c : p));
    expect(tallest.minute).toBe(1); // the 100-line spike is sent at 1:00, in the second minute
    expect(tallest.cancelY).toBeCloseTo(m.bars.top, 6);
  });
});
