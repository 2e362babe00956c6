// The Chinese edition of the Lost Space pages (issue 17): message tables, the Chinese action and item text built from
// the engine's constants, the glossary's names against the engine's Chinese names, and the verification notes.
import { describe, expect, it } from 'vitest';
import { ACTIONS, ATTACK_DAMAGE, DETECT_COOLDOWN, ESCAPE_COUNTDOWN, ITEMS, LANDMINE_DAMAGE, MEDKIT_HEAL, SLIME_TURNS, ZONES } from '~/engines/lost-space';
import type { Message, MessageTable } from '~/i18n/messages';
import { RANKING_MESSAGES } from '~/islands/lost-space/RankingCalculator.messages';
import { ACTIONS_TABLE_MESSAGES, ACTION_TEXT_ZH, ITEMS_TABLE_MESSAGES, ITEM_EFFECT_ZH, ZONES_TABLE_MESSAGES } from '~/components/lost-space/messages';
import { GLOSSARY } from '~/i18n/glossary/lost-space';
import { termIn } from '~/i18n/glossary/types';
import { LOST_SPACE_CONTRADICTIONS, LOST_SPACE_TABLES } from '~/verification/lost-space';
import { ZH_CN } from '~/verification/lost-space/zh-cn';
import { chineseMessageTexts, describeChineseVerification, latinWords } from '../i18n-helpers';

const TABLES: Record<string, MessageTable<Record<string, Message>>> = { RANKING_MESSAGES, ACTIONS_TABLE_MESSAGES, ITEMS_TABLE_MESSAGES, ZONES_TABLE_MESSAGES };
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('Lost Space message tables', () => {
  it.each(Object.entries(TABLES))('%s: same keys in both languages, Chinese text without English words', (_, table) => {
    expect(Object.keys(table['zh-cn']).sort()).toEqual(Object.keys(table.en).sort());
    for (const [key, text] of chineseMessageTexts(table)) expect(latinWords(text), `${key}: ${text}`).toEqual([]);
  });
});

describe('Chinese text of actions and items', () => {
  it('every action and item has Chinese text without English words', () => {
    for (const a of ACTIONS) for (const t of [ACTION_TEXT_ZH[a.type].needs, ACTION_TEXT_ZH[a.type].effect]) expect(latinWords(t), t).toEqual([]);
    for (const i of ITEMS) expect(latinWords(ITEM_EFFECT_ZH[i.id]), i.id).toEqual([]);
  });
  it('carries the engine numbers the English text carries', () => {
    expect(ACTION_TEXT_ZH.attack.effect).toContain(String(ATTACK_DAMAGE));
    expect(ACTION_TEXT_ZH.heal.effect).toContain(String(MEDKIT_HEAL));
    expect(ACTION_TEXT_ZH.escape.effect).toContain(String(ESCAPE_COUNTDOWN));
    expect(ACTION_TEXT_ZH.detect.needs).toContain(String(DETECT_COOLDOWN));
    expect(ITEM_EFFECT_ZH.landmine).toContain(String(LANDMINE_DAMAGE));
    expect(ITEM_EFFECT_ZH.slime).toContain(String(SLIME_TURNS));
  });
});

describe('Lost Space glossary', () => {
  it('has unique kebab-case ids and Chinese for every entry', () => {
    const ids = GLOSSARY.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of GLOSSARY) {
      expect(g.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(g.zh).toMatch(/[\u3400-\u9fff]/);
    }
  });
  it("names every item and zone exactly as the engine's Chinese name, and every action by the rule document's heading", () => {
    for (const i of ITEMS) expect(termIn(GLOSSARY, `item-${i.id}`, 'zh-cn')).toBe(i.chinese);
    for (const z of ZONES) expect(termIn(GLOSSARY, `zone-${z.id}`, 'zh-cn')).toBe(z.chinese);
    // The document heads detect and blink as 使用探查 and 使用闪现; the engine keeps the short names.
    for (const a of ACTIONS) expect(termIn(GLOSSARY, `action-${kebab(a.type)}`, 'zh-cn')).toContain(a.chinese);
    for (const a of ACTIONS) expect(termIn(GLOSSARY, `action-${kebab(a.type)}`, 'en')).toBe(a.english);
  });
});

describeChineseVerification('Lost Space', { contradictions: LOST_SPACE_CONTRADICTIONS, tables: LOST_SPACE_TABLES, zh: ZH_CN, reasonText: true });
