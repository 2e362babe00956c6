// Tests for URL state parsing: good values pass, bad ones fall back or clamp with a notice, other keys are left alone.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boolParam, choiceParam, echo, listParam, numberParam, plainText, readParams, textParam, writeParams } from '~/lib/url-state';
import { ISLAND_URL_SPECS } from '~/islands/url-specs';
import { BIDI, HOSTILE_KINDS, INVISIBLE, queryPart } from '../../e2e/hostile-values';

const SPECS = {
  favor: numberParam({ default: 30, min: -60, max: 60 }),
  speed: numberParam({ default: 1, min: 0.1, max: 2, decimals: 1 }),
  mode: choiceParam({ default: 'code', choices: ['code', 'prose'] as const }),
  grid: boolParam({ default: false }),
  seed: textParam({ default: 'abc', pattern: /^[a-z0-9-]+$/, maxLength: 12, describe: 'a seed of letters and digits' }),
  mods: listParam({ default: [], choices: ['expert', 'messy', 'nohold'] as const, max: 2 }),
};

describe('readParams', () => {
  it('uses the defaults when the query is empty', () => {
    const { values, notices } = readParams('', SPECS);
    expect(values).toEqual({ favor: 30, speed: 1, mode: 'code', grid: false, seed: 'abc', mods: [] });
    expect(notices).toEqual([]);
  });

  it('reads good values of every kind', () => {
    const { values, notices } = readParams('?favor=-12&speed=0.5&mode=prose&grid=1&seed=x-9&mods=messy,expert', SPECS);
    expect(values).toEqual({ favor: -12, speed: 0.5, mode: 'prose', grid: true, seed: 'x-9', mods: ['messy', 'expert'] });
    expect(notices).toEqual([]);
  });

  it('clamps out-of-range numbers and says which bound it used', () => {
    const { values, notices } = readParams('?favor=999&speed=0', SPECS);
    expect(values.favor).toBe(60);
    expect(values.speed).toBe(0.1);
    expect(notices.join(' ')).toMatch(/above the maximum 60/);
    expect(notices.join(' ')).toMatch(/below the minimum 0.1/);
  });

  it('falls back to the default for text that is not a number, including NaN, Infinity and blanks', () => {
    for (const raw of ['NaN', 'Infinity', '-Infinity', '', '0x', 'abc', '<script>']) {
      const { values, notices } = readParams(`?favor=${encodeURIComponent(raw)}`, SPECS);
      expect(values.favor).toBe(30);
      expect(notices).toHaveLength(1);
    }
  });

  it('clamps a numeral too long for a double like any number past the limit (issue 31 item 7: one rule)', () => {
    for (const raw of ['1e999', '9'.repeat(5000)]) {
      const { values, notices } = readParams(`?favor=${raw}`, SPECS);
      expect(notices).toHaveLength(1);
      expect(values.favor).toBe(readParams('?favor=99999', SPECS).values.favor);
    }
    expect(readParams(`?favor=-${'9'.repeat(400)}`, SPECS).values.favor).toBe(readParams('?favor=-99999', SPECS).values.favor);
  });

  it('rounds to the allowed precision and reports it', () => {
    const { values, notices } = readParams('?favor=12.7&speed=0.55', SPECS);
    expect(values.favor).toBe(13);
    expect(values.speed).toBe(0.6);
    expect(notices).toHaveLength(2);
  });

  it('drops unknown list words and keeps at most the limit', () => {
    const { values, notices } = readParams('?mods=expert,__proto__,messy,nohold', SPECS);
    expect(values.mods).toEqual(['expert', 'messy']);
    expect(notices[0]).toMatch(/ignored "__proto__"/);
    expect(notices[0]).toMatch(/kept only the first 2/);
  });

  it('never lets __proto__ or constructor keys reach the values or Object.prototype', () => {
    const { values } = readParams('?__proto__[x]=1&__proto__=2&constructor=3&favor=5', SPECS);
    expect(Object.keys(values).sort()).toEqual(Object.keys(SPECS).sort());
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
  });

  it('lists only the first few choices of a long list in a notice', () => {
    const many = Array.from({ length: 50 }, (_, i) => `c${i}`);
    const { notices } = readParams('?pick=zz', { pick: choiceParam({ default: 'c0', choices: many }) });
    expect(notices[0]).toMatch(/c7 … \(50 in all\)/);
    expect(notices[0]).not.toMatch(/c8/);
  });

  it('shortens long bad values in notices', () => {
    const { notices } = readParams(`?seed=${'Z'.repeat(500)}`, SPECS);
    expect(notices[0].length).toBeLessThan(120);
  });

  it('never throws and always returns values inside the ranges, whatever the query', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        const query = `?favor=${encodeURIComponent(a)}&speed=${encodeURIComponent(b)}&mods=${encodeURIComponent(c)}&${a}=${b}`;
        const { values } = readParams(query, SPECS);
        expect(values.favor).toBeGreaterThanOrEqual(-60);
        expect(values.favor).toBeLessThanOrEqual(60);
        expect(Number.isInteger(values.favor)).toBe(true);
        expect(values.speed).toBeGreaterThanOrEqual(0.1);
        expect(values.speed).toBeLessThanOrEqual(2);
        expect(values.mods.length).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('writeParams', () => {
  it('round-trips any valid state through the query string', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -60, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom('code' as const, 'prose' as const),
        fc.boolean(),
        fc.subarray(['expert', 'messy', 'nohold'] as ('expert' | 'messy' | 'nohold')[], { maxLength: 2 }),
        (favor, tenths, mode, grid, mods) => {
          const values = { favor, speed: tenths / 10, mode, grid, seed: 'k2', mods };
          const back = readParams(writeParams('', SPECS, values), SPECS);
          expect(back.values).toEqual(values);
          expect(back.notices).toEqual([]);
        },
      ),
    );
  });

  it('keeps keys that belong to other islands', () => {
    const out = writeParams('?other=7&favor=1', SPECS, readParams('?favor=2', SPECS).values);
    const q = new URLSearchParams(out);
    expect(q.get('other')).toBe('7');
    expect(q.get('favor')).toBe('2');
  });
});

