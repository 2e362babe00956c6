// /data/index.json: every table file the build writes, with its title, source, page and the engine version.
import type { APIRoute } from 'astro';
import { GENERATED_TABLES } from '~/data/generated-tables';
import { dataIndex } from '~/data/table-data';
import { SOURCE_TABLES } from '~/verification/registry';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(dataIndex(SOURCE_TABLES, GENERATED_TABLES, import.meta.env.BASE_URL), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
