// Chinese typography over the built pages (issue 28): every Chinese page of the build is read block by block
// (tests/e2e/zh-typography.ts) and must show no Markdown marker, no space next to full-width punctuation, no Chinese
// character touching a Latin letter or digit without the one space this site puts between them, and no unfilled
// placeholder. Reads dist/ as files: no browser needed. Italic Chinese is checked in the browser by the every-page
// sweep (its computed style), since a stylesheet decides it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { blocksOfPage, faultsInPage, faultsInText } from './zh-typography';
import { isScannedChinesePage } from './zh-english-scan';

const pages = builtPages().filter(isScannedChinesePage);

describe('the typography reader', () => {
  it('finds each kind of fault in a block, and none in a clean one', () => {
    expect(faultsInText('**推进器等级：**每秒， 每级').map((f) => f.kind)).toEqual(['markdown', 'markdown', 'space-by-punctuation']);
    expect(faultsInText('你的等级是3级').map((f) => f.kind)).toEqual(['cjk-latin-spacing']);
    expect(faultsInText('T旋消二，I块，连放两块O')).toEqual([]);
    expect(faultsInText('ST旋').map((f) => f.kind)).toEqual(['cjk-latin-spacing']);
    expect(faultsInText('今天是{exampleDay}。').map((f) => f.kind)).toContain('placeholder');
    expect(faultsInText('等级 1 的倍率是 0.25，每升一级加 0.25。')).toEqual([]);
    // A source's words quoted as printed keep the source's spacing; Markdown left in them is still a fault.
    expect(faultsInText('任务：\u0001T旋消二\u0002')).toEqual([]);
    expect(faultsInText('任务：\u0001**T旋消二\u0002').map((f) => f.kind)).toEqual(['markdown']);
  });
});

describe('Chinese pages read as Chinese typography', () => {
  it.each(pages)('%s', (path) => {
    const faults = faultsInPage(readFileSync(`dist${path}index.html`, 'utf8'));
    expect(faults.map((f) => `${f.kind}: 「${f.at}」 in 「${f.block.slice(0, 80)}」`)).toEqual([]);
  });
});

describe('no page shows an unfilled placeholder', () => {
  it.each(builtPages().filter((p) => !p.startsWith('/zh-cn/')))('%s', (path) => {
    const blocks = blocksOfPage(readFileSync(`dist${path}index.html`, 'utf8'));
    expect(
      blocks
        .flatMap(faultsInText)
        .filter((f) => f.kind === 'placeholder')
        .map((f) => `${f.at} in ${f.block.slice(0, 80)}`),
    ).toEqual([]);
  });
});
