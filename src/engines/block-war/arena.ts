// Block War arena: a stronger built-in bot, round-robin tournaments between bots, and replays as JSON (our own
// tools; the rules they apply are those of match.ts: seed 001 and RULINGS.md "Block War").
import { createRng, type Rng } from '~/lib/rng';
import { DIRS, type Dir, type Piece } from './data/pieces';
import { applyPlacement, COLS, isListedAction, legalPlacements, LIMIT_ROW, type Placement } from './board';
import { greedyValue, greedyBot, randomBot } from './bots';
import {
  checkStuck,
  currentLegal,
  currentPiece,
  currentPlayer,
  forfeit,
  frameOf,
  newMatch,
  playMatch,
  playPlacement,
  roundOfTurn,
  ROUNDS,
  type Bot,
  type BotView,
  type MatchState,
  type Player,
} from './match';

/** How many of the best one-ply placements the search bot looks further into (our choice: speed against strength). */
export const SEARCH_BEAM = 6;

/**
 * Looks two of its own pieces ahead: ranks placements by greedyValue, then for the best SEARCH_BEAM adds the best
 * greedyValue of its next piece on the board that placement leaves (the opponent's move in between is not modelled).
 * @source our own bot (no source defines one), looking two pieces ahead with greedyValue
 */
export const searchBot: Bot = (view: BotView, rng: Rng) => {
  const ranked = view.legal.map((p) => ({ p, v: greedyValue(view, p) })).sort((a, b) => b.v - a.v);
  if (!view.next) return ranked[0].p;
  let best: Placement[] = [];
  let bestV = -Infinity;
  for (const { p, v } of ranked.slice(0, SEARCH_BEAM)) {
    const after = applyPlacement(view.rows, view.piece, p).rows;
    const legal2 = legalPlacements(after, view.next);
    let v2 = -1000; // no placement for the next piece: the mover would lose
    for (const q of legal2) v2 = Math.max(v2, greedyValue({ ...view, rows: after, piece: view.next, legal: legal2 }, q));
    const total = v + v2;
    if (total > bestV) {
      bestV = total;
      best = [p];
    } else if (total === bestV) best.push(p);
  }
  return best[rng.int(best.length)];
};

export const ARENA_BOTS = { random: randomBot, greedy: greedyBot, search: searchBot } as const;
export type ArenaBotName = keyof typeof ARENA_BOTS;
/** An opponent in a tournament: a built-in bot, or the reader's second bot ('second': issue 27, a duel in duel.ts). */
export type ArenaOpponent = ArenaBotName | 'second';

export interface Standing {
  name: string;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  points: number;
}

/**
 * Every bot plays every other once as red and once as blue on each seed; standings sorted by wins, then points.
 * @source our own tool: every pair of bots plays both colours; each game follows seed 001 and RULINGS.md Block War
 */
export function roundRobin(bots: Record<string, Bot>, seeds: readonly string[]): Standing[] {
  const names = Object.keys(bots);
  if (names.length < 2) throw new RangeError('bots must name at least two bots');
  if (seeds.length === 0) throw new RangeError('seeds must not be empty');
  const table = new Map<string, Standing>(names.map((n) => [n, { name: n, played: 0, wins: 0, draws: 0, losses: 0, points: 0 }]));
  for (const seed of seeds)
    for (const r of names)
      for (const b of names) {
        if (r === b) continue;
        const m = playMatch(seed, bots[r], bots[b]);
        const sr = table.get(r)!;
        const sb = table.get(b)!;
        sr.played++;
        sb.played++;
        sr.points += m.scores[0];
        sb.points += m.scores[1];
        if (m.winner === 'draw') {
          sr.draws++;
          sb.draws++;
        } else if (m.winner === 'red') {
          sr.wins++;
          sb.losses++;
        } else {
          sb.wins++;
          sr.losses++;
        }
      }
  return [...table.values()].sort((a, b) => b.wins - a.wins || b.points - a.points || a.name.localeCompare(b.name));
}

/** A replay file: the seed and every placement in the mover's own frame, enough to replay the match exactly. */
export interface ReplayFile {
  format: 'stack-atlas/block-war-replay';
  version: 1;
  seed: string;
  red: string;
  blue: string;
  /** [x, y, direction] per placement, in order. */
  moves: [number, number, number][];
}

/** @source our own replay format (JSON of the seed, the bots and every placement); no source defines one */
export function exportReplay(seed: string, red: string, blue: string, m: MatchState): string {
  const file: ReplayFile = {
    format: 'stack-atlas/block-war-replay',
    version: 1,
    seed,
    red,
    blue,
    moves: m.history.map((h) => [h.placement.x, h.placement.y, h.placement.dir]),
  };
  return JSON.stringify(file);
}

