// The game's top bar (seed 004 §12.1, §12.3): the score (counting up after a clear), the chain, the best for
// this seed, speed 1× / 2×, sound on or off, and pause. Everything else is one click away in the menu.
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { SANDBOX_MESSAGES } from './SandSandbox.messages';
import { GAME_MESSAGES } from './SandGame.messages';
import { BAR_SPEEDS, type Speed } from './play-model';

interface Props {
  /** The score shown (counting), already formatted; the true score for readers of the status line. */
  score: string;
  chain: string | null;
  best: string | null;
  speed: Speed;
  sound: boolean;
  paused: boolean;
  withUndo: boolean;
  onSpeed: (s: Speed) => void;
  onSound: (on: boolean) => void;
  onPause: () => void;
  locale?: Locale;
}

export function SandHud(p: Props) {
  const locale = p.locale ?? 'en';
  const m = messagesFor(GAME_MESSAGES, locale);
  const sb = messagesFor(SANDBOX_MESSAGES, locale);
  return (
    <div class="sand-hud">
      <p class="sand-hud-score" data-testid="sand-score">
        <span class="sand-hud-label">{m.score}</span>{' '}
        <span class="sand-hud-value" data-testid="sand-score-value">
          {p.score}
        </span>
        {p.withUndo && (
          <span class="sand-mark" data-testid="sand-undo-mark">
            {sb.withUndo}
          </span>
        )}
      </p>
      <p class="sand-hud-chain" data-testid="sand-chain">
        <span class="sand-hud-label">{m.chain}</span> <span class="sand-hud-value">{p.chain === null ? '–' : `×${p.chain}`}</span>
      </p>
      <p class="sand-hud-best" data-testid="sand-best">
        {m.best(p.best)}
      </p>
      <div class="sand-hud-buttons">
        <div role="group" aria-label={m.speedGroup} class="sand-seg">
          {BAR_SPEEDS.map((s) => (
            <button key={s} type="button" class="atlas-button" aria-pressed={p.speed === s} onClick={() => p.onSpeed(s)}>
              {s}×
            </button>
          ))}
        </div>
        <button type="button" class="atlas-button" aria-pressed={p.sound} onClick={() => p.onSound(!p.sound)}>
          {p.sound ? m.soundOn : m.soundOff}
        </button>
        <button type="button" class="atlas-button" aria-pressed={p.paused} onClick={p.onPause} aria-keyshortcuts="P">
          {p.paused ? sb.resume : sb.pause}
        </button>
      </div>
    </div>
  );
}
