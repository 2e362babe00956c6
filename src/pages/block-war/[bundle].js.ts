// The engine code a bot's worker gets (src/islands/block-war/worker-bundles.ts), bundled at build: python-engine.js
// (the functions the Python MatchData calls, given to the Python sandbox as its `modules`) and bot-kit.js (the helpers
// a JavaScript bot gets as its second argument). Fetched by the page only on Run, never loaded as a script of the page.
import type { APIRoute, GetStaticPaths } from 'astro';
import { bundleExpression, WORKER_BUNDLES, type WorkerBundle } from '~/islands/block-war/worker-bundles';

export const getStaticPaths: GetStaticPaths = () => Object.keys(WORKER_BUNDLES).map((bundle) => ({ params: { bundle } }));

export const GET: APIRoute = async ({ params }) =>
  new Response(await bundleExpression(params.bundle as WorkerBundle), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
