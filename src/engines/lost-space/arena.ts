// The bot arena's rules side: a game of four where some seats are readers' bots (asked through a generator, so the
// caller decides how code runs), tournaments over seeds with seat rotation, standings by the ranking rules, and a game
// kept as the list of its choices (a replay the engine plays again; small enough for a link).
import { createRng } from '~/lib/rng';
import { BOTS, MAX_STEPS_PER_TURN, recordRounds, type BotId, type SimulatedGame } from './bots';
import { botView, readReply, turnActions, type BotReply, type BotView, type NothingReason } from './bot-view';
import { applyAction, createMatch, finalOrder, type Action, type MatchState } from './match';
import { rankingPoints } from './ranking';
import { DEFAULT_LAST_ROUND, LAST_ROUND_CHOICES, PLAYER_COUNT } from './rules';

/** Who plays a seat: one of the site's bots, or a reader's bot (slot 0 or 1: the code boxes). */
export type Seat = { kind: 'site'; bot: BotId } | { kind: 'code'; slot: 0 | 1 };

export interface ArenaGameSpec {
  /** Place in the tournament, from 0. */
  index: number;
  /** Seeds the site's bots' choices. */
  seed: string;
  /** The four seats by player id. */
  seats: readonly Seat[];
  /** For each seat, its entrant's place in the tournament's lineup. */
  entrants: readonly number[];
  lastRound: number;
}

/** What the game asks of the caller: read a code slot's code (once per game), or a reader's bot's next action. */
export type ArenaRequest =
  | { kind: 'load'; slot: 0 | 1 }
  | { kind: 'ask'; slot: 0 | 1; seat: number; view: BotView }
  /** A new round has begun: a caller in a page may give the browser a moment here (the answer is not read). */
  | { kind: 'tick'; round: number };
/** The caller's answer: for a load, { kind: 'loaded', what } (a function is what is wanted) or a failure; for an ask, the bot's reply. */
export type ArenaAnswer = BotReply | { kind: 'loaded'; what: string };

/** A turn (or the rest of one) that a reader's bot spent doing nothing, and why. */
export interface NothingTurn {
  round: number;
  player: number;
  reason: NothingReason;
}

export interface ArenaGame extends SimulatedGame {
  spec: ArenaGameSpec;
  /** Every action taken, as its place in turnActions() at that moment: the whole game in small numbers. */
  picks: number[];
  nothing: NothingTurn[];
  /** Place 1-4 of each seat by the ranking rules (seed 003, 排名规则). */
  places: number[];
  /** Ranking points of each seat (seed 003, 排名规则). */
  points: number[];
}

const END: Action = { type: 'endTurn' };
const sameAction = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

/** Applies an action and notes its place in the list of allowed actions. */
function take(s: MatchState, picks: number[], list: readonly Action[], a: Action): void {
  const i = list.findIndex((b) => sameAction(a, b));
  if (i < 0) throw new Error(`Round ${s.round}, player ${s.turn}: ${JSON.stringify(a)} is not allowed.`);
  picks.push(i);
  applyAction(s, list[i]);
}

/** Places and points of a finished game. */
function outcome(final: MatchState): { places: number[]; points: number[] } {
  const order = finalOrder(final);
  return { places: final.players.map((p) => order.indexOf(p.id) + 1), points: final.players.map((p) => rankingPoints(p)) };
}

/**
 * One game. Yields a load request per code slot in use, then an ask each time a reader's bot is to act; the site's bots
 * play inline from one generator seeded by the spec. A bot that times out or crashes is not asked again in that game:
 * its later turns are turns of doing nothing (as the platform drops an AI that fails).
 */
