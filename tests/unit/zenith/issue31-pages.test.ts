// Issue 31 item 7: the Zenith pages never cite our own file of rulings to players as text ("RULINGS.md"): they say what
// was decided and why, in words. Comments in the MDX source (// or {/* */}) may still name it for maintainers.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dirs = ['content/docs/zenith', 'content/docs/zh-cn/zenith'];
const pages = dirs.flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => join(d, f)),
);

/** The MDX text with comments taken out. */
const visible = (text: string) => text.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').replace(/\/\/.*$/gm, '');

describe('Zenith pages speak of rulings in words', () => {
  it.each(pages)('%s does not show "RULINGS.md" to players', (file) => {
    expect(visible(readFileSync(file, 'utf8'))).not.toContain('RULINGS');
  });
});
