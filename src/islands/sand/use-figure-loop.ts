// Sand figures: run a step function on animation frames while the figure is on screen and playing.
import { useEffect, useRef } from 'preact/hooks';
import { useOnScreen } from '~/lib/use-on-screen';
import { FRAME_MS } from '~/engines/sand';
import { startLoop } from './draw';

/** `step` is called about FRAMES_PER_SECOND (60) times a second while the element is visible and `playing` is true. */
export function useFigureLoop(step: () => void, playing: boolean, deps: unknown[] = []) {
  const ref = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(ref);
  const stepRef = useRef(step);
  stepRef.current = step;
  useEffect(() => {
    if (!onScreen || !playing) return;
    let last = performance.now();
    let acc = 0;
    return startLoop((now) => {
      acc += Math.min(100, now - last);
      last = now;
      let n = 0;
      while (acc >= FRAME_MS && n < 3) {
        acc -= FRAME_MS;
        n++;
        stepRef.current();
      }
      if (n === 3) acc = 0;
    });
  }, [onScreen, playing, ...deps]);
  return ref;
}
