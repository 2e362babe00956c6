// Issue 31, "your run against a plan" by altitude at each minute: pasted altitudes read (fixture: the same made-up run
// as the floor splits, one line a minute), the minute-by-minute comparison worked by hand against the seed loop's
// climb at rank 1 with no attack (15 m a minute), and the implied pace checked against its own definition.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { altitudesToText, compareAltitudes, impliedApmFromAltitudes, MAX_ALTITUDE, parseAltitudes, planMinutes } from '~/engines/zenith';

const FIXTURE = readFileSync('tests/unit/zenith/fixtures/altitude-per-minute.txt', 'utf8');
const still = { apm: 0, pace: { clearLinesPerMin: 0, kosPerMin: 0 } };

describe('parseAltitudes', () => {
  it('reads one altitude a line, skipping the minute labels and the unit', () => {
    expect(parseAltitudes(FIXTURE)).toEqual({ altitudes: [118, 327, 585, 858, 1142, 1419], clamped: [], truncated: false });
  });
  it('takes the last number of each piece, between commas too, and keeps a tenth of a metre', () => {
    expect(parseAltitudes('minute 1: 15.04, minute 2: 30.06; 3 44')).toEqual({ altitudes: [15, 30.1, 44], clamped: [], truncated: false });
  });
  it('says when nothing was found', () => {
    expect(parseAltitudes('no numbers here\n-')).toEqual({ problem: 'empty' });
  });
  it('clamps an altitude above the engine limit and keeps only the first 60 minutes, saying so', () => {
    expect(parseAltitudes('10, 99999999')).toEqual({ altitudes: [10, MAX_ALTITUDE], clamped: [2], truncated: false });
    const many = parseAltitudes(Array.from({ length: 61 }, (_, i) => String(i + 1)).join('\n'));
    expect('altitudes' in many && [many.altitudes.length, many.truncated, many.altitudes[59]]).toEqual([60, true, 60]);
  });
  it('writes the link form and reads it back', () => {
    expect(altitudesToText([118, 30.06, 44])).toBe('118,30.1,44');
    expect(parseAltitudes('118,30.1,44')).toEqual({ altitudes: [118, 30.1, 44], clamped: [], truncated: false });
  });
});

describe('compareAltitudes (plan with no attack: 15 m a minute at rank 1, seed 000 loop)', () => {
  const plan = planMinutes(still, 2);
  it('the plan climbs 15 m, then 30 m', () => {
    expect(plan.map((p) => p.altitude)).toEqual([expect.closeTo(15, 9), expect.closeTo(30, 9)]);
  });
  it('10 m then 20 m: 5 m behind after minute 1, 10 m after minute 2, each minute losing 5 m', () => {
    const c = compareAltitudes([10, 20], plan);
    expect(c.rows.map((r) => [r.ahead, r.gained])).toEqual([
      [expect.closeTo(-5, 9), expect.closeTo(-5, 9)],
      [expect.closeTo(-10, 9), expect.closeTo(-5, 9)],
    ]);
    expect([c.firstBehind, c.worstMinute]).toEqual([1, 1]);
  });
  it('20 m then 31 m: ahead both minutes, but minute 2 lost 4 m', () => {
    const c = compareAltitudes([20, 31], plan);
    expect(c.rows.map((r) => Math.round(r.gained))).toEqual([5, -4]);
    expect([c.firstBehind, c.worstMinute]).toEqual([null, 2]);
  });
});

describe('impliedApmFromAltitudes', () => {
  const at = (apm: number, minutes: number) => planMinutes({ apm, version: 'current' }, minutes)[minutes - 1].altitude;
  it('is the lowest pace at or above the last altitude at the last minute (the definition, for the fixture)', () => {
    const r = parseAltitudes(FIXTURE);
    if (!('altitudes' in r)) throw new Error('fixture');
    const apm = impliedApmFromAltitudes(r.altitudes, { version: 'current' })!;
    expect(apm).toBeGreaterThan(1);
    expect(at(apm, 6)).toBeGreaterThanOrEqual(1419);
    expect(at(apm - 1, 6)).toBeLessThan(1419);
  });
  it("a plan's own altitudes imply no more than the plan's pace", () => {
    for (const apm of [60, 120]) {
      const own = planMinutes({ apm, version: 'current' }, 5).map((p) => p.altitude);
      expect(impliedApmFromAltitudes(own, { version: 'current' })).toBeLessThanOrEqual(apm);
    }
  });
  it('an empty list or a run still at 0 m implies nothing', () => {
    expect(impliedApmFromAltitudes([], {})).toBeNull();
    expect(impliedApmFromAltitudes([0], {})).toBeNull();
  });
});

describe('the altitudes in a link (yaAlt)', () => {
  it('keeps a good list, and clamps, cuts or falls back with a notice', async () => {
    const { SPECS, EXAMPLE_ALTITUDES } = await import('~/islands/zenith/altitude-run');
    const p = SPECS.yaAlt;
    expect(p.parse('118,327.5')).toEqual({ value: '118,327.5' });
    const clamped = p.parse('10,9999999');
    expect([clamped.value, clamped.problem?.kind]).toEqual([`10,${MAX_ALTITUDE}`, 'above']);
    const cut = p.parse(Array.from({ length: 61 }, (_, i) => String(i)).join(','));
    expect([cut.value.split(',').length, cut.problem?.kind]).toEqual([60, 'list']);
    for (const bad of ['NaN', '1e309', '<b>1</b>', '-5', '1,,2', '']) {
      const r = p.parse(bad);
      expect([r.value, r.problem?.kind]).toEqual([p.default, 'not-text']);
    }
    expect(p.default).toBe(altitudesToText((parseAltitudes(EXAMPLE_ALTITUDES) as { altitudes: number[] }).altitudes));
  });
});
