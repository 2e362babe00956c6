// The /data/ files of every table, for the endpoints in src/pages/data/: which ids exist and each one's JSON and CSV text.
import { SOURCE_TABLES, sourceTable } from '~/verification/registry';
import { GENERATED_TABLES, generatedTable } from './generated-tables';
import { generatedCsv, generatedData, tableCsv, tableData } from './table-data';

/** getStaticPaths for /data/[...id]: every source table, then every generated table. */
export function dataRoutes() {
  return [
    ...SOURCE_TABLES.map((spec) => ({ params: { id: spec.id }, props: { generated: false } })),
    ...GENERATED_TABLES.map((spec) => ({ params: { id: spec.id }, props: { generated: true } })),
  ];
}

const made = new Map<string, { json: string; csv: string }>();

/**
 * A table's files: JSON (two-space indented, final newline) and CSV. Both come from one computation of the table, made
 * once per build for the two endpoints (a generated table runs its engine function, some of them whole games).
 */
export function dataFiles(id: string, generated: boolean): { json: string; csv: string } {
  const key = `${generated ? 'generated' : 'source'}:${id}`;
  if (!made.has(key)) made.set(key, computeDataFiles(id, generated));
  return made.get(key)!;
}

function computeDataFiles(id: string, generated: boolean): { json: string; csv: string } {
  if (generated) {
    const data = generatedData(generatedTable(id));
    return { json: `${JSON.stringify(data, null, 2)}\n`, csv: generatedCsv(data) };
  }
  const data = tableData(sourceTable(id));
  return { json: `${JSON.stringify(data, null, 2)}\n`, csv: tableCsv(data) };
}
