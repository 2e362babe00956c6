// Issue 25 item 8: the TGM3 glossary gives, for every term, the wiki's own wording and a definition in both languages;
// the wiki's words for the roll and the exam are its own ("disappearing roll", "Promotional Exam").
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '~/i18n/glossary/tgm3';

describe('TGM3 glossary', () => {
  it('every term has "the source writes" and a definition in English and Chinese (none left as —)', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(52);
    expect(GLOSSARY.filter((g) => !g.source).map((g) => g.id)).toEqual([]);
    expect(GLOSSARY.filter((g) => !g.note?.en || !g.note?.zh).map((g) => g.id)).toEqual([]);
  });
  it('terms the wiki uses many times carry its wording', () => {
    const source = (id: string) => GLOSSARY.find((g) => g.id === id)?.source;
    expect(source('internal-grade')).toBe('Internal Grade');
    expect(source('section-cool')).toBe('section COOL');
    expect(source('grand-master')).toBe('Grand Master');
    expect(source('fading-roll')).toBe('disappearing roll');
    expect(source('promotion-exam')).toBe('Promotional Exam');
  });
});
