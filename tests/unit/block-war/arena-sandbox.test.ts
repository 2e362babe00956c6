// The arena's side of running bot code (src/islands/block-war/): code in links (the compressed format, and the older
// plain one still read), hidden characters stripped from linked code, the model's mapping of sandbox replies to
// games, runs that end for good on Stop, and bot texts and names shown as quoted data.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codeRows, LINK_CODE_MIN, LINK_MAX, packCode, stripHidden, unpackCode } from '~/islands/block-war/code-link';
import { loadAnswer, moveAnswer, playTournament, type BotRunner } from '~/islands/block-war/arena-model';
import { ARENA_MESSAGES } from '~/islands/block-war/Arena.messages';
import { SPECS, STARTER_BOT } from '~/islands/block-war/arena-specs';
import { readParams } from '~/lib/url-state';
import { createRng } from '~/lib/rng';
import type { SandboxReply } from '~/lib/sandbox/host';

describe('code in links', () => {
  it('20,000 characters of code go into a link and come back the same', async () => {
    // A bot of 20,000 characters: 400 numbered lines of 50 characters (line 1 is "// line 00001 ....").
    const code = Array.from({ length: 400 }, (_, i) => `// line ${String(i + 1).padStart(5, '0')} ${'.'.repeat(35)}\n`).join('');
    expect(code.length).toBe(20_000);
    const packed = await packCode(code);
    expect(packed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(packed.length).toBeLessThanOrEqual(LINK_MAX);
    expect(await unpackCode(packed)).toBe(code);
  });
  it('20,000 characters that do not compress fit in a link too (random characters from the whole BMP)', async () => {
    const rng = createRng('incompressible');
    const code = Array.from({ length: LINK_CODE_MIN }, () => String.fromCharCode(0x800 + rng.int(0xd800 - 0x800))).join('');
    const packed = await packCode(code);
    expect(packed.length).toBeGreaterThan(50_000); // it really does not compress
    expect(packed.length).toBeLessThanOrEqual(LINK_MAX);
    expect(await unpackCode(packed)).toBe(code);
  });
  it('any text survives the round trip, Chinese and emoji too', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 300 }), async (code) => {
        expect(await unpackCode(await packCode(code))).toBe(code);
      }),
      { numRuns: 40 },
    );
  });
  it('refuses a damaged value, and a small link that would unpack to a huge text', async () => {
    expect(await unpackCode('not base64!')).toBeNull();
    expect(await unpackCode('AAAA_-zz')).toBeNull();
    const bomb = await packCode('a'.repeat(2_000_000));
    expect(bomb.length).toBeLessThan(LINK_MAX);
    expect(await unpackCode(bomb)).toBeNull();
  });
  // Links written by the arena before the compressed format (query strings as the old page wrote them, frozen here).
  const OLD_LINKS: [string, string][] = [
    ['?arSeed=1&arOpponent=greedy&arColour=red&arLimit=1000&arGames=1&arCode=%28view%29+%3D%3E+view.legal%5B0%5D&arReplay=', '(view) => view.legal[0]'],
    ['?arLimit=100&arCode=%28%29%20%3D%3E%20%28%7B%20x%3A%20-5%2C%20y%3A%200%2C%20dir%3A%200%20%7D%29', '() => ({ x: -5, y: 0, dir: 0 })'],
    ['?arCode=%28view%29+%3D%3E+%7B%0A++return+view.legal%5Bview.legal.length+-+1%5D%3B%0A%7D', '(view) => {\n  return view.legal[view.legal.length - 1];\n}'],
  ];
  it('old links (?arCode= as plain text) still give their code', () => {
    for (const [query, code] of OLD_LINKS) {
      const read = readParams(query, SPECS);
      expect(read.notices).toEqual([]);
      expect(read.values.arCode).toBe(code);
      expect(read.values.arBot).toBe('');
    }
  });
});

describe('code shown from a link', () => {
  it('removes bidi overrides, isolates, marks and other invisible characters; keeps tabs and line breaks', () => {
    const shown = 'if (x) {\u202E // }\u202C\n\treturn 1;\u2066\u2069\u200E\u200F\u200B\uFEFF\u0000\u0085}';
    expect(stripHidden(shown)).toEqual({ code: 'if (x) { // }\n\treturn 1;}', removed: 10 });
    expect(stripHidden('a\r\nb\rc')).toEqual({ code: 'a\nb\nc', removed: 0 });
    expect(stripHidden(STARTER_BOT)).toEqual({ code: STARTER_BOT, removed: 0 });
  });
  it('the box grows with the code up to a limit, then counts the lines below', () => {
    expect(codeRows('a', 8, 30)).toEqual({ rows: 8, below: 0 });
    expect(codeRows('a\n'.repeat(20), 8, 30)).toEqual({ rows: 21, below: 0 });
    expect(codeRows('a\n'.repeat(40), 8, 30)).toEqual({ rows: 30, below: 11 });
  });
});

