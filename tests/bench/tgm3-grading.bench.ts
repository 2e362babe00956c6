// Bench: a whole Master game through the grading state machine, against the game's own per-frame design, plus pattern search.
import { expect, it } from 'vitest';
import { findPattern, runMaster, type MasterEvent } from '~/engines/tgm3';
import { INTERNAL_GRADES } from '~/engines/tgm3/data/grading';
import { SAKURA_SEQUENCE, KAMUI_SEQUENCE } from '~/engines/tgm3/data/sequences';
import { createRng } from '~/lib/rng';
import { compare } from './measure';

/** A seeded game: 1500 pieces, lines per piece drawn 0-4 with zero most likely, 10-70 active frames each. */
function game(seed: number): MasterEvent[] {
  const rng = createRng(seed);
  return Array.from({ length: 1500 }, () => {
    const r = rng.int(10);
    const lines = (r < 6 ? 0 : r - 5) as 0 | 1 | 2 | 3 | 4;
    return { type: 'piece', activeFrames: 10 + rng.int(60), lines, afterFrames: 27 };
  });
}

/**
 * Baseline from the seed's design: the game ticks once per frame and the decay counter moves one step per active frame
 * (the "decay rate" column counted frame by frame). It splits each piece into single-frame events.
 */
function perFrame(events: MasterEvent[]): MasterEvent[] {
  const out: MasterEvent[] = [];
  for (const e of events) {
    if (e.type !== 'piece') continue;
    out.push({ type: 'spawn' });
    for (let f = 0; f < e.activeFrames; f++) out.push({ type: 'frames', frames: 1, active: true });
    out.push({ type: 'lock', lines: e.lines });
    for (let f = 0; f < (e.afterFrames ?? 0); f++) out.push({ type: 'frames', frames: 1, active: false });
  }
  return out;
}

/** Baseline for the search: compare the pattern at every position of the cycle, piece by piece. */
function naiveFind(seq: string, p: string): number[] {
  const hits: number[] = [];
  for (let i = 0; i < seq.length; i++) {
    let ok = true;
    for (let k = 0; k < p.length && ok; k++) ok = seq[(i + k) % seq.length] === p[k];
    if (ok) hits.push(i);
  }
  return hits;
}

it('TGM3 Master game: per-frame ticks against batched frames', () => {
  const games = [1, 2, 3, 4].map(game);
  const frameGames = games.map(perFrame);
  // Same grades both ways (a correctness check, not a timing one).
  games.forEach((g, i) => {
    const a = runMaster(g).state;
    const b = runMaster(frameGames[i]).state;
    expect([a.internalGrade, a.points, a.level, a.cools]).toEqual([b.internalGrade, b.points, b.level, b.cools]);
  });
  expect(INTERNAL_GRADES.length).toBe(32);
  compare('TGM3 Master grading, 4 games of 1500 pieces', [
    { name: 'baseline: one event per frame (game tick)', run: () => frameGames.map((g) => runMaster(g).state.points) },
    { name: 'engine: batched active/ARE frames', run: () => games.map((g) => runMaster(g).state.points) },
  ]);
});

it('TGM3 sequence search: every 3-piece pattern in Sakura and Kamui', () => {
  const letters = 'IJLOSTZ';
  const patterns: string[] = [];
  for (const a of letters) for (const b of letters) for (const c of letters) patterns.push(a + b + c);
  for (const p of patterns.slice(0, 20)) expect(findPattern('kamui', p)).toEqual(naiveFind(KAMUI_SEQUENCE, p));
  compare('TGM3 sequence search, 343 patterns × 2 sequences', [
    { name: 'baseline: compare at every position', run: () => patterns.map((p) => naiveFind(SAKURA_SEQUENCE, p).length + naiveFind(KAMUI_SEQUENCE, p).length) },
    { name: 'engine: indexOf on the doubled cycle', run: () => patterns.map((p) => findPattern('sakura', p).length + findPattern('kamui', p).length) },
  ]);
});
