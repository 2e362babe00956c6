// The grade-points simulator's server-rendered text names the grade the engine computes (issue 11 item 8: it printed
// "internal grade 31 (17 boosts = S9)" for a run the engine grades m9).
import { describe, expect, it } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { displayedGrade, runMaster, type MasterEvent } from '~/engines/tgm3';
import GradePointsSim, { SPECS, pieceLines, refusal } from '~/islands/tgm3/GradePointsSim';
import { createRng } from '~/lib/rng';

/** The text of the element carrying `data-testid="<id>"` in rendered HTML, tags removed. */
function textOf(html: string, id: string): string {
  const m = html.match(new RegExp(`data-testid="${id}"[^>]*>([\\s\\S]*?)</p>`));
  if (!m) throw new Error(`no ${id} in the rendered island`);
  return m[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
}

// The island's default run, written out here: nine plain pieces then a tetris (40 cells placed, 40 cleared), with 40
// active and 30 further frames per piece.
const defaultRun = function* (): Generator<MasterEvent> {
  for (let i = 0; i < 4000; i++) yield { type: 'piece', activeFrames: 40, lines: i % 10 === 9 ? 4 : 0, afterFrames: 30 };
};

describe('grade-points simulator, default run', () => {
  const html = renderToString(h(GradePointsSim, {}));
  const summary = textOf(html, 'gp-summary');
  const r = runMaster(defaultRun());

  it('shows the displayed grade the engine computes (issue 11 item 8)', () => {
    const shown = displayedGrade({ internalGrade: r.state.internalGrade, sectionCools: r.state.cools }).name;
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

describe('issue 25 item 6: the simulator refuses runs no one can play', () => {
  const values = (gpPat: string, gpGen: 'pattern' | 'random' = 'pattern') => ({
    ...(Object.fromEntries(Object.entries(SPECS).map(([k, spec]) => [k, spec.default])) as Parameters<typeof refusal>[0]),
    gpPat,
    gpGen,
  });
  it('a tetris every piece: the first piece brings 4 cells, a tetris needs 40', () => {
    expect(refusal(values('4'))).toMatchObject({ index: 0, lines: 4, placed: 4, inStack: 0, maxLines: 0 });
  });
  it('the old default 0004: the 4th piece finds 16 cells, enough for 1 line', () => {
    expect(refusal(values('0004'))).toMatchObject({ index: 3, lines: 4, placed: 4, inStack: 12, maxLines: 1 });
  });
  it('nine plain pieces then a tetris (40 in, 40 out) and 0000 2 (20 in, 20 out) can be played', () => {
    expect(refusal(values('0000000004'))).toBeNull();
    expect(refusal(values('00002'))).toBeNull();
  });
  it('the seeded random pace never clears more than the field holds', () => {
    for (const seed of [1, 2, 3, 99]) {
      let cells = 0;
      for (const l of pieceLines('0', createRng(seed))) {
        cells += 4 - 10 * l;
        expect(cells).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
