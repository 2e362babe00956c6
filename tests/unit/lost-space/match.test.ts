// Worked examples for each rule of seed 003 on a hand-set board, and properties over random simulated games.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyAction,
  createMatch,
  simulate,
  visibleTo,
  nodeId,
  hasFailed,
  finalOrder,
  results,
  IllegalActionError,
  ITEMS,
  MAX_HP,
  BOT_IDS,
  type Action,
  type MatchState,
  type Node,
  type BotId,
} from '~/engines/lost-space';

const at = (s: MatchState, id: number, n: Node) => (s.players[id].at = nodeId(n));
const act = (s: MatchState, who: number, a: Action) => {
  expect(s.turn).toBe(who);
  applyAction(s, a);
};
/** Ends turns until it is `who`'s turn (in this or a later round). */
const passTo = (s: MatchState, who: number) => {
  for (let guard = 0; s.turn !== who && !s.over && guard < 2000; guard++) applyAction(s, { type: 'endTurn' });
};
const passToRound = (s: MatchState, round: number) => {
  for (let guard = 0; s.round < round && !s.over && guard < 5000; guard++) applyAction(s, { type: 'endTurn' });
};

describe('escape countdown', () => {
  it('a kill during the countdown breaks it; the keys drop on the pod', () => {
    const s = createMatch();
    at(s, 0, [0, 3, 3]);
    s.players[0].keys = 0b1111;
    s.players[0].hp = 70;
    at(s, 1, [0, 3, 2]);
    act(s, 0, { type: 'escape' }); // forces the end of the turn
    act(s, 1, { type: 'attack', target: 0 });
    expect(s.players[0].status).toBe('dead');
    expect(s.players[0].countdown).toBe(0);
    expect(s.drops).toEqual([{ at: nodeId([0, 3, 3]), keys: 0b1111 }]);
    expect(s.players[1].kills).toBe(1);
    passToRound(s, 4);
    expect(s.players[0].status).toBe('dead');
  });
  it('non-fatal damage does not break it; the player leaves at the start of the second round after', () => {
    const s = createMatch();
    at(s, 0, [0, 3, 3]);
    s.players[0].keys = 0b1111;
    at(s, 1, [0, 3, 3]);
    act(s, 0, { type: 'escape' });
    act(s, 1, { type: 'attack', target: 0 });
    expect(s.players[0].hp).toBe(130);
    passTo(s, 0);
    expect(s.round).toBe(2);
    expect(() => applyAction(s, { type: 'move', to: [0, 3, 2] })).toThrow(/countdown/);
    passToRound(s, 3);
    expect(s.players[0].status).toBe('escaped');
    expect(s.players[0].round).toBe(3);
  });
  it('refuses the pod without all four keys, and stopping brings back normal play', () => {
    const s = createMatch();
    at(s, 0, [0, 3, 3]);
    expect(() => applyAction(s, { type: 'escape' })).toThrow(IllegalActionError);
    s.players[0].keys = 0b1111;
    act(s, 0, { type: 'escape' });
    passTo(s, 0);
    act(s, 0, { type: 'stopCountdown' });
    expect(s.players[0].countdown).toBe(0);
    expect(() => applyAction(s, { type: 'move', to: [0, 3, 2] })).toThrow(/main action/);
  });
});

