// The bounds of every exported engine function: each RangeError it can throw, found by following its calls with the
// TypeScript checker through the whole engine (every depth, across files, into class methods and the classes that
// implement an interface), with the call site's arguments written into the message (so `finite('rank', r, 1, MAX_RANK)`
// reads "rank must be between 1 and 1e6"). Build-time only (the API reference, src/reference/api.ts) and its tests.
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

export interface Bound {
  /** The message as the reference shows it: arguments known at the call site written in, the rest as {expression}. */
  message: string;
  /** A regular expression (source) that the thrown message matches: the message with every unknown part as a wildcard. */
  pattern: string;
  /** Where the throw is: path under src/engines, and line. */
  at: string;
}

/** What a parameter stands for inside a callee: the caller's text, and whether it is a literal known at the call. */
interface Sub {
  text: string;
  literal: boolean;
  /** A string literal: written into the message as it is, and matched as it is. */
  string: boolean;
  /** The expression it stands for (so `choices.join(', ')` can find the list a caller passed as `choices`). */
  node?: ts.Node;
  /** A template (`steps[${i}]`): shown as written, with its unknown parts as "…". */
  template?: boolean;
}
type Env = Map<string, Sub>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WILD = '[\\s\\S]*?';

/** A whole-number or simple arithmetic constant's value, for the message ("MAX_RANK" reads 1e6). */
function constantText(id: ts.Identifier, checker: ts.TypeChecker): string | null {
  let s = checker.getSymbolAtLocation(id);
  if (s && s.flags & ts.SymbolFlags.Alias) s = checker.getAliasedSymbol(s);
  const d = s?.valueDeclaration;
  if (!d || !ts.isVariableDeclaration(d) || !d.initializer || !(ts.getCombinedNodeFlags(d) & ts.NodeFlags.Const)) return null;
  const t = d.initializer.getText();
  if (/^[-\d_.e+*/ ()]+$/i.test(t)) return t.replace(/_/g, '');
  const init = d.initializer;
  if (ts.isIdentifier(init)) return constantText(init, checker);
  const list = ts.isPropertyAccessExpression(init) && init.name.text === 'length' ? constantList(init.expression, checker) : null;
  if (list) return String(list.elements.length);
  return numeric(init, new Map(), checker); // a constant made of constants: SECTIONS - 1, 2 * MAX
}

/** `-x` and `a ± b`, `a * b`, `a / b` of numbers known at the call, worked out (`COLUMNS - 1` reads 9); else null. */
function numeric(node: ts.Node, env: Env, checker: ts.TypeChecker): string | null {
  const value = (n: ts.Node): number | null => {
    const r = ts.isParenthesizedExpression(n) ? render(n.expression, env, checker) : render(n, env, checker);
    return r.literal && !r.string && r.text !== '' && Number.isFinite(Number(r.text)) ? Number(r.text) : r.text === 'Infinity' ? Infinity : null;
  };
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    const v = value(node.operand);
    return v === null ? null : String(-v);
  }
  if (!ts.isBinaryExpression(node)) return null;
  const [a, b] = [value(node.left), value(node.right)];
  if (a === null || b === null) return null;
  const ops: Partial<Record<ts.SyntaxKind, (x: number, y: number) => number>> = {
    [ts.SyntaxKind.PlusToken]: (x, y) => x + y,
    [ts.SyntaxKind.MinusToken]: (x, y) => x - y,
    [ts.SyntaxKind.AsteriskToken]: (x, y) => x * y,
    [ts.SyntaxKind.SlashToken]: (x, y) => x / y,
  };
  const op = ops[node.operatorToken.kind];
  return op ? String(op(a, b)) : null;
}

