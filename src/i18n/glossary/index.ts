// Every rule set's glossary, found by file name (src/i18n/glossary/<set>.ts exporting GLOSSARY), so a section adds its
// file without editing a shared list.
import type { GlossaryEntry, GlossarySet } from './types';

const modules = import.meta.glob<{ GLOSSARY: GlossaryEntry[] }>('./*.ts', { eager: true });

/** The glossaries that exist, keyed by rule set. */
export const GLOSSARIES: Partial<Record<GlossarySet, readonly GlossaryEntry[]>> = Object.fromEntries(
  Object.entries(modules)
    .filter(([path, mod]) => !/\/(types|index)\.ts$/.test(path) && Array.isArray(mod.GLOSSARY))
    .map(([path, mod]) => [path.replace(/^.*\/|\.ts$/g, ''), mod.GLOSSARY]),
);

/** A rule set's glossary; throws a RangeError naming the set when it has none. */
export function glossaryOf(set: string): readonly GlossaryEntry[] {
  const g = GLOSSARIES[set as GlossarySet];
  if (!g) throw new RangeError(`set: no glossary file src/i18n/glossary/${set}.ts`);
  return g;
}
