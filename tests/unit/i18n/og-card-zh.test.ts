// Link-preview cards of Chinese pages: Chinese titles wrap between characters within the card's width (a CJK character
// is as wide as two Latin letters), and the card names the section in Chinese.
import { describe, expect, it } from 'vitest';
import { cardPath, cardSvg, sectionOf, wrap } from '~/og/card';

const width = (s: string) => Array.from(s).reduce((n, c) => n + (/[\u3000-\u9fff\uff00-\uffef]/.test(c) ? 2 : 1), 0);

describe('link-preview cards of Chinese pages', () => {
  it('wraps a Chinese title between characters, each line within the width', () => {
    const title = '来源与自身、与自己的代码或与其他来源不一致的地方';
    const lines = wrap(title, 18, 3);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(title);
    for (const l of lines) expect(width(l)).toBeLessThanOrEqual(18);
  });

  it('keeps the space between Latin words, and puts none next to a Chinese character', () => {
    expect(wrap('TGM3 Terror-Instinct 的 Master 评级', 60, 2)).toEqual(['TGM3 Terror-Instinct的Master评级']);
  });

  it('cuts a Chinese title that does not fit with … after the last line', () => {
    const lines = wrap('一二三四五六七八九十'.repeat(4), 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
    expect(width(lines[1].replace('…', ''))).toBeLessThanOrEqual(10);
  });

  it('names the section in Chinese on a Chinese page, in English on the English one, with the same colour', () => {
    expect(sectionOf('zh-cn/block-war/arena').name).toBe('方块大战');
    expect(sectionOf('block-war/arena').name).toBe('Block War');
    expect(sectionOf('zh-cn/block-war/arena').colour).toBe(sectionOf('block-war/arena').colour);
    expect(sectionOf('zh-cn').name).not.toBe(sectionOf('').name);
    expect(cardSvg('zh-cn/about/sources', '来源')).toContain('关于与核对');
    expect(cardPath('zh-cn/about/sources')).toBe('/og/zh-cn/about/sources.png');
  });
});