/** An expression as text, with the parameters of the current call written in from `env`. */
function render(node: ts.Node, env: Env, checker: ts.TypeChecker): Sub {
  if (ts.isStringLiteralLike(node)) return { text: node.text, literal: true, string: true };
  if (ts.isNumericLiteral(node)) return { text: node.getText(), literal: true, string: false };
  if (ts.isIdentifier(node)) {
    const sub = env.get(node.text);
    if (sub) return sub;
    const c = node.text === 'Infinity' ? 'Infinity' : constantText(node, checker);
    if (c !== null) return { text: c, literal: true, string: false };
  }
  const num = numeric(node, env, checker);
  if (num !== null) return { text: num, literal: true, string: false };
  if (node.getText() === 'Number.MAX_SAFE_INTEGER') return { text: String(Number.MAX_SAFE_INTEGER), literal: true, string: false };
  if (ts.isPropertyAccessExpression(node) && node.name.text === 'length') {
    const list = constantList(ts.isIdentifier(node.expression) ? (env.get(node.expression.text)?.node ?? node.expression) : node.expression, checker);
    if (list) return { text: String(list.elements.length), literal: true, string: false };
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return { text: node.getText(), literal: true, string: false };
  const special = joined(node, env, checker) ?? chosen(node, env, checker) ?? template(node, env, checker);
  if (special) return special;
  const src = node.getSourceFile().text;
  const cuts: { pos: number; end: number; text: string }[] = [];
  const walk = (n: ts.Node) => {
    if (ts.isIdentifier(n) && env.has(n.text) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) {
      const sub = env.get(n.text)!;
      cuts.push({ pos: n.getStart(), end: n.getEnd(), text: sub.string ? `'${sub.text}'` : sub.text });
    }
    ts.forEachChild(n, walk);
  };
  walk(node);
  let text = src.slice(node.getStart(), node.getEnd());
  for (const c of cuts.reverse()) text = text.slice(0, c.pos - node.getStart()) + c.text + text.slice(c.end - node.getStart());
  return { text, literal: false, string: false, node };
}

/** `list.join(', ')` of a constant list of strings (directly, or passed down as a parameter): the joined text. */
function joined(node: ts.Node, env: Env, checker: ts.TypeChecker): Sub | null {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'join') return null;
  const sep = node.arguments[0];
  if (node.arguments.length !== 1 || !ts.isStringLiteralLike(sep)) return null;
  const obj = node.expression.expression;
  const list = constantList(ts.isIdentifier(obj) ? (env.get(obj.text)?.node ?? obj) : obj, checker);
  if (!list || !list.elements.every(ts.isStringLiteralLike)) return null;
  return { text: list.elements.map((e) => (e as ts.StringLiteralLike).text).join(sep.text), literal: true, string: true };
}

/** A list written out in the code: `[…]` itself (`as const` allowed), or a `const` holding one. */
function constantList(node: ts.Node, checker: ts.TypeChecker): ts.ArrayLiteralExpression | null {
  const unwrap = (e: ts.Node): ts.Node => (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e) ? unwrap(e.expression) : e);
  const n = unwrap(node);
  if (ts.isArrayLiteralExpression(n)) return n;
  if (!ts.isIdentifier(n)) return null;
  let s = checker.getSymbolAtLocation(n);
  if (s && s.flags & ts.SymbolFlags.Alias) s = checker.getAliasedSymbol(s);
  const d = s?.valueDeclaration;
  if (!d || !ts.isVariableDeclaration(d) || !d.initializer || !(ts.getCombinedNodeFlags(d) & ts.NodeFlags.Const)) return null;
  const init = unwrap(d.initializer);
  return ts.isArrayLiteralExpression(init) ? init : null;
}

/** `c ? a : b` whose condition the call fixes: the branch it takes. */
function chosen(node: ts.Node, env: Env, checker: ts.TypeChecker): Sub | null {
  if (!ts.isConditionalExpression(node)) return null;
  const c = render(node.condition, env, checker);
  if (!c.literal || (c.text !== 'true' && c.text !== 'false')) return null;
  return render(c.text === 'true' ? node.whenTrue : node.whenFalse, env, checker);
}

