// The bot sandbox's pure parts (src/lib/sandbox/): the reply checks the frame runs before the page sees anything, the
// cut of error texts, the previews of replies that do not fit, the page-side second check, and the frame page itself.
import { describe, expect, it } from 'vitest';
import { checkValue, cutText, previewValue, type ReplySchema } from '~/lib/sandbox/schema';
import { acceptReply, sandboxUrl } from '~/lib/sandbox/host';
import { frameScript, workerProgram, workerSource } from '~/lib/sandbox/frame-program';
import { framePage, framePolicy } from '~/lib/sandbox/frame-page';
import { plainAsmScript, pyodideFile } from '~/lib/sandbox/pyodide-files';
import { bootNote, pythonSetup } from '~/lib/sandbox/python-program';
import { createHash } from 'node:crypto';

const small = { type: 'int', min: -99, max: 99 } as const;
const PLACEMENT: ReplySchema = { type: 'object', fields: { x: small, y: small, dir: { type: 'int', min: 0, max: 3 } } };

describe('reply schema', () => {
  it('passes a placement of small integers and rebuilds it without extra fields', () => {
    expect(checkValue(PLACEMENT, { x: 4, y: 14, dir: 2, extra: 'x'.repeat(1000) })).toEqual({ ok: true, value: { x: 4, y: 14, dir: 2 } });
  });
  it('refuses what is not a placement of small integers', () => {
    for (const v of [
      null,
      undefined,
      'x'.repeat(10),
      42,
      [4, 14, 2],
      { x: 4, y: 14 },
      { x: 4.5, y: 14, dir: 0 },
      { x: 100, y: 0, dir: 0 },
      { x: 4, y: 14, dir: 4 },
      { x: '4', y: 14, dir: 0 },
      { x: NaN, y: 0, dir: 0 },
    ])
      expect(checkValue(PLACEMENT, v).ok).toBe(false);
  });
  it('a getter that throws counts as not fitting, and nothing throws out of the check', () => {
    const hostile = Object.defineProperty({ y: 1, dir: 0 }, 'x', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(checkValue(PLACEMENT, hostile)).toEqual({ ok: false });
  });
  it('strings, arrays, null and choices', () => {
    const s: ReplySchema = { type: 'oneOf', options: [{ type: 'null' }, { type: 'array', items: { type: 'string', maxLength: 3 }, maxItems: 2 }] };
    expect(checkValue(s, null)).toEqual({ ok: true, value: null });
    expect(checkValue(s, ['ab', 'cde'])).toEqual({ ok: true, value: ['ab', 'cde'] });
    expect(checkValue(s, ['abcd']).ok).toBe(false);
    expect(checkValue(s, ['a', 'b', 'c']).ok).toBe(false);
  });
});

describe('cut texts and previews', () => {
  it('cuts a 50 MB text to the limit and marks the cut', () => {
    const huge = 'x'.repeat(50_000_000);
    expect(cutText(huge, 200)).toBe(`${'x'.repeat(200)}…`);
    expect(previewValue(huge, 80)).toBe(`"${'x'.repeat(79)}…`);
    expect(previewValue(huge, 80).length).toBe(81);
  });
  it('removes bidi overrides, isolates, marks and other controls; keeps short text as it is', () => {
    expect(cutText('a\u202Eb\u2066c\u200Fd\u0007e', 20)).toBe('abcde');
    expect(cutText('none. Your bot wins 212–37', 200)).toBe('none. Your bot wins 212–37');
    expect(cutText('line\nbreak\ttab', 200)).toBe('line break tab');
  });
  it('previews objects and arrays a few items deep', () => {
    expect(previewValue({ x: 1, y: 'two', dir: [1, 2] }, 80)).toBe('{"x":1,"y":"two","dir":[1,2]}');
    expect(
      previewValue(
        Array.from({ length: 20 }, (_, i) => i),
        80,
      ),
    ).toBe('[0,1,2,3,4,5,6,7,…]');
    expect(previewValue(undefined, 80)).toBe('undefined');
  });
});

describe('the page-side check of frame messages', () => {
  it('drops a message of another run or sequence number, or of an unknown kind', () => {
    expect(acceptReply({ run: 1, seq: 2, kind: 'value', value: { x: 1, y: 1, dir: 0 } }, 2, 2, PLACEMENT)).toBeNull();
    expect(acceptReply({ run: 2, seq: 1, kind: 'value', value: { x: 1, y: 1, dir: 0 } }, 2, 2, PLACEMENT)).toBeNull();
    expect(acceptReply({ run: 2, seq: 2, kind: 'win' }, 2, 2, PLACEMENT)).toBeNull();
    expect(acceptReply('x'.repeat(100), 2, 2, PLACEMENT)).toBeNull();
  });
  it('checks values and cuts texts again', () => {
    expect(acceptReply({ run: 2, seq: 2, kind: 'value', value: { x: 1, y: 1, dir: 0 } }, 2, 2, PLACEMENT)).toEqual({
      kind: 'value',
      value: { x: 1, y: 1, dir: 0 },
    });
    expect(acceptReply({ run: 2, seq: 2, kind: 'value', value: 'x'.repeat(1e6) }, 2, 2, PLACEMENT)).toEqual({
      kind: 'invalid',
      preview: `"${'x'.repeat(79)}…`,
    });
    expect(acceptReply({ run: 2, seq: 2, kind: 'error', message: 'y'.repeat(1e6) }, 2, 2, PLACEMENT)).toEqual({
      kind: 'error',
      message: `${'y'.repeat(200)}…`,
    });
  });
});

describe('the frame page', () => {
  it('lives under the base path', () => {
    expect(sandboxUrl('js', '/')).toBe('/sandbox/js.html');
    expect(sandboxUrl('js', '/stack-atlas/')).toBe('/stack-atlas/sandbox/js.html');
    expect(sandboxUrl('js', '/stack-atlas')).toBe('/stack-atlas/sandbox/js.html');
  });
  it('has a strict policy whose one script hash is the hash of its one inline script', () => {
    const page = framePage('js');
    const script = page.match(/<script>([\s\S]*)<\/script>/)![1];
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    const policy = page.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)![1];
    expect(policy.split('; ')).toEqual([
      "default-src 'none'",
      `script-src 'sha256-${hash}'`,
      'worker-src blob:',
      "connect-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
    ]);
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('<script>'));
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(framePolicy('python', 'h')).toContain("script-src 'sha256-h' 'wasm-unsafe-eval'");
    expect(framePolicy('js', 'h')).not.toContain('wasm');
  });
  it('the frame script and a worker source parse as JavaScript (the programs are self-contained text)', () => {
    expect(() => new Function(frameScript('js'))).not.toThrow();
    expect(() => new Function(workerSource(workerProgram('js'), '(view) => view.legal[0]', { error: 200, string: 400 }))).not.toThrow();
  });
  it('the Python frame has the same policy plus WebAssembly, and its script and worker program parse', () => {
    const page = framePage('python');
    const policy = page.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)![1];
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/script-src 'sha256-[^']+' 'wasm-unsafe-eval';/);
    expect(() => new Function(frameScript('python'))).not.toThrow();
    const program = `(limits) => (${workerProgram('python')})(limits, ({}))`;
    expect(() => new Function(workerSource(program, JSON.stringify('print(1)'), { error: 200, string: 400 }))).not.toThrow();
  });
});

