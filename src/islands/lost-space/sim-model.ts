// The match simulator's model (no DOM, no Preact): its link parameters and default match, the game a link's values
// play, and every text and option the view shows for a round (summary, line-up, end choices, highlights, play speeds).
// The rules are the engine's (src/engines/lost-space); this file only chooses and words what to show.
import {
  BOT_IDS,
  BOT_NAMES,
  DEFAULT_LAST_ROUND,
  HIGHLIGHT_NAMES,
  LAST_ROUND_CHOICES,
  LAST_ZONE_ROUND,
  LONG_LAST_ROUND,
  finalOrder,
  matchHighlights,
  results,
  simulate,
  type BotId,
  type SimulatedGame,
} from '~/engines/lost-space';
import { choiceParam, numberParam, type ParamValues } from '~/lib/url-state';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { SIMULATOR_MESSAGES } from './lost-space.messages';
import { eventText } from './event-text';

export type End = `${(typeof LAST_ROUND_CHOICES)[number]}`;
export const ENDS = LAST_ROUND_CHOICES.map((r) => String(r) as End);
/** Largest seed a link may carry (an island choice: six digits). */
export const SEED_MAX = 999_999;
/**
 * The match the simulator opens on (an island choice): a hunter among two goal bots and a random one, on a seed whose
 * match has fights, traps laid and set off, a death in a failing zone, a key drop picked up and overtime. It opens on
 * the round of the first kill.
 */
const DEFAULT_LINEUP = { seed: 26, bots: ['goal', 'hunter', 'goal', 'random'] as BotId[], end: String(DEFAULT_LAST_ROUND) as End }; // literal-ok: a seed, a UI choice
const DEFAULT_GAME = simulate({ seed: DEFAULT_LINEUP.seed, bots: DEFAULT_LINEUP.bots, lastRound: DEFAULT_LAST_ROUND });
export const SIM_DEFAULTS = { ...DEFAULT_LINEUP, round: matchHighlights(DEFAULT_GAME.events).find((h) => h.kind === 'kill')?.round ?? 0 };
export const SPECS = {
  msSeed: numberParam({ default: SIM_DEFAULTS.seed, min: 0, max: SEED_MAX }),
  msBot0: choiceParam<BotId>({ default: SIM_DEFAULTS.bots[0], choices: BOT_IDS }),
  msBot1: choiceParam<BotId>({ default: SIM_DEFAULTS.bots[1], choices: BOT_IDS }),
  msBot2: choiceParam<BotId>({ default: SIM_DEFAULTS.bots[2], choices: BOT_IDS }),
  msBot3: choiceParam<BotId>({ default: SIM_DEFAULTS.bots[3], choices: BOT_IDS }),
  msEnd: choiceParam({ default: SIM_DEFAULTS.end, choices: ENDS }),
  msRound: numberParam({ default: SIM_DEFAULTS.round, min: 0, max: LONG_LAST_ROUND }),
};
export type SimValues = ParamValues<typeof SPECS>;

/** Play speeds: milliseconds per round (island choices); their names are in the message table. */
export const PLAY_SPEEDS = [800, 400, 120] as const; // literal-ok: play speed in ms per round, a UI choice

/** The four seats' bots, player 0 first. */
export const lineupOf = (v: SimValues): BotId[] => [v.msBot0, v.msBot1, v.msBot2, v.msBot3];

/** The game a link's values play (the default match is played once, at load). */
export function simGame(v: SimValues): SimulatedGame {
  const bots = lineupOf(v);
  const isDefault = v.msSeed === SIM_DEFAULTS.seed && bots.every((b, i) => b === SIM_DEFAULTS.bots[i]) && v.msEnd === SIM_DEFAULTS.end;
  return isDefault ? DEFAULT_GAME : simulate({ seed: v.msSeed, bots, lastRound: Number(v.msEnd) });
}

/** A typed seed as the link keeps it: rounded and clamped to 0..SEED_MAX; null for text that is no number. */
export function seedFromInput(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Math.round(Number(text));
  return Number.isFinite(n) ? Math.min(SEED_MAX, Math.max(0, n)) : null;
}

/** The round Play moves to next, or null when the game's last round is shown (play stops there). */
export const nextPlayRound = (round: number, last: number): number | null => (round < last ? round + 1 : null);

export interface Option {
  value: string;
  label: string;
}

export interface SimView {
  bots: BotId[];
  /** The round shown: the link's round, or the game's last when the game ended sooner. */
  round: number;
  last: number;
  /** Each player's bot name, by player id. */
  names: string[];
  summary: string;
  botOptions: Option[];
  endOptions: Option[];
  speedOptions: Option[];
  highlights: { round: number; label: string; title: string; pressed: boolean }[];
}

/** Everything the simulator shows for a link's values and their game, in the page's language. */
export function simView(game: SimulatedGame, v: SimValues, locale: Locale): SimView {
  const m = messagesFor(SIMULATOR_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const botName = (id: BotId) => m.bot(id, BOT_NAMES[id]);
  const bots = lineupOf(v);
  const last = game.rounds.length - 1;
  const round = Math.min(v.msRound, last);
  const res = results(game.final);
  const order = finalOrder(game.final).map((id, i) => m.orderItem(num(i + 1), id, res[id].escaped, num(res[id].round)));
  const summary = `${round === 0 ? m.start : m.endOf(num(round))}${m.ended(num(game.final.round))}${order.join(m.orderSep)}${m.orderEnd}`;
  return {
    bots,
    round,
    last,
    names: bots.map(botName),
    summary,
    botOptions: BOT_IDS.map((id) => ({ value: id, label: botName(id) })),
    endOptions: ENDS.map((x) => ({
      value: x,
      label: `${num(Number(x))}${x === String(DEFAULT_LAST_ROUND) ? m.defaultEnd : m.overtimeEnd(num(Number(x) - LAST_ZONE_ROUND))}`,
    })),
    speedOptions: PLAY_SPEEDS.map((_, i) => ({ value: String(i), label: m.speedName(i) })),
    highlights: matchHighlights(game.events).map((h) => ({
      round: h.round,
      label: `${m.highlight(h.kind, HIGHLIGHT_NAMES[h.kind])} (${num(h.round)})`,
      title: m.highlightTitle(num(h.round), eventText(h, locale).text),
      pressed: round === h.round,
    })),
  };
}
