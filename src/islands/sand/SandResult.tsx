// The game menu's result panel: the last clears, the status
// that the board's description points to, and the daily game's best score.
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { SANDBOX_MESSAGES } from './SandSandbox.messages';

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
  withUndo: boolean;
  events: string[];
  /** True while a replay plays: the clears are listed but not read out (they can come several a second). */
  quiet: boolean;
  status: string;
  daily: DailyInfo | null;
  /** Today's best, for a reader who is not playing the daily game (null when none kept or not yet mounted). */
  todayBest: number | null;
  /** The page's language (default English). */
  locale?: Locale;
}

export function SandResult({ withUndo, events, quiet, status, daily, todayBest, locale = 'en' }: Props) {
  const m = messagesFor(SANDBOX_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  return (
    <>
      {daily ? (
        <p class="sand-daily" data-testid="sand-daily">
          {m.daily(daily.day, daily.today, withUndo, daily.best === null ? null : num(daily.best), daily.counted)}
        </p>
      ) : (
        <p class="sand-daily" data-testid="sand-daily">
          {m.notDaily(todayBest === null ? null : num(todayBest))}
        </p>
      )}
      <ul class="sand-events" aria-live={quiet ? 'off' : 'polite'} data-testid="sand-events">
        {events.map((t, k) => (
          <li key={`${k}-${t}`}>{t}</li>
        ))}
      </ul>
      <p id="sand-game-status" class="sand-stats" data-testid="sand-status">
        {status}
      </p>
    </>
  );
}
