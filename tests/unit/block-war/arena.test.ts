// Block War arena tools: the search bot, round-robin standings, replay files (src/engines/block-war/arena.ts).
import { describe, expect, it } from 'vitest';
import { ARENA_BOTS, exportReplay, greedyBot, importReplay, playMatch, randomBot, roundRobin, searchBot } from '~/engines/block-war';

describe('replay files', () => {
  it('export then import replays the same match: same board, scores, end', () => {
    const m = playMatch('file', greedyBot, randomBot);
    const back = importReplay(exportReplay('file', 'greedy', 'random', m));
    expect(back.match.board).toEqual(m.board);
    expect(back.match.scores).toEqual(m.scores);
    expect(back.match.endReason).toBe(m.endReason);
    expect(back.file.red).toBe('greedy');
  });
  it('rejects what is not a replay, with a RangeError naming the problem', () => {
    expect(() => importReplay('{')).toThrow(/not JSON/);
    expect(() => importReplay('{"format":"x"}')).toThrow(/not a Block War replay/);
    const ok = JSON.parse(exportReplay('s', 'a', 'b', playMatch('s', randomBot, randomBot)));
    expect(() => importReplay(JSON.stringify({ ...ok, seed: '<b>' }))).toThrow(/seed/);
    expect(() => importReplay(JSON.stringify({ ...ok, moves: [[0, 0]] }))).toThrow(/moves\[0\]/);
    // An overlapping second move: the first move again covers the same cells.
    expect(() => importReplay(JSON.stringify({ ...ok, moves: [ok.moves[0], ok.moves[0], ok.moves[0]] }))).toThrow(RangeError);
  });
});

describe('round robin and the search bot', () => {
  it('every pair plays both colours on every seed; wins, draws and losses balance', () => {
    const t = roundRobin({ random: randomBot, greedy: greedyBot }, ['a', 'b']);
    expect(t.map((s) => s.played)).toEqual([4, 4]);
    const wins = t.reduce((a, s) => a + s.wins, 0);
    const losses = t.reduce((a, s) => a + s.losses, 0);
    expect(wins).toBe(losses);
    expect(t[0].name).toBe('greedy');
    // Greedy's points: its score as red plus its score as blue, match by match.
    const own = ['a', 'b'].reduce((a, seed) => a + playMatch(seed, greedyBot, randomBot).scores[0] + playMatch(seed, randomBot, greedyBot).scores[1], 0);
    expect(t.find((x) => x.name === 'greedy')!.points).toBe(own);
    expect(() => roundRobin({ one: randomBot }, ['a'])).toThrow(RangeError);
  });
  it('the search bot is a legal, deterministic bot and the arena lists it', () => {
    const a = playMatch('srch', searchBot, greedyBot);
    const b = playMatch('srch', searchBot, greedyBot);
    expect(a.endReason).not.toBe('illegal-placement');
    expect(a.scores).toEqual(b.scores);
    expect(Object.keys(ARENA_BOTS)).toEqual(['random', 'greedy', 'search']);
  });
});
