// Two readers' bots against each other (issue 27: "your bot against your bot"), each with its own whole-game thinking
// budget; the rules are match.ts's and the judging of each reply is arena.ts's (seed 001 "胜负判定"; RULINGS.md).
import { arenaView, DEFAULT_BUDGET_MS, judgeReply, type ArenaReply, type ArenaView } from './arena';
import { checkStuck, newMatch, type MatchState, type Player } from './match';

export interface DuelResult {
  match: MatchState;
  /** Why the game ended early, in words, naming the side ('' when every block was placed). */
  why: string;
}

/** One game between two readers' bots: yields [side, view] whenever a side must move and takes back its reply. */
export function* duelGame(seed: string, budgetMs: number = DEFAULT_BUDGET_MS): Generator<[Player, ArenaView], DuelResult, ArenaReply> {
  let m = checkStuck(newMatch(seed));
  const left: Record<Player, number> = { red: budgetMs, blue: budgetMs };
  let why = '';
  while (!m.over) {
    const view = arenaView(m, left[view0(m)]);
    const reply = yield [view.player, view];
    const judged = judgeReply(m, view, reply, left[view.player]);
    m = judged.m;
    left[view.player] = judged.left;
    if (judged.why) why = `${view.player}: ${judged.why.replace(/^your /, '')}`;
  }
  if (!why && m.endReason === 'no-legal-placement') why = `${m.loser} had no legal placement`;
  return { match: m, why };
}

const view0 = (m: MatchState): Player => (m.turn % 2 === 0 ? 'red' : 'blue');

/** Plays a duel with two synchronous readers (tests, and callers that have both bots as functions). */
export function playDuel(seed: string, red: (v: ArenaView) => ArenaReply, blue: (v: ArenaView) => ArenaReply, budgetMs?: number): DuelResult {
  const g = duelGame(seed, budgetMs);
  let r = g.next();
  while (!r.done) r = g.next((r.value[0] === 'red' ? red : blue)(r.value[1]));
  return r.value;
}
