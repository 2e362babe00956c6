// What a player sees (seed 003, 角色, 地图 and 道具: 视野): the players and key drops on their own floor, and their
// own traps wherever they are. Bots read the game only through this (and bot-view.ts for readers' bots).
import { nodeOf } from '../map';
import type { MatchState } from './state';

/** What a player can see (seed 003, 角色, 地图, 道具): players and drops on their floor, their own traps anywhere. */
export function visibleTo(s: MatchState, id: number) {
  const me = s.players[id];
  const floor = nodeOf(me.at)[0];
  const onFloor = (at: number) => nodeOf(at)[0] === floor;
  return {
    floor,
    players: s.players.filter((p) => p.id !== id && p.status === 'alive' && onFloor(p.at)).map((p) => ({ id: p.id, at: nodeOf(p.at), hp: p.hp })),
    drops: s.drops.filter((d) => onFloor(d.at)).map((d) => nodeOf(d.at)),
    ownTraps: s.traps.filter((t) => t.owner === id).map((t) => ({ at: nodeOf(t.at), kind: t.kind })),
  };
}
