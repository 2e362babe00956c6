// Traps going off (seed 003, 道具): an enemy's landmine or slime on the node a player enters. The trap is destroyed;
// a landmine hurts (and may kill), a slime costs this turn and the next.
import { LANDMINE_DAMAGE } from '../rules';
import { die } from './deaths';
import { log, type MatchState, type PlayerState } from './state';

/** An enemy trap on the node a player just entered goes off and is destroyed (seed 003, 道具). Returns true when the turn ends. */
export function enter(s: MatchState, p: PlayerState): boolean {
  const i = s.traps.findIndex((t) => t.at === p.at && t.owner !== p.id);
  if (i < 0) return false;
  const trap = s.traps[i];
  s.traps.splice(i, 1);
  if (trap.kind === 'landmine') {
    p.hp -= LANDMINE_DAMAGE;
    log(s, p.id, 'landmine', `Player ${p.id} sets off a landmine: ${LANDMINE_DAMAGE} damage, ${Math.max(0, p.hp)} HP left.`);
    // Our choice (no ruling): the trap's owner is credited with the kill.
    if (p.hp <= 0) die(s, p, trap.owner, 'landmine');
    return p.status !== 'alive';
  }
  // Slime: skip two turns, this one and the next (seed 003, 道具).
  p.stuckUntil = s.round + 1;
  log(s, p.id, 'slime', `Player ${p.id} is stuck in slime: this turn and the next are lost.`);
  return true;
}
