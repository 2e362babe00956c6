// The arena's model (no DOM, no Preact): a tournament of the reader's bot against the built-in bots, played through a
// bot sandbox (src/lib/sandbox/host.ts) that the caller starts, and what the page says about it. Every game's end is
// kept in parts (Forfeit) so each language words it; whatever the bot wrote (an error text, a value it returned) is a
// quoted, cut piece of data in that sentence, never words of the page. Names of players from a file or a link are
// data too (Name 'text'): only the arena's own games say "your bot".
import {
  arenaGame,
  DEFAULT_BUDGET_MS,
  exportReplay,
  tournamentSchedule,
  tournamentTable,
  type ArenaOpponent,
  type ArenaGameResult,
  type ArenaGameSpec,
  type ArenaReply,
  type MatchState,
  type Player,
} from '~/engines/block-war';
import type { ReplySchema, SandboxReply } from '~/lib/sandbox/host';
import { SANDBOX_ERRORS } from '~/lib/sandbox/host';

/** The one reply a Block War bot gives: a placement of small integers (the frame refuses anything else). */
export const PLACEMENT_SCHEMA: ReplySchema = {
  type: 'object',
  fields: { x: { type: 'int', min: -99, max: 99 }, y: { type: 'int', min: -99, max: 99 }, dir: { type: 'int', min: 0, max: 3 } },
};

/** A limit per move, in milliseconds (our choice of range), beside the judge's budget per game (BUDGET_S). */
export const MOVE_LIMIT = { min: 50, max: 5000, default: 1000 };
/** Thinking time for a whole game, in seconds (RULINGS.md (Block War): a budget per game, its size a setting; the
 * contest's own budget is not published; the judge's local main.py gives 20 s). Range our choice. */
export const BUDGET_S = { min: 1, max: 600, default: DEFAULT_BUDGET_MS / 1000 };

/** Why a game ended early, from its parts (texts from the bot are kept apart, to be quoted). */
export type Forfeit =
  | { kind: 'load-error'; message: string }
  | { kind: 'load-timeout'; ms: number }
  | { kind: 'not-function'; what: string }
  | { kind: 'crashed'; why: 'stray' | 'stopped' | 'frame'; n: number }
  | { kind: 'timeout'; ms: number; n: number }
  | { kind: 'budget'; n: number }
  | { kind: 'error'; message: string; n: number }
  | { kind: 'illegal'; value: string; n: number }
  | { kind: 'stuck'; who: Player };

/** A game of the arena with the reason it ended early in parts; in a duel, which code box lost it early. */
export type Game = ArenaGameResult & { forfeit: Forfeit | null; forfeitBy?: 'first' | 'second' };

/** A player's name on the replay board: the reader's bot, a built-in bot, or a name from a file or link (data). */
export type Name = { kind: 'reader' } | { kind: 'bot'; bot: ArenaOpponent } | { kind: 'text'; text: string };

/** The match on the replay board: a tournament game, an imported file or a link's replay. */
export interface Shown {
  what: { kind: 'game'; index: number } | { kind: 'file' } | { kind: 'link' };
  match: MatchState;
  red: Name;
  blue: Name;
  seed: string;
}

/** The name a replay file gives a player (the reader's bot is written `you`, as files always had it). */
export const fileName = (n: Name): string => (n.kind === 'reader' ? 'you' : n.kind === 'bot' ? n.bot : n.text);

/** A tournament game on the replay board. */
export function shownGame(g: Game): Shown {
  const opp: Name = { kind: 'bot', bot: g.opponent };
  const me: Name = { kind: 'reader' };
  return { what: { kind: 'game', index: g.index }, match: g.match, red: g.me === 'red' ? me : opp, blue: g.me === 'blue' ? me : opp, seed: g.seed };
}

const crashWhy = (message: string): 'stray' | 'stopped' | 'frame' =>
  message === SANDBOX_ERRORS.stray ? 'stray' : message === SANDBOX_ERRORS.noFrame ? 'frame' : 'stopped';

/** The engine's reply and, should it lose the game, the reason, for one move's sandbox reply (null: stopped). */
export function moveAnswer(r: SandboxReply, limit: number, n: number, ms = 0): { answer: ArenaReply; forfeit: Forfeit } | null {
  switch (r.kind) {
    case 'value':
      return { answer: { type: 'move', placement: r.value, ms }, forfeit: { kind: 'illegal', value: JSON.stringify(r.value), n } };
    case 'invalid':
      return { answer: { type: 'move', placement: null }, forfeit: { kind: 'illegal', value: r.preview, n } };
    case 'error':
      return { answer: { type: 'error', message: r.message }, forfeit: { kind: 'error', message: r.message, n } };
    case 'crashed':
      return { answer: { type: 'error', message: r.message }, forfeit: { kind: 'crashed', why: crashWhy(r.message), n } };
    case 'timeout':
      return { answer: { type: 'timeout', ms: limit }, forfeit: { kind: 'timeout', ms: limit, n } };
    default:
      return null;
  }
}

/** The engine's reply and reason for a load that did not give a function (null: loaded well, or stopped). */
export function loadAnswer(r: SandboxReply): { answer: ArenaReply; forfeit: Forfeit } | null {
  const failed = (message: string, forfeit: Forfeit) => ({ answer: { type: 'load-error', message } as ArenaReply, forfeit });
  if (r.kind === 'loaded') return r.what === 'function' ? null : failed('not a function', { kind: 'not-function', what: r.what });
  if (r.kind === 'timeout') return { answer: { type: 'load-timeout', ms: MOVE_LIMIT.max }, forfeit: { kind: 'load-timeout', ms: MOVE_LIMIT.max } };
  if (r.kind === 'error') return failed(r.message, { kind: 'load-error', message: r.message });
  if (r.kind === 'crashed') return failed(r.message, { kind: 'crashed', why: crashWhy(r.message), n: 0 });
  return null;
}

