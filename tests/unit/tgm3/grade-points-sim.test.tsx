// The grade-points simulator's server-rendered text names the grade the engine computes (issue 11 item 8: it printed
// "internal grade 31 (17 boosts = S9)" for a run the engine grades m9).
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { displayedGrade, runMaster, type MasterEvent } from '~/engines/tgm3';
import GradePointsSim from '~/islands/tgm3/GradePointsSim';

/** The text of the element carrying `data-testid="<id>"` in rendered HTML, tags removed. */
function textOf(html: string, id: string): string {
  const m = html.match(new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</p>`));
  if (!m) throw new Error(`no ${id} in the rendered island`);
  return m[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
}

// The island's default run, written out here: the pattern 0,0,0,4 with 40 active and 30 further frames per piece.
const defaultRun = function* (): Generator<MasterEvent> {
  for (let i = 0; i < 4000; i++) yield { type: 'piece', activeFrames: 40, lines: i % 4 === 3 ? 4 : 0, afterFrames: 30 };
};

describe('grade-points simulator, default run', () => {
  const html = renderToString(h(GradePointsSim, {}));
  const summary = textOf(html, 'gp-summary');
  const r = runMaster(defaultRun());

  it('shows the displayed grade the engine computes (m9 for the default run, issue 11 item 8)', () => {
    const shown = displayedGrade({ internalGrade: r.state.internalGrade, sectionCools: r.state.cools }).name;
    expect(shown).toBe('m9');
    expect(summary).toContain(`Grade shown: ${shown}`);
  });
  it('does not call the boosts alone a grade', () => {
    expect(summary).not.toMatch(/= S9\b/);
  });
  it('reports what decay cost, with the other reading beside it', () => {
    const cost = textOf(html, 'gp-decay-cost');
    expect(cost).toMatch(/took \d+ grade points/);
    expect(cost).toMatch(/instead takes \d+/);
  });
});