export function* arenaGame(spec: ArenaGameSpec): Generator<ArenaRequest, ArenaGame, ArenaAnswer> {
  const rng = createRng(spec.seed);
  const s = createMatch({ lastRound: spec.lastRound });
  const rounds = recordRounds(s);
  const picks: number[] = [];
  const nothing: NothingTurn[] = [];
  const silent: (NothingReason | null)[] = [null, null];
  for (const slot of [0, 1] as const) {
    if (!spec.seats.some((x) => x.kind === 'code' && x.slot === slot)) continue;
    const r = yield { kind: 'load', slot };
    // A JavaScript bot loads as a function; a Python bot's code is read as a module ('python') and answers through the SDK.
    if (r.kind !== 'loaded' || (r.what !== 'function' && r.what !== 'python'))
      silent[slot] = { kind: 'not-loaded', why: r.kind === 'loaded' ? r.what : r.kind === 'error' || r.kind === 'crashed' ? r.message : r.kind };
  }
  let steps = 0;
  let turn = s.turn;
  let round = s.round;
  while (!s.over) {
    const seat = spec.seats[s.turn];
    const list = turnActions(s);
    if (steps >= MAX_STEPS_PER_TURN) {
      if (seat.kind === 'code') nothing.push({ round: s.round, player: s.turn, reason: { kind: 'dawdling', steps } });
      take(s, picks, list, END);
    } else if (seat.kind === 'site') take(s, picks, list, BOTS[seat.bot](s, rng));
    else {
      const quiet = silent[seat.slot];
      let chosen: Action = END;
      if (quiet) nothing.push({ round: s.round, player: s.turn, reason: quiet });
      else {
        const read = readReply(list, yield { kind: 'ask', slot: seat.slot, seat: s.turn, view: botView(s) });
        if ('action' in read) chosen = read.action;
        else {
          nothing.push({ round: s.round, player: s.turn, reason: read.nothing });
          if (read.nothing.kind === 'timeout' || read.nothing.kind === 'crashed') silent[seat.slot] = { kind: 'silent', since: s.round };
        }
      }
      take(s, picks, list, chosen);
    }
    steps++;
    if (s.turn !== turn || s.round !== round) {
      if (s.round !== round && !s.over) yield { kind: 'tick', round: s.round };
      [steps, turn, round] = [0, s.turn, s.round];
    }
  }
  return { spec, rounds, events: s.events, final: s, picks, nothing, ...outcome(s) };
}

/**
 * Plays a game to its end with a synchronous answerer (tests, build-time examples).
 * @source seed 003 rules, played through match.ts; the arena itself is our own tool
 */
export function runArenaGame(spec: ArenaGameSpec, answer: (r: Exclude<ArenaRequest, { kind: 'tick' }>) => ArenaAnswer): ArenaGame {
  const game = arenaGame(spec);
  let r = game.next();
  while (!r.done) r = r.value.kind === 'tick' ? game.next({ kind: 'timeout' }) : game.next(answer(r.value));
  return r.value;
}

/**
 * Plays a game again from its choices (a link or a file); throws when a choice is not on the list of its moment.
 * @source our own replay: a game is its seed and its list of choices (the engine is deterministic)
 */
