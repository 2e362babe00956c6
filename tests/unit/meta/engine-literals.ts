// Finds numbers typed by hand in islands and pages that an engine already exports (issue 12, item 7). An island that
// writes 280 instead of ROUNDS, or `* 60` instead of a frames helper, silently disagrees with the engine once the
// engine changes. Used by engine-literals.test.ts; kept separate so the scanner itself can be tested on small inputs.
import ts from 'typescript';

/** One engine value: where it comes from, e.g. "block-war ROUNDS" or "zenith FLOOR_STARTS[9]". */
export type EngineValues = Map<number, string[]>;

export interface Hit {
  file: string;
  line: number;
  literal: string;
  why: string;
}

/** The comment that lets a literal stay, with a reason: `// literal-ok: <reason>` or `{/* literal-ok: <reason> *\/}`. */
export const ALLOW = /literal-ok:\s*\S/;

// Exported arrays or objects bigger than this are data tables (map nodes, task lists), not named constants.
const MAX_COLLECTION = 32;
// A constant (depth 0), the cells of an exported array or object (1), and of a table of arrays (2, e.g. MEDAL_THRESHOLDS.AC[1]).
const MAX_DEPTH = 2;

/**
 * Numbers an engine exports only so a page can show them, that no rule of the engine reads (the seed sets them and its
 * loop never uses them): a page that shows one reads the export, and the same value elsewhere (240 frames, a 0.25 share)
 * is another quantity, not a copy of it.
 */
const NO_RULE_READS = new Set(['zenith NOHOLD_REVERSED_SIDE_CHANGE', 'zenith FIRST_FLOOR_GLOCK']);

/** Every finite number an engine module exports: constants, and values inside small exported arrays and objects. */
export function engineValues(modules: Record<string, Record<string, unknown>>): EngineValues {
  const values: EngineValues = new Map();
  const add = (n: number, name: string) => values.set(n, [...(values.get(n) ?? []), name]);
  const walk = (v: unknown, name: string, depth: number) => {
    if (typeof v === 'number') {
      if (Number.isFinite(v)) add(v, name);
      return;
    }
    if (v === null || typeof v !== 'object' || depth >= MAX_DEPTH) return;
    const entries = Array.isArray(v) ? v.map((x, i) => [`[${i}]`, x] as const) : Object.entries(v).map(([k, x]) => [`.${k}`, x] as const);
    if (entries.length > MAX_COLLECTION) return;
    for (const [key, x] of entries) walk(x, name + key, depth + 1);
  };
  for (const [ruleSet, mod] of Object.entries(modules)) {
    for (const [name, v] of Object.entries(mod)) if (typeof v !== 'function' && !NO_RULE_READS.has(`${ruleSet} ${name}`)) walk(v, `${ruleSet} ${name}`, 0);
  }
  return values;
}

/**
 * The noise floor for code: small integers (indices, 0-12, pixel nudges) and one-digit decimals (0.5, 0.3) match some
 * engine value by chance far too often. Integers from 13 up and decimals with two or more significant digits (1.5,
 * 0.48, 4.8) are specific enough that a match is worth a look.
 */
export function aboveCodeFloor(n: number): boolean {
  if (Number.isInteger(n)) return Math.abs(n) >= 13;
  const digits = String(Math.abs(n)).replace('.', '').replace(/^0+/, '');
  return digits.length >= 2;
}

/**
 * The cells of exported tables (per-level lock delays, grace times) are many small numbers; a hand-typed 30 or 0.5 matches
 * one of them by chance. A number that only a table cell explains counts from 100 up, or with two significant digits.
 */
export function tableCellSpecific(n: number): boolean {
  return Number.isInteger(n) ? Math.abs(n) >= 100 : aboveCodeFloor(n);
}

const isConstantName = (name: string) => !/[[.]/.test(name);

/** The engine names a number in code stands for, or none when it is below the floors above. */
export function matchCode(n: number, values: EngineValues): string[] {
  const names = values.get(n);
  if (!names || !aboveCodeFloor(n)) return [];
  return names.some(isConstantName) || tableCellSpecific(n) ? names : [];
}

/** The floor for prose: numbers of three or more digits, or with decimals (issue 12, item 7); not "002" or "8.00". */
export function aboveProseFloor(text: string): boolean {
  if (/^0\d/.test(text)) return false;
  return /^\d{3,}$/.test(text) || (/^\d+\.\d+$/.test(text) && !Number.isInteger(Number(text)));
}

/** The engine names a number in prose stands for. */
export function matchProse(text: string, values: EngineValues): string[] {
  if (!aboveProseFloor(text)) return [];
  const n = Number(text);
  const names = values.get(n) ?? [];
  return names.some(isConstantName) || tableCellSpecific(n) ? names : [];
}

const describeNames = (names: string[]) => names.slice(0, 3).join(', ') + (names.length > 3 ? ', …' : '');

/** Frame and clock conversions typed by hand: `* 60`, `/ 60`, `% 60`, `* 3600`, `/ 3600`, `1000 / 60`. */
const TIME_FACTORS = new Set([60, 3600]);
const TIME_OPERATORS = new Set([ts.SyntaxKind.AsteriskToken, ts.SyntaxKind.SlashToken, ts.SyntaxKind.PercentToken]);

const lineOf = (sf: ts.SourceFile, pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;

/**
 * A number that is a cell of a transcribed table (an array literal that is itself an element of an array literal: a
 * printed row) or the value a known difference says the engine must print (`engineMust`): the documents' own numbers,
 * which the verification files keep by design.
 */
function isPrintedCell(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isPropertyAssignment(n) && n.name.getText() === 'engineMust') return true;
    if (ts.isArrayLiteralExpression(n) && n.parent && ts.isArrayLiteralExpression(n.parent)) return true;
    if (ts.isFunctionLike(n)) return false;
  }
  return false;
}

