// What the match replay shows that needs the whole match: the result line, the chart of scores by round, and the last
// placement. Computed at build time for the default match (passed to the island as a prop, so hydrating it needs no
// match at all) and in the browser, in short slices, for any other.
import { BOTS, playMatch, type BotName, type MatchState, type MoveRecord } from '~/engines/block-war';
import type { ChartData } from '~/islands/common/ChartFigure';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { MATCH_REPLAY_MESSAGES } from './MatchReplay.messages';

export const BOT_NAMES = Object.keys(BOTS) as BotName[];
/** The match the replay opens on: seed 3, greedy against greedy (a full game with the judge's list order). */
export const REPLAY_DEFAULT: { seed: string; red: BotName; blue: BotName } = { seed: '3', red: 'greedy', blue: 'greedy' };

export interface ReplaySummary {
  seed: string;
  red: BotName;
  blue: BotName;
  /** Placements made in the whole match. */
  n: number;
  last: MoveRecord | null;
  result: string;
  clears: number;
  chart: ChartData;
}

/** Score after each round. Blue's series comes first so the theme's first (blue) and second (red-orange) colours fit. */
export function chartOf(history: readonly MoveRecord[], locale: Locale = 'en'): ChartData {
  const t = messagesFor(MATCH_REPLAY_MESSAGES, locale);
  const labels: number[] = [];
  const r: number[] = [];
  const b: number[] = [];
  const c: number[] = [];
  for (const h of history) {
    if (h.player !== 'blue') continue;
    labels.push(h.round);
    r.push(h.scores[0]);
    b.push(h.scores[1]);
    c.push(h.combo);
  }
  return {
    labels,
    xTitle: t.xTitle,
    yTitle: t.yTitle,
    series: [
      { label: t.blueSeries, values: b },
      { label: t.redSeries, values: r },
      { label: t.comboSeries, values: c },
    ],
  };
}

export function resultOf(match: MatchState, locale: Locale = 'en'): string {
  const t = messagesFor(MATCH_REPLAY_MESSAGES, locale);
  const f = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const n = f(match.history.length);
  const [red, blue] = [f(match.scores[0]), f(match.scores[1])];
  if (match.winner === 'draw' || match.winner === null) return t.draw(red, blue);
  return match.endReason === 'no-legal-placement' && match.loser ? t.winsStuck(match.winner, red, blue, match.loser, n) : t.winsAll(match.winner, red, blue, n);
}

export function summaryOf(seed: string, red: BotName, blue: BotName, match: MatchState, locale: Locale = 'en'): ReplaySummary {
  if (!match.over) throw new RangeError('match must be over');
  const h = match.history;
  return {
    seed,
    red,
    blue,
    n: h.length,
    last: h.length ? h[h.length - 1] : null,
    result: resultOf(match, locale),
    clears: h.reduce((a, x) => a + (x.battleCleared > 0 ? 1 : 0), 0),
    chart: chartOf(h, locale),
  };
}

/** The default match's summary in the page's language, for the page to pass to the island at build time. */
export function defaultReplaySummary(locale: Locale = 'en'): ReplaySummary {
  const { seed, red, blue } = REPLAY_DEFAULT;
  return summaryOf(seed, red, blue, playMatch(seed, BOTS[red], BOTS[blue]), locale);
}