export function replayPicks(lastRound: number, picks: readonly number[]): SimulatedGame & { places: number[]; points: number[] } {
  const s = createMatch({ lastRound });
  const rounds = recordRounds(s);
  for (const [n, i] of picks.entries()) {
    if (s.over) throw new RangeError(`Choice ${n + 1} comes after the end of the game.`);
    const list = turnActions(s);
    if (!Number.isInteger(i) || i < 0 || i >= list.length) throw new RangeError(`Choice ${n + 1} (${i}) is not on the list of ${list.length} actions.`);
    applyAction(s, list[i]);
  }
  if (!s.over) throw new RangeError('The choices end before the game does.');
  return { rounds, events: s.events, final: s, ...outcome(s) };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/**
 * Choices a game link can carry per question (one character each): a bot's answer is an index below this.
 * @source our own link format; no source defines one
 */
export const LINK_CHOICES = B64.length;

/**
 * A game's choices as link text: one character per choice (every list is under 64 actions), after a letter for the end round.
 * @source our own link format for a game's choices; no source defines one
 */
export function encodePicks(lastRound: number, picks: readonly number[]): string {
  const head = B64[LAST_ROUND_CHOICES.indexOf(lastRound as never)];
  if (!head || picks.some((i) => i < 0 || i >= B64.length)) throw new RangeError('These choices do not fit a link.');
  return head + picks.map((i) => B64[i]).join('');
}

/**
 * The end round and choices of link text; throws on anything else.
 * @source our own link format for a game's choices; no source defines one
 */
export function decodePicks(text: string): { lastRound: number; picks: number[] } {
  const codes = Array.from(text, (c) => B64.indexOf(c));
  if (codes.length < 2 || codes.some((c) => c < 0) || codes[0] >= LAST_ROUND_CHOICES.length) throw new RangeError('Not a game link.');
  return { lastRound: LAST_ROUND_CHOICES[codes[0]], picks: codes.slice(1) };
}

/**
 * The games of a tournament: for each seed, four games, the lineup turned one seat further each time, so every entrant
 * plays every seat (turn order breaks the last ties, seed 003, 排名规则). Seeds run from `firstSeed` up.
 */
export function tournamentSchedule(o: { firstSeed: number; seeds: number; lineup: readonly Seat[]; lastRound?: number }): ArenaGameSpec[] {
  if (o.lineup.length !== PLAYER_COUNT) throw new RangeError(`A game needs ${PLAYER_COUNT} players.`);
  const specs: ArenaGameSpec[] = [];
  for (let k = 0; k < o.seeds; k++)
    for (let r = 0; r < PLAYER_COUNT; r++) {
      const entrants = Array.from({ length: PLAYER_COUNT }, (_, i) => (i + PLAYER_COUNT - r) % PLAYER_COUNT);
      specs.push({
        index: specs.length,
        seed: String(o.firstSeed + k),
        seats: entrants.map((e) => o.lineup[e]),
        entrants,
        lastRound: o.lastRound ?? DEFAULT_LAST_ROUND,
      });
    }
  return specs;
}

export interface Standing {
  /** Place in the lineup. */
  entrant: number;
  games: number;
  meanPlace: number;
  meanPoints: number;
  escapes: number;
  /** Against each other entrant: games together, how often this one ranked above, and both mean places in those games. */
  versus: { entrant: number; games: number; above: number; meanPlace: number; theirMeanPlace: number }[];
}

/**
 * Standings of a tournament's games, one row per lineup entrant, best mean place first.
 * @source seed 003 排名规则 for each game; mean place over a tournament is our own summary
 */
export function standings(games: readonly Pick<ArenaGame, 'spec' | 'places' | 'points' | 'final'>[], entrants = PLAYER_COUNT): Standing[] {
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const seatsOf = (g: (typeof games)[number], e: number) => g.spec.entrants.flatMap((x, seat) => (x === e ? [seat] : []));
  const rows = Array.from({ length: entrants }, (_, e): Standing => {
    const mine = games.flatMap((g) => seatsOf(g, e).map((seat) => ({ g, seat })));
    const versus = Array.from({ length: entrants }, (_, o) => o)
      .filter((o) => o !== e)
      .map((o) => {
        const pairs = mine.flatMap(({ g, seat }) => seatsOf(g, o).map((other) => ({ me: g.places[seat], them: g.places[other] })));
        return {
          entrant: o,
          games: pairs.length,
          above: pairs.filter((p) => p.me < p.them).length,
          meanPlace: mean(pairs.map((p) => p.me)),
          theirMeanPlace: mean(pairs.map((p) => p.them)),
        };
      });
    return {
      entrant: e,
      games: mine.length,
      meanPlace: mean(mine.map(({ g, seat }) => g.places[seat])),
      meanPoints: mean(mine.map(({ g, seat }) => g.points[seat])),
      escapes: mine.filter(({ g, seat }) => g.final.players[seat].status === 'escaped').length,
      versus,
    };
  });
  return rows.sort((a, b) => a.meanPlace - b.meanPlace || a.entrant - b.entrant);
}
