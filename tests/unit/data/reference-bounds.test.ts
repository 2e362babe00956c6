// The bounds the API reference lists (src/reference/bounds.ts), checked from the other side: every RangeError the
// engines' code can throw is reached from some export (so the call-following misses no path into it), and messages
// are written in as a reader would check them by hand. The hostile-argument tests of Zenith and TGM3 check that each
// RangeError a call really throws is listed (tests/unit/zenith/validation.test.ts, tests/unit/tgm3/validate.test.ts).
import { relative, sep, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BoundFinder, engineProgram, type Bound } from '~/reference/bounds';

const RULE_SETS = ['zenith', 'tgm3', 'sand', 'block-war', 'lost-space'];
const root = process.cwd();
const program = engineProgram(root, RULE_SETS);
const finder = new BoundFinder(program, root);
const checker = finder.checker;
const engines = join(root, 'src', 'engines');

/** Rule set → export → bounds. */
const all = new Map(
  RULE_SETS.map((r) => {
    const mod = checker.getSymbolAtLocation(program.getSourceFile(join(engines, r, 'index.ts'))!)!;
    return [r, new Map(checker.getExportsOfModule(mod).map((s) => [s.name, finder.ofExport(s)]))] as const;
  }),
);

/** "file:line" of every `throw new RangeError(…)` (or of a class extending it) in the engines' code. */
function rangeErrorThrows(): string[] {
  const out: string[] = [];
  for (const f of program.getSourceFiles()) {
    if (!f.fileName.split('/').join(sep).startsWith(engines)) continue;
    const visit = (n: ts.Node) => {
      if (ts.isThrowStatement(n) && n.expression && ts.isNewExpression(n.expression)) {
        const t = checker.getTypeAtLocation(n.expression);
        const names = [t, ...(t.isClassOrInterface() ? (t.getBaseTypes() ?? []) : [])].map((x) => x.getSymbol()?.getName());
        if (names.includes('RangeError'))
          out.push(`${relative(engines, f.fileName).split(sep).join('/')}:${f.getLineAndCharacterOfPosition(n.getStart()).line + 1}`);
      }
      ts.forEachChild(n, visit);
    };
    visit(f);
  }
  return out;
}

const bound = (r: string, name: string): Bound[] => all.get(r)!.get(name)!;

describe('the API reference bounds', () => {
  it('every RangeError in the engines is reached from at least one export', () => {
    const reached = new Set([...all.values()].flatMap((m) => [...m.values()].flat().map((b) => b.at)));
    const throws = rangeErrorThrows();
    expect(throws.length).toBeGreaterThan(100);
    expect(throws.filter((t) => !reached.has(t))).toEqual([]);
  });

  it("writes a call's literal arguments into the message (worked by hand from the code)", () => {
    // rankMultiplier calls rankArg('rank', r), which calls finite('rank', r, 1, MAX_RANK); MAX_RANK is 1e6.
    expect(bound('zenith', 'rankMultiplier').map((b) => b.message)).toEqual(['rank must be a finite number', 'rank must be between 1 and 1e6']);
    // favorWeightNinths checks i with whole('i', i, 0, COLUMNS - 1): COLUMNS is 10, so 0 to 9.
    expect(bound('zenith', 'favorWeightNinths').map((b) => b.message)).toContain('i must be between 0 and 9');
  });

  it('reads the lists, names and constants a call passes (worked by hand from the TGM3 code)', () => {
    const messages = bound('tgm3', 'gravityG').map((b) => b.message);
    // checkChoice('mode', mode, MODES) with MODES = ['easy', 'sakura', 'master', 'shirase', 'kamui'] (speed.ts).
    expect(messages).toContain('mode must be one of easy, sakura, master, shirase, kamui');
    // checkInt('level', level, 0, MAX_SPEED_LEVEL) with MAX_SPEED_LEVEL = 999 + 100 × INVISIBLE_COOLS (9): 1899.
    expect(messages).toContain('level must be between 0 and 1899');
    // A name built in a loop, `steps[${i}]`, shows its unknown index as "…".
    expect(messages).toContain('steps[…] must be an object');
  });

  it('drops a check that no call can fail, and keeps one that a call can', () => {
    // finite('altitude', a, 0) leaves max at Infinity: "a > Infinity" is never true, so only "between 0 and Infinity"
    // stays (its "a < 0" half can fail).
    expect(bound('zenith', 'floorAt').map((b) => b.message)).toEqual(['altitude must be a finite number', 'altitude must be between 0 and Infinity']);
    // secondsOfFrames calls finite with no bounds at all: only the finite check remains.
    expect(bound('zenith', 'secondsOfFrames').map((b) => b.message)).toEqual(['frames must be a finite number']);
  });

  it('says "no bounds" (an empty list) for functions that throw nothing', () => {
    expect(bound('zenith', 'hasMod')).toEqual([]);
    expect(bound('zenith', 'FPS')).toEqual([]);
  });

  it('every pattern is a regular expression that compiles', () => {
    for (const m of all.values()) for (const bs of m.values()) for (const b of bs) expect(() => new RegExp(`^${b.pattern}$`), b.message).not.toThrow();
  });
});