describe('traps', () => {
  it('a landmine goes off when another player enters: 120 damage, trap destroyed; its owner walks over it safely', () => {
    const s = createMatch();
    at(s, 0, [1, 0, 1]);
    at(s, 1, [1, 0, 2]);
    s.players[1].items.landmine = 1;
    act(s, 0, { type: 'endTurn' });
    act(s, 1, { type: 'placeTrap', kind: 'landmine' });
    act(s, 1, { type: 'move', to: [1, 0, 3] });
    passTo(s, 0);
    act(s, 0, { type: 'move', to: [1, 0, 2] });
    expect(s.players[0].hp).toBe(MAX_HP - 120);
    expect(s.traps).toEqual([]);
  });
  it('blinking into a slime ends the turn and skips the next one', () => {
    const s = createMatch();
    at(s, 0, [1, 0, 1]);
    s.players[0].items.blink = 1;
    s.traps.push({ at: nodeId([1, 0, 2]), owner: 3, kind: 'slime' });
    act(s, 0, { type: 'blink', to: [1, 0, 2] });
    expect(s.players[0].at).toBe(nodeId([1, 0, 2]));
    expect(s.players[0].items.blink).toBe(0);
    expect(s.turn).toBe(1); // turn over, main action never used
    passToRound(s, 2);
    expect(s.turn).toBe(1); // player 0 skipped in round 2
    passToRound(s, 3);
    expect(s.turn).toBe(0);
  });
  it('cannot be placed on a key machine, the pod or an elevator, nor on a node that has a trap', () => {
    const s = createMatch();
    s.players[0].items.slime = 2;
    expect(() => applyAction(s, { type: 'placeTrap', kind: 'slime' })).toThrow(/key machine/);
    at(s, 0, [1, 1, 3]);
    expect(() => applyAction(s, { type: 'placeTrap', kind: 'slime' })).toThrow(/elevator/);
    at(s, 0, [1, 1, 2]);
    s.traps.push({ at: nodeId([1, 1, 2]), owner: 2, kind: 'landmine' });
    expect(() => applyAction(s, { type: 'placeTrap', kind: 'slime' })).toThrow(/already has a trap/);
  });
  it('detect destroys an enemy trap one edge away, then cools down for 5 rounds', () => {
    const s = createMatch();
    at(s, 0, [1, 1, 1]);
    s.traps.push({ at: nodeId([1, 2, 2]), owner: 2, kind: 'landmine' });
    act(s, 0, { type: 'detect', at: [1, 2, 2] });
    expect(s.traps).toEqual([]);
    expect(() => applyAction(s, { type: 'detect', at: [1, 2, 1] })).toThrow(/cooling down until round 6/);
    passToRound(s, 6);
    passTo(s, 0);
    expect(() => applyAction(s, { type: 'detect', at: [1, 2, 1] })).not.toThrow();
  });
});

describe('keys and drops', () => {
  it('picking up a drop gives all its keys, throws duplicates away, scores +1 and removes the drop', () => {
    const s = createMatch();
    at(s, 0, [1, 1, 1]);
    s.players[0].keys = 0b1001; // keys 0 and 3
    s.players[0].hp = 70;
    at(s, 1, [1, 1, 1]);
    s.players[1].keys = 0b1010; // keys 1 and 3
    act(s, 0, { type: 'endTurn' });
    act(s, 1, { type: 'attack', target: 0 });
    act(s, 1, { type: 'endTurn' });
    passTo(s, 1);
    act(s, 1, { type: 'collect', from: 'drop' });
    expect(s.players[1].keys).toBe(0b1011);
    expect(s.players[1].keyPickups).toBe(1);
    expect(s.drops).toEqual([]);
    expect(results(s)[1].points).toBe(1 + 2);
    expect(results(s)[0].points).toBe(-3);
  });
  it('two deaths on one node make one drop', () => {
    const s = createMatch();
    for (const id of [1, 2]) {
      at(s, id, [1, 1, 1]);
      s.players[id].hp = 70;
    }
    at(s, 0, [1, 1, 1]);
    act(s, 0, { type: 'attack', target: 1 });
    act(s, 0, { type: 'endTurn' });
    passTo(s, 0);
    act(s, 0, { type: 'attack', target: 2 });
    expect(s.drops).toEqual([{ at: nodeId([1, 1, 1]), keys: 0b0110 }]);
  });
  it('a key machine gives its key once and ends the turn', () => {
    const s = createMatch();
    at(s, 0, [2, 6, 0]);
    act(s, 0, { type: 'getKey' });
    expect(s.players[0].keys).toBe(0b0011);
    expect(s.turn).toBe(1);
    passTo(s, 0);
    expect(() => applyAction(s, { type: 'getKey' })).toThrow(/already hold key 1/);
  });
});

