// URL notices per locale: every kind of bad value gets a Chinese sentence on Chinese pages (no English words in it),
// keeps the parameter name in front, and English pages keep their English sentences.
import { describe, expect, it } from 'vitest';
import { boolParam, choiceParam, describeProblem, listParam, numberParam, readParams, textParam, type ParamProblem } from '~/lib/url-state';
import { disallowedLatin } from '../../e2e/zh-allowed-latin';

const SPECS = {
  xNum: numberParam({ default: 5, min: 1, max: 10, decimals: 1 }),
  xPick: choiceParam({ default: 'prose', choices: ['prose', 'code'] as const }),
  xOn: boolParam({ default: true }),
  xSeed: textParam({
    default: 'a1',
    pattern: /^[a-z0-9]+$/,
    maxLength: 8,
    describe: { en: 'a seed of letters and digits', 'zh-cn': '由字母和数字组成的种子' },
  }),
  xBoard: textParam({ default: '', pattern: /^[.x]*$/, maxLength: 8, describe: 'a board of . and x' }),
  xMods: listParam({ default: [], choices: ['a', 'b', 'c'] as const, max: 1 }),
};

const EVERY_KIND: ParamProblem[] = [
  { kind: 'not-number', raw: 'abc', using: 5 },
  { kind: 'below', raw: '-3', limit: 1 },
  { kind: 'above', raw: '99', limit: 10 },
  { kind: 'rounded', raw: '2.25', to: 2.3 },
  { kind: 'not-choice', raw: 'zz', choices: ['prose', 'code'], using: 'prose' },
  { kind: 'not-bool', raw: 'maybe', using: 1 },
  { kind: 'not-text', raw: '!!', describe: { en: 'a seed', 'zh-cn': '种子' } },
  { kind: 'not-text', raw: '!!', describe: 'a seed' },
  { kind: 'list', dropped: ['q', 'r', 's', 't'], keptOnly: 1 },
  { kind: 'repeated', times: 3 },
];

describe('URL notices in Chinese', () => {
  it.each(EVERY_KIND.map((p) => [p.kind, p] as const))('%s: a Chinese sentence with no English words', (_, p) => {
    const zh = describeProblem(p, 'zh-cn');
    // The echoed raw value and the URL words of a choice list are the link's own text, not interface text.
    const own = zh.replace(/「[^」]*」/g, '').replace(/prose|code/g, '');
    expect(disallowedLatin(own)).toEqual([]);
    expect(zh).toMatch(/[\u4e00-\u9fff]/);
    expect(zh).not.toBe(describeProblem(p, 'en'));
  });

  it('readParams words every notice in the page language and keeps the name in front (a full-width colon in Chinese)', () => {
    const query = '?xNum=99&xNum=2&xPick=zz&xOn=maybe&xSeed=!!&xBoard=??&xMods=a,b,q';
    const zh = readParams(query, SPECS, 'zh-cn');
    const en = readParams(query, SPECS);
    expect(zh.values).toEqual(en.values);
    expect(zh.notices).toHaveLength(en.notices.length);
    for (const n of zh.notices) {
      expect(n).toMatch(/^x[A-Z]\w*：/);
      expect(n).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(en.notices.join(' ')).toMatch(/above the maximum 10/);
    expect(zh.notices.join(' ')).toMatch(/大于最大值 10/);
    expect(zh.notices.join(' ')).toMatch(/由字母和数字组成的种子/);
  });

  it('parsers keep their English notice beside the structured problem', () => {
    const r = SPECS.xNum.parse('99');
    expect(r.problem).toEqual({ kind: 'above', raw: '99', limit: 10 });
    expect(r.notice).toBe(describeProblem(r.problem!, 'en'));
  });

  it('a Chinese notice shows numbers in the Chinese format', () => {
    const big = numberParam({ default: 1, min: 0, max: 123456 });
    expect(readParams('?n=999999', { n: big }, 'zh-cn').notices[0]).toContain('123,456');
  });
});
