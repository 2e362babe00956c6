// One term of a rule set's glossary, in both languages. Pages and islands take their terms from the glossary files
// (src/i18n/glossary/<rule-set>.ts) so the same word is used everywhere.

export interface GlossaryEntry {
  /** Stable key, kebab-case. */
  id: string;
  /** The English term. */
  en: string;
  /** The Chinese term. */
  zh: string;
  /** The source's own term when it has one (as the source writes it). */
  source?: string;
  /** A short explanation in both languages. */
  note?: { en: string; zh: string };
}
