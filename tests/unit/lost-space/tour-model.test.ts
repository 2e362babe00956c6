// The key-tour planner's model without a DOM. Expected values: the example (issue 29: spawn 3 starting after
// round 80 is at the pod in round 111 and gone at the start of round 114, after the game's end at round 100, or 110
// with overtime), the rules document's spawns ([1, 0, 0], [1, 6, 0], [1, 6, 6], [1, 0, 6]) and the game's ends.
import { describe, expect, it } from 'vitest';
import type { KeyTour } from '~/engines/lost-space';
import { tourEnding, tourPath, tourView } from '~/islands/lost-space/tour-model';

/** A tour that is gone at the start of round `gone` (only that field matters to the ending). */
const goneAt = (gone: number) => ({ goneAtStartOf: gone }) as KeyTour;

describe('key-tour model', () => {
  it('a tour gone by the start of round 100 is in time, by 110 only with overtime, later too late', () => {
    expect(tourEnding(goneAt(100))).toBe('in-time');
    expect(tourEnding(goneAt(101))).toBe('overtime-only');
    expect(tourEnding(goneAt(110))).toBe('overtime-only');
    expect(tourEnding(goneAt(111))).toBe('too-late');
  });

  it("the issue's tour (spawn 3 after round 80, gone at the start of round 114) cannot escape", () => {
    const v = tourView(3, 80);
    expect(v.tour!.goneAtStartOf).toBe(114);
    expect(v.ending).toBe('too-late');
    // The latest start that still escapes by round 100 does; the round after it does not.
    expect(tourView(3, v.latest!).ending).toBe('in-time');
    expect(tourView(3, v.latest! + 1).ending).not.toBe('in-time');
  });

  it('a tour from the start of the game is in time', () => {
    expect(tourView(0, 0).ending).toBe('in-time');
  });

  it('the path starts at the spawn and goes through the places of moves and rides only', () => {
    const v = tourView(2, 0);
    expect(v.path![0]).toEqual([1, 6, 6]);
    const walks = v.tour!.steps.filter((s) => s.action === 'move' || s.action === 'ride');
    expect(v.path).toHaveLength(walks.length + 1);
    expect(tourPath(1, { ...v.tour!, steps: [] })).toEqual([[1, 6, 0]]);
  });
});
