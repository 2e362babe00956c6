// A death (seed 003, 角色, 密钥 and 逃生舱): the player's keys drop where they fell, their items are lost, a running
// escape countdown breaks, the killer is credited, and in overtime the death is final.
import { RESPAWN_ROUNDS } from '../rules';
import { inOvertime, log, noItems, type MatchState, type PlayerState } from './state';

/** Death: keys dropped where the player fell, items lost, countdown broken; final in overtime (seed 003, 密钥, 角色, 逃生舱). */
export function die(s: MatchState, p: PlayerState, killer: number | null, cause: string): void {
  p.hp = 0;
  p.deaths++;
  p.countdown = 0;
  p.round = s.round;
  const drop = s.drops.find((d) => d.at === p.at);
  if (drop) drop.keys |= p.keys;
  else s.drops.push({ at: p.at, keys: p.keys });
  p.keys = 0;
  p.items = noItems();
  p.status = inOvertime(s.round) ? 'out' : 'dead';
  if (killer !== null) s.players[killer].kills++;
  log(
    s,
    p.id,
    'death',
    `Player ${p.id} dies (${cause}${killer !== null ? ` by player ${killer}` : ''})${p.status === 'out' ? ' in overtime: no respawn, out of the game' : `; back in ${RESPAWN_ROUNDS} rounds`}.`,
  );
}
