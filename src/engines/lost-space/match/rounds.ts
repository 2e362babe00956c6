// The game's rounds (seed 003, 基本规则, 地图 and 逃生舱): a new game, turns in id order, the end of a round (zones due
// fail and kill whoever is inside; the game ends after its last round or when nobody is left in play) and the start
// of the next (supply points regrow, the dead respawn, escape countdowns tick down to an escape).
import { ZONES } from '../data/map';
import { SPAWN_IDS, SUPPLY_IDS, ZONE_AT } from '../map';
import { DEFAULT_LAST_ROUND, LAST_ROUND_CHOICES, MAX_HP, RESPAWN_ROUNDS, SUPPLY_REGROW_ROUNDS, SUPPLY_STOCK, type LastRound } from '../rules';
import { die } from './deaths';
import { firstActorFrom, log, noItems, type MatchState, type PlayerState } from './state';

/** A new game at the start of round 1: everyone on their spawn with their own key and full HP (seed 003, 基本规则, 角色). */
export function createMatch(o: { lastRound?: number } = {}): MatchState {
  const lastRound = (o.lastRound ?? DEFAULT_LAST_ROUND) as LastRound;
  if (!LAST_ROUND_CHOICES.includes(lastRound)) throw new RangeError(`lastRound must be ${LAST_ROUND_CHOICES.join(' or ')} (RULINGS.md), not ${o.lastRound}.`);
  const players: PlayerState[] = SPAWN_IDS.map((at, id) => ({
    id,
    at,
    hp: MAX_HP,
    keys: 1 << id,
    items: noItems(),
    status: 'alive',
    round: 0,
    countdown: 0,
    stuckUntil: 0,
    detectReadyAt: 1,
    keyPickups: 0,
    kills: 0,
    deaths: 0,
  }));
  const state: MatchState = {
    round: 1,
    lastRound,
    turn: 0,
    mainDone: false,
    players,
    traps: [],
    drops: [],
    events: [],
    over: false,
    supplies: SUPPLY_IDS.map((at) => ({ at, stock: SUPPLY_STOCK, regrowAt: 0 })),
  };
  state.turn = firstActorFrom(state, 0);
  if (state.turn < 0) endRound(state);
  return state;
}

/** The turn passes to the next player in id order who may act; after the last, the round ends (seed 003, 基本规则). */
export function nextTurn(s: MatchState): void {
  s.mainDone = false;
  const next = firstActorFrom(s, s.turn + 1);
  if (next >= 0) s.turn = next;
  else endRound(s);
}

const ROUND_END_WATCHERS = new WeakMap<MatchState, (s: MatchState) => void>();

/**
 * Calls `watch` with the state at the very end of each round: after its zones failed, before the next round starts
 * (respawns, supplies and escapes happen at a round's start, seed 003). A tool's hook (the simulator keeps a state per
 * round); the rules never read it.
 */
export function watchRoundEnds(s: MatchState, watch: (s: MatchState) => void): void {
  ROUND_END_WATCHERS.set(s, watch);
}

/** End of a round: zones due fail and kill whoever stands inside; then the game ends or the next round starts. */
function endRound(s: MatchState): void {
  ZONES.forEach((z, zi) => {
    if (z.failsAtEndOfRound !== s.round) return;
    log(s, null, 'zone', `The ${z.name} (${z.chinese}) fails.`);
    for (const p of s.players) if (p.status === 'alive' && ZONE_AT[p.at] === zi) die(s, p, null, `inside the failing ${z.name}`);
  });
  const inPlay = s.players.some((p) => p.status === 'alive' || p.status === 'dead');
  if (s.round >= s.lastRound || !inPlay) {
    finish(s);
    ROUND_END_WATCHERS.get(s)?.(s);
    return;
  }
  ROUND_END_WATCHERS.get(s)?.(s);
  s.round++;
  startRound(s);
  s.turn = firstActorFrom(s, 0);
  if (s.turn < 0) endRound(s);
}

/** Start of a round: supply regrowth, respawns, countdowns ticking down to escape (seed 003, 地图, 角色, 逃生舱). */
function startRound(s: MatchState): void {
  for (const sp of s.supplies) {
    if (sp.regrowAt === s.round) {
      sp.stock++;
      sp.regrowAt = sp.stock < SUPPLY_STOCK ? s.round + SUPPLY_REGROW_ROUNDS : 0;
    }
  }
  for (const p of s.players) {
    if (p.status === 'dead' && s.round >= p.round + RESPAWN_ROUNDS) {
      Object.assign(p, { status: 'alive', hp: MAX_HP, keys: 1 << p.id, items: noItems(), at: SPAWN_IDS[p.id], stuckUntil: 0 });
      log(s, p.id, 'respawn', `Player ${p.id} respawns at their spawn point.`);
    }
    if (p.status === 'alive' && p.countdown > 0) {
      p.countdown--;
      if (p.countdown === 0) {
        p.status = 'escaped';
        p.round = s.round;
        log(s, p.id, 'escaped', `Player ${p.id} escapes.`);
      }
    }
  }
}

/** The game is over: whoever is still on the station is placed at the last round (seed 003, 基本规则, 排名规则). */
function finish(s: MatchState): void {
  s.over = true;
  s.turn = -1;
  for (const p of s.players) if (p.status === 'alive') p.round = s.round;
  log(s, null, 'end', `The game ends at the end of round ${s.round}.`);
}
