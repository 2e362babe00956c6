// One vocabulary site-wide (issue 28): every glossary entry lists the Chinese words it replaced (`replaces`), and no
// Chinese page, island or component message, verification text or version text may use one of them. Chinese text is
// read from the Chinese pages' MDX and from every source file under src/ except the glossaries themselves (which name
// the replaced words on purpose); English files hold no Chinese, so reading them costs nothing and misses nothing.
// The source-table vocabulary is not a glossary term, so it is listed here: a printed table is 原表, never 印出 / 印刷.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARIES } from '~/i18n/glossary';

const SITE_WORDS: { term: string; replaces: string[] }[] = [{ term: '原表', replaces: ['印出', '印刷', '印了', '印过'] }];

function files(dir: string, keep: (f: string) => boolean): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p, keep) : keep(p) ? [p] : [];
  });
}

const TEXT_FILES = [
  ...files('content/docs/zh-cn', (f) => f.endsWith('.mdx')),
  ...files('src', (f) => /\.(ts|tsx|astro)$/.test(f) && !/src[\\/]i18n[\\/]glossary[\\/]/.test(f)),
];

const REPLACED = [
  ...Object.entries(GLOSSARIES).flatMap(([set, entries]) =>
    (entries ?? []).flatMap((g) => (g.replaces ?? []).map((word) => ({ word, use: g.zh, where: `${set}/${g.id}` }))),
  ),
  ...SITE_WORDS.flatMap((s) => s.replaces.map((word) => ({ word, use: s.term, where: 'site' }))),
];

const SETS = Object.keys(GLOSSARIES);
/**
 * A rule set's replaced words bind that set's files and every file outside a rule set (home, about, shared i18n); the
 * files of another rule set may use the word in its own sense (TGM3's 大师 is a calque of Grand Master, while a Zenith
 * mod combination the write-up names 特级大师 keeps its name).
 */
function ofOtherSet(file: string, where: string): boolean {
  const own = where.split('/')[0];
  return SETS.some((set) => set !== own && new RegExp(`[\\/]${set}[\\/]`).test(file));
}

describe('one vocabulary site-wide', () => {
  it('the glossaries list replaced words, and none is a term the site uses', () => {
    expect(REPLACED.length).toBeGreaterThan(10);
    const used = new Set(Object.values(GLOSSARIES).flatMap((entries) => (entries ?? []).map((g) => g.zh)));
    expect(REPLACED.filter((r) => used.has(r.word))).toEqual([]);
  });

  it('no Chinese text uses a replaced word', () => {
    const hits: string[] = [];
    for (const file of TEXT_FILES) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const r of REPLACED)
          if (line.includes(r.word) && !ofOtherSet(file, r.where)) hits.push(`${file}:${i + 1}: ${r.word} (write ${r.use}; ${r.where})`);
      });
    }
    expect(hits).toEqual([]);
  });
});

// The staff roll is 字幕战 (a word that contains 字幕, so it cannot be a plain replaced word above): on TGM3's Chinese
// text, 字幕 never stands alone.
describe('TGM3 words as Chinese players use them', () => {
  it('the staff roll is 字幕战 wherever TGM3 text says 字幕', () => {
    const tgm3 = TEXT_FILES.filter((f) => /tgm3/.test(f));
    expect(tgm3.length).toBeGreaterThan(10);
    const hits = tgm3.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/字幕(?!战)/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(hits).toEqual([]);
  });
});
