// Every source table the site shows, by id: SourceTable components, the tests and the verification index read this list.
import type { SourceTableSpec } from '~/lib/source-table';
import { zenithFloors } from './zenith/floors';
import { zenithFavorClaims } from './zenith/favor-claims';

export const SOURCE_TABLES: readonly SourceTableSpec[] = [zenithFloors, zenithFavorClaims];

export function sourceTable(id: string): SourceTableSpec {
  const spec = SOURCE_TABLES.find((s) => s.id === id);
  if (!spec) throw new Error(`No source table with id "${id}" in src/verification/registry.ts`);
  return spec;
}
