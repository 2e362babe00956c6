// /data/<rule-set>/<table>.json for every source table: the printed cells, the engine's, each cell's status and reason.
import type { APIRoute, GetStaticPaths } from 'astro';
import { tableData } from '~/data/table-data';
import { SOURCE_TABLES, sourceTable } from '~/verification/registry';

export const getStaticPaths = (() => SOURCE_TABLES.map((spec) => ({ params: { id: spec.id } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(`${JSON.stringify(tableData(sourceTable(String(params.id))), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
