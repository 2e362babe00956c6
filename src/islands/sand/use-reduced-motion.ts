// Islands: whether the reader asked for reduced motion (prefers-reduced-motion: reduce), read after mount and kept current.
import { useEffect, useState } from 'preact/hooks';

const QUERY = '(prefers-reduced-motion: reduce)';

/** null until mounted (the server and the first render cannot know), then true or false; follows later changes. */
export function useReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
      setReduced(false);
      return;
    }
    const mq = window.matchMedia(QUERY);
    setReduced(mq.matches);
    const onChange = () => setReduced(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * A play/pause state for an animated figure: it starts playing once mounted, unless the reader prefers reduced motion, in
 * which case it starts paused and plays only when asked. Until mounted it is paused.
 */
export function useAutoplay(): [playing: boolean, setPlaying: (on: boolean) => void, reduced: boolean] {
  const reduced = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? (reduced === null ? false : !reduced);
  return [playing, setChoice, reduced === true];
}
