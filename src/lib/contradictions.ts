// Contradictions: places where a source disagrees with itself, its own code, or other sources, and what the site models.
import type { RuleSet } from './source-table';

export interface Reading {
  /** Who says it: "prose", "reference code", "wiki table", "two clones", ... */
  who: string;
  says: string;
}

export interface Contradiction {
  id: string;
  ruleSet: RuleSet;
  title: string;
  /** Where in the source (file and section). */
  source: string;
  /** At least two readings. */
  readings: Reading[];
  /** What the engine does, and why (cite the ruling, or say "no ruling: our choice"). */
  modelled: string;
  /** Site path, with #anchor, where the page shows it. */
  page: string;
}
