// The source each exported engine function cites, for the API reference: the `@source` line of its doc comment, else
// the sentences of its doc comment that name a source document or a decision, else the `//` comment right above it,
// else a `// @source` comment on its line of the engine's index (for exports whose files are being split).
// Build-time only (src/reference/api.ts) and its tests.
import { join } from 'node:path';
import ts from 'typescript';

/** Words that make a comment a citation: a source document, the code it quotes, or a decision of the site. */
export const CITES =
  /seed 00[0-4]|RULINGS|ruling|reference-code\.js|TETRA CHANNEL|TetrisWiki|wiki|judge|SDK|用户文档|比赛规则|replay file|platform|NullpoMino|Cambridge|visualizer|json|our (own )?(choice|reading|measure|weights)|site's (own|choice)|the code's|the code does|the contest|the rules|design document|§/i;

/** The text of a JSDoc comment or tag, as one line. */
const flat = (c: string | ts.NodeArray<ts.JSDocComment> | undefined) =>
  (typeof c === 'string' ? c : (c ?? []).map((p) => p.text).join('')).replace(/\s+/g, ' ').trim();

/** The statement that holds a declaration (a `const f = …` sits in a variable statement). */
const statementOf = (d: ts.Declaration): ts.Node => (ts.isVariableDeclaration(d) ? d.parent.parent : d);

/** The `//` lines right above a node, joined ('' when none). */
function lineCommentAbove(node: ts.Node): string {
  const f = node.getSourceFile();
  const ranges = ts.getLeadingCommentRanges(f.text, node.getFullStart()) ?? [];
  const lines = ranges.filter((r) => r.kind === ts.SyntaxKind.SingleLineCommentTrivia).map((r) => f.text.slice(r.pos + 2, r.end).trim());
  return lines.join(' ').trim();
}

/** The citation of one declaration, or '' when it cites nothing. */
export function citationOf(d: ts.Declaration): string {
  const stmt = statementOf(d);
  const docs = ts.getJSDocCommentsAndTags(stmt).filter(ts.isJSDoc);
  const tag = docs.flatMap((j) => j.tags ?? []).find((t) => t.tagName.text === 'source');
  if (tag) return flat(tag.comment);
  const doc = docs.map((j) => flat(j.comment)).join(' ');
  const asides = [...doc.matchAll(/\(((?:[^()]|\([^()]*\))*)\)/g)].map((m) => m[1]).filter((s) => CITES.test(s));
  if (asides.length) return asides.join('; ');
  const sentences = doc.split(/(?<=\.)\s+/).filter((s) => CITES.test(s));
  if (sentences.length) return sentences.join(' ');
  const above = lineCommentAbove(stmt);
  return CITES.test(above) ? above : '';
}

/** `// @source …` comments on an engine index's export specifiers: name → text. */
export function indexCitations(index: ts.SourceFile): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (n: ts.Node) => {
    if (ts.isExportSpecifier(n)) {
      const text = ts
        .getLeadingCommentRanges(index.text, n.getFullStart())
        ?.map((r) => index.text.slice(r.pos, r.end))
        .find((c) => c.startsWith('// @source '));
      if (text) out.set(n.name.text, text.slice('// @source '.length).trim());
    }
    ts.forEachChild(n, visit);
  };
  visit(index);
  return out;
}

/** Rule set → exported function (`const f = () => …` included) or class → its citation ('' when it has none). */
export function engineCitations(program: ts.Program, root: string, ruleSets: readonly string[]): Record<string, Map<string, string>> {
  const checker = program.getTypeChecker();
  const out: Record<string, Map<string, string>> = {};
  for (const r of ruleSets) {
    const index = program.getSourceFile(join(root, 'src', 'engines', r, 'index.ts'))!;
    const fromIndex = indexCitations(index);
    out[r] = new Map();
    for (const s of checker.getExportsOfModule(checker.getSymbolAtLocation(index)!)) {
      const t = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      const d = t.valueDeclaration;
      const arrow = !!d && ts.isVariableDeclaration(d) && !!d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer));
      if (!(t.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class)) && !arrow) continue;
      if (!d) continue;
      out[r].set(s.name, citationOf(d) || fromIndex.get(s.name) || '');
    }
  }
  return out;
}
