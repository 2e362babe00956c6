// One term of a rule set in both languages. Pages (through <Glossary>) and islands (for labels) read the same entries.

export interface GlossaryEntry {
  /** Stable kebab-case id, unique within its rule set (islands look terms up by it). */
  id: string;
  /** The English term the site uses. */
  en: string;
  /** The Chinese term the site uses (the source's own term when it has one). */
  zh: string;
  /** The source's own term, exactly as it writes it, when it has one (may equal `zh`, or be Latin for TGM3). */
  source?: string;
  /** A short explanation in each language. */
  note?: { en: string; zh: string };
  /**
   * Chinese words that have been used for this term but are not the site's (calques, drifted synonyms): no Chinese
   * page, message or version text may use them (tests/unit/i18n/terms.test.ts).
   */
  replaces?: readonly string[];
}

/** The rule sets that keep a glossary (src/i18n/glossary/<set>.ts exporting GLOSSARY). */
export type GlossarySet = 'zenith' | 'tgm3' | 'sand' | 'block-war' | 'lost-space';

/** The entry with this id; throws a RangeError naming the id when the glossary has none. */
export function term(glossary: readonly GlossaryEntry[], id: string): GlossaryEntry {
  const hit = glossary.find((g) => g.id === id);
  if (!hit) throw new RangeError(`id: no glossary entry ${JSON.stringify(id)}`);
  return hit;
}

/** The term in a locale: the Chinese term on Chinese pages, the English one elsewhere. */
export function termIn(glossary: readonly GlossaryEntry[], id: string, locale: 'en' | 'zh-cn' | undefined): string {
  const g = term(glossary, id);
  return locale === 'zh-cn' ? g.zh : g.en;
}
