// The grade-points simulator's model (issue 25 item 5: model code moved out of the view): chart data and the close-up
// section, checked against the trace they are drawn from.
import { describe, expect, it } from 'vitest';
import { SPECS, closeUpSection, gradeChartData, pointsChartData, simulate, type Values } from '~/islands/tgm3/grade-points-model';
import { MESSAGES } from '~/islands/tgm3/GradePointsSim.messages';

const defaults = Object.fromEntries(Object.entries(SPECS).map(([k, s]) => [k, s.default])) as Values;
const t = simulate(defaults);

describe('grade-points model', () => {
  it('the whole-game chart has one row per internal-grade change, plus the first and the last', () => {
    const changes = t.trace.filter((p, i) => i > 0 && p.internalGrade !== t.trace[i - 1].internalGrade).length;
    const d = gradeChartData(t, MESSAGES.en);
    const lastIsChange = t.trace.length > 1 && t.trace[t.trace.length - 1].internalGrade !== t.trace[t.trace.length - 2].internalGrade;
    expect(d.labels).toHaveLength(1 + changes + (lastIsChange ? 0 : 1));
    expect(d.series[0].values.at(-1)).toBe(t.state.internalGrade);
  });

  it('"most decay" picks the section that lost the most points; a chosen section past the game is clamped', () => {
    const most = closeUpSection(t, 'most');
    expect(Math.max(...t.decayLostBySection)).toBe(t.decayLostBySection[most]);
    expect(closeUpSection(t, '9')).toBeLessThanOrEqual(t.state.sections.length - 1);
  });

  it('the close-up keeps the points of one section only', () => {
    const d = pointsChartData(t, 2, MESSAGES.en);
    const from = t.state.sections[2].startFrame;
    const to = t.state.sections[3].startFrame;
    expect((d.labels as number[]).every((f) => f >= from && f <= to)).toBe(true);
    expect(d.labels.length).toBeGreaterThan(2);
  });
});