describe('hostile values', () => {
  it('are written so that URLSearchParams reads back the value each kind names', () => {
    for (const kind of HOSTILE_KINDS) expect(new URLSearchParams(queryPart('k', kind)).get('k'), kind.name).toBe(kind.value);
  });

  it('echo strips every bidi control, other format characters and C0/C1 controls, and shortens', () => {
    for (const ch of [...BIDI, '\u0000', '\u0007', '\u001b', '\u0085', '\u009b', '\u200b', '\u200d', '\ufeff', '\u00ad', '\u2028']) {
      const shown = echo(`a${ch}b`);
      expect(shown, `U+${ch.codePointAt(0)!.toString(16)}`).not.toMatch(INVISIBLE);
      expect(shown).toMatch(/^"a ?b"$/);
    }
    expect(plainText(`x${BIDI}y`)).toBe('xy');
    expect(Array.from(JSON.parse(echo('\u{1F600}'.repeat(40))) as string).length).toBe(25);
  });

  // Each kind against each parser type: never throws, stays in range, says which parameter and never echoes invisibles.
  for (const kind of HOSTILE_KINDS) {
    it(`every parser type rejects ${kind.name} with a notice that names the parameter`, () => {
      const query = `?${Object.keys(SPECS)
        .map((k) => queryPart(k, kind))
        .join('&')}`;
      const { values, notices } = readParams(query, SPECS);
      expect(values.favor).toBeGreaterThanOrEqual(-60);
      expect(values.favor).toBeLessThanOrEqual(60);
      expect(Number.isInteger(values.favor)).toBe(true);
      expect(values.speed).toBeGreaterThanOrEqual(0.1);
      expect(values.speed).toBeLessThanOrEqual(2);
      expect(['code', 'prose']).toContain(values.mode);
      expect(typeof values.grid).toBe('boolean');
      // '1e309' and '-1e309' are valid seeds (letters, digits, '-'); everything else falls back.
      const seedOk = /^-?1e309$/.test(kind.value);
      expect(values.seed).toBe(seedOk ? kind.value : 'abc');
      expect(values.mods.every((m) => ['expert', 'messy', 'nohold'].includes(m))).toBe(true);
      for (const key of Object.keys(SPECS)) {
        if (key === 'seed' && seedOk) continue;
        expect(
          notices.some((n) => n.startsWith(`${key}: `)),
          `${key} (${kind.name})`,
        ).toBe(true);
      }
      for (const n of notices) {
        expect(n).not.toMatch(INVISIBLE);
        expect(n.length).toBeLessThan(200);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }

  it('every island parameter survives every kind: no throw, a notice naming it or a value that round-trips', () => {
    expect(Object.keys(ISLAND_URL_SPECS).length).toBeGreaterThan(20);
    for (const [island, specs] of Object.entries(ISLAND_URL_SPECS)) {
      for (const kind of HOSTILE_KINDS) {
        const query = `?${Object.keys(specs)
          .map((k) => queryPart(k, kind))
          .join('&')}&__proto__[polluted]=1`;
        const { values, notices } = readParams(query, specs);
        expect(Object.keys(values).sort(), island).toEqual(Object.keys(specs).sort());
        for (const [key, spec] of Object.entries(specs)) {
          const named = notices.some((n) => n.startsWith(`${key}: `));
          if (!named) {
            // Accepted: then it is a value the parser itself writes back unchanged.
            const again = spec.parse(spec.format((values as Record<string, unknown>)[key]));
            expect(again.notice, `${island} ${key} accepted ${kind.name}`).toBeUndefined();
          }
        }
        for (const n of notices) {
          expect(n, `${island} (${kind.name})`).not.toMatch(INVISIBLE);
          expect(n.length).toBeLessThan(300);
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }
    }
  });
});
