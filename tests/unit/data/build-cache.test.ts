// The build cache (src/build/cache.ts): a kept value is read back only while every file it was computed from is
// unchanged, under the same key; anything else computes afresh.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedOverFiles, filesKey, hashOf, readCache, writeCache } from '~/build/cache';

let root = '';
let setting: string | undefined;
beforeEach(() => {
  // The unit suite runs with the cache off (vitest.config.ts); these tests are about the cache, so they turn it on.
  setting = process.env.ATLAS_BUILD_CACHE;
  delete process.env.ATLAS_BUILD_CACHE;
  root = mkdtempSync(join(tmpdir(), 'atlas-cache-'));
  writeFileSync(join(root, 'a.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'b.ts'), 'export const b = 2;\n');
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  if (setting === undefined) delete process.env.ATLAS_BUILD_CACHE;
  else process.env.ATLAS_BUILD_CACHE = setting;
});

/** A computation that counts its runs and says it read a.ts and b.ts. */
function counter() {
  let runs = 0;
  const compute = async () => {
    runs++;
    return { value: { runs }, files: [join(root, 'a.ts'), join(root, 'b.ts')] };
  };
  return { compute, runs: () => runs };
}

describe('build cache', () => {
  it('reads a value back while its files are unchanged, and computes afresh when one of them changes', async () => {
    const c = counter();
    expect(await cachedOverFiles('t', 'k', c.compute, root)).toEqual({ runs: 1 });
    expect(await cachedOverFiles('t', 'k', c.compute, root)).toEqual({ runs: 1 });
    expect(c.runs()).toBe(1);
    writeFileSync(join(root, 'b.ts'), 'export const b = 3;\n');
    expect(await cachedOverFiles('t', 'k', c.compute, root)).toEqual({ runs: 2 });
    expect(c.runs()).toBe(2);
  });

  it('computes afresh when a file it read is gone, or under another key', async () => {
    const c = counter();
    await cachedOverFiles('t', 'k', c.compute, root);
    rmSync(join(root, 'a.ts'));
    await cachedOverFiles('t', 'k', c.compute, root);
    expect(c.runs()).toBe(2);
    writeFileSync(join(root, 'a.ts'), 'export const a = 1;\n');
    await cachedOverFiles('t', 'other key', c.compute, root);
    expect(c.runs()).toBe(3);
  });

  it('keeps bytes under a key, and ATLAS_BUILD_CACHE=0 turns it off', () => {
    writeCache('bytes', 'x', new Uint8Array([1, 2, 3]), root);
    expect([...(readCache('bytes', 'x', root) ?? [])]).toEqual([1, 2, 3]);
    expect(readCache('bytes', 'y', root)).toBeUndefined();
    process.env.ATLAS_BUILD_CACHE = '0'; // afterEach puts the suite's setting back
    expect(readCache('bytes', 'x', root)).toBeUndefined();
  });

  it('keys change with any part or file', () => {
    expect(hashOf('ab', 'c')).not.toBe(hashOf('a', 'bc'));
    const before = filesKey(root, ['a.ts', 'b.ts']);
    expect(filesKey(root, ['a.ts', 'b.ts'])).toBe(before);
    writeFileSync(join(root, 'a.ts'), 'export const a = 2;\n');
    expect(filesKey(root, ['a.ts', 'b.ts'])).not.toBe(before);
  });
});