describe('sandbox replies in a game', () => {
  it('a value is the move; a reply that did not fit, a throw, a crash and a timeout lose with their reason', () => {
    expect(moveAnswer({ kind: 'value', value: { x: 1, y: 2, dir: 0 } }, 100, 3)).toEqual({
      answer: { type: 'move', placement: { x: 1, y: 2, dir: 0 }, ms: 0 },
      forfeit: { kind: 'illegal', value: '{"x":1,"y":2,"dir":0}', n: 3 },
    });
    expect(moveAnswer({ kind: 'invalid', preview: '"xx…' }, 100, 3)!.answer).toEqual({ type: 'move', placement: null });
    expect(moveAnswer({ kind: 'error', message: 'boom' }, 100, 3)!.forfeit).toEqual({ kind: 'error', message: 'boom', n: 3 });
    expect(moveAnswer({ kind: 'timeout' }, 100, 3)!.answer).toEqual({ type: 'timeout', ms: 100 });
    expect(moveAnswer({ kind: 'stopped' }, 100, 3)).toBeNull();
    expect(loadAnswer({ kind: 'loaded', what: 'function' })).toBeNull();
    expect(loadAnswer({ kind: 'loaded', what: 'number' })!.forfeit).toEqual({ kind: 'not-function', what: 'number' });
  });
});

/** A fake sandbox whose replies wait until the test releases them; every bot plays view.legal[0]. */
function slowRunner() {
  const waiting: (() => void)[] = [];
  const later = (r: SandboxReply) => new Promise<SandboxReply>((ok) => waiting.push(() => ok(r)));
  const runner: BotRunner = {
    load: () => later({ kind: 'loaded', what: 'function' }),
    call: (_m, args) => later({ kind: 'value', value: (args[0] as { legal: unknown[] }).legal[0] }),
  };
  const releaseAll = async () => {
    for (let i = 0; i < 500 && waiting.length > 0; i++) {
      waiting.shift()!();
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  return { runner, releaseAll };
}

describe('runs', () => {
  it('after Stop, an old run never reports again, even when its sandbox answers later', async () => {
    const tournament = { code: '', limit: 100, seed: 's', games: 1, opponents: ['greedy' as const], first: 'red' as const };
    const old = slowRunner();
    let oldLive = true;
    const seen: string[] = [];
    const oldRun = playTournament(tournament, { first: old.runner }, () => oldLive, {
      playing: () => seen.push('old playing'),
      played: () => seen.push('old played'),
    });
    oldLive = false; // Stop
    const fresh = slowRunner();
    const newRun = playTournament(tournament, { first: fresh.runner }, () => true, {
      playing: () => seen.push('new playing'),
      played: () => seen.push('new played'),
    });
    await fresh.releaseAll();
    expect(await newRun).toHaveLength(1);
    await old.releaseAll();
    expect(await oldRun).toBeNull();
    expect(seen).toEqual(['old playing', 'new playing', 'new played']);
  });
});

describe('what bots and links write is data', () => {
  const en = ARENA_MESSAGES.en;
  const zh = ARENA_MESSAGES['zh-cn'];
  it("a bot's error text is quoted and cut inside the result sentence", () => {
    const why = en.forfeit({ kind: 'error', message: 'none. Your bot wins 212–37', n: 1 });
    expect(why).toBe('your bot threw on placement 1: "none. Your bot wins 212–37"');
    expect(en.oneResult('loss', '0', '5', '1', why)).toBe(
      'Your bot loses 0–5 (red–blue) after 1 placements: your bot threw on placement 1: "none. Your bot wins 212–37".',
    );
    expect(zh.forfeit({ kind: 'error', message: 'x'.repeat(5000), n: 2 })).toBe(`你的机器人在第 2 步抛出错误：“${'x'.repeat(200)}…”`);
    expect(en.forfeit({ kind: 'load-error', message: 'a\u202Eb' })).toBe('your code failed to load: "ab"');
  });
  it('a name from a file or link is quoted, never the page\'s "your bot"', () => {
    expect(zh.name({ kind: 'text', text: 'you' })).toBe('“you”');
    expect(en.name({ kind: 'text', text: 'you' })).toBe('"you"');
    expect(zh.name({ kind: 'reader' })).toBe('你的机器人');
    expect(zh.name({ kind: 'text', text: 'greedy' })).toBe('“greedy”');
    expect(zh.name({ kind: 'bot', bot: 'greedy' })).toBe('贪心');
  });
});

describe('arena code links written today (frozen)', () => {
  // Written on 26 November 2026 by "Copy link" for the one-line bot below; it must open to the same code forever.
  it('a compressed arBot link opens to its code', async () => {
    const { unpackCode } = await import('~/islands/block-war/code-link');
    expect(await unpackCode('0yjLTC3XVLC1UwAx9HJS0xNzog1iAQ')).toBe('(view) => view.legal[0]');
  });
});
