// The arena's starter bots are commented in the page's language (issue 28, item 10): on a Chinese page the comment is
// Chinese, and the code itself is the same in both languages, so a starter behaves the same wherever it was copied.
import { describe, expect, it } from 'vitest';
import { isStarter, starterFor, type BotLanguage } from '~/islands/block-war/arena-specs';
import { disallowedLatin } from '../../e2e/zh-allowed-latin';

const comments = (code: string) => code.split('\n').flatMap((l) => /(?:\/\/|#)\s*(.*)$/.exec(l)?.[1] ?? []);
const withoutComments = (code: string) => code.replace(/\s*(?:\/\/|#)[^\n]*/g, '');
const CJK = /[\u3400-\u9fff]/;

describe.each(['js', 'python'] as BotLanguage[])('the %s starter', (lang) => {
  it('is commented in Chinese on Chinese pages and in English on English ones', () => {
    const zh = comments(starterFor(lang, 'zh-cn'));
    const en = comments(starterFor(lang, 'en'));
    expect(zh.length).toBeGreaterThan(0);
    expect(zh.every((c) => CJK.test(c))).toBe(true);
    // Code names (view.legal) may stay in Latin; English words may not.
    expect(zh.flatMap((c) => disallowedLatin(c.replace(/view\.legal/g, '')))).toEqual([]);
    expect(en.some((c) => CJK.test(c))).toBe(false);
  });

  it('has the same code in both languages, and both count as the starter (links leave them out)', () => {
    expect(withoutComments(starterFor(lang, 'zh-cn'))).toBe(withoutComments(starterFor(lang, 'en')));
    expect(isStarter(starterFor(lang, 'zh-cn'))).toBe(true);
    expect(isStarter(starterFor(lang, 'en'))).toBe(true);
    expect(isStarter(starterFor(lang, 'en') + ' ')).toBe(false);
  });
});
