// The sandbox's replay controls: watch the game from its first frame, play or pause, step to the next placement, jump to
// the end, the speed, where the replay is (placement k of n, frame f), and a polite status line for what it did.
import { REPLAY_SPEEDS, type ReplayPosition, type ReplaySpeed } from './use-replay';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { SANDBOX_MESSAGES } from './SandSandbox.messages';

interface Props {
  /** Placements in the game that a replay would show (0: nothing to watch). */
  moves: number;
  active: boolean;
  playing: boolean;
  position: ReplayPosition | null;
  speed: ReplaySpeed;
  said: string;
  fromLink: boolean;
  onWatch: () => void;
  onPlay: () => void;
  onNext: () => void;
  onEnd: () => void;
  onSpeed: (s: ReplaySpeed) => void;
  /** The page's language (default English). */
  locale?: Locale;
}

export function SandReplay(p: Props) {
  const locale = p.locale ?? 'en';
  const m = messagesFor(SANDBOX_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const pos = p.position;
  return (
    <fieldset class="sand-replay" data-testid="sand-replay">
      <legend>{m.replay}</legend>
      <p class="sand-replay-intro">{p.moves === 0 ? m.replayIntroNone : p.fromLink ? m.replayIntroLink(num(p.moves), p.moves === 1) : m.replayIntro}</p>
      <div class="atlas-controls">
        <button type="button" class="atlas-button" onClick={p.onWatch} disabled={p.moves === 0} aria-keyshortcuts="R">
          {p.active ? m.restartReplay : m.watchReplay}
        </button>
        <button type="button" class="atlas-button" onClick={p.onPlay} disabled={!p.active} aria-keyshortcuts="P">
          {p.playing ? m.pauseReplay : m.playReplay}
        </button>
        <button type="button" class="atlas-button" onClick={p.onNext} disabled={!p.active} aria-keyshortcuts="N">
          {m.nextPlacement}
        </button>
        <button type="button" class="atlas-button" onClick={p.onEnd} disabled={!p.active} aria-keyshortcuts="E">
          {m.jumpToEnd}
        </button>
        <label>
          {m.replaySpeed}
          <select value={p.speed} onChange={(e) => p.onSpeed((e.currentTarget as HTMLSelectElement).value as ReplaySpeed)}>
            {REPLAY_SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
      </div>
      {pos && (
        <p class="sand-stats" data-testid="sand-replay-position">
          {m.position(pos.finished, num(pos.placed), num(pos.total), num(pos.frame), num(pos.lastFrame))}
        </p>
      )}
      <p class="atlas-status" aria-live="polite" data-testid="sand-replay-status">
        {p.said}
      </p>
    </fieldset>
  );
}
