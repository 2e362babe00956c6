// /data/<rule-set>/<table>.csv for every source table: RFC 4180, one record per cell (see tableCsv).
import type { APIRoute, GetStaticPaths } from 'astro';
import { tableCsv, tableData } from '~/data/table-data';
import { SOURCE_TABLES, sourceTable } from '~/verification/registry';

export const getStaticPaths = (() => SOURCE_TABLES.map((spec) => ({ params: { id: spec.id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(tableCsv(tableData(sourceTable(String(params.id)))), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
