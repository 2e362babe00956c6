// Piece cell offsets and score tables of Block War, transcribed from the project's piece table
// (data/block-war/pieces.json: the game's original engine TetrisProgram/Block.py, checked against the rule
// document's blocks.png) and from the score table of seed 001 "得分规则".

export type Piece = 'I' | 'J' | 'L' | 'O' | 'S' | 'T' | 'Z';
export type Dir = 0 | 1 | 2 | 3;
/** One cell relative to the centre: [dx, dy]; +dy points towards the opponent (the way pieces travel). */
export type Offset = readonly [number, number];

/** The seven pieces in the order of the document's picture (seed 001 "方块种类及其旋转规则": I, J, L, O, S, T, Z). */
export const PIECES: readonly Piece[] = ['I', 'J', 'L', 'O', 'S', 'T', 'Z'];
export const DIRS: readonly Dir[] = [0, 1, 2, 3];

/** Cells of each piece in each direction around its centre cell [0, 0] (pieces.json, "pieces"). */
export const PIECE_OFFSETS: Record<Piece, readonly (readonly Offset[])[]> = {
  I: [
    [[-1, 0], [0, 0], [1, 0], [2, 0]],
    [[0, 0], [0, 1], [0, -1], [0, 2]],
    [[-1, 0], [0, 0], [1, 0], [-2, 0]],
    [[0, 0], [0, 1], [0, -2], [0, -1]],
  ],
  J: [
    [[-1, 0], [0, 0], [-1, -1], [1, 0]],
    [[0, 0], [0, -1], [0, 1], [1, -1]],
    [[-1, 0], [0, 0], [1, 0], [1, 1]],
    [[0, 0], [0, -1], [0, 1], [-1, 1]],
  ],
  L: [
    [[-1, 0], [0, 0], [1, 0], [1, -1]],
    [[0, 0], [0, -1], [0, 1], [1, 1]],
    [[-1, 0], [-1, 1], [1, 0], [0, 0]],
    [[0, 0], [0, -1], [0, 1], [-1, -1]],
  ],
  O: [
    [[0, 0], [1, 0], [0, -1], [1, -1]],
    [[0, 0], [1, 0], [1, 1], [0, 1]],
    [[0, 0], [-1, 0], [-1, 1], [0, 1]],
    [[0, 0], [-1, 0], [-1, -1], [0, -1]],
  ],
  S: [
    [[0, 0], [0, -1], [1, -1], [-1, 0]],
    [[0, 0], [1, 0], [1, 1], [0, -1]],
    [[1, 0], [0, 0], [0, 1], [-1, 1]],
    [[0, 0], [0, 1], [-1, 0], [-1, -1]],
  ],
  T: [
    [[0, 0], [1, 0], [-1, 0], [0, -1]],
    [[0, 0], [0, 1], [0, -1], [1, 0]],
    [[-1, 0], [0, 0], [1, 0], [0, 1]],
    [[0, 0], [0, -1], [0, 1], [-1, 0]],
  ],
  Z: [
    [[1, 0], [0, 0], [0, -1], [-1, -1]],
    [[0, 0], [0, 1], [1, 0], [1, -1]],
    [[-1, 0], [0, 0], [0, 1], [1, 1]],
    [[0, 0], [0, -1], [-1, 1], [-1, 0]],
  ],
};

/** Points for clearing k rows (k = 0..4) in one placement, per zone (seed 001 "得分规则" table; pieces.json "scoring"). */
export const PEACE_POINTS: readonly number[] = [0, 0, 1, 2, 4];
export const BATTLE_POINTS: readonly number[] = [0, 1, 2, 4, 8];
