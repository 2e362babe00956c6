// The platform's replay files (review data saved by the judge's main.py): parsed, and every frame checked against the
// engine. Fixtures made by running the judge itself (fixtures/README.md).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { checkReview, parseReviewData } from '~/engines/block-war/review';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const SAMPLE = readFileSync(new URL('../../../src/engines/block-war/data/review-stupidAI1-vs-stupidAI2-seed27.json', import.meta.url), 'utf8');
const GREEDY = fixture('review-greedy-vs-stupidAI1-seed8.json');

describe('parseReviewData', () => {
  it("reads the judge's file for its two sample bots: names, winner, reason, frames in pairs", () => {
    const f = parseReviewData(SAMPLE);
    expect([f.red, f.blue, f.winner, f.reason]).toEqual(['stupidAI1', 'stupidAI2', 'red', '对方溢出']);
    expect(f.frames.length % 2).toBe(0);
    expect(f.frames[0].beforeClear).toBe(true);
    expect(f.frames[1].beforeClear).toBe(false);
    expect(f.frames[0].mover).toBe('red');
    expect(f.frames[2].mover).toBe('blue');
  });
  it("marks red's cells with capitals and blue's with small letters, in red's frame", () => {
    const f = parseReviewData(SAMPLE);
    const first = f.frames[0];
    const red = first.rows.join('').replace(/\./g, '');
    expect(red).toMatch(/^[IJLOSTZ]{4}$/);
    const second = f.frames[2].rows.join('').replace(/[.A-Z]/g, '');
    expect(second).toMatch(/^[ijlostz]{4}$/);
  });
  it('refuses what is not a review file, naming the problem', () => {
    expect(() => parseReviewData('nope')).toThrow(/not JSON/);
    expect(() => parseReviewData('{}')).toThrow(/matchData/);
    const bad = JSON.parse(SAMPLE);
    bad.matchData['3'].board[4][2] = 9;
    expect(() => parseReviewData(JSON.stringify(bad))).toThrow(/frame 3: board row 4/);
    const missing = JSON.parse(SAMPLE);
    delete missing.matchData['5'];
    expect(() => parseReviewData(JSON.stringify(missing))).toThrow(/frame 5 is missing|frame/);
  });
  it('keeps texts short and never anything but text', () => {
    const odd = JSON.parse(SAMPLE);
    odd.player1 = '<img src=x onerror=alert(1)>'.repeat(20);
    const f = parseReviewData(JSON.stringify(odd));
    expect(f.red.length).toBeLessThanOrEqual(80);
  });
});

describe('checkReview', () => {
  it("agrees with every frame of the judge's two sample bots", () => {
    const c = checkReview(parseReviewData(SAMPLE));
    expect(c.frames.filter((x) => x.ok !== true)).toEqual([]);
    expect(c.agree).toBe(parseReviewData(SAMPLE).frames.length);
  });
  it('agrees with every frame of a game with clears, a combo and a stolen line', () => {
    const f = parseReviewData(GREEDY);
    expect(Math.max(...f.frames.map((x) => x.combo))).toBe(1);
    expect(f.frames.some((x) => x.stolenLines.length > 0)).toBe(true);
    const c = checkReview(f);
    expect(c.frames.filter((x) => x.ok !== true)).toEqual([]);
  });
  it('marks the frame where a file differs from the engine, and leaves the rest unchecked', () => {
    const bad = JSON.parse(GREEDY);
    bad.matchData['7'].point1 += 1;
    const c = checkReview(parseReviewData(JSON.stringify(bad)));
    expect(c.frames.slice(0, 7).every((x) => x.ok === true)).toBe(true);
    expect(c.frames[7]).toMatchObject({ ok: false });
    expect(c.frames[8].ok).toBe('unchecked');
    const alias = JSON.parse(SAMPLE);
    const a = alias.matchData['0'].action;
    alias.matchData['0'].action = [a[0], a[1], (a[2] + 2) % 4];
    expect(checkReview(parseReviewData(JSON.stringify(alias))).frames[0]).toMatchObject({ ok: false });
  });
});
