// Every exported engine function and class cites its source in its own doc comment (a `@source` line, or a citation
// inside the comment), and the API reference shows it under the names readers know the documents by.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readable } from '~/reference/api';
import { engineProgram } from '~/reference/bounds';
import { citationOf, engineCitations, indexCitations } from '~/reference/sources';

const RULE_SETS = ['zenith', 'tgm3', 'sand', 'block-war', 'lost-space'];

/** The first function declared in a snippet, parsed with its doc comments. */
function firstFunction(code: string): ts.FunctionDeclaration {
  const f = ts.createSourceFile('x.ts', code, ts.ScriptTarget.ES2022, true);
  return f.statements.find(ts.isFunctionDeclaration)!;
}

describe('each exported engine function cites its source', () => {
  it('every function and class exported by an engine index has a citation', () => {
    const cites = engineCitations(engineProgram(process.cwd(), RULE_SETS), process.cwd(), RULE_SETS);
    const missing = RULE_SETS.flatMap((r) => [...cites[r]].filter(([, c]) => c.length < 8).map(([n]) => `${r}: ${n}`));
    expect([...cites.zenith.keys()].length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  }, 60_000);

  it('a @source line wins; else the asides of the doc comment that name a source; else nothing', () => {
    expect(citationOf(firstFunction('/**\n * Adds.\n * @source seed 000 经验\n */\nexport function f() {}'))).toBe('seed 000 经验');
    expect(citationOf(firstFunction('/** Floor for an altitude (seed 000 floor table). */\nexport function f() {}'))).toBe('seed 000 floor table');
    expect(citationOf(firstFunction('// The rule as RULINGS.md words it.\nexport function f() {}'))).toBe('The rule as RULINGS.md words it.');
    expect(citationOf(firstFunction('/** Adds two numbers. */\nexport function f() {}'))).toBe('');
  });

  it("reads `// @source` comments on an index's export list (for files being split)", () => {
    const index = ts.createSourceFile('index.ts', "export {\n  a,\n  // @source seed 003 行动内容\n  b,\n} from './m';", ts.ScriptTarget.ES2022, true);
    expect([...indexCitations(index)]).toEqual([['b', 'seed 003 行动内容']]);
  });

  it("the reference names documents as readers know them, never by the site's file names", () => {
    expect(readable('seed 000 floor table')).toBe('MrZ_26\'s write-up "Tetr.io规则观察总结" floor table');
    expect(readable('seed 002 Scoring; RULINGS.md TGM3')).toBe("TetrisWiki's TGM3 Terror-Instinct page Scoring; the site's ruling TGM3");
    expect(readable('zenith-current readme §经验')).not.toMatch(/zenith-current/);
  });
});
