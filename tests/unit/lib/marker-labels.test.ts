// Marker label placement (issue 25 item 10: the speed chart's labels overlapped at 390 px). Hand-made boxes: labels
// wanted on top of each other move down a line; labels wider than the room are pulled inside the plot.
import { describe, expect, it } from 'vitest';
import { labelProblems, placeLabels } from '~/islands/common/marker-labels';

const area = { left: 40, right: 340, top: 10, bottom: 200 };

describe('placeLabels', () => {
  it('two labels wanted at the same place: the second moves one line down', () => {
    const b = placeLabels(
      [
        { x: 100, y: 12, w: 80 },
        { x: 120, y: 12, w: 80 },
      ],
      area,
      15,
    );
    expect(b[0]).toEqual({ x: 100, y: 12, w: 80, h: 15 });
    expect(b[1]).toEqual({ x: 120, y: 27, w: 80, h: 15 });
    expect(labelProblems(b, area)).toEqual([]);
  });

  it('a label past the right edge is pulled inside; one below the plot is lifted into it', () => {
    const b = placeLabels(
      [
        { x: 300, y: 12, w: 100 },
        { x: 50, y: 195, w: 30 },
      ],
      area,
      15,
    );
    expect(b[0].x).toBe(240);
    expect(b[1].y).toBe(185);
    expect(labelProblems(b, area)).toEqual([]);
  });

  it('the old placement (a long label right of its line, no pulling in) is reported', () => {
    expect(labelProblems([{ x: 300, y: 12, w: 100, h: 15 }], area)).toEqual(['label 1 leaves the plot']);
    expect(
      labelProblems(
        [
          { x: 100, y: 12, w: 80, h: 15 },
          { x: 150, y: 20, w: 80, h: 15 },
        ],
        area,
      ),
    ).toEqual(['labels 1 and 2 overlap']);
  });
});
