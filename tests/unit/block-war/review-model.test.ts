// The review viewer's model, without a DOM.
import { describe, expect, it } from 'vitest';
import { clampFrame, disagreements, frameView, openReview } from '~/islands/block-war/review-model';
import { REVIEW_SAMPLE } from '~/islands/block-war/review-sample';

describe('review model', () => {
  it('opens the sample: every frame agrees, frame numbers stay inside the file', () => {
    const r = openReview(REVIEW_SAMPLE.text, REVIEW_SAMPLE.name);
    if (!r.ok) throw new Error(r.error);
    const n = r.state.file.frames.length;
    expect(disagreements(r.state)).toEqual([]);
    expect(clampFrame(r.state, -3)).toBe(0);
    expect(clampFrame(r.state, n + 10)).toBe(n - 1);
    expect(clampFrame(r.state, Number.NaN)).toBe(0);
    const v = frameView(r.state, 0)!;
    expect(v.placement).toBe(1);
    expect(v.placed).toHaveLength(4);
    expect(frameView(r.state, 3)!.placement).toBe(2);
  });
  it('lists the frames that differ, and says why a file cannot be opened', () => {
    const bad = JSON.parse(REVIEW_SAMPLE.text);
    bad.matchData['5'].point2 = 99;
    const r = openReview(JSON.stringify(bad), 'x');
    if (!r.ok) throw new Error(r.error);
    expect(disagreements(r.state)).toEqual([5]);
    expect(openReview('[]', 'y')).toEqual({ ok: false, error: 'the file has no matchData' });
  });
});