describe("the frame's Python boot messages (the snapshot every game's interpreter is restored from)", () => {
  const files = { 'pyodide.js': '', 'pyodide.asm.js': '' };
  it('keeps a snapshot sent before the worker booted, passes it to the page, and keeps the first one only', () => {
    const setup = pythonSetup({ files, prelude: '' })!;
    const a = new Uint8Array([1]);
    const w = {};
    expect(bootNote({ seq: -1, ok: true, snapshot: a }, w, new WeakSet(), setup)).toEqual({ seq: 0, kind: 'snapshot', snapshot: a });
    expect(setup.snapshot).toBe(a);
    expect(bootNote({ seq: -1, ok: true, snapshot: new Uint8Array([2]) }, {}, new WeakSet(), setup)).toEqual({ seq: 0, kind: 'snapshot', snapshot: a });
    expect(setup.snapshot).toBe(a);
  });
  it('refuses a snapshot from a worker that has booted (its prelude or bot code may have run): it is no boot message', () => {
    const setup = pythonSetup({ files, prelude: '' })!;
    const booted = new WeakSet<object>();
    const w = {};
    expect(bootNote({ seq: -1, ok: true, booted: true }, w, booted, setup)).toEqual({ seq: 0, kind: 'booted' });
    expect(bootNote({ seq: -1, ok: true, snapshot: new Uint8Array([1]) }, w, booted, setup)).toBeNull();
    expect(setup.snapshot).toBeUndefined();
    // Other workers are not marked; an answer (seq 0) and a setup-less frame are no boot messages.
    expect(bootNote({ seq: -1, ok: true, snapshot: new Uint8Array([1]) }, {}, booted, setup)).not.toBeNull();
    expect(bootNote({ seq: 0, ok: true, snapshot: new Uint8Array([1]) }, {}, new WeakSet(), setup)).toBeNull();
    expect(bootNote({ seq: -1, ok: true, booted: true }, {}, new WeakSet(), null)).toBeNull();
  });
  it("reads the page's setup: a snapshot only as bytes; no setup without files and prelude", () => {
    expect(pythonSetup({ files, prelude: 'x = 1', snapshot: new Uint8Array([3]) })).toMatchObject({
      prelude: 'x = 1',
      modules: '',
      snapshot: new Uint8Array([3]),
    });
    expect(pythonSetup({ files, prelude: '', snapshot: 'not bytes' })?.snapshot).toBeUndefined();
    expect(pythonSetup({ prelude: '' })).toBeNull();
    expect(pythonSetup({ files, prelude: 3 })).toBeNull();
  });
});

describe("Pyodide's files as the site serves them", () => {
  it('the module script becomes a plain script: no export, no import.meta, and it parses as one', () => {
    const script = new TextDecoder().decode(pyodideFile('pyodide.asm.js'));
    expect(script).not.toMatch(/\bexport default\b|import\.meta/);
    expect(script).toContain('async function _createPyodideModule(');
    expect(() => new Function(script)).not.toThrow();
  });
  it('a Pyodide whose module script is not as expected stops the build instead of shipping a guess', () => {
    expect(() => plainAsmScript('async function f(){}')).toThrow(/expected 1 × export default/);
    const two = 'x=import.meta.url;export default _createPyodideModule;';
    expect(() => plainAsmScript(two)).toThrow(/expected 3 × import.meta.url, found 1/);
  });
  it("the binary files are the package's own bytes", () => {
    const wasm = pyodideFile('pyodide.asm.wasm');
    expect([...wasm.slice(0, 4)]).toEqual([0, 0x61, 0x73, 0x6d]); // "\0asm", WebAssembly's magic number
  });
});
