// RULINGS.md TGM3 "Also list as choices": each of the four choices is in the contradictions index with both readings,
// its page names it, and the engine does what the index says it models (issue 11 item 12).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TGM3_CONTRADICTIONS } from '~/verification/tgm3';
import { decayAfterFrames, displayedGrade, newMasterState, runMaster, stepMaster, type MasterEvent } from '~/engines/tgm3';

const CHOICES = ['tgm3/cool-regret-arms-plus-two', 'tgm3/decay-counter-carry', 'tgm3/gm-from-roll-clears', 'tgm3/regret-target'];

describe('the four TGM3 choices of RULINGS.md', () => {
  it.each(CHOICES)('%s: listed with two readings, on a page that shows it in its list and cites the ruling', (id) => {
    const c = TGM3_CONTRADICTIONS.find((x) => x.id === id);
    expect(c, id).toBeDefined();
    expect(c!.readings.length).toBeGreaterThanOrEqual(2);
    // Players never see the rulings file's name: the choice and its reason are said in words (issue 25 item 10).
    expect(c!.modelled).toContain('our choice');
    expect(c!.modelled).not.toContain('RULINGS');
    const [path] = c!.page.split('#');
    const mdx = readFileSync(`content/docs${path.replace(/\/$/, '')}.mdx`, 'utf8');
    expect(mdx).toContain(`'${id}'`);
    expect(mdx).not.toContain('RULINGS');
  });

  it('engine: a section with COOL and REGRET arms the +2 s rule for the next section', () => {
    const s = newMasterState();
    s.internalGrade = 11;
    // 35 singles, 20 frames after each: the 35th reaches level 70 at 34 × 20 = 680 frames (COOL); 29 slow pieces then
    // make the section take 700 + 5800 = 6500 frames (> 5400: REGRET).
    for (let i = 0; i < 35; i++) stepMaster(s, { type: 'piece', activeFrames: 0, lines: 1, afterFrames: 20 });
    for (let i = 0; i < 29; i++) stepMaster(s, { type: 'piece', activeFrames: 200, lines: 0 });
    stepMaster(s, { type: 'piece', activeFrames: 0, lines: 1 });
    expect([s.sections[0].cool, s.sections[0].regret]).toEqual([true, true]);
    // Next limit = min(3120, 680 + 120) = 800.
    expect(s.sections[0].t70).toBe(680);
    expect(s.sections[1].coolLimit).toBe(800);
  });

  it('engine: the decay count carries over a grade-up and keeps running at 0 points', () => {
    // 100 active frames at 0 points, grade 0: the count reaches 100 (not held at 0).
    const r = runMaster([{ type: 'piece', activeFrames: 100, lines: 0 }]);
    expect(r.state.points).toBe(0);
    expect(r.state.decayCounter).toBe(100);
    // Then a tetris + a triple in combo: 50 + ceil(40 × 1.4) = 106 → grade 1; the count is still 100.
    const up = runMaster([
      { type: 'piece', activeFrames: 100, lines: 0 },
      { type: 'piece', activeFrames: 0, lines: 4 },
      { type: 'piece', activeFrames: 0, lines: 3 },
    ] as MasterEvent[]);
    expect(up.state.internalGrade).toBe(1);
    expect(up.state.decayCounter).toBe(100);
    expect(decayAfterFrames(100, 80, 1)).toEqual({ lost: 1, counter: 0 });
  });

  it('engine: a qualified player with 17 boosts + 9 COOLs reaches GM from roll clears alone (no survival needed)', () => {
    // 17 + 9 + floor(6 × 1.0) = 32 → GM when qualified; MM when not.
    const roll = { kind: 'invisible' as const, clears: [0, 0, 0, 6] as [number, number, number, number], survived: false };
    expect(displayedGrade({ internalGrade: 31, sectionCools: 9, roll, qualifiedGM: true }).name).toBe('GM');
    expect(displayedGrade({ internalGrade: 31, sectionCools: 9, roll, qualifiedGM: false }).name).toBe('MM');
  });

  it('engine: a REGRET lowers the internal grade (11 → 8), not only the shown grade', () => {
    const s = newMasterState();
    s.internalGrade = 11;
    // 99 plain pieces of 100 frames reach the level stop 99 at 9900 frames; a single ends the section (> 5400: REGRET).
    for (let i = 0; i < 99; i++) stepMaster(s, { type: 'piece', activeFrames: 100, lines: 0 });
    stepMaster(s, { type: 'piece', activeFrames: 0, lines: 1 });
    expect(s.sections[0].regret).toBe(true);
    expect(s.internalGrade).toBe(8);
  });
});
