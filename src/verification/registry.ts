// Every source table and contradiction the site shows: SourceTable components, the tests and the verification index read these lists.
import type { SourceTableSpec } from '~/lib/source-table';
import type { Contradiction } from '~/lib/contradictions';
import { ZENITH_CONTRADICTIONS, ZENITH_TABLES } from './zenith';
import { TGM3_CONTRADICTIONS, TGM3_TABLES } from './tgm3';
import { SAND_CONTRADICTIONS, SAND_TABLES } from './sand';
import { BLOCK_WAR_CONTRADICTIONS, BLOCK_WAR_TABLES } from './block-war';
import { LOST_SPACE_CONTRADICTIONS, LOST_SPACE_TABLES } from './lost-space';

export const SOURCE_TABLES: readonly SourceTableSpec[] = [...ZENITH_TABLES, ...TGM3_TABLES, ...SAND_TABLES, ...BLOCK_WAR_TABLES, ...LOST_SPACE_TABLES];

export const CONTRADICTIONS: readonly Contradiction[] = [
  ...ZENITH_CONTRADICTIONS,
  ...TGM3_CONTRADICTIONS,
  ...SAND_CONTRADICTIONS,
  ...BLOCK_WAR_CONTRADICTIONS,
  ...LOST_SPACE_CONTRADICTIONS,
];

export function sourceTable(id: string): SourceTableSpec {
  const spec = SOURCE_TABLES.find((s) => s.id === id);
  if (!spec) throw new Error(`No source table with id "${id}" in src/verification/registry.ts`);
  return spec;
}

export function contradiction(id: string): Contradiction {
  const found = CONTRADICTIONS.find((c) => c.id === id);
  if (!found) throw new Error(`No contradiction with id "${id}" in src/verification/<rule-set>/index.ts`);
  return found;
}
