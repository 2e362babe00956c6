// The match simulator's Play button as a Preact hook: while playing and on screen, one round per tick of the chosen
// speed; it stops at the game's last round. It starts paused for every reader (so also under reduced motion).
import { useEffect, useRef, useState } from 'preact/hooks';
import { PLAY_SPEEDS, nextPlayRound } from './sim-model';

export function useSimPlayback(round: number, last: number, onScreen: boolean, toRound: (r: number) => void) {
  const [playing, setPlayingState] = useState(false);
  const [speed, setSpeed] = useState(1);
  // Read by a pending timer: a pause takes effect at once, even before the effect below has been cleaned up.
  const playingRef = useRef(false);
  const setPlaying = (on: boolean) => {
    playingRef.current = on;
    setPlayingState(on);
  };
  useEffect(() => {
    if (!playing || !onScreen) return;
    const next = nextPlayRound(round, last);
    if (next === null) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => {
      if (playingRef.current) toRound(next);
    }, PLAY_SPEEDS[speed]);
    return () => clearTimeout(t);
  }, [playing, onScreen, round, last, speed]);
  return { playing, setPlaying, speed, setSpeed };
}
