// Units in the API reference, over TypeDoc's own reading of the engines (src/reference/api.ts): every numeric parameter
// and every numeric result of an exported function has a unit (or "none: …" saying what the number counts), and the
// unit table (src/reference/units.ts) holds nothing that no function uses.
import { describe, expect, it } from 'vitest';
import { engineApi, REFERENCE_RULE_SETS } from '~/reference/api';
import { isNumeric, PARAM_UNITS, RETURN_UNITS } from '~/reference/units';

const api = await engineApi();
const functions = REFERENCE_RULE_SETS.flatMap((r) => api[r].filter((e) => e.kind === 'function').map((e) => [r, e] as const));

describe('API reference units', () => {
  it('every numeric parameter of every exported function has a unit', () => {
    const missing = functions.flatMap(([r, e]) =>
      e.signatures.flatMap((s) => s.params.filter((p) => isNumeric(p.type) && !p.unit).map((p) => `${r}: ${e.name}(${p.name})`)),
    );
    expect(functions.length).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });

  it('every numeric result has a unit', () => {
    const missing = functions.flatMap(([r, e]) => e.signatures.filter((s) => isNumeric(s.returns) && !s.returnsUnit).map(() => `${r}: ${e.name}`));
    expect(missing).toEqual([]);
  });

  it('the unit table names only parameters and results that exist', () => {
    for (const r of REFERENCE_RULE_SETS) {
      const params = new Set(
        functions
          .filter(([x]) => x === r)
          .flatMap(([, e]) => e.signatures.flatMap((s) => s.params.filter((p) => isNumeric(p.type)).flatMap((p) => [p.name, `${e.name}.${p.name}`]))),
      );
      const results = new Set(functions.filter(([x, e]) => x === r && e.signatures.some((s) => isNumeric(s.returns))).map(([, e]) => e.name));
      expect(
        Object.keys(PARAM_UNITS[r]).filter((k) => !params.has(k)),
        `${r} parameters`,
      ).toEqual([]);
      expect(
        Object.keys(RETURN_UNITS[r]).filter((k) => !results.has(k)),
        `${r} results`,
      ).toEqual([]);
    }
  });

  it('units worked by hand from the documents: altitude in metres, frames to seconds, TGM3 levels', () => {
    const fn = (r: (typeof REFERENCE_RULE_SETS)[number], name: string) => api[r].find((e) => e.name === name)!.signatures[0];
    expect(fn('zenith', 'floorAt').params[0].unit).toBe('metres of altitude');
    expect(fn('zenith', 'floorAt').returnsUnit).toBe('floor number, 1-10');
    expect(fn('zenith', 'secondsOfFrames').params[0].unit).toMatch(/^frames/);
    expect(fn('zenith', 'secondsOfFrames').returnsUnit).toBe('seconds');
    expect(fn('tgm3', 'gravityG').params.find((p) => p.name === 'level')!.unit).toMatch(/^levels/);
    expect(fn('tgm3', 'gravityG').returnsUnit).toBe('G (cells per frame)');
  });
});
