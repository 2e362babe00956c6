// The match replay's model (src/islands/block-war/replay-view.ts) without a DOM: which placement it shows from what is
// known (the whole match, the part played so far, the build's summary), and playing a match in slices.
import { describe, expect, it } from 'vitest';
import { BOTS, matchSteps, playMatch, PLACEMENTS } from '~/engines/block-war';
import { outcomeOf, playSlice, positionOf, summaryOf } from '~/islands/block-war/replay-view';

const full = playMatch('3', BOTS.greedy, BOTS.greedy);
const sum = summaryOf('3', 'greedy', 'greedy', full);

describe('match replay position', () => {
  it('with the whole match: the link’s placement, at most the last; placement 0 is the empty board (null)', () => {
    const n = full.history.length;
    expect(positionOf(full, null, null, PLACEMENTS)).toMatchObject({ n, turn: n, rec: full.history[n - 1] });
    expect(positionOf(full, null, null, 5).rec).toBe(full.history[4]);
    expect(positionOf(full, null, null, 0).rec).toBeNull();
  });
  it('with the summary alone, only the last placement is known; others wait (undefined) until played that far', () => {
    expect(positionOf(null, null, sum, PLACEMENTS)).toMatchObject({ n: sum.n, turn: sum.n, rec: sum.last });
    const part = playMatch('3', BOTS.greedy, BOTS.greedy);
    const three = { ...part, history: part.history.slice(0, 3) };
    expect(positionOf(null, three, sum, 5).rec).toBeUndefined();
    expect(positionOf(null, three, sum, 3).rec).toBe(three.history[2]);
    expect(positionOf(null, null, null, 7)).toMatchObject({ n: null, turn: 7, rec: undefined });
  });
  it('the outcome comes from the summary, else from the whole match, else is not known yet', () => {
    expect(outcomeOf(null, sum)!.result).toBe(sum.result);
    expect(outcomeOf(full, null)).toEqual({ result: sum.result, clears: sum.clears, chart: sum.chart });
    expect(outcomeOf(null, null)).toBeNull();
  });
  it('a slice stops when told and goes on from there; the last slice ends with the match over', () => {
    const steps = matchSteps('3', BOTS.greedy, BOTS.greedy);
    let calls = 0;
    const first = playSlice(steps, () => ++calls >= 10);
    expect(first.done).toBe(false);
    const rest = playSlice(steps, () => false);
    expect(rest.done).toBe(true);
    expect(rest.latest!.over).toBe(true);
    expect(rest.latest!.history).toEqual(full.history);
  });
});
