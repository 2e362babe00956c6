// The sandbox's replay controls: watch the game from its first frame, play or pause, step to the next placement, jump to
// the end, the speed, where the replay is (placement k of n, frame f), and a polite status line for what it did.
import { REPLAY_SPEEDS, type ReplayPosition, type ReplaySpeed } from './use-replay';

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
}

export function SandReplay(p: Props) {
  const pos = p.position;
  return (
    <fieldset class="sand-replay" data-testid="sand-replay">
      <legend>Replay</legend>
      <p class="sand-replay-intro">
        {p.moves === 0
          ? 'Once a piece is placed, you can watch the game again from its first frame.'
          : p.fromLink
            ? `This link holds ${p.moves} placement${p.moves === 1 ? '' : 's'}; the board shows where they lead. Watch them fall from the first frame.`
            : 'Watch this game again from its first frame.'}
      </p>
      <div class="atlas-controls">
        <button type="button" class="atlas-button" onClick={p.onWatch} disabled={p.moves === 0} aria-keyshortcuts="R">
          {p.active ? 'Restart replay' : 'Watch replay'}
        </button>
        <button type="button" class="atlas-button" onClick={p.onPlay} disabled={!p.active} aria-keyshortcuts="P">
          {p.playing ? 'Pause replay' : 'Play replay'}
        </button>
        <button type="button" class="atlas-button" onClick={p.onNext} disabled={!p.active} aria-keyshortcuts="N">
          Next placement
        </button>
        <button type="button" class="atlas-button" onClick={p.onEnd} disabled={!p.active} aria-keyshortcuts="E">
          Jump to end
        </button>
        <label>
          Replay speed
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
          {pos.finished ? 'Replay finished: ' : 'Replay: '}placement {pos.placed} of {pos.total} · frame {pos.frame}
          {pos.finished ? '' : ` (last placement on frame ${pos.lastFrame})`}
        </p>
      )}
      <p class="atlas-status" aria-live="polite" data-testid="sand-replay-status">
        {p.said}
      </p>
    </fieldset>
  );
}
