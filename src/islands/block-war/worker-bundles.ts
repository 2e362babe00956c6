// The engine code that goes into a bot's worker, bundled at build (src/pages/block-war/[bundle].js.ts) and in the tests
// (never in the page's own scripts): each bundle is one self-contained JavaScript expression, because the sandbox
// writes it into the worker's source. Python's MatchData gets the bridge (py-engine.ts) as its module; a JavaScript
// bot gets the helpers of bot-kit.ts as its second argument (js-arena.ts).
import { build } from 'esbuild';

/** The bundles: the entry file, and what the expression's value is, made from the entry's exports (`engine`). */
export const WORKER_BUNDLES = {
  'python-engine': { entry: 'src/engines/block-war/py-engine.ts', value: '{ blockwar_engine: engine.PY_ENGINE }' },
  'bot-kit': { entry: 'src/engines/block-war/bot-kit.ts', value: 'engine.BOT_KIT' },
} as const;
export type WorkerBundle = keyof typeof WORKER_BUNDLES;

/** One bundle as the text of a JavaScript expression. */
export async function bundleExpression(name: WorkerBundle): Promise<string> {
  const { entry, value } = WORKER_BUNDLES[name];
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'engine',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
  });
  return `(() => {\n${out.outputFiles[0].text}\nreturn ${value};\n})()\n`;
}
