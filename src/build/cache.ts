// Build-time results kept between builds on one machine (node_modules/.cache/stack-atlas/), each under a key made of
// everything it is computed from, so a second build with the same inputs (the base-path browser test builds the site
// again, a dev server rebuilds on every start) reads them instead of working them out again: the engines' API
// reference (TypeDoc and the TypeScript checker, src/reference/api.ts) and the link-preview PNGs (src/pages/og/).
// A fresh clone has no cache and computes everything. ATLAS_BUILD_CACHE=0 turns it off. Build-time only (Node).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where the cache lives: under node_modules, which a fresh clone and `npm ci` start without. */
export const cacheDir = (root = process.cwd()) => join(root, 'node_modules', '.cache', 'stack-atlas');

const enabled = () => process.env.ATLAS_BUILD_CACHE !== '0';

/** SHA-256 of the parts, each closed by a NUL so that ('ab', 'c') and ('a', 'bc') differ. */
export function hashOf(...parts: (string | Uint8Array)[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
}

/** The hash of a file's bytes, or '' when it cannot be read. */
const fileHash = (path: string) => {
  try {
    return hashOf(readFileSync(path));
  } catch {
    return '';
  }
};

export function readCache(kind: string, key: string, root = process.cwd()): Buffer | undefined {
  if (!enabled()) return undefined;
  try {
    return readFileSync(join(cacheDir(root), kind, key));
  } catch {
    return undefined;
  }
}

/** Writes through a temporary file and a rename, so a build reading at the same time never sees half a file. */
export function writeCache(kind: string, key: string, data: string | Uint8Array, root = process.cwd()): void {
  if (!enabled()) return;
  try {
    const dir = join(cacheDir(root), kind);
    mkdirSync(dir, { recursive: true });
    const temp = join(dir, `${key}.${process.pid}.tmp`);
    writeFileSync(temp, data);
    renameSync(temp, join(dir, key));
  } catch {
    /* a cache that cannot be written only makes the next build slower */
  }
}

interface FileRecord<T> {
  /** Every file the value was computed from (path under root, and the hash of its bytes then). */
  files: [string, string][];
  value: T;
}

/**
 * A value computed from a set of files that only the computation knows (the source files of a TypeScript program):
 * kept with the list of those files and their hashes, and read back only while every one of them is unchanged. `key`
 * names everything else it depends on (the code that computes it, package versions, options). `compute` returns the
 * value and the absolute paths of the files it read.
 */
export async function cachedOverFiles<T>(kind: string, key: string, compute: () => Promise<{ value: T; files: string[] }>, root = process.cwd()): Promise<T> {
  const kept = readCache(kind, key, root);
  if (kept) {
    try {
      const record = JSON.parse(kept.toString('utf8')) as FileRecord<T>;
      if (record.files.length > 0 && record.files.every(([path, hash]) => fileHash(join(root, path)) === hash)) return record.value;
    } catch {
      /* unreadable: compute afresh */
    }
  }
  const { value, files } = await compute();
  const record: FileRecord<T> = { files: files.map((f) => [relative(root, f).split('\\').join('/'), fileHash(f)]), value };
  writeCache(kind, key, JSON.stringify(record), root);
  return value;
}

/** The hash of files named by path under root (the code of a build step, the lockfile): part of a cache key. */
export const filesKey = (root: string, paths: string[]) => hashOf(...paths.map((p) => `${p}:${fileHash(join(root, p))}`));
