// Sand blocks: the places where seed 004 disagrees with itself, and what the engine models (RULINGS.md "Sand blocks").
import type { Contradiction } from '~/lib/contradictions';

const FILE = '004_ec98a6b5fccdea83.txt';

export const SAND_CONTRADICTION_LIST: Contradiction[] = [
  {
    id: 'sand/colour-count',
    ruleSet: 'sand',
    title: 'Four colours or six',
    source: `${FILE}, 4.2 颜色系统, 4.3 pseudo-code, 13 COLOR_POOL`,
    readings: [
      { who: 'rule text (§4.2, §7.4)', says: 'Four colours: red, blue, green, yellow.' },
      { who: 'pseudo-code (§4.3) and parameter table (§13)', says: 'Six colours: red, blue, green, yellow, purple, white.' },
    ],
    modelled: 'Four by default; six is a setting of the sandbox (RULINGS.md, Sand blocks).',
    page: '/sand/pieces/#colours',
  },
  {
    id: 'sand/16x16-example',
    ruleSet: 'sand',
    title: 'The 16 × 16 block',
    source: `${FILE}, 5.3.1-5.3.3 and 5.5.1`,
    readings: [
      { who: 'ratio (§2.2, §3.2)', says: 'One logical cell is 10 × 10 pixels, so a 2 × 2 block is 20 × 20 pixels (400).' },
      { who: 'pile example (§5.3)', says: '"16×16 pixels (2×2 logical cells)", 256 pixels.' },
    ],
    modelled: 'One cell is 10 × 10 pixels (RULINGS.md). The pile figure pours 20 × 20; the 16 × 16 table is measured as printed.',
    page: '/sand/falling/#the-pile',
  },
  {
    id: 'sand/pile-shape',
    ruleSet: 'sand',
    title: 'How tall the pile is',
    source: `${FILE}, 5.3.3 数学分析, appendix H 堆积角度`,
    readings: [
      { who: 'analysis (§5.3.3)', says: 'Height about W, base W, top 1-2 pixels, 45° sides; 14-16 rows for 16 × 16.' },
      { who: 'conservation of pixels', says: 'A triangle of height W and base W holds about W²/2 pixels, half of the W² poured in.' },
    ],
    modelled: 'The pile the engine makes, measured and shown (RULINGS.md, Sand blocks).',
    page: '/sand/falling/#the-pile',
  },
  {
    id: 'sand/gravity-parameters',
    ruleSet: 'sand',
    title: 'Gravity and fall speed',
    source: `${FILE}, 5.2.1, 13 GRAVITY / MAX_FALL_SPEED, 14.2 velocityY, appendix A "重力加速"`,
    readings: [
      { who: 'fall rule (§5.2.1, appendix H)', says: 'No speed: every frame a pixel moves one cell.' },
      { who: 'parameter table (§13), data structures (§14.2)', says: 'GRAVITY 980 pixels/s², MAX_FALL_SPEED 500 pixels/s, a velocityY field.' },
    ],
    modelled: 'No ruling: our choice, one row per frame, because the fall rule, the update order and the pitfalls are all written for it; the two numbers are listed as unused.',
    page: '/sand/parameters/#what-the-table-says-against-the-rules',
  },
  {
    id: 'sand/score-datum',
    ruleSet: 'sand',
    title: 'The 1056-cell datum',
    source: `${FILE}, 9.1-9.2`,
    readings: [
      { who: 'datum (§9.1)', says: 'Clearing 1056 logical cells gave 373 points.' },
      { who: 'the board (§3.1)', says: '12 × 22 = 264 cells, so 1056 cannot be cleared at once; and floor(10√1056) = 324, floor(0.35 × 1056) = 369.' },
    ],
    modelled: 'floor(10 × √N) per cluster, N = pixels ÷ 100, times the chain index; floor(0.35 × N) is a setting (RULINGS.md).',
    page: '/sand/scoring/#the-datum-that-cannot-happen',
  },
  {
    id: 'sand/chain-example',
    ruleSet: 'sand',
    title: 'The chain example',
    source: `${FILE}, 9.3`,
    readings: [
      { who: 'formulas (§9.2)', says: 'Base points floor(10√N) or floor(0.35 × N).' },
      { who: 'example (§9.3)', says: '100, 50 and 30 cells give base 100, 50 and 30: one point per cell.' },
    ],
    modelled: 'The formula (RULINGS.md): 100 + 140 + 162 = 402 for the example, not 290.',
    page: '/sand/scoring/#chains',
  },
  {
    id: 'sand/connectivity',
    ruleSet: 'sand',
    title: 'Four or eight neighbours',
    source: `${FILE}, 2.3 连通, 8.2.1`,
    readings: [
      { who: 'the document', says: 'Connected means up, down, left or right, not diagonal.' },
      { who: 'other falling-sand games', says: 'Diagonal neighbours count too (8-connectivity).' },
    ],
    modelled: '4-connectivity; 8 is a setting (RULINGS.md).',
    page: '/sand/clears/#four-or-eight-neighbours',
  },
  {
    id: 'sand/remove-by-cells',
    ruleSet: 'sand',
    title: 'Removing a cluster',
    source: `${FILE}, 8.2.3 against 8.3.1`,
    readings: [
      { who: '§8.2.3 and pitfall 2', says: 'Remove exactly the pixels the search found.' },
      { who: '§8.3.1 code', says: 'Collect pixels again from the logical cells of the cluster (the very approach pitfall 2 forbids).' },
    ],
    modelled: 'No ruling: our choice, the pixels the search found, because the document calls the other way a bug twice (§8.2.3, appendix D).',
    page: '/sand/clears/#removing-the-pixels',
  },
  {
    id: 'sand/support',
    ruleSet: 'sand',
    title: 'What counts as support',
    source: `${FILE}, 5.2.2 canMoveTo against 8.4.2 and pitfall 5`,
    readings: [
      { who: 'fall rule (§5.2.2)', says: 'A pixel with all three cells below occupied becomes stable, whatever occupies them.' },
      { who: 'stability check (§8.4.2, pitfall 5)', says: 'Only stable pixels give support; an unstable one may move away.' },
    ],
    modelled:
      'No ruling: our choice, the pitfall\'s rule everywhere: a blocked pixel waits while a blocker is unstable and becomes stable only on stable support. The fall rule as written is an engine option, offered in the board editor.',
    page: '/sand/falling/#when-a-pixel-is-stable',
  },
  {
    id: 'sand/check-timing',
    ruleSet: 'sand',
    title: 'When the clear check runs',
    source: `${FILE}, 8.1 against 10.3-10.4`,
    readings: [
      { who: '§8.1, §5.4.3', says: 'Check only when every pixel is stable.' },
      { who: '§10.3-10.4', says: 'Each placed group is checked when it alone has settled, in placement order.' },
    ],
    modelled:
      'No ruling: our choice, the whole board at rest (§8.1). A piece placed during a clear animation never joins it, since the pixels to remove are fixed when the clear is found. Checking each piece as it settles is an engine option.',
    page: '/sand/game-flow/#placing-while-sand-falls',
  },
  {
    id: 'sand/late-piece-chain',
    ruleSet: 'sand',
    title: 'A piece placed during a chain',
    source: `${FILE}, 8.4.3 against 10.3 and FAQ Q3`,
    readings: [
      { who: 'chain loop (§8.4.3)', says: 'After each clear, wait for all pixels to settle and check again, counting on: a new piece that completes a cluster takes the next chain index.' },
      { who: '§10.3 and FAQ Q3', says: 'A piece placed during the clear animation does not take part in the running check; it is simulated and checked on its own.' },
    ],
    modelled: 'A cluster holding any pixel of a piece placed during the running chain starts a new count (×1, then ×2 for what it sets off); clusters of older pixels keep the running count (RULINGS.md, Sand blocks). The other reading is shown beside it.',
    page: '/sand/clears/#a-piece-placed-during-a-chain',
  },
  {
    id: 'sand/rotation',
    ruleSet: 'sand',
    title: 'Rotation',
    source: `${FILE}, 4.1 table, 7.4, FAQ Q5`,
    readings: [
      { who: 'shape table (§4.1), Tetromino.rotation (§14.2)', says: 'Shapes have 1, 2 or 4 rotation states.' },
      { who: '§7.4 and FAQ Q5', says: 'Pieces come unrotated; rotation is not in the design.' },
    ],
    modelled: 'No rotation (RULINGS.md); the rotation column is checked against the shapes only.',
    page: '/sand/pieces/#rotation',
  },
  {
    id: 'sand/appendix-b',
    ruleSet: 'sand',
    title: 'The worked game of appendix B',
    source: `${FILE}, 附录B (step 2 and step 3 drawings)`,
    readings: [
      { who: 'appendix B text', says: 'Step 3: the red cluster touches column 0 and column 11, so it clears; "about 11 cells = 1100 pixels".' },
      {
        who: 'appendix B drawings',
        says: 'The red cells reach column 9 at most (column 10 is empty, column 11 is blue), there are 15 of them, and the blue L of step 2 is drawn over 13 columns of a 12-column grid.',
      },
    ],
    modelled: 'The rule of §8.2.2: a cluster clears only when it touches both walls, so the drawn board would not clear. The example is not used as a test.',
    page: '/sand/clears/#a-worked-example-that-does-not-clear',
  },
  {
    id: 'sand/game-over-timing',
    ruleSet: 'sand',
    title: 'Game over while sand still falls',
    source: `${FILE}, 11.1-11.4`,
    readings: [
      { who: '§11.1-11.3', says: 'The game ends when none of the three slot pieces fits anywhere; the check runs after a failed placement and after every placement once its clears are done.' },
      { who: '§11.4', says: 'After a failed placement the check uses the board of the current frame, without waiting for falling sand that may free room.' },
    ],
    modelled:
      'Game over is judged only at rest. A placement refused while sand falls or a clear flashes waits for the board to settle and is judged then; a refusal on a board at rest is judged at once. Judging the moving board would stop the game with sand in mid-air and lose the clears still to come, and a shared link (which keeps only the placements) would replay to a different game.',
    page: '/sand/game-flow/#game-over',
  },
];