/**
 * Hits in one island (TypeScript/TSX source). `values` should hold the island's own rule set's exports. With
 * `printedTables`, the cells of transcribed tables are the documents' numbers and are skipped (verification files).
 */
export function scanIsland(file: string, source: string, values: EngineValues, o: { printedTables?: boolean } = {}): Hit[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = source.split('\n');
  const hits: Hit[] = [];
  const seen = new Set<string>();
  const conversions = new Set<ts.Node>();
  const report = (node: ts.Node, literal: string, why: string) => {
    const line = lineOf(sf, node.getStart(sf));
    const key = `${line}:${literal}`;
    if (ALLOW.test(lines[line - 1]) || seen.has(key)) return;
    seen.add(key);
    hits.push({ file, line, literal, why });
  };
  const valueOf = (node: ts.Node): number | null => {
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isBinaryExpression(node) && TIME_OPERATORS.has(node.operatorToken.kind)) {
      const right = valueOf(node.right);
      const left = valueOf(node.left);
      const op = node.operatorToken.getText(sf);
      if (right !== null && TIME_FACTORS.has(right)) {
        conversions.add(node.right);
        report(node.right, `${op} ${right}`, 'a frame or clock conversion typed by hand');
      } else if (left !== null && TIME_FACTORS.has(left) && node.operatorToken.kind === ts.SyntaxKind.AsteriskToken) {
        conversions.add(node.left);
        report(node.left, `${left} ${op}`, 'a frame or clock conversion typed by hand');
      }
    }
    const n = valueOf(node);
    if (conversions.has(node)) return;
    if (n !== null && o.printedTables && isPrintedCell(node)) return;
    const names = n === null ? [] : matchCode(n, values);
    if (names.length) {
      report(node, node.getText(sf), `equals ${describeNames(names)}`);
      return; // do not report the operand of `-280` again
    }
    if (ts.isJsxText(node)) {
      for (const m of node.text.matchAll(/(?<![\w.])\d+(?:\.\d+)?(?![\w.])/g)) {
        const textNames = matchCode(Number(m[0]), values);
        if (textNames.length) report(node, m[0], `text equals ${describeNames(textNames)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return hits;
}

/** Hits in one MDX page: numbers in JSX expressions (code floor) and in prose (prose floor) that equal engine values. */
export function scanMdx(file: string, source: string, values: EngineValues): Hit[] {
  const hits: Hit[] = [];
  const lines = source.split('\n');
  let inFrontmatter = lines[0] === '---';
  let inFence = false;
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (i > 0 && inFrontmatter) {
      if (raw === '---') inFrontmatter = false;
      return;
    }
    if (i === 0 && inFrontmatter) return;
    if (/^\s*(```|~~~)/.test(raw)) {
      inFence = !inFence;
      return;
    }
    if (inFence || /^\s*(import|export)\s/.test(raw) || ALLOW.test(raw)) return;
    const seen = new Set<string>();
    const report = (literal: string, why: string) => {
      if (seen.has(literal)) return;
      seen.add(literal);
      hits.push({ file, line, literal, why });
    };
    const number = /(?<![\w.,])-?\d{1,3}(?:,\d{3})+(?![\w,]|\.\d)|(?<![\w.-])-?\d+(?:\.\d+)?(?![\w.]|,\d{3})/g;
    // JSX expressions on this line: {...} without nested braces; comments are not code.
    let prose = raw;
    for (const m of raw.matchAll(/\{([^{}]*)\}/g)) {
      prose = prose.replace(m[0], ' ');
      if (/^\s*\/\*/.test(m[1])) continue;
      for (const lit of m[1].replace(/(['"`]).*?\1/g, ' ').matchAll(number)) {
        const v = Number(lit[0].replace(/,/g, ''));
        const names = matchCode(v, values);
        if (names.length) report(lit[0], `expression equals ${describeNames(names)}`);
        if (TIME_FACTORS.has(Math.abs(v)) && new RegExp(`[*/%]\\s*${lit[0]}(?!\\d)`).test(m[1])) report(lit[0], 'a frame or clock conversion typed by hand');
      }
    }
    // Prose: leave out inline code, link targets and HTML/JSX tags with their attributes.
    prose = prose
      .replace(/`[^`]*`/g, ' ')
      .replace(/\]\([^)]*\)/g, '] ')
      .replace(/<[^>]*>/g, ' ');
    for (const lit of prose.matchAll(number)) {
      const names = matchProse(lit[0].replace(/,/g, '').replace(/^-/, ''), values);
      if (names.length) report(lit[0], `prose equals ${describeNames(names)}`);
    }
  });
  return hits;
}

/** An .astro file's front matter (the code between the first two `---` lines), other lines blanked so lines keep their numbers. */
export function astroFrontMatter(source: string): string {
  const lines = source.split('\n');
  if (lines[0] !== '---') return lines.map(() => '').join('\n');
  const end = lines.indexOf('---', 1);
  return lines.map((l, i) => (i > 0 && (end < 0 || i < end) ? l : '')).join('\n');
}

export const formatHit = (h: Hit) => `${h.file}:${h.line}: ${h.literal} (${h.why})`;

/** `{ file: count }`, most hits first. */
export function countByFile(hits: Hit[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const h of hits) counts.set(h.file, (counts.get(h.file) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
