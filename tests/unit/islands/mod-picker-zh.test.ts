// Mod and tarot names per locale (issue 17): the Chinese names come from the Zenith glossary, which must name every mod
// and card the engine knows, with the engine's own English card names; English names stay what they were.
import { describe, expect, it } from 'vitest';
import { MOD_CARDS, MOD_IDS, normalizeMods, type Mod } from '~/engines/zenith';
import { GLOSSARY } from '~/i18n/glossary/zenith';
import { term } from '~/i18n/glossary/types';
import { disallowedLatin } from '../../e2e/zh-allowed-latin';
import { ALL_MODS, modList, modName, modNameIn, withModNotice } from '~/islands/zenith/mod-picker';

describe('the Zenith glossary and the engine', () => {
  it.each(MOD_IDS)('%s: a mod entry and both tarot cards, with the engine’s English card names', (id) => {
    expect(term(GLOSSARY, `card-${id}`).en).toBe(MOD_CARDS[id].upright);
    expect(term(GLOSSARY, `card-${id}-reversed`).en).toBe(MOD_CARDS[id].reversed);
    expect(term(GLOSSARY, `mod-${id}`).en).toBe(modName(id));
  });
});

describe('modNameIn', () => {
  it('in English is modName, for every mod and reversed mod', () => {
    expect(ALL_MODS.map(modNameIn('en'))).toEqual(ALL_MODS.map(modName));
  });

  it('in Chinese is the glossary term, with + for the reversed form, and no two mods share a name', () => {
    const zh = ALL_MODS.map(modNameIn('zh-cn'));
    for (const [i, m] of ALL_MODS.entries()) {
      const id = m.replace('_reversed', '');
      expect(zh[i]).toBe(`${term(GLOSSARY, `mod-${id}`).zh}${m.endsWith('_reversed') ? '+' : ''}`);
    }
    expect(new Set(zh).size).toBe(ALL_MODS.length);
    expect(zh.filter((x) => /[A-Za-z]/.test(x))).toEqual([]);
  });

  it('modList joins with the locale’s separator', () => {
    const mods: Mod[] = ['expert', 'messy'];
    expect(modList(mods, 'en')).toBe('Expert, Messy');
    expect(modList(mods, 'zh-cn')).toBe(`${term(GLOSSARY, 'mod-expert').zh}、${term(GLOSSARY, 'mod-messy').zh}`);
  });
});

describe('withModNotice in Chinese', () => {
  it('names the reversed mod that is used, in Chinese, and keeps the parameter name', () => {
    const asked = ['expert', 'gravity_reversed'];
    const used = normalizeMods(asked as Mod[]);
    const out = withModNotice([], 'atMods', asked, used, 'zh-cn');
    expect(out).toHaveLength(1);
    expect(out[0]).toContain('atMods');
    expect(out[0]).toContain(used.map(modNameIn('zh-cn')).join('、'));
    expect(disallowedLatin(out[0].replace('atMods', ''))).toEqual([]);
  });
});