describe('zones, respawn and overtime', () => {
  it('a zone failing at the end of its round kills whoever is inside; they respawn 5 rounds later with only their key', () => {
    const s = createMatch();
    s.round = 40;
    at(s, 2, [1, 3, 2]);
    s.players[2].keys = 0b0111;
    s.players[2].items.medkit = 2;
    passToRound(s, 41);
    expect(s.players[2].status).toBe('dead');
    expect(s.players[2].round).toBe(40);
    passToRound(s, 45);
    expect(s.players[2]).toMatchObject({ status: 'alive', keys: 0b0100, hp: MAX_HP, at: nodeId([1, 6, 6]), items: { medkit: 0 } });
    // Moving into a failed zone is refused.
    passTo(s, 2);
    at(s, 2, [1, 1, 1]);
    expect(() => applyAction(s, { type: 'move', to: [1, 2, 2] })).toThrow(/failed zone/);
  });
  it('the last failure (round 80) still lets its victims respawn; a death in overtime is final', () => {
    const s = createMatch();
    s.round = 80;
    at(s, 3, [2, 3, 3]);
    passToRound(s, 81);
    expect(s.players[3].status).toBe('dead');
    at(s, 0, [1, 1, 1]);
    at(s, 1, [1, 1, 1]);
    s.players[0].hp = 70;
    passTo(s, 1);
    act(s, 1, { type: 'attack', target: 0 });
    expect(s.players[0].status).toBe('out');
    passToRound(s, 90);
    expect(s.players[0].status).toBe('out');
    expect(s.players[3].status).toBe('alive');
  });
  it('ends at the end of round 100 by default, or 110 as a setting; survivors have not escaped', () => {
    const s = createMatch();
    passToRound(s, 1000);
    expect(s.over).toBe(true);
    expect(s.round).toBe(100);
    expect(results(s).every((r) => !r.escaped && r.round === 100)).toBe(true);
    // Same round, same points 0: the later mover ranks higher.
    expect(finalOrder(s)).toEqual([3, 2, 1, 0]);
    const t = createMatch({ lastRound: 110 });
    passToRound(t, 1000);
    expect(t.round).toBe(110);
    expect(() => createMatch({ lastRound: 90 })).toThrow(/100 or 110/);
  });
});

describe('vision and alerts', () => {
  it('a player sees players and drops on its own floor only, and its own traps anywhere', () => {
    const s = createMatch();
    at(s, 1, [2, 0, 0]);
    s.drops.push({ at: nodeId([1, 3, 1]), keys: 0b0100 }, { at: nodeId([2, 3, 0]), keys: 0b1000 });
    s.traps.push({ at: nodeId([2, 1, 1]), owner: 0, kind: 'slime' }, { at: nodeId([1, 1, 1]), owner: 3, kind: 'landmine' });
    const v = visibleTo(s, 0);
    expect(v.floor).toBe(1);
    expect(v.players.map((p) => p.id)).toEqual([2, 3]);
    expect(v.drops).toEqual([[1, 3, 1]]);
    expect(v.ownTraps).toEqual([{ at: [2, 1, 1], kind: 'slime' }]);
  });
  it('arriving on the pod floor by elevator alerts everyone; walking on it does not', () => {
    const s = createMatch();
    at(s, 0, [1, 1, 3]);
    act(s, 0, { type: 'move', to: [0, 1, 3] });
    expect(s.events.filter((e) => e.kind === 'alert')).toHaveLength(1);
    act(s, 0, { type: 'endTurn' });
    passTo(s, 0);
    act(s, 0, { type: 'move', to: [0, 1, 2] });
    expect(s.events.filter((e) => e.kind === 'alert')).toHaveLength(1);
  });
});

