// Lost Space "hunter" bot: seeks fights on its floor, attacks whoever it can reach, lays traps, and otherwise plays like the
// goal bot (keys, then the pod). It reads only what its player may see (visibleTo) and its own state (seed 003, 行动内容).
import type { Rng } from '~/lib/rng';
import { NEIGHBOURS, hasFailed, nodeId, nodeOf, searchFrom } from './map';
import { visibleTo, whyIllegal, type Action, type MatchState } from './match';
import { GOAL_BOT_HEAL_AT, goalBot, type Bot } from './bots';

/** Chance per turn that the hunter lays a trap when it can (a choice of the bot, not a rule). */
export const HUNTER_TRAP_CHANCE = 0.35;

/** @source our own bot (no source defines one), over seed 003 行动内容 and 道具 */
export const hunterBot: Bot = (s: MatchState, rng: Rng): Action => {
  const p = s.players[s.turn];
  const legal = (a: Action) => whyIllegal(s, a) === null;
  const end: Action = { type: 'endTurn' };
  if (p.countdown > 0 || s.mainDone) return end;
  if (p.hp <= GOAL_BOT_HEAL_AT && legal({ type: 'heal' })) return { type: 'heal' };
  const view = visibleTo(s, p.id);
  // Attack anyone in reach, the weakest first.
  for (const e of [...view.players].sort((a, b) => a.hp - b.hp)) {
    const a: Action = { type: 'attack', target: e.id };
    if (legal(a)) return a;
  }
  // Lay a trap now and then where enemies walk.
  if (rng.next() < HUNTER_TRAP_CHANCE)
    for (const kind of ['landmine', 'slime'] as const) if (legal({ type: 'placeTrap', kind })) return { type: 'placeTrap', kind };
  // Walk towards the nearest enemy on this floor, around failed zones.
  if (view.players.length > 0) {
    const { dist, prev } = searchFrom(p.at, (id) => hasFailed(id, s.round));
    let best = -1;
    for (const e of view.players) {
      const t = nodeId(e.at);
      if (dist[t] > 0 && (best < 0 || dist[t] < dist[best])) best = t;
    }
    if (best >= 0) {
      let v = best;
      while (prev[v] !== p.at && prev[v] !== -1) v = prev[v];
      const a: Action = { type: 'move', to: nodeOf(v) };
      if (NEIGHBOURS[p.at].includes(v) && legal(a)) return a;
    }
  }
  return goalBot(s, rng);
};
