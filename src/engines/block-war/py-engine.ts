// The engine functions a Python bot's MatchData calls (python/matchdata.py imports them as the module
// blockwar_engine): strings and numbers only cross the bridge. Its own file, with no imports outside the engine, so the
// arena can bundle it into the Python sandbox's worker (src/pages/block-war/[bundle].js.ts).
import { PIECES, PIECE_OFFSETS } from './data/pieces';
import { kitClear, kitFinals, kitLegal } from './bot-kit';
import type { Placement } from './board';

const flat = (ps: Placement[]): number[] => ps.flatMap((p) => [p.y, p.x, p.dir]);
const rowsOf = (text: string): string[] => text.split('/');

export const PY_ENGINE = {
  legal: (rows: string, type: number): number[] => flat(kitLegal(rowsOf(rows), type)),
  finals: (rows: string, type: number): number[] => flat(kitFinals(rowsOf(rows), type)),
  clear: (rows: string): string => JSON.stringify(kitClear(rowsOf(rows))),
  offsets: (): string => JSON.stringify(PIECES.map((p) => PIECE_OFFSETS[p])),
};
