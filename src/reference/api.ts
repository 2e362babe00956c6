// The engines' API reference, read at build time by TypeDoc from the five engine indexes and their doc comments: every
// export with its kind, summary, parameters (types, and the units the comments give), return type, the source comment
// that cites its rule, and the RangeError conditions its code (or a same-file helper it calls) can throw.
// Used by src/pages/reference/[ruleSet].astro; build-time only (TypeDoc runs in Node, nothing reaches the browser).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const REFERENCE_RULE_SETS = ['zenith', 'tgm3', 'sand', 'block-war', 'lost-space'] as const;
export type ReferenceRuleSet = (typeof REFERENCE_RULE_SETS)[number];

export interface ApiParam {
  name: string;
  type: string;
  optional: boolean;
  doc: string;
}
export interface ApiSignature {
  params: ApiParam[];
  returns: string;
  doc: string;
}
export interface ApiEntry {
  name: string;
  kind: 'function' | 'constant' | 'type' | 'interface' | 'class' | 'other';
  /** Path under src/engines, and line. */
  file: string;
  line: number;
  summary: string;
  /** The plain comment lines just above the declaration (where an engine cites a source beside one rule). */
  cites: string;
  /** The comment its file starts with: the source of that file's rules. */
  fileSource: string;
  /** Type of a constant, or the definition of a type alias. */
  type?: string;
  signatures: ApiSignature[];
  /** Properties of an interface: name, type, doc. */
  fields: ApiParam[];
  /** RangeError messages (as written in the code, templates included) of the function and the same-file helpers it calls. */
  throws: string[];
}

interface Part {
  text: string;
}
interface Comment {
  summary: Part[];
  blockTags?: { tag: string; content: Part[] }[];
}
interface Reflection {
  name: string;
  kind: number;
  comment?: Comment;
  flags?: { isOptional?: boolean };
  sources?: { fileName: string; line: number; fullFileName: string }[];
  signatures?: Reflection[];
  parameters?: Reflection[];
  children?: Reflection[];
  type?: { toString(): string };
}

const text = (parts: Part[] | undefined) =>
  (parts ?? [])
    .map((p) => p.text)
    .join('')
    .trim();
const KINDS: Record<number, ApiEntry['kind']> = { 64: 'function', 32: 'constant', 2097152: 'type', 256: 'interface', 128: 'class' };

/** Lines of top-level declarations of a file: name → its text, to the closing brace or semicolon at column 0. */
function declarations(source: string): Map<string, string> {
  const out = new Map<string, string>();
  const lines = source.split('\n');
  const start = /^(?:export\s+)?(?:async\s+)?(?:function\*?\s+(\w+)|const\s+(\w+)\s*[:=])/;
  for (let i = 0; i < lines.length; i++) {
    const m = start.exec(lines[i]);
    if (!m) continue;
    let j = i;
    while (j < lines.length - 1 && !/^[}\]);]/.test(lines[j]) && !(j === i && /;\s*$/.test(lines[j]))) j++;
    out.set(m[1] ?? m[2], lines.slice(i, j + 1).join('\n'));
  }
  return out;
}

