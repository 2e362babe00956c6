// The Master state machine run over hand-built games: COOLs, REGRETs, torikan, decay variants, roll.
import { describe, expect, it } from 'vitest';
import { newMasterState, runMaster, stepMaster, type MasterEvent } from '~/engines/tgm3';

/** A section of 10 "3 plain pieces + 1 tetris" groups (10 levels each) with `f` active frames per piece. */
function section(f: number): MasterEvent[] {
  const out: MasterEvent[] = [];
  for (let i = 0; i < 10; i++) {
    for (let k = 0; k < 3; k++) out.push({ type: 'piece', activeFrames: f, lines: 0 });
    out.push({ type: 'piece', activeFrames: f, lines: 4 });
  }
  return out;
}

describe('Master state machine', () => {
  it('levels: 3 plain pieces + a tetris = 3 + 1 + 6 = 10 levels', () => {
    const r = runMaster(section(10).slice(0, 4));
    expect(r.state.level).toBe(10);
  });

  it('a fast section 0 earns a COOL that counts once 100 is reached, and lifts the speed level by 100', () => {
    // 40 pieces × 30 frames: x70 reached after 28 pieces = 840 frames < 3120.
    const r = runMaster(section(30));
    expect(r.state.sections[0].t70).toBe(28 * 30);
    expect(r.state.sections[0].cool).toBe(true);
    expect(r.state.cools).toBe(1);
    expect(r.state.level).toBe(100);
    expect(r.speedLevel).toBe(200);
  });

  it('a COOL then a slow next section: section 1 must reach x70 within 840 + 120 frames', () => {
    const r = runMaster([...section(30), ...section(40)]);
    expect(r.state.sections[1].coolLimit).toBe(960);
    expect(r.state.sections[1].t70).toBe(28 * 40);
    expect(r.state.sections[1].cool).toBe(false);
    expect(r.state.cools).toBe(1);
  });

  it('a REGRET at internal grade 11 drops to 8 and zeroes the points; a COOL in the same section still counts', () => {
    const s = newMasterState();
    s.internalGrade = 11;
    const o = { decay: 'activeNoCombo' as const };
    // 35 singles (2 points each at grade 11, 2 levels each): level 70 after 35 × 20 = 700 frames → COOL, 70 points.
    for (let i = 0; i < 35; i++) stepMaster(s, { type: 'piece', activeFrames: 0, lines: 1, afterFrames: 20 }, o);
    // 29 plain pieces of 200 active frames: levels 71-99, 5800 frames; points decay (1 per 40 frames) to 0.
    for (let i = 0; i < 29; i++) stepMaster(s, { type: 'piece', activeFrames: 200, lines: 0 }, o);
    // A single at the level stop: 99 → 100 ends the section after 6500 frames > 5400.
    stepMaster(s, { type: 'piece', activeFrames: 0, lines: 1 }, o);
    expect(s.sections[0].cool).toBe(true);
    expect(s.sections[0].regret).toBe(true);
    expect(s.sections[0].regretFrom).toBe(11);
    expect(s.internalGrade).toBe(8);
    expect(s.points).toBe(0);
    expect(s.cools).toBe(1);
  });

  it('no REGRET effect at internal grade 0: points kept', () => {
    // One single at grade 0 = 10 points, then a section of plain pieces far too slow.
    const evs: MasterEvent[] = [{ type: 'piece', activeFrames: 1, lines: 1, afterFrames: 0 }];
    for (let i = 0; i < 97; i++) evs.push({ type: 'piece', activeFrames: 0, lines: 0, afterFrames: 60 });
    evs.push({ type: 'piece', activeFrames: 0, lines: 2, afterFrames: 0 });
    const r = runMaster(evs, { decay: 'activeNoCombo' });
    // 1 + 1 (single) + 97 spawns stop at 99; the double gives +2: 101.
    expect(r.state.level).toBe(101);
    expect(r.state.sections[0].regret).toBe(true);
    // 10 (single) + 20 (double, combo 1) = 30, no decay because no active frame after the single lasted 125.
    expect(r.state.internalGrade).toBe(0);
    expect(r.state.points).toBe(30);
  });

  it('decay: one point per 125 active frames at grade 0; a live 2+-line combo pauses it only in the default reading', () => {
    const base: MasterEvent[] = [
      { type: 'piece', activeFrames: 0, lines: 2 },
      { type: 'frames', frames: 250, active: true },
    ];
    expect(runMaster(base).state.points).toBe(20);
    expect(runMaster(base, { decay: 'activeAlways' }).state.points).toBe(18);
    const broken: MasterEvent[] = [...base.slice(0, 1), { type: 'lock', lines: 0 }, base[1]];
    expect(runMaster(broken).state.points).toBe(18);
  });

  it('grade combo: double, double → second uses combo 2: 20 + ceil(20 × 1.2) = 44', () => {
    const r = runMaster([
      { type: 'piece', activeFrames: 0, lines: 2 },
      { type: 'piece', activeFrames: 0, lines: 2 },
    ]);
    expect(r.state.points).toBe(44);
  });

  it('a single neither adds to nor breaks the grade combo: double, single, double → 20 + 10 + 24', () => {
    const r = runMaster([
      { type: 'piece', activeFrames: 0, lines: 2 },
      { type: 'piece', activeFrames: 0, lines: 1 },
      { type: 'piece', activeFrames: 0, lines: 2 },
    ]);
    expect(r.state.points).toBe(54);
  });

  it('stops at 500 past 7:00, except in an exam', () => {
    let evs: MasterEvent[] = [];
    // 5 sections × 40 pieces × 130 frames = 26000 > 25200 frames.
    for (let s = 0; s < 6; s++) evs = evs.concat(section(130));
    const r = runMaster(evs);
    expect(r.state.stoppedAtTorikan).toBe(true);
    expect(r.state.level).toBe(500);
    const exam = runMaster(evs, { exam: true });
    expect(exam.state.stoppedAtTorikan).toBe(false);
    expect(exam.state.level).toBe(600);
  });

  it('a full fast game: 9 COOLs, ends at 999, no COOL in 900-999, roll applies', () => {
    let evs: MasterEvent[] = [];
    for (let s = 0; s < 10; s++) evs = evs.concat(section(20));
    evs.push({ type: 'roll', clears: [0, 0, 0, 2], survived: true });
    const r = runMaster(evs);
    expect(r.state.level).toBe(999);
    expect(r.state.over).toBe(true);
    expect(r.state.cools).toBe(9);
    expect(r.state.sections[9].cool).toBe(false);
    expect(r.state.sections.every((s) => !s.regret)).toBe(true);
    const kind = r.state.internalGrade >= 27 ? 'invisible' : 'fading';
    expect(r.state.rollKind).toBe(kind);
  });

  it('replays a trace of clears with their levels: tetris at 248 uses ×1, at 250 ×2', () => {
    const a = runMaster([{ type: 'clear', lines: 4, level: 248 }]);
    // 50 points at grade 0, × 1 (level 248 before the clear); the level becomes 254.
    expect(a.state.points).toBe(50);
    expect(a.state.level).toBe(254);
    const b = runMaster([{ type: 'clear', lines: 4, level: 250 }]);
    // 50 × 2 = 100: internal grade 1, points back to 0.
    expect([b.state.internalGrade, b.state.points]).toEqual([1, 0]);
    // Jumping straight to 248 crossed sections 0 and 1 at frame 0: both finished fast enough for a COOL.
    expect(a.state.cools).toBe(2);
  });
});