/** What the arena needs of a sandbox (the host's Sandbox; tests pass a fake). */
export interface BotRunner {
  load(code: string, timeoutMs: number): Promise<SandboxReply>;
  call(method: string, args: unknown[], timeoutMs: number): Promise<SandboxReply>;
}

/** Plays one game: loads the code afresh, then asks for each move. Null when the run ended (stopped) before the end. */
export async function playGame(
  spec: ArenaGameSpec,
  code: string,
  limit: number,
  bot: BotRunner,
  live: () => boolean,
  clock: () => number = () => performance.now(),
): Promise<Game | null> {
  const game = arenaGame(spec);
  let r = game.next();
  let forfeit: Forfeit | null = null;
  if (!r.done) {
    // Starting the worker and reading the code is not a move: it gets the longest allowed time.
    const loaded = await bot.load(code, MOVE_LIMIT.max);
    if (!live() || loaded.kind === 'stopped') return null;
    const failed = loadAnswer(loaded);
    if (failed) {
      forfeit = failed.forfeit;
      r = game.next(failed.answer);
    }
  }
  while (!r.done) {
    const t0 = clock();
    const reply = await bot.call('move', [r.value], limit);
    const ms = clock() - t0; // thinking time, taken off the game's budget (the judge's main.py: T2 - T1)
    if (!live()) return null;
    const step = moveAnswer(reply, limit, 0, ms);
    if (!step) return null;
    r = game.next(step.answer);
    // The move that lost: numbered as the engine counts placements (the turn it ended on, from 1).
    if (r.done && r.value.why && r.value.match.loser === spec.me && r.value.match.endReason !== 'no-legal-placement')
      forfeit = /thinking time/.test(r.value.why) ? { kind: 'budget', n: r.value.match.turn + 1 } : moveAnswer(reply, limit, r.value.match.turn + 1)!.forfeit;
  }
  const g = r.value;
  if (!forfeit && g.why && g.match.endReason === 'no-legal-placement' && g.match.loser) forfeit = { kind: 'stuck', who: g.match.loser };
  return { ...g, forfeit };
}

/** The settings of one tournament. */
export interface Tournament {
  code: string;
  limit: number;
  /** Thinking time per game, in ms. */
  budgetMs?: number;
  seed: string;
  games: number;
  opponents: ArenaOpponent[];
  first: Player;
  /** The second code box (opponent 'second'). */
  codeB?: string;
}

/** The runners of a tournament: the first box's, and the second box's when it plays. */
export interface Runners {
  first: BotRunner;
  second?: BotRunner;
}

/**
 * Plays a whole tournament, game after game, telling `on` what is being played and each result. A run is over for good
 * once `live()` turns false (Stop, or a newer Run): nothing of it reaches `on` afterwards. Null when it was stopped.
 */
export async function playTournament(
  t: Tournament,
  bots: Runners,
  live: () => boolean,
  on: { playing(spec: ArenaGameSpec, total: number): void; played(games: Game[]): void },
): Promise<Game[] | null> {
  const schedule = tournamentSchedule(t.seed, t.games, t.opponents, t.first);
  const done: Game[] = [];
  for (const spec of schedule) {
    if (!live()) return null;
    on.playing(spec, schedule.length);
    const withBudget = { ...spec, budgetMs: t.budgetMs };
    const g =
      spec.opponent === 'second'
        ? await (await import('./arena-duel')).playDuelGame(withBudget, [t.code, t.codeB ?? ''], t.limit, [bots.first, bots.second!], live)
        : await playGame(withBudget, t.code, t.limit, bots.first, live);
    if (!g || !live()) return null;
    done.push(g);
    on.played([...done]);
  }
  return live() ? done : null;
}

/** Every game of a tournament as one file: the replay files of arena.mdx ("Replay files") in a list, in order. */
export function tournamentFile(games: readonly Game[]): string {
  const replays = games.map((g) => {
    const s = shownGame(g);
    return JSON.parse(exportReplay(g.seed, fileName(s.red), fileName(s.blue), g.match)) as unknown;
  });
  return JSON.stringify({ format: 'stack-atlas/block-war-replays', version: 1, replays });
}

/** The summary under the controls after a tournament: one game in detail, or totals. */
export type Summary =
  | { kind: 'one'; outcome: 'draw' | 'win' | 'loss'; red: number; blue: number; placements: number; forfeit: Forfeit | null; forfeitBy?: 'first' | 'second' }
  | { kind: 'many'; games: number; wins: number; draws: number; losses: number; meanFor: number; meanAgainst: number };

export function summaryOf(done: readonly Game[]): Summary {
  if (done.length === 1) {
    const g = done[0];
    const outcome = g.match.winner === 'draw' ? 'draw' : g.match.winner === g.me ? 'win' : 'loss';
    const one = { outcome, red: g.match.scores[0], blue: g.match.scores[1], placements: g.match.history.length, forfeit: g.forfeit } as const;
    return { kind: 'one', ...one, ...(g.forfeitBy ? { forfeitBy: g.forfeitBy } : {}) };
  }
  const all = tournamentTable(done).at(-1)!;
  return { kind: 'many', games: done.length, wins: all.wins, draws: all.draws, losses: all.losses, meanFor: all.meanFor, meanAgainst: all.meanAgainst };
}
