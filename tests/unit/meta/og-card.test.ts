// The link-preview card (src/og/card.ts): titles wrap inside the card, markup in a title stays text, ids map to files.
import { describe, expect, it } from 'vitest';
import { cardPath, cardSvg, wrap } from '~/og/card';

describe('link-preview card', () => {
  it('wraps a title into lines of at most the given length, and cuts with … after the last line', () => {
    expect(wrap('The climb: rank, XP and altitude', 18, 3)).toEqual(['The climb: rank,', 'XP and altitude']);
    const cut = wrap('one two three four five six seven eight nine ten', 9, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1].endsWith('…')).toBe(true);
    expect(cut.every((l) => l.length <= 10)).toBe(true);
  });

  it('escapes markup in the title', () => {
    const svg = cardSvg('zenith/x', 'A <b> & "q"');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('A &#60;b&#62; &#38; &#34;q&#34;');
  });

  it('draws a different stack for different pages, the same for the same page', () => {
    expect(cardSvg('zenith/climb', 'T')).toBe(cardSvg('zenith/climb', 'T'));
    expect(cardSvg('zenith/climb', 'T')).not.toBe(cardSvg('zenith/mods', 'T'));
  });

  it('maps an entry id to /og/<id>.png, the home page to index', () => {
    expect(cardPath('zenith/climb')).toBe('/og/zenith/climb.png');
    expect(cardPath('')).toBe('/og/index.png');
  });
});
