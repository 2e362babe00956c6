// The sandbox frame's page (build time only): a tiny HTML document with its own Content-Security-Policy in a meta tag
// and the frame's script inlined and allowed by its SHA-256 hash, so no other script, file or address can run or load.
// Served as sandbox/<runtime>.html (src/pages/sandbox/) and always loaded in <iframe sandbox="allow-scripts">: an
// opaque origin, so no cookies, storage, caches or file systems of the site, whatever the policy says.
import { createHash } from 'node:crypto';
import { frameScript, type SandboxRuntime } from './frame-program';

/** The frame's policy. A Worker started from a blob: URL inherits it, so bot code is held by the same rules. */
export function framePolicy(runtime: SandboxRuntime, scriptHash: string): string {
  const script = [`'sha256-${scriptHash}'`];
  // Pyodide compiles WebAssembly (issue 27): only the Python frame may, and only that.
  if (runtime === 'python') script.push("'wasm-unsafe-eval'");
  return [
    "default-src 'none'",
    `script-src ${script.join(' ')}`,
    // An opaque origin can start a worker only from a blob: URL it made itself.
    'worker-src blob:',
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The whole page for a runtime. */
export function framePage(runtime: SandboxRuntime): string {
  const script = frameScript(runtime);
  const hash = createHash('sha256').update(script, 'utf8').digest('base64');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${framePolicy(runtime, hash)}">`,
    '<meta name="referrer" content="no-referrer">',
    '<title>Bot sandbox</title>',
    `<script>${script}</script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}
