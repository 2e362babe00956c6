// Sand blocks: the fixed sizes and timings of the design document (seed 004, §2.2, §3, §13), as the engine uses them.

/** Logical grid width in cells (seed 004 §3.1). */
export const LOGICAL_WIDTH = 12;
/** Logical grid height in cells (seed 004 §3.1). */
export const LOGICAL_HEIGHT = 22;
/** One logical cell is CELL x CELL pixels (seed 004 §2.2; RULINGS.md "Sand blocks": 10x10, not the 16x16 example). */
export const CELL = 10;
/** Pixel grid width (seed 004 §3.2: 12 x 10). */
export const PIXEL_WIDTH = LOGICAL_WIDTH * CELL;
/** Pixel grid height (seed 004 §3.2: 22 x 10). */
export const PIXEL_HEIGHT = LOGICAL_HEIGHT * CELL;
/** Preview slots (seed 004 §7.1). */
export const SLOT_COUNT = 3;
/** Physics frames per second: one frame moves a pixel at most one row (seed 004 §13, appendix H). */
export const FRAMES_PER_SECOND = 60;
/** One physics frame in milliseconds (seed 004 §13: 1/60 s). */
export const FRAME_MS = 1000 / FRAMES_PER_SECOND;
/** Clear animation before the cleared pixels leave the board (seed 004 §8.3.1, §13: 1000 ms). */
export const CLEAR_ANIMATION_MS = 1000;
/** The same, in physics frames. */
export const CLEAR_ANIMATION_FRAMES = (CLEAR_ANIMATION_MS / 1000) * FRAMES_PER_SECOND;
/** Colours in the rule text (seed 004 §4.2; RULINGS.md: 4, the 6 of the pseudo-code is a variant). */
export const DEFAULT_COLOURS = 4;
/** The colour names in the document's order (§4.2 red, blue, green, yellow; §4.3 pseudo-code adds purple, white). */
export const COLOUR_NAMES = ['red', 'blue', 'green', 'yellow', 'purple', 'white'] as const;