/** A template literal used as a name (`steps[${i}]`): its known parts written in, the rest as "…". */
function template(node: ts.Node, env: Env, checker: ts.TypeChecker): Sub | null {
  if (!ts.isTemplateExpression(node)) return null;
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const sub = render(span.expression, env, checker);
    text += (sub.literal ? sub.text : '…') + span.literal.text;
  }
  return { text, literal: false, string: false, template: true };
}

/** The message of `throw new RangeError(x)`: shown text and the pattern a thrown message matches. */
function message(arg: ts.Expression | undefined, env: Env, checker: ts.TypeChecker): { message: string; pattern: string } {
  if (!arg) return { message: '(no message)', pattern: '' };
  if (ts.isStringLiteralLike(arg)) return { message: arg.text, pattern: escape(arg.text) };
  if (ts.isTemplateExpression(arg)) {
    let shown = arg.head.text;
    let pattern = escape(arg.head.text);
    for (const span of arg.templateSpans) {
      const sub = render(span.expression, env, checker);
      shown += sub.string || sub.literal || sub.template ? sub.text : `{${sub.text}}`;
      pattern += sub.string ? escape(sub.text) : WILD;
      shown += span.literal.text;
      pattern += escape(span.literal.text);
    }
    return { message: shown.replace(/, not \{[^{}]*\}\.?$/, ''), pattern };
  }
  const sub = render(arg, env, checker);
  return { message: sub.string ? sub.text : `{${sub.text}}`, pattern: sub.string ? escape(sub.text) : WILD };
}

/** `x < -Infinity` or `x > Infinity` (either way round): false for every number, whatever x is. */
function neverTrue(n: ts.Node, env: Env, checker: ts.TypeChecker): boolean {
  if (!ts.isBinaryExpression(n)) return false;
  const op = n.operatorToken.kind;
  const [l, r] = [render(n.left, env, checker), render(n.right, env, checker)];
  const lt = op === ts.SyntaxKind.LessThanToken;
  const gt = op === ts.SyntaxKind.GreaterThanToken;
  // Number.MAX_VALUE counts as Infinity here: every engine check tests that a number is finite before its range.
  const [lo, hi] = [(t: string) => t === '-Infinity' || t === '-Number.MAX_VALUE', (t: string) => t === 'Infinity' || t === 'Number.MAX_VALUE'];
  return (lt && (lo(r.text) || hi(l.text))) || (gt && (hi(r.text) || lo(l.text)));
}

const GLOBALS = new Set(['Number', 'Math', 'String', 'Array', 'undefined', 'NaN', 'Infinity', 'isInteger', 'isFinite', 'isNaN', 'isArray']);

/**
 * False when the `if` that guards this throw can be worked out from the call's literals alone and is false there
 * (`whole('i', 0, …)` cannot fail its integer check), so a throw no caller can reach is not listed. Else true.
 */
function mayThrow(thr: ts.ThrowStatement, env: Env, checker: ts.TypeChecker): boolean {
  const guard = ts.isBlock(thr.parent) && thr.parent.statements.length === 1 ? thr.parent.parent : thr.parent;
  if (!ts.isIfStatement(guard) || (guard.thenStatement !== thr && guard.thenStatement !== thr.parent)) return true;
  const cond = guard.expression;
  const cuts: { pos: number; end: number; text: string }[] = [];
  let unknown = false;
  const walk = (n: ts.Node) => {
    if (neverTrue(n, env, checker)) return void cuts.push({ pos: n.getStart(), end: n.getEnd(), text: 'false' });
    if (ts.isIdentifier(n) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n) && !GLOBALS.has(n.text)) {
      const r = render(n, env, checker);
      if (!r.literal) unknown = true;
      else cuts.push({ pos: n.getStart(), end: n.getEnd(), text: r.string ? JSON.stringify(r.text) : `(${r.text})` });
    }
    ts.forEachChild(n, walk);
  };
  walk(cond);
  if (unknown) return true;
  let text = cond.getText();
  for (const c of cuts.reverse()) text = text.slice(0, c.pos - cond.getStart()) + c.text + text.slice(c.end - cond.getStart());
  try {
    return Boolean(new Function(`return (${text});`)()); // our own engine's condition, literals written in
  } catch {
    return true;
  }
}

