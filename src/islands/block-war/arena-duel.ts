// A game between the reader's two code boxes (issue 27: your bot against your bot), loaded only when a tournament
// against the second box is run (arena-model.ts imports it then), so the arena page loads no more before that.
import type { ArenaGameSpec, ArenaReply } from '~/engines/block-war';
import { duelGame } from '~/engines/block-war/duel';
import { loadAnswer, moveAnswer, MOVE_LIMIT, type BotRunner, type Forfeit, type Game } from './arena-model';

/**
 * Plays one game between the two code boxes (duel.ts): the first box plays `spec.me`, the second the other colour;
 * both load afresh first. A box whose code failed to load loses when it is first asked to move. Null when stopped.
 */
export async function playDuelGame(
  spec: ArenaGameSpec,
  codes: readonly [string, string],
  limit: number,
  bots: readonly [BotRunner, BotRunner],
  live: () => boolean,
  clock: () => number = () => performance.now(),
): Promise<Game | null> {
  const failedLoad: ({ answer: ArenaReply; forfeit: Forfeit } | null)[] = [];
  for (const i of [0, 1]) {
    const loaded = await bots[i].load(codes[i], MOVE_LIMIT.max);
    if (!live() || loaded.kind === 'stopped') return null;
    failedLoad.push(loadAnswer(loaded));
  }
  const g = duelGame(spec.seed, spec.budgetMs);
  let r = g.next();
  let lost: { forfeit: Forfeit; by: 0 | 1 } | null = null;
  while (!r.done) {
    const [side, view] = r.value;
    const i = side === spec.me ? 0 : 1;
    let step = failedLoad[i];
    if (step) failedLoad[i] = null;
    else {
      const t0 = clock();
      const reply = await bots[i].call('move', [view], limit);
      const ms = clock() - t0; // thinking time, taken off this side's budget (the judge's main.py: T2 - T1)
      if (!live()) return null;
      step = moveAnswer(reply, limit, view.turn + 1, ms);
      if (!step) return null;
    }
    r = g.next(step.answer);
    const end = r.done ? r.value : null;
    if (end?.why && end.match.loser === side && end.match.endReason !== 'no-legal-placement')
      lost = { forfeit: /thinking time/.test(end.why) ? { kind: 'budget', n: view.turn + 1 } : step.forfeit, by: i as 0 | 1 };
  }
  const { match, why } = r.value;
  const stuck: Forfeit | null = match.endReason === 'no-legal-placement' && match.loser ? { kind: 'stuck', who: match.loser } : null;
  const forfeitBy = lost ? (lost.by === 0 ? 'first' : 'second') : undefined;
  return { ...spec, match, why, forfeit: lost?.forfeit ?? stuck, ...(forfeitBy ? { forfeitBy } : {}) };
}
