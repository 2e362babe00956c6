// Pyodide's files as the site serves them (build time only; src/pages/sandbox/pyodide/[file].ts): copied from the
// `pyodide` package, so nothing comes from a CDN. Its module script (pyodide.asm.mjs) becomes a plain script,
// pyodide.asm.js, because the Python sandbox writes it into its worker's own source (python-program.ts): its one
// `export` is dropped (the function it exported is then a global of the worker) and `import.meta.url` becomes the
// address Pyodide is told it lives at, which nothing ever fetches.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PYODIDE_FILES, type PyodideFile } from './python-program';

/** Replaces `from` in `text` exactly `count` times, or throws (a new Pyodide version must be looked at, not guessed). */
function replaceExactly(text: string, from: string, to: string, count: number): string {
  const parts = text.split(from);
  if (parts.length - 1 !== count) throw new Error(`pyodide.asm.mjs: expected ${count} × ${from}, found ${parts.length - 1}`);
  return parts.join(to);
}

/** The module script as a plain script (see the header). */
export function plainAsmScript(module: string): string {
  const noExport = replaceExactly(module, 'export default _createPyodideModule;', '', 1);
  return replaceExactly(noExport, 'import.meta.url', JSON.stringify('https://pyodide.invalid/pyodide.asm.js'), 3);
}

/** The folder of the installed `pyodide` package. */
export function pyodideDir(): string {
  return dirname(createRequire(join(process.cwd(), 'package.json')).resolve('pyodide/package.json'));
}

/** One served file's bytes. */
export function pyodideFile(name: PyodideFile): Uint8Array {
  const dir = pyodideDir();
  if (name === 'pyodide.asm.js') return new TextEncoder().encode(plainAsmScript(readFileSync(join(dir, 'pyodide.asm.mjs'), 'utf8')));
  return readFileSync(join(dir, name));
}

export { PYODIDE_FILES };
