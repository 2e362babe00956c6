// Builds the engines as a standalone ES module package in packages/engines/dist: one entry per rule set
// (zenith, tgm3, sand, block-war, lost-space), JavaScript and type declarations, no DOM and no site code.
// The engines' sources are copied into a private staging folder; the only site imports they may have (~/lib/rng.ts and
// ~/lib/clock.ts, both import-free) are copied beside them (the Block War Python bridge, python-bot.ts and python/, needs
// Pyodide and the site's bundler and is left out: nothing in the five indexes imports it) and their paths made relative; every relative import gets
// the ".js" ending Node's ES modules need; then TypeScript compiles the five index files and what they import.
// Usage: node scripts/build-engines.mjs (npm run build:engines).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'packages', 'engines', 'dist');
export const RULE_SETS = ['zenith', 'tgm3', 'sand', 'block-war', 'lost-space'];
/** The site modules the engines may import: standalone files with no imports of their own. */
const SITE_LIBS = ['rng', 'clock'];

const walk = (dir) => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));

/** A relative specifier with its ".js" ending: "./board" is board.ts or board/index.ts beside the importer. */
function withJs(file, spec) {
  const base = resolve(dirname(file), spec);
  if (existsSync(`${base}.ts`)) return `${spec}.js`;
  if (existsSync(join(base, 'index.ts'))) return `${spec}/index.js`;
  throw new Error(`${relative(ROOT, file)}: cannot resolve "${spec}"`);
}

/** Rewrites one staged source: site imports made relative, relative imports given ".js"; any other site import is an error. */
function rewrite(stage, file) {
  let text = readFileSync(file, 'utf8');
  text = text.replace(/(from\s+|import\s*\(\s*)'([^']+)'/g, (all, lead, spec) => {
    let s = spec;
    const site = /^~\/lib\/(\w+)$/.exec(s);
    if (site) {
      if (!SITE_LIBS.includes(site[1])) throw new Error(`${relative(stage, file)} imports site code ${s}`);
      s = relative(dirname(file), join(stage, 'lib', site[1]))
        .split('\\')
        .join('/');
      if (!s.startsWith('.')) s = `./${s}`;
    } else if (s.startsWith('~/')) throw new Error(`${relative(stage, file)} imports site code ${s}`);
    if (!s.startsWith('.')) return all;
    return `${lead}'${withJs(file, s)}'`;
  });
  writeFileSync(file, text);
}

export function buildEngines(out = OUT) {
  const stage = mkdtempSync(join(tmpdir(), 'engines-'));
  try {
    cpSync(join(ROOT, 'src', 'engines'), join(stage, 'engines'), { recursive: true, filter: (p) => !/[\\/]python([\\/]|-bot\.ts$)/.test(p) });
    for (const lib of SITE_LIBS) cpSync(join(ROOT, 'src', 'lib', `${lib}.ts`), join(stage, 'lib', `${lib}.ts`));
    for (const f of walk(stage)) if (f.endsWith('.ts')) rewrite(stage, f);
    const config = {
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023'],
        types: [],
        strict: true,
        declaration: true,
        skipLibCheck: true,
        resolveJsonModule: false,
        rootDir: stage,
        outDir: out,
      },
      files: [join(stage, 'globals.d.ts'), ...RULE_SETS.map((r) => join(stage, 'engines', r, 'index.ts'))],
    };
    // The one runtime global the engines use beyond ES2023 (Node 17+ and every browser have it); no DOM or Node types.
    writeFileSync(join(stage, 'globals.d.ts'), 'declare function structuredClone<T>(value: T): T;\n');
    writeFileSync(join(stage, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(join(stage, 'tsconfig.json'), JSON.stringify(config, null, 2));
    rmSync(out, { recursive: true, force: true });
    execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(stage, 'tsconfig.json')], { stdio: 'inherit' });
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildEngines();
