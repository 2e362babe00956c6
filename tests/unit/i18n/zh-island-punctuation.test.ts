// Chinese island text uses full-width punctuation (issue 28, item 5): in every message table's Chinese half, no ASCII
// comma, semicolon, colon, question or exclamation mark touches a Chinese character, and a value quoted beside Chinese
// text sits in 「」 or “”, never in ASCII quotes. Built pages are checked by the typography browser test; this reads the
// text islands show after hydration, straight from their message tables.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx|astro)$/.test(p) ? [p] : [];
  });
}

const CJK = '[\\u3400-\\u9fff]';
const FAULTS: { what: string; re: RegExp }[] = [
  { what: 'ASCII punctuation after Chinese', re: new RegExp(`${CJK}[,;?!]|${CJK}:(?!${CJK})`, 'u') },
  { what: 'ASCII punctuation before Chinese', re: new RegExp(`[,;?!]${CJK}`, 'u') },
  { what: 'ASCII quotes beside Chinese', re: new RegExp(`${CJK}\\\\?"|\\\\?"${CJK}`, 'u') },
];

/** The Chinese half of a message table: from `'zh-cn': {` to the end of the file. */
function chineseHalf(text: string): { text: string; line: number } | undefined {
  const at = text.indexOf("'zh-cn': {");
  return at < 0 ? undefined : { text: text.slice(at), line: text.slice(0, at).split('\n').length };
}

const TABLES = files('src').flatMap((f) => {
  const half = chineseHalf(readFileSync(f, 'utf8'));
  return half ? [{ f, ...half }] : [];
});

describe('Chinese island text: full-width punctuation', () => {
  it('finds the message tables', () => expect(TABLES.length).toBeGreaterThan(30));

  it.each(TABLES.map((t) => [t.f, t] as const))('%s', (_f, t) => {
    const hits: string[] = [];
    t.text.split('\n').forEach((line, i) => {
      // Comments are English notes for developers, not island text.
      const code = /^\s*(\/\*|\*)/.test(line) ? '' : line.replace(/\/\/.*$/, '');
      for (const fault of FAULTS) {
        const m = fault.re.exec(code);
        if (m) hits.push(`line ${t.line + i}: ${fault.what}: …${code.slice(Math.max(0, m.index - 12), m.index + 14)}…`);
      }
    });
    expect(hits).toEqual([]);
  });
});
