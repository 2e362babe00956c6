import { BOT_KIT, type ArenaView, type Placement } from '~/engines/block-war';
// Test bots in Python, written by us (the judge's sample bots are GPL-3.0 and are not kept here). RANDOM_PICKER does
// what the judge's players/stupidAI1.py and stupidAI2.py do, in our own words: take the board and the piece from
// MatchData, list the legal actions for them and return one at random.
export const RANDOM_PICKER = `import random

class Player:
    def __init__(self, isFirst):
        self.isFirst = isFirst

    def output(self, matchData):
        options = matchData.getAllValidAction(matchData.getCurrentBlock(), matchData.getBoard())
        return random.choice(options)
`;

export const NUMPY = `import numpy
class Player:
    def __init__(self, isFirst): pass
    def output(self, matchData): return matchData.getValidAction()[0]
`;

export const EVAL = `class Player:
    def __init__(self, isFirst): pass
    def output(self, matchData): return eval('matchData.getValidAction()[0]')
`;

export const OS = `import os
class Player:
    def __init__(self, isFirst): pass
    def output(self, matchData): return matchData.getValidAction()[0]
`;

/** Returns the same cells as the first listed action under another tuple when the piece has one (an alias). */
export const ALIAS = `class Player:
    def __init__(self, isFirst): pass
    def output(self, matchData):
        if matchData.getCurrentBlock() == 1:
            y, x, d = matchData.getValidAction()[0]
            if d == 0:
                return (y, x + 1, 2)
        return matchData.getValidAction()[0]
`;

export const LIST_NOT_TUPLE = `class Player:
    def __init__(self, isFirst): pass
    def output(self, matchData): return list(matchData.getValidAction()[0])
`;

export const HUGE_ALLOCATION = `class Player:
    def __init__(self, isFirst): pass
    def output(self, matchData):
        block = [0] * (2 ** 31 - 1)
        return matchData.getValidAction()[0]
`;

/** The greedy bot written as a reader writes a JavaScript bot, (view, kit) => placement, with the kit's helpers: the
 * same weights and tie rule (first best) as greedy.py. Text, so it can run in the worker's way too (js-arena.ts). */
export const JS_KIT_GREEDY = `(view, kit) => {
  const PEACE = [0, 0, 1, 2, 4];
  const BATTLE = [0, 1, 2, 4, 8];
  let best = null;
  let bestV = -Infinity;
  for (const p of kit.legal(view.rows, view.piece)) {
    const r = kit.place(view.rows, view.piece, p);
    const pts = PEACE[r.peace] + BATTLE[r.battle] + (r.battle ? view.combo : 0);
    let total = 0, holes = 0, bump = 0;
    const h = [];
    for (let x = 0; x < 10; x++) {
      let top = 15;
      for (let y = 0; y < 15; y++)
        if (r.rows[y][x] !== '.') {
          top = y;
          break;
        }
      h.push(15 - top);
      for (let y = top + 1; y < 15; y++) if (r.rows[y][x] === '.') holes++;
      total += 15 - top;
      if (x > 0) bump += Math.abs(h[x] - h[x - 1]);
    }
    const value = pts * 4 + (r.peace + r.battle) * 0.8 - total * 0.5 - holes * 0.4 - bump * 0.2;
    if (value > bestV) [best, bestV] = [p, value];
  }
  return best;
}`;

/** A bot's code text as the arena's reader: the function it evaluates to, called with the view and a kit. */
export function readerOf(fn: (view: ArenaView) => unknown): (v: ArenaView) => { type: 'move'; placement: unknown } {
  return (v) => ({ type: 'move', placement: fn(v) });
}

/** The greedy bot with the host's kit (BOT_KIT, the engine's functions in this process), compiled once. */
const kitGreedy = new Function(`return (${JS_KIT_GREEDY});`)() as (v: ArenaView, k: typeof BOT_KIT) => Placement;
export const jsKitGreedy = readerOf((v) => kitGreedy(v, BOT_KIT));
