// The engine functions a Python bot's MatchData calls (src/engines/block-war/py-engine.ts), bundled at build into one
// self-contained JavaScript expression whose value is { blockwar_engine: … }: the arena gives it to the Python sandbox
// as its `modules` (src/lib/sandbox/python-program.ts), which writes it into each worker's source. Fetched by the page
// only when Python is chosen.
import type { APIRoute } from 'astro';
import { build } from 'esbuild';

export const GET: APIRoute = async () => {
  const out = await build({
    entryPoints: ['src/engines/block-war/py-engine.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'engine',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
  });
  const expression = `(() => {\n${out.outputFiles[0].text}\nreturn { blockwar_engine: engine.PY_ENGINE };\n})()\n`;
  return new Response(expression, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
};
