// One term of a rule set in both languages, shared by pages and islands (issue 17). `source` is the term exactly as the
// source document writes it, when it has one.
export interface GlossaryEntry {
  id: string;
  en: string;
  zh: string;
  /** The source's own term when it has one. */
  source?: string;
  note?: { en: string; zh: string };
}
