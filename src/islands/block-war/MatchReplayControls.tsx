// The match replay's controls: the seed with "Play this seed", the two bots; and the placement slider with back,
// forward and Play/Pause.
import { PLACEMENTS, type BotName } from '~/engines/block-war';
import { BOT_NAMES } from './replay-view';
import { SeedField } from './SeedField';
import type { MATCH_REPLAY_MESSAGES } from './MatchReplay.messages';

type Messages = (typeof MATCH_REPLAY_MESSAGES)['en'];

interface MatchProps {
  m: Messages;
  seed: string;
  red: BotName;
  blue: BotName;
  onSeed: (seed: string) => void;
  onBot: (side: 'mrRed' | 'mrBlue', bot: BotName) => void;
}

export function MatchControls({ m, seed, red, blue, onSeed, onBot }: MatchProps) {
  return (
    <div class="atlas-controls">
      <SeedField id="mr-seed-input" label={m.seed} button={m.playSeed} seed={seed} onSeed={onSeed} />
      {(['mrRed', 'mrBlue'] as const).map((k) => (
        <label key={k}>
          {k === 'mrRed' ? m.redBot : m.blueBot}
          <select value={k === 'mrRed' ? red : blue} onChange={(e) => onBot(k, (e.currentTarget as HTMLSelectElement).value as BotName)}>
            {BOT_NAMES.map((b) => (
              <option key={b} value={b}>
                {m.bot(b)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}

interface ScrubProps {
  m: Messages;
  f: (x: number) => string;
  turn: number;
  n: number | null;
  playing: boolean;
  onTurn: (turn: number) => void;
  onPlay: () => void;
}

export function TurnControls({ m, f, turn, n, playing, onTurn, onPlay }: ScrubProps) {
  const last = n ?? PLACEMENTS;
  return (
    <div class="atlas-controls">
      <label>
        {m.placement}
        <input
          id="mr-turn-input"
          type="range"
          min={0}
          max={last}
          value={turn}
          aria-valuetext={m.valueText(f(turn), n === null ? '…' : f(n))}
          onInput={(e) => onTurn(Number((e.currentTarget as HTMLInputElement).value))}
        />
      </label>
      <button type="button" class="atlas-button" onClick={() => onTurn(Math.max(0, turn - 1))} aria-label={m.back}>
        ◀
      </button>
      <button type="button" class="atlas-button" onClick={() => onTurn(Math.min(last, turn + 1))} aria-label={m.forward}>
        ▶
      </button>
      <button type="button" class="atlas-button" onClick={onPlay}>
        {playing ? m.pause : m.play}
      </button>
    </div>
  );
}
