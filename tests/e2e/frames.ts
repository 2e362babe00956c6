// Waiting in a page for a number of animation frames (a condition, not a time): the sand paint test and the sand
// frame-time bench use it.
import type { Page } from 'playwright-core';

/** Resolves after `n` animation frames of the page. */
export function animationFrames(page: Page, n: number): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((done) => {
        let left = count;
        const next = () => (--left <= 0 ? done() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    n,
  );
}
