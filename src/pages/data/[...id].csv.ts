// /data/<rule-set>/<table>.csv for every source table (one record per cell) and every generated table (one record
// per row); RFC 4180.
import type { APIRoute, GetStaticPaths } from 'astro';
import { dataFiles, dataRoutes } from '~/data/routes';

export const getStaticPaths = dataRoutes satisfies GetStaticPaths;

export const GET: APIRoute = ({ params, props }) =>
  new Response(dataFiles(String(params.id), (props as { generated: boolean }).generated).csv, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