/** Reads a replay file and replays it; throws RangeError naming what is wrong (never runs anything from the file). */
export function importReplay(text: string): { file: ReplayFile; match: MatchState } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new RangeError('text is not JSON');
  }
  const f = raw as Partial<ReplayFile>;
  if (!f || typeof f !== 'object' || f.format !== 'stack-atlas/block-war-replay' || f.version !== 1)
    throw new RangeError('text is not a Block War replay (format, version 1)');
  if (typeof f.seed !== 'string' || !/^[A-Za-z0-9_-]{1,24}$/.test(f.seed)) throw new RangeError('seed must be 1-24 letters, digits, - or _');
  if (typeof f.red !== 'string' || typeof f.blue !== 'string' || f.red.length > 40 || f.blue.length > 40)
    throw new RangeError('red and blue must be names of at most 40 characters');
  if (!Array.isArray(f.moves)) throw new RangeError('moves must be a list');
  let m = checkStuck(newMatch(f.seed));
  if (f.moves.length > m.blocks.length) throw new RangeError('moves is longer than the block list');
  f.moves.forEach((mv, i) => {
    if (!Array.isArray(mv) || mv.length !== 3 || !mv.every((n) => Number.isInteger(n)) || !DIRS.includes(mv[2] as Dir))
      throw new RangeError(`moves[${i}] must be [x, y, direction]`);
    if (m.over) throw new RangeError(`moves[${i}] comes after the end of the match`);
    const before = m;
    m = playPlacement(m, { x: mv[0], y: mv[1], dir: mv[2] as Dir });
    if (m.endReason === 'illegal-placement' && !before.over) throw new RangeError(`moves[${i}] is not a legal placement`);
  });
  return { file: f as ReplayFile, match: m };
}

// ---------------------------------------------------------------------------------------------------------------------
// The reader's bot in the arena. The engine never runs the reader's code: it asks for a move (a generator yields the
// view) and judges whatever comes back. The island answers from a Web Worker; tests answer from a plain function.

/** What the reader's bot is given: the BotView plus both scores, the round and the number of rounds, the whole block
 * list, the opponent's last action and the thinking time left (the user document's MatchData: getBlockList,
 * getLastAction, getTimeLeft). */
export interface ArenaView extends BotView {
  scores: [number, number];
  round: number;
  rounds: number;
  /** Placement number (0-based) of this move; blocks[turn] is the piece. */
  turn: number;
  /** The whole block list, red's piece first in every round (user document: getBlockList). */
  blocks: Piece[];
  /** The opponent's last placement as the opponent gave it, in the opponent's own frame; null on red's first move
   * (user document: getLastAction returns the opponent's latest action). */
  lastAction: Placement | null;
  /** Thinking time left for the whole game, in milliseconds (RULINGS.md (Block War): a budget for the whole game). */
  timeLeft: number;
  /** Whether red cleared a battle row earlier in this round (user document: getRemoveLineInBattle). */
  redClearedBattle: boolean;
}

/**
 * The view of the player to move (the board in that player's own frame; legal placements from the engine).
 * @source seed 001 比赛场地 (each player sees the board in its own frame) and the user document's MatchData
 */
export function arenaView(m: MatchState, timeLeft: number = DEFAULT_BUDGET_MS): ArenaView {
  const player = currentPlayer(m);
  const last = m.history.length > 0 ? m.history[m.history.length - 1].placement : null;
  return {
    rows: frameOf(m.board, player),
    piece: currentPiece(m),
    legal: currentLegal(m),
    combo: m.combo,
    player,
    next: m.blocks[m.turn + 2],
    scores: [m.scores[0], m.scores[1]],
    round: roundOfTurn(m.turn),
    rounds: ROUNDS,
    turn: m.turn,
    blocks: m.blocks.slice(),
    lastAction: last ? { ...last } : null,
    timeLeft,
    redClearedBattle: m.redBattleThisRound > 0,
  };
}

/** Thinking time for a whole game, to start with (our choice: the contest's own budget is not published, RULINGS.md
 * (Block War); the judge's local main.py gives each side 20 s). */
export const DEFAULT_BUDGET_MS = 20000;

/** What came back from the reader's bot for one request (the island's worker, or a test's function). */
export type ArenaReply =
  | { type: 'move'; placement: unknown; /** thinking time the move took, in ms (measured by the host) */ ms?: number }
  | { type: 'error'; message: string }
  | { type: 'timeout'; ms: number }
  | { type: 'load-error'; message: string }
  | { type: 'load-timeout'; ms: number };

/** One game of a tournament: its number (0-based), block-list seed, the reader's colour and the opponent. */
export interface ArenaGameSpec {
  index: number;
  seed: string;
  me: Player;
  opponent: ArenaOpponent;
  /** Thinking time for the reader's bot over the whole game, in ms (default DEFAULT_BUDGET_MS). */
  budgetMs?: number;
}

