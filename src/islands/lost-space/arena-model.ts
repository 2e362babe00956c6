// The Lost Space arena's model (no DOM, no Preact): the lineup, a tournament of readers' bots and the site's bots played
// through bot sandboxes the caller starts (src/lib/sandbox/host.ts; tests pass fakes), and the files and links of its
// games. The rules side (views, turns of doing nothing, standings) is the engine's (src/engines/lost-space/arena.ts).
import {
  BOT_IDS,
  arenaGame,
  decodePicks,
  encodePicks,
  exportPlatformReplay,
  importPlatformReplay,
  replayPicks,
  tournamentSchedule,
  type ArenaAnswer,
  type ArenaGame,
  LINK_CHOICES,
  type BotId,
  type Seat,
} from '~/engines/lost-space';
import type { ReplySchema, SandboxReply } from '~/lib/sandbox/host';

/** A bot's one reply: the index of an action on its view's list (anything else is a turn of doing nothing); an index no
 * game link could carry is refused by the sandbox already. */
export const INDEX_SCHEMA: ReplySchema = { type: 'int', min: 0, max: LINK_CHOICES - 1 };

/** A seat's choice in the lineup: one of the two code boxes, or one of the site's bots. */
export type SeatChoice = 'you' | 'you2' | BotId;
export const SEAT_CHOICES: readonly SeatChoice[] = ['you', 'you2', ...BOT_IDS];
export const seatOf = (c: SeatChoice): Seat => (c === 'you' ? { kind: 'code', slot: 0 } : c === 'you2' ? { kind: 'code', slot: 1 } : { kind: 'site', bot: c });

/** Time for one answer, in ms (our choice of range); loading the code gets the longest. */
export const TURN_LIMIT = { min: 50, max: 5000, default: 1000 };
/** Seeds per tournament (each plays four games, one per seat rotation; our choice of range). */
export const SEEDS = { min: 1, max: 10, default: 1 };

/** What the arena needs of a sandbox (the host's Sandbox). */
export interface BotRunner {
  load(code: string, timeoutMs: number): Promise<SandboxReply>;
  call(method: string, args: unknown[], timeoutMs: number): Promise<SandboxReply>;
}

/** The language of a code box: JavaScript, or Python through the contest's SDK (src/engines/lost-space/python/sdk.py). */
export type Lang = 'js' | 'python';
export const LANGS: readonly Lang[] = ['js', 'python'];

export interface Tournament {
  codes: readonly [string, string];
  langs?: readonly [Lang, Lang];
  lineup: readonly SeatChoice[];
  firstSeed: number;
  seeds: number;
  limit: number;
}

/** A sandbox reply as the engine's answer; null when the run was stopped. */
export function answerOf(r: SandboxReply): ArenaAnswer | null {
  return r.kind === 'stopped' ? null : r;
}

/** Plays one game, asking the runners of the code slots. Null when the run ended (stopped) before the end. */
export async function playGame(
  spec: ReturnType<typeof tournamentSchedule>[number],
  t: Tournament,
  runners: readonly BotRunner[],
  live: () => boolean,
): Promise<ArenaGame | null> {
  const game = arenaGame(spec);
  let r = game.next();
  while (!r.done) {
    const q = r.value;
    if (q.kind === 'tick') {
      // Once a round, the page gets a turn of its own (a game whose readers' bots are silent runs without any await).
      await new Promise((done) => setTimeout(done, 0));
      if (!live()) return null;
      r = game.next({ kind: 'timeout' });
      continue;
    }
    const reply = q.kind === 'load' ? await runners[q.slot].load(t.codes[q.slot], TURN_LIMIT.max) : await runners[q.slot].call('turn', [q.view], t.limit);
    const answer = answerOf(reply);
    if (!live() || !answer) return null;
    r = game.next(answer);
  }
  return r.value;
}

/** Plays a whole tournament, game after game, telling `on` each result. Null once `live()` turns false (Stop, or a newer Run). */
export async function playTournament(
  t: Tournament,
  runners: readonly BotRunner[],
  live: () => boolean,
  on: { playing(i: number, total: number): void; played(games: ArenaGame[]): void },
): Promise<ArenaGame[] | null> {
  const schedule = tournamentSchedule({ firstSeed: t.firstSeed, seeds: t.seeds, lineup: t.lineup.map(seatOf) });
  const done: ArenaGame[] = [];
  for (const spec of schedule) {
    if (!live()) return null;
    on.playing(spec.index, schedule.length);
    const g = await playGame(spec, t, runners, live);
    if (!g || !live()) return null;
    done.push(g);
    on.played([...done]);
  }
  return done;
}

/** A game on the replay board: from the tournament, a link or a file. Names are of the seats (code boxes or the site's bots). */
export interface Shown {
  from: { kind: 'game'; index: number } | { kind: 'link' } | { kind: 'file' };
  lastRound: number;
  picks: number[];
  /** The lineup choice of each seat, or null when a file or link does not say who played. */
  seats: (SeatChoice | null)[];
}
export const shownGame = (g: ArenaGame, lineup: readonly SeatChoice[]): Shown => ({
  from: { kind: 'game', index: g.spec.index },
  lastRound: g.spec.lastRound,
  picks: g.picks,
  seats: g.spec.entrants.map((e) => lineup[e]),
});

/** The link text of a game (?lbGame=): its end round and choices; the engine plays it again. */
export const gameLink = (s: Shown): string => encodePicks(s.lastRound, s.picks);
/** A game from link text, or the engine's reason why not. */
export function gameFromLink(text: string): { shown: Shown } | { error: string } {
  try {
    const { lastRound, picks } = decodePicks(text);
    replayPicks(lastRound, picks);
    return { shown: { from: { kind: 'link' }, lastRound, picks, seats: [null, null, null, null] } };
  } catch (e) {
    return { error: (e as Error).message };
  }
}
/** The platform's replay file of a game. */
export const gameFile = (s: Shown): string => JSON.stringify(exportPlatformReplay(s.lastRound, s.picks));
/** A game from a platform replay file, or the engine's reason why not. */
export function gameFromFile(text: string): { shown: Shown } | { error: string } {
  try {
    const { lastRound, picks } = importPlatformReplay(text);
    return { shown: { from: { kind: 'file' }, lastRound, picks, seats: [null, null, null, null] } };
  } catch (e) {
    return { error: (e as Error).message };
  }
}
