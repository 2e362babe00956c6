// The run planner's, the Shirase planner's and the reverse planner's models (moved out of their views, issue 25): link
// values → verdicts, sentences and link values, without a DOM. Expected values are worked by hand from
// master-grading.json's tables (COOL limits to x70: 3120, 3120, 2940, 2700, 2700, 2520, 2520, 2280, 2280 frames; REGRET
// limits 5400, 4500, 4500, 4080, 3600, 3600, 3000, 3000, 3000, 3000; Shirase REGRET 3600 for sections 0-1, then 3000;
// garbage quotas 20, 18, 10, 9, 8 for sections 500-999) and the +2 s rule (120 frames over the previous x70).
import { describe, expect, it } from 'vitest';
import { readParams } from '~/lib/url-state';
import { SPECS as RP, limitsText, runModel, torikanText, verdict, withRunTime } from '~/islands/tgm3/run-model';
import { SPECS as SH, patternFrom, shiraseModel, withShiraseTime } from '~/islands/tgm3/shirase-model';
import { SPECS as RV, reverseModel, reverseSummary } from '~/islands/tgm3/reverse-model';
import { coolRegretText } from '~/islands/tgm3/sections';

const rp = (q: string) => runModel(readParams(q, RP).values);
const sh = (q: string) => shiraseModel(readParams(q, SH).values);

describe('run planner model', () => {
  it('default run: COOL in 000-099 within the table limit; 200-299 misses by the +2 s rule; 600-699 a COOL and a REGRET', () => {
    const { plan } = rp('');
    // Section 0: 44 s ≤ 3120 frames = 52 s.
    expect(verdict(plan.sections[0])).toEqual({ text: 'COOL', why: 'x70 within 52.00 s', tone: 'tgm3-yes' });
    // Section 2: limit min(2940 = 49 s, 43 + 2 = 45 s) = 45 s; 46 s misses.
    expect(verdict(plan.sections[2])).toEqual({ text: 'no COOL', why: 'x70 over 45.00 s (+2 s rule)', tone: '' });
    // Section 6: x70 37 s ≤ min(42 s, 38 + 2 = 40 s); the section takes 52 s > 3000 frames = 50 s.
    expect(verdict(plan.sections[6])).toEqual({
      text: 'COOL\u202f+\u202fREGRET',
      why: 'x70 within 40.00 s (+2 s rule); section over 50.00 s',
      tone: 'tgm3-bad',
    });
    // Under it on demand: the limit, the table's own limit, the speed level (600 + 100 for each of the 5 COOLs before:
    // 000, 100, 300, 400, 500) and where the section ends (62 + 60 + 64 + 57 + 56 + 54 + 52 = 405 s).
    expect(limitsText(plan.sections[6])).toBe('COOL limit 40.00 s (table 42.00 s); REGRET over 50.00 s; speed level 1,100 at the start; ends at 6:45:00');
  });

  it('the torikan sentence: level 500 at 4:59:00 within 7:00:00; a slow run stops there; an exam game has no torikan', () => {
    // 62 + 60 + 64 + 57 + 56 = 299 s to level 500.
    expect(torikanText(rp('').plan, false)).toBe('Level 500 at 4:59:00, within 7:00:00.');
    // Five sections of 85 s: 425 s = 7:05 > 7:00.
    const slow = 'rpX70=60,60,60,60,60,60,60,60,60,60&rpEnd=85,85,85,85,85,85,85,85,85,85';
    expect(torikanText(rp(slow).plan, false)).toBe('The game stops at level 500: 7:05:00 is past 7:00:00.');
    expect(torikanText(rp(`${slow}&rpExam=1`).plan, true)).toBe('Level 500 at 7:05:00 (exam: no torikan).');
  });

  it('a bad time in the link is reported and clamped; an edit is clamped to the form range and written back', () => {
    const m = rp('rpX70=44,999');
    expect(m.x70[1]).toBe(600);
    expect(m.notes).toEqual(['x70 times: entry 2 clamped to 600']);
    expect(withRunTime('rpEnd', [62, 60], 1, -3)).toEqual({ rpEnd: '62,0' });
  });
});

describe('Shirase planner model', () => {
  it('default: 200-299 at 51 s is over 3000 frames (a REGRET); quotas only in 500-999', () => {
    const m = sh('');
    expect(m.run.sections.map((s) => s.regret).slice(0, 4)).toEqual([false, false, true, false]);
    expect(m.quotas).toEqual([null, null, null, null, null, 20, 18, 10, 9, 8, null, null, null]);
  });

  it('no lines cleared: the counter reaches 20 at piece 20 (level 520), so 3 garbage lines in 60 pieces', () => {
    // Each piece adds 1 to the level from 500 and 1 to the counter; the quota of 500-599 is 20.
    const m = sh('shPat=0');
    expect(m.firstGarbage).toEqual({ piece: 19, level: 520 });
    expect(m.garbage.garbageLines).toBe(3);
  });

  it('the pattern field keeps digits 0-4 only; a time edit is clamped and written back', () => {
    expect(patternFrom('1a2 549')).toBe('124');
    expect(patternFrom('xyz')).toBeNull();
    expect(withShiraseTime([25, 25], 0, 1e9)).toEqual({ shTimes: '600,25' });
  });
});

describe('reverse planner sentence and result words', () => {
  it('from 400-499 after a 30 s COOL: x70 by 0:32:00 (the +2 s rule, under the table 45 s); the roll in reach', () => {
    const s = reverseSummary(reverseModel(readParams('', RV).values));
    expect(s).toContain('from 400-499 to 800-899, reach x70 in 400-499 by 0:32:00');
    expect(s).toContain('Invisible roll: all 9 COOLs and internal grade 27');
  });

  it('a missed COOL puts the invisible roll out of reach; 900-999 alone has no COOL', () => {
    expect(reverseSummary(reverseModel(readParams('bpMissed=2', RV).values))).toContain('out of reach, 2 COOLs already missed');
    expect(reverseSummary(reverseModel(readParams('bpFrom=9', RV).values))).toMatch(/^Section 900-999 has no COOL/);
  });

  it('COOL and REGRET stay together with narrow no-break spaces; neither is empty', () => {
    expect(coolRegretText({ cool: true, regret: true })).toBe('COOL\u202f+\u202fREGRET');
    expect(coolRegretText({ cool: false, regret: true })).toBe('REGRET');
    expect(coolRegretText({ cool: false, regret: false })).toBe('');
  });
});
