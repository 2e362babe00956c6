// The bot's view (seed 003: 视野, 角色, 密钥, 道具) on hand-set boards: what it holds, what stays absent, and the
// actions allowed this turn in their fixed order; and how an answer becomes an action or a turn of doing nothing.
import { describe, expect, it } from 'vitest';
import { applyAction, botView, createMatch, nodeId, readReply, turnActions, type Action, type MatchState, type Node } from '~/engines/lost-space';

const at = (s: MatchState, id: number, n: Node) => (s.players[id].at = nodeId(n));

/** Player 0 on the spawn floor; 1 beside it with keys and items; 2 on the lower floor; 3 on the pod floor with a trap below. */
function board(): MatchState {
  const s = createMatch();
  at(s, 0, [1, 1, 1]);
  at(s, 1, [1, 1, 2]);
  s.players[1].keys = 0b0011;
  s.players[1].items.medkit = 2;
  s.players[1].countdown = 0;
  at(s, 2, [2, 3, 3]);
  s.players[2].hp = 50;
  at(s, 3, [0, 3, 3]);
  s.traps.push({ at: nodeId([2, 1, 1]), owner: 3, kind: 'landmine' });
  s.traps.push({ at: nodeId([1, 5, 5]), owner: 0, kind: 'slime' });
  s.drops.push({ at: nodeId([1, 4, 4]), keys: 0b0100 }, { at: nodeId([2, 5, 5]), keys: 0b1000 });
  s.supplies[0].stock = 0;
  return s;
}

describe('bot view: what the rules hide stays absent', () => {
  const v = botView(board());

  it('shows only other players on my floor, with place and HP and nothing else', () => {
    expect(v.players).toEqual([{ id: 1, at: [1, 1, 2], hp: 200 }]);
    for (const p of v.players) expect(Object.keys(p).sort()).toEqual(['at', 'hp', 'id']);
    // Player 2 (lower floor) and player 3 (pod floor) are not there at all, not even as ids.
    expect(v.players.map((p) => p.id)).not.toContain(2);
    expect(v.players.map((p) => p.id)).not.toContain(3);
  });

  it("never carries another player's keys, items, countdown, status, kills or deaths", () => {
    const text = JSON.stringify({ ...v, map: null, actions: null });
    for (const hidden of ['"keys":[0,1]', '"status"', '"kills"', '"deaths"', '"keyPickups"', '"stuckUntil"', '"owner"', '"stock"', '"regrowAt"'])
      expect(text).not.toContain(hidden);
    // Only my own keys: player 0 holds key 0.
    expect(v.me.keys).toEqual([0]);
  });

  it('shows drops on my floor by place only, and every live trap by place only', () => {
    expect(v.drops).toEqual([[1, 4, 4]]);
    expect(v.traps).toEqual([
      [2, 1, 1],
      [1, 5, 5],
    ]);
    expect(v.myTraps).toEqual([{ at: [1, 5, 5], kind: 'slime' }]);
  });
});

describe('allowed actions, main first, then secondary, then ending the turn', () => {
  it('at the start of the game player 0 may move or detect on its two edges, or end the turn', () => {
    const s = createMatch();
    const list = turnActions(s);
    // [1,0,0] has two edges in the map's edge list ([1,0,1] and [1,1,0]) and no elevator; no items, no enemy in reach, its own key already held.
    expect(list.map((a) => a.type)).toEqual(['move', 'move', 'detect', 'detect', 'endTurn']);
    const moves = list.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move').map((a) => nodeId(a.to));
    expect(moves.sort((a, b) => a - b)).toEqual([nodeId([1, 0, 1]), nodeId([1, 1, 0])].sort((a, b) => a - b));
    expect(botView(s).actions.map((a) => a.main)).toEqual([true, true, false, false, false]);
  });

  it('after the main action only secondary actions and ending the turn remain', () => {
    const s = createMatch();
    s.players[0].items.landmine = 1;
    s.players[0].items.blink = 1;
    const first = turnActions(s).find((a) => a.type === 'move' && a.to[0] === 1 && a.to[2] === 1)!;
    applyAction(s, first);
    expect(s.turn).toBe(0);
    const list = turnActions(s);
    expect(list.some((a) => a.type === 'move' || a.type === 'attack')).toBe(false);
    expect(list.at(-1)).toEqual({ type: 'endTurn' });
    expect(list.map((a) => a.type)).toContain('blink');
    expect(list.map((a) => a.type)).toContain('placeTrap');
  });
});

describe('answers', () => {
  const list: Action[] = [{ type: 'heal' }, { type: 'endTurn' }];
  it('an index on the list is that action', () => {
    expect(readReply(list, { kind: 'value', value: 1 })).toEqual({ action: { type: 'endTurn' } });
  });
  it('anything else, a throw, a timeout or a crash is a turn of doing nothing, with the reason', () => {
    for (const value of [2, -1, 0.5, '0', null, { type: 'heal' }])
      expect(readReply(list, { kind: 'value', value })).toEqual({ nothing: { kind: 'not-on-list', answer: JSON.stringify(value) } });
    expect(readReply(list, { kind: 'invalid', preview: '[1,2]' })).toEqual({ nothing: { kind: 'not-on-list', answer: '[1,2]' } });
    expect(readReply(list, { kind: 'error', message: 'boom' })).toEqual({ nothing: { kind: 'error', message: 'boom' } });
    expect(readReply(list, { kind: 'timeout' })).toEqual({ nothing: { kind: 'timeout' } });
    expect(readReply(list, { kind: 'crashed', message: 'x' })).toEqual({ nothing: { kind: 'crashed' } });
  });
});
