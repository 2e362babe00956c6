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

/** What the replay shows at a placement, from what is known: the whole match (built or played), the part played so
 * far, the build's summary. */
export interface ReplayPosition {
  /** Placements in the whole match, when known. */
  n: number | null;
  /** The placement shown (the link's, at most n). */
  turn: number;
  history: readonly MoveRecord[];
  /** The record of placement `turn`; null for turn 0; undefined while it is still being computed. */
  rec: MoveRecord | null | undefined;
}

export function positionOf(full: MatchState | null, current: MatchState | null, sum: ReplaySummary | null, wanted: number): ReplayPosition {
  const n = full ? full.history.length : sum ? sum.n : null;
  const turn = n === null ? wanted : Math.min(wanted, n);
  const history = full?.history ?? current?.history ?? [];
  const rec = turn === 0 ? null : history.length >= turn ? history[turn - 1] : sum && turn === sum.n ? sum.last : undefined;
  return { n, turn, history, rec };
}

/** The result line, the number of battle clears and the chart: from the summary, else from the whole match. */
export function outcomeOf(
  full: MatchState | null,
  sum: ReplaySummary | null,
  locale: Locale = 'en',
): { result: string; clears: number; chart: ChartData } | null {
  if (sum) return { result: sum.result, clears: sum.clears, chart: sum.chart };
  if (!full) return null;
  return { result: resultOf(full, locale), clears: full.history.reduce((a, h) => a + (h.battleCleared > 0 ? 1 : 0), 0), chart: chartOf(full.history, locale) };
}

/**
 * Plays a match's steps until it is over or `stop()` says the slice is used up: the latest state and whether the
 * match is done. The island calls it once per slice of main-thread time.
 */
export function playSlice(steps: Iterator<MatchState>, stop: () => boolean): { latest: MatchState | null; done: boolean } {
  let latest: MatchState | null = null;
  let r = steps.next();
  while (!r.done) {
    latest = r.value;
    if (latest.over || stop()) break;
    r = steps.next();
  }
  return { latest, done: !!r.done || !!latest?.over };
}
