// The feedback layer's model (seed 004 §12.2-12.4): pop-ups, banners, counting total, shake, reduced motion.
import { describe, expect, it } from 'vitest';
import type { ClearEvent } from '~/engines/sand';
import { COUNT_MS, POPUP_MS, busy, createFeedback, expire, onClears, onRefused, shownScore, clusterMiddle, particleAt } from '~/islands/sand/feedback';

const ev = (chain: number, points: number): ClearEvent => ({ chain, colour: 1, pixels: 100, cells: 1, points, late: false });
// A 10 x 10 board; a cluster of the bottom row (pixels 90-99).
const board = { width: 10, height: 10 };
const bottom = { colour: 1, indices: Array.from({ length: 10 }, (_, k) => 90 + k) };

describe('sand feedback', () => {
  it('a first clear: a pop-up at the cluster, no banner, the total counts from 0 to 20 over COUNT_MS', () => {
    const f = onClears(createFeedback(0), [ev(1, 20)], [bottom], board, 20, 1000);
    expect(f.popups).toHaveLength(1);
    expect(f.popups[0]).toMatchObject({ points: 20, chain: 1, x: 0.45, y: 0.9 });
    expect(f.banners).toHaveLength(0);
    expect(shownScore(f, 1000)).toBe(0);
    expect(shownScore(f, 1000 + COUNT_MS / 2)).toBe(10);
    expect(shownScore(f, 1000 + COUNT_MS)).toBe(20);
  });

  it('a second step of a chain shows "Chain ×2" as a banner', () => {
    const f = onClears(createFeedback(20), [ev(2, 28)], [bottom], board, 48, 0);
    expect(f.banners.map((b) => b.chain)).toEqual([2]);
  });

  it('reduced motion: the total jumps to the new score, and no particles', () => {
    const f = onClears(createFeedback(0, true), [ev(1, 20)], [bottom], board, 20, 1000);
    expect(shownScore(f, 1000)).toBe(20);
    expect(f.particles).toHaveLength(0);
    expect(onClears(createFeedback(0), [ev(1, 20)], [bottom], board, 20, 1000).particles.length).toBeGreaterThan(0);
  });

  it('everything ends: after the longest effect nothing is left and the view may stop repainting', () => {
    let f = onRefused(onClears(createFeedback(0), [ev(2, 28)], [bottom], board, 28, 0), 1, 0);
    expect(busy(f, 10)).toBe(true);
    f = expire(f, 10_000, 1000);
    expect(f.popups.length + f.banners.length + f.particles.length).toBe(0);
    expect(f.shake).toBeNull();
    expect(busy(f, 10_000)).toBe(false);
    expect(expire(f, POPUP_MS * 10, 1000)).toBe(f);
  });

  it('geometry: the middle of a cluster and a particle that falls back and fades', () => {
    expect(clusterMiddle({ colour: 1, indices: [0, 9] }, 10, 10)).toEqual({ x: 0.45, y: 0 });
    const p = { x: 5, y: 5, vx: 0, vy: 0, colour: 1, born: 0 };
    expect(particleAt(p, 500, 1000)).toEqual({ x: 5, y: 5 + 0.5 * 240 * 0.25, alpha: 0.5 });
    expect(particleAt(p, 1000, 1000)).toBeNull();
    expect(particleAt(p, -1, 1000)).toBeNull();
  });
});