describe('supplies and items', () => {
  it('a supply point starts at 2, and regains 1 every 8 rounds while below 2', () => {
    const s = createMatch();
    at(s, 0, [1, 0, 3]);
    act(s, 0, { type: 'collect', from: 'supply', item: 'medkit' });
    act(s, 0, { type: 'endTurn' });
    passTo(s, 0);
    act(s, 0, { type: 'collect', from: 'supply', item: 'medkit' });
    act(s, 0, { type: 'endTurn' });
    const sp = () => s.supplies.find((x) => x.at === nodeId([1, 0, 3]))!;
    expect(sp().stock).toBe(0);
    expect(s.players[0].items.medkit).toBe(2);
    passTo(s, 0);
    expect(() => applyAction(s, { type: 'collect', from: 'supply', item: 'medkit' })).toThrow(/most MedKit/);
    act(s, 0, { type: 'collect', from: 'supply', item: 'blink' }); // empty: nothing, but the main action is spent
    expect(s.players[0].items.blink).toBe(0);
    passToRound(s, 8);
    expect(sp().stock).toBe(0);
    passToRound(s, 9);
    expect(sp().stock).toBe(1);
    passToRound(s, 17);
    expect(sp().stock).toBe(2);
  });
  it('heal adds 100 and never goes above 200', () => {
    const s = createMatch();
    s.players[0].hp = 150;
    s.players[0].items.medkit = 1;
    act(s, 0, { type: 'heal' });
    expect(s.players[0].hp).toBe(200);
    expect(() => applyAction(s, { type: 'heal' })).toThrow(IllegalActionError);
  });
  it('refuses a move that is not an edge or a ride, and attacks across floors', () => {
    const s = createMatch();
    expect(() => applyAction(s, { type: 'move', to: [1, 2, 2] })).toThrow(/not one edge or one elevator ride/);
    at(s, 0, [1, 1, 3]);
    at(s, 1, [2, 1, 3]);
    expect(() => applyAction(s, { type: 'attack', target: 1 })).toThrow(/neither on your node/);
  });
});

const botsArb = fc.array(fc.constantFrom<BotId>(...BOT_IDS), { minLength: 4, maxLength: 4 });
describe('random simulated games', () => {
  it('keep HP in 0..200, carrying limits, nobody alive in a failed zone, and end by the last round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), botsArb, fc.constantFrom(100, 110), (seed, bots, lastRound) => {
        const g = simulate({ seed, bots, lastRound });
        expect(g.final.over).toBe(true);
        expect(g.final.round).toBeLessThanOrEqual(lastRound);
        const broken: string[] = [];
        g.rounds.forEach((s, r) => {
          for (const p of s.players) {
            if (p.hp < 0 || p.hp > MAX_HP) broken.push(`round ${r}: player ${p.id} has ${p.hp} HP`);
            for (const item of ITEMS) if (p.items[item.id] > item.carry) broken.push(`round ${r}: player ${p.id} carries ${p.items[item.id]} ${item.id}`);
            if (p.status === 'alive' && hasFailed(p.at, r)) broken.push(`round ${r}: player ${p.id} alive in a failed zone`);
          }
        });
        expect(broken).toEqual([]);
        expect(new Set(finalOrder(g.final)).size).toBe(4);
      }),
      { numRuns: 30 },
    );
  }, 60_000);
  it('are reproduced exactly by the same seed', () => {
    const a = simulate({ seed: 'abc', bots: ['random', 'goal', 'random', 'goal'] });
    const b = simulate({ seed: 'abc', bots: ['random', 'goal', 'random', 'goal'] });
    expect(b.events).toEqual(a.events);
  });
  it('four goal-directed bots all escape well before the end', () => {
    const g = simulate({ seed: 1, bots: ['goal', 'goal', 'goal', 'goal'] });
    expect(results(g.final).every((r) => r.escaped && r.round < 60)).toBe(true);
  });
});
