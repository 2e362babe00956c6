// Section deadlines (issue 25): the reverse planner's answers checked by running the forward engine on them (a run
// built from the answer earns the COOLs it promised; one frame slower does not), the timeline's points and deadlines
// worked by hand from master-grading.json's tables, the x70 estimate and the invisible-roll target.
import { describe, expect, it } from 'vitest';
import { estimateMaster, estimateX70Frames, invisibleRollTarget, reverseCools, sectionTimeline, type SectionPlay } from '~/engines/tgm3';

const play = (frames: number, x70Frames: number): SectionPlay => ({ frames, x70Frames, singles: 1, doubles: 1, triples: 1, tetrises: 4 });

/** A full run: sections before `from` at 40 s with x70 at `prevX70` (COOL in each), then the answer's latest times. */
function runFromAnswer(from: number, prevX70: number, slower: { section: number; x70?: number; split?: number } | null) {
  const answer = reverseCools({ from, previousX70: prevX70, previousCool: true });
  const sections: SectionPlay[] = [];
  for (let i = 0; i < from; i++) sections.push(play(2400, prevX70));
  for (const a of answer) {
    const split = a.latestSplit + (slower?.section === a.section ? (slower.split ?? 0) : 0);
    const x70 = (a.latestX70 ?? estimateX70Frames(split)) + (slower?.section === a.section ? (slower.x70 ?? 0) : 0);
    sections.push(play(split, x70));
  }
  return { answer, estimate: estimateMaster({ sections, options: {}, order: 'spread' }) };
}

describe('reverseCools: worked by hand from the COOL table (frames to x70) and the +2 s rule', () => {
  it('from section 4 after an x70 of 30 s (1800 frames) with a COOL', () => {
    // Table limits 2700, 2520, 2520, 2280, 2280 (sections 4-8), none in 9. Each deadline is min(table, previous + 120):
    // 4: min(2700, 1920) = 1920; 5: min(2520, 2040) = 2040; 6: min(2520, 2160) = 2160; 7: min(2280, 2280) = 2280;
    // 8: min(2280, 2400) = 2280; 9: no COOL. REGRET limits 3600, 3600, 3000, 3000, 3000, 3000.
    const a = reverseCools({ from: 4, previousX70: 1800, previousCool: true });
    expect(a.map((s) => s.latestX70)).toEqual([1920, 2040, 2160, 2280, 2280, null]);
    expect(a.map((s) => s.plusTwoBinds)).toEqual([true, true, true, false, false, false]);
    expect(a.map((s) => s.latestSplit)).toEqual([3600, 3600, 3000, 3000, 3000, 3000]);
  });

  it('after a section without a COOL the table limit applies (the +2 s rule follows a COOL only)', () => {
    expect(reverseCools({ from: 2, previousX70: 600, previousCool: false })[0].latestX70).toBe(2940);
    expect(reverseCools({ from: 0 })[0].latestX70).toBe(3120);
  });
});

describe('reverseCools: the forward engine earns what the answer promises', () => {
  for (const [from, prev] of [
    [0, 0],
    [4, 1800],
    [7, 2000],
  ] as const) {
    it(`from section ${from}: every COOL in ${from}..8, no REGRET; one frame later in any section loses that COOL`, () => {
      const { estimate } = runFromAnswer(from, prev, null);
      const played = estimate.perSection.filter((s) => s.section >= from);
      expect(played.filter((s) => s.section < 9).every((s) => s.cool)).toBe(true);
      expect(played.some((s) => s.regret)).toBe(false);
      for (let j = from; j < 9; j++) {
        const slow = runFromAnswer(from, prev, { section: j, x70: 1 }).estimate;
        expect(slow.perSection[j].cool, `section ${j}`).toBe(false);
      }
    });
  }

  it('one frame over a latest split is a REGRET', () => {
    const { estimate } = runFromAnswer(4, 1800, { section: 6, split: 1 });
    expect(estimate.perSection[6].regret).toBe(true);
    expect(estimate.perSection[5].regret).toBe(false);
  });
});

describe('sectionTimeline', () => {
  it('two sections: run times at x70 and ends, with deadlines from where each section started', () => {
    // Section 0: 45 s split (2700), x70 at 30 s (1800): COOL deadline 3120, REGRET deadline 5400.
    // Section 1 starts at 2700: x70 deadline min(3120, 1800 + 120) = 1920 after its start → 4620; REGRET 2700 + 4500 = 7200.
    const t = sectionTimeline([
      { frames: 2700, x70Frames: 1800 },
      { frames: 2640, x70Frames: null },
    ]);
    expect(t.points).toEqual([
      { level: 0, run: 0, coolDeadline: null, regretDeadline: null },
      { level: 70, run: 1800, coolDeadline: 3120, regretDeadline: null },
      { level: 100, run: 2700, coolDeadline: null, regretDeadline: 5400 },
      // x70 estimated: 2640 × 70 / 100 = 1848, after its start 2700 → 4548.
      { level: 170, run: 4548, coolDeadline: 4620, regretDeadline: null },
      { level: 200, run: 5340, coolDeadline: null, regretDeadline: 7200 },
    ]);
    expect(t.estimated).toEqual([false, true]);
    expect(t.plan.sections.map((s) => s.cool)).toEqual([true, true]);
  });

  it('the last section ends at 999 and has no COOL deadline', () => {
    const t = sectionTimeline(Array.from({ length: 10 }, () => ({ frames: 2400, x70Frames: 1500 })));
    expect(t.torikanStops).toBe(false);
    const last = t.points.slice(-2);
    expect(last[0]).toMatchObject({ level: 970, coolDeadline: null });
    expect(last[1]).toMatchObject({ level: 999, run: 24000, regretDeadline: 21600 + 3000 });
  });
});

describe('sectionTimeline and the torikan', () => {
  it('a run past 7:00 at level 500 is drawn to the end and reported as stopped by the torikan', () => {
    // Five sections of 85 s (5100 frames) reach 500 at 25500 frames, over 7:00 = 25200 (seed: Master; json torikans).
    const t = sectionTimeline(Array.from({ length: 6 }, () => ({ frames: 5100, x70Frames: null })));
    expect(t.torikanStops).toBe(true);
    expect(t.plan.sections).toHaveLength(6);
  });
});

describe('estimateX70Frames and invisibleRollTarget', () => {
  it('x70 at 70 % of the split, to the nearest frame', () => {
    expect(estimateX70Frames(3000)).toBe(2100);
    expect(estimateX70Frames(2641)).toBe(1849); // 1848.7
  });
  it('invisible roll: internal grade 27 (S7 the old way) and all 9 COOLs; one COOL missed rules it out', () => {
    expect(invisibleRollTarget(0)).toEqual({ internalGrade: 27, tapName: 'S7', coolsNeeded: 9, possible: true });
    expect(invisibleRollTarget(1).possible).toBe(false);
  });
});
