// Block War in the contest's own words beside the site's (issue 28, item 10): the contest document says 消列 where the
// site says 消行, Package and BlockList where the site says 包 and 方块序列, and AI where the site says 机器人. A
// Chinese Block War page that uses one of the site's words names the contest's word where the site's word first
// appears (on that line or the paragraph right under it, when the first use is a heading), so a contestant recognises
// the idea. The pairs come from the Block War glossary's `source`
// column (checked below), not from the pages.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '~/i18n/glossary/block-war';

const DIR = 'content/docs/zh-cn/block-war';
const PAIRS: { site: RegExp; contest: string; id?: string }[] = [
  { site: /消行/, contest: '消列', id: 'clear' },
  { site: /(?<!闭)包(?![含括])/, contest: 'Package', id: 'package' },
  { site: /方块序列/, contest: 'BlockList', id: 'block-list' },
  // The contest calls a bot an AI (the glossary's entry for Block War itself says so).
  { site: /机器人/, contest: 'AI' },
];

/** The page's prose lines: no front matter, no imports. */
function prose(file: string): string[] {
  const text = readFileSync(join(DIR, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  return text.split('\n').map((l) => (l.startsWith('import ') ? '' : l));
}

describe('Block War pages name the contest’s words beside the site’s', () => {
  it('the pairs match the glossary’s source words', () => {
    for (const p of PAIRS.filter((x) => x.id)) {
      const g = GLOSSARY.find((e) => e.id === p.id);
      expect(g?.source ?? '', p.id).toContain(p.contest);
    }
  });

  const pages = readdirSync(DIR).filter((f) => f.endsWith('.mdx') && f !== 'glossary.mdx');
  it.each(pages)('%s', (file) => {
    const lines = prose(file);
    const misses: string[] = [];
    for (const p of PAIRS) {
      const first = lines.findIndex((l) => p.site.test(l));
      if (first < 0) continue;
      const named = lines.findIndex((l) => l.includes(p.contest));
      const under = lines.findIndex((l, i) => i > first && l.trim() !== '');
      if (named < 0 || named > (lines[first].startsWith('#') ? under : first)) misses.push(`${p.contest} (first use of ${p.site.source} on line ${first + 1})`);
    }
    expect(misses).toEqual([]);
  });
});
