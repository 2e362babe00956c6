// The sandbox's result panel: score (marked "with undo" when undo is on), the last clears, the message line, the status
// that the board's description points to, and the daily game's best score.
import type { SandGame } from '~/engines/sand';

export interface DailyInfo {
  /** The day of the daily game being played (its seed). */
  day: string;
  today: boolean;
  /** The best kept for that day (with undo on or off as this game), or null when none. */
  best: number | null;
  /** False when this game does not count towards the best (it came from a link). */
  counted: boolean;
}

interface Props {
  game: SandGame;
  withUndo: boolean;
  events: string[];
  /** True while a replay plays: the clears are listed but not read out (they can come several a second). */
  quiet: boolean;
  message: string;
  status: string;
  daily: DailyInfo | null;
  /** Today's best, for a reader who is not playing the daily game (null when none kept or not yet mounted). */
  todayBest: number | null;
}

export function SandResult({ game, withUndo, events, quiet, message, status, daily, todayBest }: Props) {
  const kind = withUndo ? ' with undo' : '';
  return (
    <>
      <p class="sand-score" data-testid="sand-score">
        Score {game.score}
        {game.chain > 1 ? ` · chain ×${game.chain}` : ''}
        {withUndo && (
          <span class="sand-mark" data-testid="sand-undo-mark">
            with undo
          </span>
        )}
      </p>
      {daily ? (
        <p class="sand-daily" data-testid="sand-daily">
          Daily game of {daily.day}
          {daily.today ? ' (today)' : ''}. Your best that day{kind}: {daily.best ?? 'none yet'}.
          {daily.counted ? '' : ' This game came from a link, so it does not count towards your best.'}
        </p>
      ) : (
        <p class="sand-daily" data-testid="sand-daily">
          Not the daily game.{todayBest !== null ? ` Your best in today's game: ${todayBest}.` : ''}
        </p>
      )}
      <ul class="sand-events" aria-live={quiet ? 'off' : 'polite'} data-testid="sand-events">
        {events.map((t, k) => (
          <li key={`${k}-${t}`}>{t}</li>
        ))}
      </ul>
      <p class="atlas-status" aria-live="polite" data-testid="sand-message">
        {message || 'Drag a piece from a slot onto the board, or focus the board and press 1, 2 or 3.'}
      </p>
      <p id="sand-game-status" class="sand-stats" data-testid="sand-status">
        {status}
      </p>
    </>
  );
}
