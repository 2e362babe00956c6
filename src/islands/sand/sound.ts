// The sand game's sounds (seed 004 §12.2: place, error, clear), synthesised with the Web Audio API: no audio files. Off
// until the player turns them on; the choice is remembered in localStorage. Storage or audio that is missing or blocked
// only means silence; nothing throws.
import { readFlag, writeFlag } from './stored-flag';

/** The localStorage key of the remembered choice ('1' on, '0' off). */
export const SOUND_KEY = 'stack-atlas:sand:sound';

export type Cue = 'place' | 'refuse' | 'clear' | 'chain' | 'over';

/** Each cue as notes: frequency (Hz), start and length (s), wave. Short and quiet: a cue never lasts half a second. */
export const CUES: Record<Cue, { f: number; at: number; len: number; wave: OscillatorType }[]> = {
  place: [{ f: 220, at: 0, len: 0.08, wave: 'triangle' }], // literal-ok: a tone in hertz
  refuse: [
    { f: 140, at: 0, len: 0.09, wave: 'square' },
    { f: 110, at: 0.1, len: 0.12, wave: 'square' },
  ],
  clear: [
    { f: 523, at: 0, len: 0.12, wave: 'triangle' },
    { f: 784, at: 0.08, len: 0.18, wave: 'triangle' },
  ],
  chain: [
    { f: 659, at: 0, len: 0.1, wave: 'triangle' },
    { f: 880, at: 0.08, len: 0.1, wave: 'triangle' },
    { f: 1175, at: 0.16, len: 0.2, wave: 'triangle' },
  ],
  over: [
    { f: 330, at: 0, len: 0.2, wave: 'sine' },
    { f: 247, at: 0.2, len: 0.35, wave: 'sine' },
  ],
};

/** The remembered choice (false when none is kept or storage cannot be read). */
export function readSoundChoice(): boolean {
  return readFlag(SOUND_KEY) === true;
}

/** Remembers the choice (storage refused: it lasts for this page only). */
export function writeSoundChoice(on: boolean): void {
  writeFlag(SOUND_KEY, on);
}

let ctx: AudioContext | null = null;

/** Plays a cue (after a user gesture has turned sound on; the context is made then). */
export function playCue(cue: Cue): void {
  try {
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return;
    ctx ??= new Ctor();
    if (ctx.state === 'suspended') void ctx.resume();
    const t0 = ctx.currentTime + 0.01;
    for (const n of CUES[cue]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = n.wave;
      osc.frequency.value = n.f;
      gain.gain.setValueAtTime(0.0001, t0 + n.at);
      gain.gain.exponentialRampToValueAtTime(0.08, t0 + n.at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + n.at + n.len);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + n.at);
      osc.stop(t0 + n.at + n.len + 0.02);
    }
  } catch {
    /* no audio here: the game stays silent */
  }
}
