// The game's feedback, kept for the view: the feedback model (feedback.ts) in a ref, fed by the game's clears, refused and
// mid-chain drops, with the synthesised sounds (sound.ts) when the player has turned them on.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ClearEvent, SandGame } from '~/engines/sand';
import { PARTICLE_MS, createFeedback, expire, onClears, onMidChainDrop, onRefused, type Feedback } from './feedback';
import { playCue, readSoundChoice, writeSoundChoice, type Cue } from './sound';

export function useFeedback(game: SandGame, reduced: boolean) {
  const fb = useRef<Feedback>(createFeedback(game.score, reduced));
  const [sound, setSoundState] = useState(false);
  useEffect(() => setSoundState(readSoundChoice()), []);
  // A new game (or an undo, or a replay's game) starts with no effects and its own score shown at once.
  useEffect(() => {
    fb.current = createFeedback(game.score, reduced);
  }, [game, reduced]);
  const cue = (c: Cue) => {
    if (sound) playCue(c);
  };
  return {
    get fb() {
      return fb.current;
    },
    sound,
    setSound: (on: boolean) => {
      setSoundState(on);
      writeSoundChoice(on);
      if (on) playCue('place');
    },
    /** A frame's clears; the engine has just put their clusters in game.clearing, in the same order. */
    clears: (g: SandGame, events: ClearEvent[], now: number) => {
      if (events.length === 0) return;
      fb.current = onClears(fb.current, events, g.clearing, g.world, g.score, now, g.ticks);
      cue(events.some((e) => e.chain > 1) ? 'chain' : 'clear');
    },
    placed: (midChain: boolean, now: number) => {
      if (midChain) fb.current = onMidChainDrop(fb.current, now);
      cue('place');
    },
    refused: (slot: number, now: number) => {
      fb.current = onRefused(fb.current, slot, now);
      cue('refuse');
    },
    over: () => cue('over'),
    /** Drops ended effects; true when something was dropped (the view repaints). */
    expire: (now: number) => {
      const before = fb.current;
      fb.current = expire(before, now, PARTICLE_MS);
      return fb.current !== before;
    },
  };
}

export type FeedbackHandle = ReturnType<typeof useFeedback>;
