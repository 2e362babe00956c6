// /data/<rule-set>/<table>.json for every source table (printed cells, the engine's, each cell's status and reason)
// and every generated table (the engine's cells).
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataFiles, dataRoutes } from '~/data/routes';

export const getStaticPaths = dataRoutes satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, props }) =>
  new Response(dataFiles(String(params.id), (props as { generated: boolean }).generated).json, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
