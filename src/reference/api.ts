// The engines' API reference, read at build time by TypeDoc from the five engine indexes and their doc comments: every
// export with its kind, summary, parameters (types, and the units the comments give), return type, the source comment
// that cites its rule, and every RangeError its code can throw (src/reference/bounds.ts follows every call).
// Used by src/pages/reference/[ruleSet].astro; build-time only (TypeDoc runs in Node, nothing reaches the browser).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type ts from 'typescript';
import { cachedOverFiles, filesKey } from '../build/cache';
import { engineBounds, type Bound } from './bounds';
import { engineCitations } from './sources';
import { isNumeric, paramUnit, returnUnit } from './units';

export const REFERENCE_RULE_SETS = ['zenith', 'tgm3', 'sand', 'block-war', 'lost-space'] as const;
export type ReferenceRuleSet = (typeof REFERENCE_RULE_SETS)[number];

export interface ApiParam {
  name: string;
  type: string;
  optional: boolean;
  doc: string;
  /** Unit of a numeric parameter (src/reference/units.ts); '' for other types. */
  unit?: string;
}
export interface ApiSignature {
  params: ApiParam[];
  returns: string;
  /** Unit of a numeric result; '' for other types. */
  returnsUnit: string;
  doc: string;
}
export interface ApiEntry {
  name: string;
  kind: 'function' | 'constant' | 'type' | 'interface' | 'class' | 'other';
  /** Path under src/engines, and line. */
  file: string;
  line: number;
  summary: string;
  /** The source it cites (src/reference/sources.ts: its `@source` line, or its doc comment's citation); for a constant or type, the comment above it. */
  cites: string;
  /** The comment its file starts with: the source of that file's rules. */
  fileSource: string;
  /** Type of a constant, or the definition of a type alias. */
  type?: string;
  signatures: ApiSignature[];
  /** Properties of an interface: name, type, doc. */
  fields: ApiParam[];
  /** Every RangeError it can throw (src/reference/bounds.ts): [] for a function or class that has no bounds. */
  bounds: Bound[];
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

/** Each source under the name a reader knows it by (the site's own file names for its copies mean nothing to a reader). */
const SOURCE_NAMES: [RegExp, string][] = [
  [/zenith-current readme|zenith-current/g, "the current version (March 2026) of MrZ_26's write-up"],
  [/seed 000/g, 'MrZ_26\'s write-up "Tetr.io规则观察总结"'],
  [/seed 001/g, 'the contest rules "方块大战比赛规则"'],
  [/seed 002/g, "TetrisWiki's TGM3 Terror-Instinct page"],
  [/seed 003/g, 'the rules "失落深空游戏规则介绍"'],
  [/seed 004/g, 'the design document "创新俄罗斯方块游戏" 4.1'],
  [/RULINGS\.md,?/g, "the site's ruling"],
  [/master-grading\.json|\bjson\b/g, "the site's TGM3 grading data"],
];
/** A comment as the reference shows it: sources under their readers' names. */
export const readable = (t: string) => SOURCE_NAMES.reduce((acc, [re, name]) => acc.replace(re, name), t);

function entry(r: Reflection, ruleSet: string, root: string, files: Map<string, string>, bounds: Map<string, Bound[]>, cites: Map<string, string>): ApiEntry {
  const src = r.sources?.[0];
  const full = src?.fullFileName ?? '';
  if (full && !files.has(full)) files.set(full, readFileSync(full, 'utf8'));
  const source = files.get(full) ?? '';
  const lines = source.split('\n');
  const kind = KINDS[r.kind] ?? 'other';
  const sigs = (r.signatures ?? []).map((s) => ({
    params: (s.parameters ?? []).map((p) => ({
      name: p.name,
      type: String(p.type ?? ''),
      optional: !!p.flags?.isOptional,
      doc: readable(text(p.comment?.summary)),
      unit: isNumeric(String(p.type ?? '')) ? paramUnit(ruleSet, r.name, p.name) : '',
    })),
    returns: String(s.type ?? 'void'),
    returnsUnit: isNumeric(String(s.type ?? '')) ? returnUnit(ruleSet, r.name) : '',
    doc: text(s.comment?.summary),
  }));
  return {
    name: r.name,
    kind,
    file: relative(join(root, 'src', 'engines'), full)
      .split('\\')
      .join('/'),
    line: src?.line ?? 0,
    summary: readable(text(r.comment?.summary) || sigs[0]?.doc || ''),
    cites: readable(cites.get(r.name) ?? (src ? commentAbove(lines, src.line) : '')),
    fileSource: readable(fileHeader(source)),
    type: kind === 'constant' || kind === 'type' ? String(r.type ?? '') : undefined,
    signatures: sigs,
    fields:
      kind === 'interface'
        ? (r.children ?? []).map((c) => ({ name: c.name, type: String(c.type ?? ''), optional: !!c.flags?.isOptional, doc: text(c.comment?.summary) }))
        : [],
    bounds: bounds.get(r.name) ?? [],
  };
}

let cached: Promise<Record<ReferenceRuleSet, ApiEntry[]>> | undefined;

/**
 * Every export of every engine index, per rule set, in source order (file, then line). Converted once per build, and
 * kept between builds (src/build/cache.ts) while the engine sources it read, this folder's code and the lockfile are
 * unchanged: the base-path browser test's second build reads it instead of running TypeDoc and the checker again.
 */
export function engineApi(root = process.cwd()): Promise<Record<ReferenceRuleSet, ApiEntry[]>> {
  const code = readdirSync(join(root, 'src', 'reference')).map((f) => `src/reference/${f}`);
  const key = filesKey(root, ['package-lock.json', 'tsconfig.json', 'src/build/cache.ts', ...code.sort()]);
  cached ??= cachedOverFiles('engine-api', key, () => convertEngines(root), root);
  return cached;
}

/** The conversion itself, and the files it read (the engine sources; the packages' own files are in the lockfile). */
async function convertEngines(root: string): Promise<{ value: Record<ReferenceRuleSet, ApiEntry[]>; files: string[] }> {
  const { Application, Converter, OptionDefaults } = await import('typedoc');
  const entryPoints = REFERENCE_RULE_SETS.map((r) => join(root, 'src', 'engines', r, 'index.ts'));
  const app = await Application.bootstrap({
    entryPoints,
    tsconfig: join(root, 'tsconfig.json'),
    skipErrorChecking: true,
    excludeExternals: true,
    logLevel: 'Error',
    blockTags: [...OptionDefaults.blockTags, '@source'],
  });
  // The tsconfig's options, but only the engine indexes as root files: TypeDoc would otherwise parse and bind the
  // whole project (src, tests, content: about 1,750 files) to document the engines' 170 (issue 24, build time).
  app.options.setCompilerOptions(entryPoints, app.options.getCompilerOptions(app.logger), undefined);
  let program = undefined as ts.Program | undefined;
  app.converter.on(Converter.EVENT_BEGIN, (context) => (program = context.programs[0]));
  const project = await app.convert();
  if (!project || !program) throw new Error('TypeDoc could not read the engines');
  const files = new Map<string, string>();
  const bounds = engineBounds(root, REFERENCE_RULE_SETS, program);
  const cites = engineCitations(program, root, REFERENCE_RULE_SETS);
  const out = {} as Record<ReferenceRuleSet, ApiEntry[]>;
  for (const r of REFERENCE_RULE_SETS) {
    const mod = (project.children as unknown as Reflection[] | undefined)?.find((c) => c.name === r || c.name === `${r}/index`);
    if (!mod) throw new Error(`TypeDoc found no module for ${r}`);
    out[r] = (mod.children ?? []).map((c) => entry(c, r, root, files, bounds[r], cites[r])).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  }
  const read = program.getSourceFiles().map((f) => f.fileName);
  return { value: out, files: read.filter((f) => !/[\\/]node_modules[\\/]/.test(f)) };
}