const RANGE_ERROR = /new RangeError\(\s*(`(?:[^`\\]|\\.)*`|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g;

/** RangeError messages of a declaration and of the same-file helpers it calls, two calls deep. */
function throwsOf(name: string, decls: Map<string, string>, depth = 2, seen = new Set<string>()): string[] {
  const body = decls.get(name);
  if (!body || seen.has(name)) return [];
  seen.add(name);
  const own = [...body.matchAll(RANGE_ERROR)].map((m) => m[1].slice(1, -1));
  if (depth === 0) return own;
  const called = [...decls.keys()].filter((k) => k !== name && new RegExp(`\\b${k}\\(`).test(body));
  return [...new Set([...own, ...called.flatMap((k) => throwsOf(k, decls, depth - 1, seen))])];
}

/** A file's own declarations first, then the engine folder's (so a helper imported from a sibling file is found). */
const withOwnFirst = (own: Map<string, string>, folder: Map<string, string>) => new Map([...folder, ...own]);

/** Every top-level declaration of an engine folder's files (the first of a name wins). */
function engineDeclarations(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith('.ts') ? [join(d, e.name)] : []));
  for (const f of walk(dir)) for (const [k, v] of declarations(readFileSync(f, 'utf8'))) if (!out.has(k)) out.set(k, v);
  return out;
}

/** The comment lines a file starts with (each engine file names the source of its rules there), joined. */
export function fileHeader(source: string): string {
  const out: string[] = [];
  for (const line of source.split('\n')) {
    if (!/^\s*\/\//.test(line)) break;
    out.push(line.replace(/^\s*\/\/\s?/, ''));
  }
  return out.join(' ').trim();
}

/** The `//` comment lines right above a line (1-based), joined. */
function commentAbove(lines: string[], line: number): string {
  const out: string[] = [];
  for (let i = line - 2; i >= 0 && /^\s*\/\//.test(lines[i]); i--) out.unshift(lines[i].replace(/^\s*\/\/\s?/, ''));
  return out.join(' ').trim();
}

function entry(r: Reflection, root: string, files: Map<string, string>, helpers: Map<string, string>): ApiEntry {
  const src = r.sources?.[0];
  const full = src?.fullFileName ?? '';
  if (full && !files.has(full)) files.set(full, readFileSync(full, 'utf8'));
  const source = files.get(full) ?? '';
  const lines = source.split('\n');
  const kind = KINDS[r.kind] ?? 'other';
  const sigs = (r.signatures ?? []).map((s) => ({
    params: (s.parameters ?? []).map((p) => ({ name: p.name, type: String(p.type ?? ''), optional: !!p.flags?.isOptional, doc: text(p.comment?.summary) })),
    returns: String(s.type ?? 'void'),
    doc: text(s.comment?.summary),
  }));
  const tagThrows = (r.signatures ?? []).flatMap((s) => (s.comment?.blockTags ?? []).filter((t) => t.tag === '@throws').map((t) => text(t.content)));
  return {
    name: r.name,
    kind,
    file: relative(join(root, 'src', 'engines'), full)
      .split('\\')
      .join('/'),
    line: src?.line ?? 0,
    summary: text(r.comment?.summary) || sigs[0]?.doc || '',
    cites: src ? commentAbove(lines, src.line) : '',
    fileSource: fileHeader(source),
    type: kind === 'constant' || kind === 'type' ? String(r.type ?? '') : undefined,
    signatures: sigs,
    fields:
      kind === 'interface'
        ? (r.children ?? []).map((c) => ({ name: c.name, type: String(c.type ?? ''), optional: !!c.flags?.isOptional, doc: text(c.comment?.summary) }))
        : [],
    throws: [...new Set([...tagThrows, ...(kind === 'function' || kind === 'constant' ? throwsOf(r.name, withOwnFirst(declarations(source), helpers)) : [])])],
  };
}

let cached: Promise<Record<ReferenceRuleSet, ApiEntry[]>> | undefined;

/** Every export of every engine index, per rule set, in source order (file, then line). Converted once per build. */
export function engineApi(root = process.cwd()): Promise<Record<ReferenceRuleSet, ApiEntry[]>> {
  cached ??= (async () => {
    const { Application } = await import('typedoc');
    const app = await Application.bootstrap({
      entryPoints: REFERENCE_RULE_SETS.map((r) => join(root, 'src', 'engines', r, 'index.ts')),
      tsconfig: join(root, 'tsconfig.json'),
      skipErrorChecking: true,
      excludeExternals: true,
      logLevel: 'Error',
    });
    const project = await app.convert();
    if (!project) throw new Error('TypeDoc could not read the engines');
    const files = new Map<string, string>();
    const out = {} as Record<ReferenceRuleSet, ApiEntry[]>;
    for (const r of REFERENCE_RULE_SETS) {
      const mod = (project.children as unknown as Reflection[] | undefined)?.find((c) => c.name === r || c.name === `${r}/index`);
      if (!mod) throw new Error(`TypeDoc found no module for ${r}`);
      const helpers = engineDeclarations(join(root, 'src', 'engines', r));
      out[r] = (mod.children ?? []).map((c) => entry(c, root, files, helpers)).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    }
    return out;
  })();
  return cached;
}