const isEngineFile = (f: ts.SourceFile, engines: string) => f.fileName.split('/').join(sep).startsWith(engines);

/** True when `t` is RangeError or a class that extends it. */
function isRangeError(t: ts.Type): boolean {
  if (t.getSymbol()?.getName() === 'RangeError') return true;
  return (t.isClassOrInterface() ? (t.getBaseTypes() ?? []) : []).some(isRangeError);
}

type Body = ts.FunctionLikeDeclaration;
const hasBody = (d: ts.Declaration | undefined): d is Body => !!d && ts.isFunctionLike(d) && 'body' in d && !!(d as Body).body;

export class BoundFinder {
  private readonly memo = new Map<string, Bound[]>();
  private readonly active = new Set<string>();
  /** Interface name → the engine classes that implement it (a call through the interface may reach any of them). */
  private readonly implementers = new Map<string, ts.ClassDeclaration[]>();

  constructor(
    readonly program: ts.Program,
    private readonly root: string,
  ) {
    const engines = join(root, 'src', 'engines');
    program.getTypeChecker(); // binds the files, so every node knows its parent
    for (const f of program.getSourceFiles().filter((s) => isEngineFile(s, engines)))
      for (const st of f.statements)
        if (ts.isClassDeclaration(st))
          for (const h of st.heritageClauses ?? [])
            for (const t of h.types) this.implementers.set(t.expression.getText(), [...(this.implementers.get(t.expression.getText()) ?? []), st]);
  }

  get checker(): ts.TypeChecker {
    return this.program.getTypeChecker();
  }

  private inEngines(d: ts.Node): boolean {
    return isEngineFile(d.getSourceFile(), join(this.root, 'src', 'engines'));
  }

  /** The engine function bodies a call or `new` may run (through an interface: every implementing class's method). */
  private targets(node: ts.CallExpression | ts.NewExpression): Body[] {
    const sig = this.checker.getResolvedSignature(node);
    const d = sig?.getDeclaration();
    if (!d || !this.inEngines(d)) return [];
    if (hasBody(d)) return [d];
    if (ts.isMethodSignature(d) && ts.isInterfaceDeclaration(d.parent)) {
      const name = d.name.getText();
      return (this.implementers.get(d.parent.name.text) ?? []).flatMap((c) => c.members.filter((m) => m.name?.getText() === name && hasBody(m)) as Body[]);
    }
    return [];
  }

  /** The parameters of `fn` as the call writes them: literals (constants worked out), defaults, short expressions. */
  private envFor(fn: Body, args: readonly ts.Expression[], env: Env): Env {
    const out: Env = new Map();
    fn.parameters.forEach((p, i) => {
      if (!ts.isIdentifier(p.name)) return;
      const a = args[i];
      const sub = a && !ts.isSpreadElement(a) ? render(a, env, this.checker) : !a && p.initializer ? render(p.initializer, new Map(), this.checker) : null;
      // A long expression is shown by the parameter's name, but kept (a list passed as `choices` is still read).
      if (sub) out.set(p.name.text, sub.literal || sub.text.length <= 30 ? sub : { ...sub, text: p.name.text });
    });
    return out;
  }

