// The match replay's two timed parts, as Preact hooks for MatchReplay.tsx: playing a match in short slices after
// hydration (never one long main-thread task), and stepping through placements while Play is on (only on screen).
import { useEffect, useState } from 'preact/hooks';
import { BOTS, matchSteps, type BotName, type MatchState } from '~/engines/block-war';
import { playSlice } from './replay-view';

/** Longest slice of match computation between two yields to the browser, in milliseconds (our choice). */
const SLICE_MS = 15; // literal-ok: milliseconds of match computed per slice
/** How often the island shows its progress while a match is being played, in milliseconds (our choice). */
const PROGRESS_MS = 400;
/** Time between two placements while playing, in milliseconds (our choice, for the eye). */
const STEP_MS = 120;

interface Run {
  key: string;
  match: MatchState;
  done: boolean;
}

/** The match of seed, red and blue played in slices once `enabled`: the latest state for this key and whether it is done. */
export function useSlicedMatch(seed: string, red: BotName, blue: BotName, enabled: boolean): { current: MatchState | null; done: boolean } {
  const key = `${seed}|${red}|${blue}`;
  const [run, setRun] = useState<Run | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const steps = matchSteps(seed, BOTS[red], BOTS[blue]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shownAt = performance.now();
    const slice = () => {
      const until = performance.now() + SLICE_MS;
      const { latest, done } = playSlice(steps, () => performance.now() > until);
      // Re-render only now and then while playing (progress), and once at the end.
      if (latest && (done || performance.now() - shownAt > PROGRESS_MS)) {
        shownAt = performance.now();
        setRun({ key, match: latest, done });
      }
      if (!done) timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [key, enabled]);
  const mine = run && run.key === key ? run : null;
  return { current: mine?.match ?? null, done: !!mine?.done };
}

/** Play/Pause: steps to the next placement every STEP_MS while on screen, and stops at the last. */
export function usePlayback(p: { onScreen: boolean; turn: number; n: number | null; known: number; step: (turn: number) => void }) {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!playing || !p.onScreen || p.n === null) return;
    if (p.turn >= p.n) {
      setPlaying(false);
      return;
    }
    if (p.known <= p.turn) return; // the next placement is still being computed
    const t = setTimeout(() => p.step(p.turn + 1), STEP_MS);
    return () => clearTimeout(t);
  }, [playing, p.onScreen, p.turn, p.n, p.known]);
  return { playing, setPlaying };
}