export interface ArenaGameResult extends ArenaGameSpec {
  match: MatchState;
  /** Why the game ended early, in words ('' when every block was placed or nobody broke a rule). */
  why: string;
}

/**
 * The games of a tournament (our choice of schedule): against each opponent in turn, `games` games; games 2k and 2k+1
 * share the block list of seed `<seed>-k` (k = 0: the seed itself) with colours swapped, the first in `first` colour.
 */
export function tournamentSchedule(seed: string, games: number, opponents: readonly ArenaOpponent[], first: Player = 'red'): ArenaGameSpec[] {
  if (!Number.isInteger(games) || games < 1) throw new RangeError('games must be a whole number of at least 1');
  if (opponents.length === 0 || opponents.some((o) => o !== 'second' && !(o in ARENA_BOTS)))
    throw new RangeError('opponents must name built-in bots or second');
  const out: ArenaGameSpec[] = [];
  for (const opponent of opponents)
    for (let i = 0; i < games; i++) {
      const k = Math.floor(i / 2);
      const me: Player = (i % 2 === 0) === (first === 'red') ? 'red' : 'blue';
      out.push({ index: out.length, seed: k === 0 ? seed : `${seed}-${k}`, me, opponent });
    }
  return out;
}

const placementText = (p: unknown): string => {
  try {
    return JSON.stringify(p) ?? String(p);
  } catch {
    return 'a value that is not JSON';
  }
};

/**
 * One arena game as a generator: it yields the view each time the reader's bot must move and takes back its reply.
 * The opponent draws from the generator of seed `<seed>/<its colour>`, as in playMatch. A throw, a timeout or a
 * placement that is not exactly a listed action loses the game at once (seed 001 "胜负判定"; RULINGS.md (Block War)).
 */
export function* arenaGame(spec: ArenaGameSpec): Generator<ArenaView, ArenaGameResult, ArenaReply> {
  if (spec.opponent === 'second') throw new RangeError('a game against the second bot is a duel (duelGame)');
  const opponent = ARENA_BOTS[spec.opponent];
  const other: Player = spec.me === 'red' ? 'blue' : 'red';
  const rng = createRng(`${spec.seed}/${other}`);
  let m = checkStuck(newMatch(spec.seed));
  let why = '';
  let left = spec.budgetMs ?? DEFAULT_BUDGET_MS;
  while (!m.over) {
    const view = arenaView(m, left);
    if (view.player !== spec.me) {
      m = playPlacement(m, opponent(view, rng));
      continue;
    }
    const reply = yield view;
    const judged = judgeReply(m, view, reply, left);
    ({ m, why, left } = judged);
  }
  if (!why && m.endReason === 'no-legal-placement') why = `${m.loser} had no legal placement`;
  return { ...spec, match: m, why };
}

/** Judges one reply of the reader's bot: plays it, or ends the game with the reason in words (seed 001 "胜负判定";
 * the judge's main.py: a move that takes longer than the time left loses, else its time is taken off the budget). */
export function judgeReply(m: MatchState, view: ArenaView, reply: ArenaReply, left: number): { m: MatchState; why: string; left: number } {
  const n = m.turn + 1;
  if (reply.type === 'load-error' || reply.type === 'load-timeout') {
    const why = reply.type === 'load-error' ? `your code failed to load: ${reply.message}` : `your code took longer than ${reply.ms} ms to load`;
    return { m: forfeit(m, reply.type === 'load-error' ? 'bot-error' : 'timeout'), why, left };
  }
  if (reply.type === 'timeout') return { m: forfeit(m, 'timeout'), why: `your bot took longer than ${reply.ms} ms on placement ${n}`, left };
  if (reply.type === 'error') return { m: forfeit(m, 'bot-error'), why: `your bot threw on placement ${n}: ${reply.message}`, left };
  const ms = Number.isFinite(reply.ms) && reply.ms! > 0 ? reply.ms! : 0;
  if (ms > left) return { m: forfeit(m, 'timeout'), why: `your bot ran out of thinking time for the game on placement ${n}`, left: 0 };
  const legal = matchingLegal(view, reply.placement);
  if (!legal) {
    const why = `your bot returned ${placementText(reply.placement)} on placement ${n}, which is not a legal placement`;
    return { m: forfeit(m, 'illegal-placement'), why, left: left - ms };
  }
  return { m: playPlacement(m, legal), why: '', left: left - ms };
}

/** The listed action equal to `p` (same x, y and direction), or null: the same cells under another tuple is illegal
 * (RULINGS.md (Block War): an action is legal only if it is exactly one of the listed tuples). */
export function matchingLegal(view: Pick<BotView, 'legal'>, p: unknown): Placement | null {
  return isListedAction(view.legal, p) ? (view.legal.find((q) => q.x === p.x && q.y === p.y && q.dir === p.dir) ?? null) : null;
}