  /** Every RangeError `fn` can throw when called with `env`, its callees' included. */
  of(fn: Body, env: Env = new Map()): Bound[] {
    const key = `${fn.getSourceFile().fileName}:${fn.pos}:${JSON.stringify([...env].map(([k, v]) => [k, v.text, v.literal, v.string, v.node?.pos]))}`;
    if (this.memo.has(key)) return this.memo.get(key)!;
    if (this.active.has(key) || this.active.size > 40) return [];
    this.active.add(key);
    const out: Bound[] = [];
    const visit = (n: ts.Node): void => {
      if (n !== fn && ts.isFunctionLike(n) && !ts.isArrowFunction(n) && !ts.isFunctionExpression(n)) return;
      if (
        ts.isThrowStatement(n) &&
        n.expression &&
        ts.isNewExpression(n.expression) &&
        isRangeError(this.checker.getTypeAtLocation(n.expression)) &&
        mayThrow(n, env, this.checker)
      ) {
        const e = n.expression;
        const isPlain = e.expression.getText() === 'RangeError';
        const m = isPlain
          ? message(e.arguments?.[0], env, this.checker)
          : { message: `${e.expression.getText()}: ${render(e, env, this.checker).text}`, pattern: WILD };
        const f = n.getSourceFile();
        out.push({
          ...m,
          at: `${relative(join(this.root, 'src', 'engines'), f.fileName)
            .split(sep)
            .join('/')}:${f.getLineAndCharacterOfPosition(n.getStart()).line + 1}`,
        });
      }
      if (ts.isCallExpression(n) || ts.isNewExpression(n)) for (const t of this.targets(n)) out.push(...this.of(t, this.envFor(t, n.arguments ?? [], env)));
      if (ts.isIdentifier(n) && !(ts.isCallExpression(n.parent) && n.parent.expression === n)) out.push(...this.referenced(n));
      ts.forEachChild(n, visit);
    };
    if (fn.body) visit(fn.body);
    this.active.delete(key);
    const unique = [...new Map(out.map((b) => [b.message, b])).values()];
    this.memo.set(key, unique);
    return unique;
  }

  /** An engine function passed as a value (a callback): whatever it may throw, with its arguments unknown. */
  private referenced(id: ts.Identifier): Bound[] {
    let s = this.checker.getSymbolAtLocation(id);
    if (s && s.flags & ts.SymbolFlags.Alias) s = this.checker.getAliasedSymbol(s);
    const d = s?.valueDeclaration;
    if (!d || !this.inEngines(d) || !(s!.flags & ts.SymbolFlags.Function) || !hasBody(d)) return [];
    return this.of(d);
  }

  /** The bounds of an export: a function's own, or for a class, its constructor's and every public method's. */
  ofExport(symbol: ts.Symbol): Bound[] {
    const s = symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    const d = s.valueDeclaration;
    if (!d) return [];
    if (hasBody(d)) return this.of(d);
    if (ts.isVariableDeclaration(d) && d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)))
      return this.of(d.initializer);
    if (ts.isClassDeclaration(d)) return this.ofClass(d);
    return [];
  }

  private ofClass(c: ts.ClassDeclaration): Bound[] {
    const out: Bound[] = [];
    for (const m of c.members) {
      const isPrivate = ts.getCombinedModifierFlags(m) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected) || (m.name && ts.isPrivateIdentifier(m.name));
      if (isPrivate || !hasBody(m)) continue;
      const label = ts.isConstructorDeclaration(m) ? 'new' : `${m.name?.getText()}()`;
      out.push(...this.of(m).map((b) => ({ ...b, message: `${label}: ${b.message}` })));
    }
    return out;
  }
}

/** A program over the five engine indexes, with the project's `~/` paths. */
export function engineProgram(root: string, ruleSets: readonly string[]): ts.Program {
  return ts.createProgram(
    ruleSets.map((r) => join(root, 'src', 'engines', r, 'index.ts')),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      paths: { '~/*': [join(root, 'src', '*')] },
      skipLibCheck: true,
    },
  );
}

/** Rule set → export name → its bounds ([] when it can throw no RangeError). */
export function engineBounds(root: string, ruleSets: readonly string[], program = engineProgram(root, ruleSets)): Record<string, Map<string, Bound[]>> {
  const finder = new BoundFinder(program, root);
  const out: Record<string, Map<string, Bound[]>> = {};
  for (const r of ruleSets) {
    const file = program.getSourceFile(join(root, 'src', 'engines', r, 'index.ts'))!;
    const mod = finder.checker.getSymbolAtLocation(file)!;
    out[r] = new Map(finder.checker.getExportsOfModule(mod).map((s) => [s.name, finder.ofExport(s)]));
  }
  return out;
}
