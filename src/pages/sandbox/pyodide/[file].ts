// Pyodide's files, served by the site itself under sandbox/pyodide/ (src/lib/sandbox/pyodide-files.ts): fetched by
// the page only when a Python sandbox starts (src/lib/sandbox/host.ts), never by the sandbox frame.
import type { APIRoute, GetStaticPaths } from 'astro';
import { PYODIDE_FILES, pyodideFile } from '~/lib/sandbox/pyodide-files';
import type { PyodideFile } from '~/lib/sandbox/python-program';

export const getStaticPaths: GetStaticPaths = () => PYODIDE_FILES.map((file) => ({ params: { file } }));

const TYPES: Record<string, string> = { js: 'text/javascript', wasm: 'application/wasm', zip: 'application/zip', json: 'application/json' };

export const GET: APIRoute = ({ params }) => {
  const name = String(params.file) as PyodideFile;
  const type = TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
  return new Response(pyodideFile(name) as BodyInit, { headers: { 'Content-Type': type } });
};
