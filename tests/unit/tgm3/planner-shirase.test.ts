// Run planner and Shirase: section times in, COOL / REGRET / torikan out, checked by hand against the rules on the pages.
import { describe, expect, it } from 'vitest';
import { garbageRun, planMaster, shiraseRun } from '~/engines/tgm3';

const s = (x: number) => x * 60;

describe('Master run planner', () => {
  it('COOL, then a miss by the +2 s rule, then a COOL again on the table limit', () => {
    // Section 0: 44 s to x70 (≤ 52 s) → COOL. Section 1: 43 s → COOL (limit min(52 s, 46 s)).
    // Section 2: limit min(49 s, 43 + 2 = 45 s); 46 s misses. Section 3: no COOL before, so the table's 45 s; 40 s → COOL.
    const p = planMaster([44, 43, 46, 40].map((t) => ({ t70: s(t), frames: s(t + 15) })));
    expect(p.sections.map((x) => x.cool)).toEqual([true, true, false, true]);
    expect(p.sections[2].limit).toBe(s(45));
    expect(p.sections[2].plusTwoApplied).toBe(true);
    expect(p.sections[3].limit).toBe(s(45));
    expect(p.sections[3].plusTwoApplied).toBe(false);
  });
  it('two COOLs move 20G to level 300; the speed level at 300 is 500', () => {
    const p = planMaster([40, 40, 60, 60].map((t) => ({ t70: s(t), frames: s(t + 15) })));
    expect(p.cools).toBe(2);
    expect(p.sections[3].speedLevelAtStart).toBe(500);
    expect(p.level20G).toBe(300);
  });
  it('without COOLs 20G starts at 500, the torikan stops a slow run at 500 and the exam does not', () => {
    const slow = Array.from({ length: 10 }, () => ({ t70: s(60), frames: s(85) }));
    const p = planMaster(slow);
    expect(p.cools).toBe(0);
    expect(p.stoppedAtTorikan).toBe(true); // 5 × 85 s = 7:05 > 7:00
    expect(p.sections.length).toBe(5);
    const exam = planMaster(slow, { exam: true });
    expect(exam.sections.length).toBe(10);
    expect(exam.level20G).toBe(500);
  });
  it('REGRET past 1:30 in section 0 and past 50 s in section 9', () => {
    const p = planMaster([{ t70: s(60), frames: s(91) }, ...Array.from({ length: 8 }, () => ({ t70: s(30), frames: s(40) })), { t70: s(30), frames: s(51) }]);
    expect(p.sections[0].regret).toBe(true);
    expect(p.sections[9].regret).toBe(true);
    expect(p.regrets).toBe(2);
  });
});

describe('Shirase', () => {
  it('13 sections of 45 s clear to S13 without REGRETs', () => {
    const r = shiraseRun(Array(13).fill(s(29)));
    expect(r.gradeName).toBe('S13');
    expect(r.reachedRoll).toBe(true);
  });
  it('a 51 s section from 200 on is a REGRET: S12', () => {
    const times = [25, 25, 51, 23, 23, 29, 29, 29, 29, 29, 30, 32, 35].map(s);
    const r = shiraseRun(times);
    expect(r.regrets).toBe(1);
    expect(r.gradeName).toBe('S12');
  });
  it('Classic torikan at 500 past 2:28:00 stops with S5; World has until 3:03:00', () => {
    const times = Array(13).fill(s(30)); // 500 at 2:30:00
    expect(shiraseRun(times, 'classic')).toMatchObject({ stoppedAt: 500, gradeName: 'S5' });
    expect(shiraseRun(times, 'world').stoppedAt).toBeNull();
  });
  it('torikan at 1000 past 4:56:00 stops with S10', () => {
    const times = [...Array(5).fill(s(29)), ...Array(5).fill(s(31)), ...Array(3).fill(s(30))]; // 1000 at 5:00
    expect(shiraseRun(times, 'classic')).toMatchObject({ stoppedAt: 1000, gradeName: 'S10' });
  });
  it('garbage: 20 pieces without clears at 500 → one garbage line; a cleared line pulls the counter back', () => {
    const noClears = garbageRun(Array(20).fill(0), 500);
    expect(noClears.garbageLines).toBe(1);
    expect(noClears.steps[19].garbage).toBe(true);
    expect(noClears.steps[18].counter).toBe(19);
    // Every 4th piece clears a single: +4 −1 = +3 per 4 pieces; the counter never drops below 0.
    const r = garbageRun([1, 1, 1], 500);
    expect(r.steps.map((x) => x.counter)).toEqual([0, 0, 0]);
  });
  it('the counter is not reset between sections: 15 pieces in 590s, then quota 18 in 600s', () => {
    const r = garbageRun(Array(18).fill(0), 580);
    // Levels 581..598 (18 pieces, +1 each); all in section 500 (quota 20): no garbage yet.
    expect(r.garbageLines).toBe(0);
    const r2 = garbageRun([...Array(18).fill(0), 2, 0], 580);
    // Piece 19 is a double: counter 19 − 2 = 17, level 599 + 2 = 601 → quota 18, no garbage; piece 20: 18 ≥ 18 → garbage.
    expect(r2.steps[18].counter).toBe(17);
    expect(r2.steps[19].garbage).toBe(true);
  });
});
