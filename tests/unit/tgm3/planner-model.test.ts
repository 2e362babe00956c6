// The Master planner's model (issue 25 items 6, 7 and 10): runs no one can play are refused with the reason, every input
// (roll clears included) is shown and copied, roll clears are 0 unless set, margins carry their unit, errors name sections.
import { describe, expect, it } from 'vitest';
import { estimateMaster, framesFromSeconds } from '~/engines/tgm3';
import { SPECS, marginText, plannerModel, summaryText, type PlannerValues } from '~/islands/tgm3/planner-model';

const DEFAULTS = Object.fromEntries(Object.entries(SPECS).map(([k, s]) => [k, s.default])) as PlannerValues;
const URL = 'https://example.test/tgm3/master-planner/';

describe('Master planner model', () => {
  it('item 7: the default roll has no clears, and the grade is the engine grade for exactly the shown inputs', () => {
    const model = plannerModel(DEFAULTS);
    expect(model.roll).toEqual([0, 0, 0, 0]);
    expect(model.problem).toBe('');
    // The same sections, roll clears 0, survived (the shown checkbox), through the engine.
    const sections = model.sections;
    const kind = estimateMaster({ sections }).rollKind!;
    const direct = estimateMaster({ sections, roll: { kind, clears: [0, 0, 0, 0], survived: true } });
    expect(model.floor!.final.name).toBe(direct.final.name);
  });

  it('item 7: the copied text lists the roll clears, survival, qualification and each section clears', () => {
    const text = summaryText(plannerModel(DEFAULTS), DEFAULTS, URL);
    expect(text).toContain('Roll clears (singles-doubles-triples-tetrises) 0-0-0-0, survived, not qualified GM');
    expect(text).toContain('0-99: split 0:48:00, x70 0:34:00, clears 1-1-1-4');
    expect(text.split('\n').at(-1)).toBe(URL);
    const set = { ...DEFAULTS, mpRoll: '0-1-0-5' };
    expect(summaryText(plannerModel(set), set, URL)).toContain('0-1-0-5');
  });

  it('item 6: the old default (4-3-3-7 a section) is refused with the numbers, in words naming the section', () => {
    const v = { ...DEFAULTS, mpClears: Array.from({ length: 10 }, () => '4-3-3-7').join(',') };
    const model = plannerModel(v);
    expect(model.floor).toBeNull();
    expect(model.problem).toMatch(/^section 0-99 clears 47 lines, but its 3\d pieces place only 1\d\d cells and the stack holds 0/);
    expect(plannerModel(v, 'zh-cn').problem).toMatch(/^区段 0-99 消了 47 行/);
  });

  it('item 10: errors name the section as "section 100-199", not sections[1]', () => {
    const v = { ...DEFAULTS, mpClears: '1-1-1-4,0-0-0-0' };
    expect(plannerModel(v).problem).toBe('section 100-199 needs at least one clear: the level stops at x99 until a clear.');
  });

  it('item 10: margins are seconds with their unit (18 s = 1080 frames reads "+18.00 s", not "+18:00")', () => {
    expect(marginText(framesFromSeconds(18))).toBe('+18.00 s');
    expect(marginText(-20)).toBe('−0.33 s');
    expect(marginText(framesFromSeconds(18), 'zh-cn')).toBe('+18.00 秒');
  });

  it('combos: the grade is a range, the low end with clears spread out, the high end back to back', () => {
    const model = plannerModel(DEFAULTS);
    expect(model.combo!.internalGrade).toBeGreaterThanOrEqual(model.floor!.internalGrade);
    expect(model.combo!.final.index).toBeGreaterThanOrEqual(model.floor!.final.index);
  });
});