/**
 * Plays one arena game with a synchronous reader (tests, and any caller that has the bot as a function).
 * @source seed 001 回合制 and 胜负判定, played through match.ts
 */
export function playArenaGame(spec: ArenaGameSpec, reader: (view: ArenaView) => ArenaReply): ArenaGameResult {
  const g = arenaGame(spec);
  let r = g.next();
  while (!r.done) r = g.next(reader(r.value));
  return r.value;
}

/** Win, draw and loss counts and mean scores of the reader's bot against one opponent (or overall). */
export interface ArenaRecord {
  opponent: ArenaOpponent | 'all';
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** Mean of the reader's scores and of the opponent's scores over these games. */
  meanFor: number;
  meanAgainst: number;
}

/**
 * One row per opponent, in the order they were first played, then the overall row.
 * @source our own summary of a tournament (wins, draws, losses, points per opponent); the rules set no table
 */
export function tournamentTable(results: readonly ArenaGameResult[]): ArenaRecord[] {
  if (results.length === 0) throw new RangeError('results must not be empty');
  const row = (opponent: ArenaOpponent | 'all', rs: readonly ArenaGameResult[]): ArenaRecord => {
    const mine = (g: ArenaGameResult) => g.match.scores[g.me === 'red' ? 0 : 1];
    const theirs = (g: ArenaGameResult) => g.match.scores[g.me === 'red' ? 1 : 0];
    return {
      opponent,
      games: rs.length,
      wins: rs.filter((g) => g.match.winner === g.me).length,
      draws: rs.filter((g) => g.match.winner === 'draw').length,
      losses: rs.filter((g) => g.match.winner !== 'draw' && g.match.winner !== g.me).length,
      meanFor: rs.reduce((a, g) => a + mine(g), 0) / rs.length,
      meanAgainst: rs.reduce((a, g) => a + theirs(g), 0) / rs.length,
    };
  };
  const names = [...new Set(results.map((g) => g.opponent))];
  return [
    ...names.map((o) =>
      row(
        o,
        results.filter((g) => g.opponent === o),
      ),
    ),
    row('all', results),
  ];
}

// ---------------------------------------------------------------------------------------------------------------------
// A replay in a link: "<seed>.<red>.<blue>.<moves>", each move two base-36 digits of (x * 15 + y) * 4 + direction.

/** Largest centre row of a placement (RULINGS.md "Block War": centre row y 0-14). */
const Y_SPAN = LIMIT_ROW + 1;
const MOVE_CODES = COLS * Y_SPAN * DIRS.length;
const NAME = /^[A-Za-z0-9_-]{1,24}$/;

/** Encodes a replay file for a URL parameter (letters, digits, - _ and dots only). */
export function encodeReplayLink(f: Pick<ReplayFile, 'seed' | 'red' | 'blue' | 'moves'>): string {
  for (const [what, v] of [
    ['seed', f.seed],
    ['red', f.red],
    ['blue', f.blue],
  ] as const)
    if (!NAME.test(v)) throw new RangeError(`${what} must be 1-24 letters, digits, - or _`);
  const moves = f.moves
    .map(([x, y, dir], i) => {
      if (!(Number.isInteger(x) && x >= 0 && x < COLS && Number.isInteger(y) && y >= 0 && y < Y_SPAN && DIRS.includes(dir as Dir)))
        throw new RangeError(`moves[${i}] must be [x 0-9, y 0-14, direction 0-3]`);
      return ((x * Y_SPAN + y) * DIRS.length + dir).toString(36).padStart(2, '0');
    })
    .join('');
  return `${f.seed}.${f.red}.${f.blue}.${moves}`;
}

/** Decodes a replay link into a replay file (not yet replayed: importReplay checks every move); RangeError when malformed. */
export function decodeReplayLink(text: string): ReplayFile {
  const parts = text.split('.');
  if (parts.length !== 4) throw new RangeError('a replay link is seed.red.blue.moves');
  const [seed, red, blue, moves] = parts;
  if (!NAME.test(seed) || !NAME.test(red) || !NAME.test(blue)) throw new RangeError('seed and names must be 1-24 letters, digits, - or _');
  if (!/^([0-9a-z]{2})*$/.test(moves)) throw new RangeError('moves must be pairs of base-36 digits');
  const out: [number, number, number][] = [];
  for (let i = 0; i < moves.length; i += 2) {
    const v = parseInt(moves.slice(i, i + 2), 36);
    if (v >= MOVE_CODES) throw new RangeError(`move ${i / 2 + 1} is out of range`);
    out.push([Math.floor(v / (Y_SPAN * DIRS.length)), Math.floor(v / DIRS.length) % Y_SPAN, v % DIRS.length]);
  }
  return { format: 'stack-atlas/block-war-replay', version: 1, seed, red, blue, moves: out };
}
