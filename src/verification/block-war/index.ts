// block-war: every printed source table the site transcribed, and every contradiction it shows.
import type { SourceTableSpec } from '~/lib/source-table';
import type { Contradiction } from '~/lib/contradictions';
import { blockWarScoreTable } from './score-table';

export const BLOCK_WAR_TABLES: SourceTableSpec[] = [blockWarScoreTable];

const SEED = '001_7138c392be874fd2.txt';

export const BLOCK_WAR_CONTRADICTIONS: Contradiction[] = [
  {
    id: 'block-war/frames',
    ruleSet: 'block-war',
    title: "Whose rows are numbered how: one board or two frames",
    source: `${SEED}, 比赛场地 (the field) and its board picture`,
    readings: [
      { who: 'document', says: 'One horizontal field drawn once, red on the left, blue on the right; each side has its own limit line; no numbering.' },
      { who: 'piece table (original engine)', says: 'Each player works in its own 25 x 10 frame, row 0 at its own back edge, +dy towards the opponent.' },
    ],
    modelled: "Each player's own frame; blue's is red's turned 180 degrees (RULINGS.md, Block War: frames).",
    page: '/block-war/#two-frames-one-field',
  },
  {
    id: 'block-war/entry',
    ruleSet: 'block-war',
    title: 'Where a piece starts',
    source: `${SEED}, 落块规则 (placement rule), and the judge in TetrisProgram/ of the same repository`,
    readings: [
      { who: 'document', says: 'The system creates the piece "at a position outside the field" and the player then moves it; the position is not given.' },
      { who: 'contest judge (getAllValidActionSlow)', says: 'Every position whose centre is on row 0 and whose cells fit is a start, with no path to it; cells above row 0 count as free. The search then goes down row by row, sideways and through turns.' },
    ],
    modelled: "The judge's search, step by step (RULINGS.md, Block War): row-0 starts, down one row, sideways and turns on each row.",
    page: '/block-war/placement/#where-a-piece-starts',
  },
  {
    id: 'block-war/legality',
    ruleSet: 'block-war',
    title: 'What counts as one placement',
    source: `${SEED}, 落块规则 (placement rule) and 方块种类及其旋转规则 (pieces)`,
    readings: [
      { who: 'document', says: 'A position is a centre cell and a direction; turning in place changes the other cells, so (x, y, direction) triples name placements.' },
      { who: 'ruling', says: 'Placements covering the same cells are one placement (an O has four directions but one shape).' },
      {
        who: 'user document and judge',
        says: 'The platform lists one tuple per set of cells (Action的去重) and, from 23 May 2022, accepts only a tuple from that list: the same cells under another tuple is an illegal action.',
      },
    ],
    modelled:
      "One listed action per distinct cell set, the judge's own tuple (the lowest direction), in the judge's order; reachable, fully inside rows 0-14, unable to move down. Any other tuple loses at once (RULINGS.md, Block War: legality and the alias-tuple rule).",
    page: '/block-war/placement/#one-placement-per-cell-set',
  },
  {
    id: 'block-war/peace-clear-empty-rows',
    ruleSet: 'block-war',
    title: 'Does a peace-zone clear also remove empty rows?',
    source: `${SEED}, 消列规则 (clearing), note 3, and pictures removePeaceline1-3`,
    readings: [
      { who: 'document, note 3', says: '"All empty columns of one\'s own peace zone are removed", then the rest moves towards the battle zone.' },
      { who: 'document, pictures', says: 'Only the full row goes; the pictures have no empty row between filled ones, so they cannot tell the readings apart.' },
      { who: 'ruling', says: 'A peace-only clear removes full rows only; empty rows go only when a battle row was full.' },
    ],
    modelled: 'Full rows only (RULINGS.md, Block War: clearing).',
    page: '/block-war/clearing/#peace-zone-clears',
  },
  {
    id: 'block-war/rows-or-columns',
    ruleSet: 'block-war',
    title: 'Rows or columns',
    source: `${SEED}, 方块种类及其旋转规则 note 1, 消列规则, 得分规则 table`,
    readings: [
      { who: 'document text', says: 'Clears are "columns" (消列): the field is drawn lying down, pieces travel sideways.' },
      { who: 'document table and note 1', says: 'The score table counts "rows" (行数), and note 1 says row and column both mean the 1 x 10 strip across the direction of travel.' },
    ],
    modelled: "Our pages say row: a 1 x 10 strip across the direction of travel, numbered from the mover's back edge.",
    page: '/block-war/clearing/#rows-not-columns',
  },
  {
    id: 'block-war/combo-timing',
    ruleSet: 'block-war',
    title: 'Which combo a battle clear earns',
    source: `${SEED}, 得分规则 (scoring), notes 3, 5 and 6`,
    readings: [
      { who: 'document, note 5', says: 'A battle clear earns n, the combo "up to the start of this round".' },
      { who: 'a per-move reading', says: "Red's battle clear could raise the combo before blue moves, so blue would earn n + 1 in the same round." },
    ],
    modelled: "The combo at the round's start for both players; it changes only after blue's move (RULINGS.md, Block War: combo; example 3).",
    page: '/block-war/scoring/#combo',
  },
  {
    id: 'block-war/overflow',
    ruleSet: 'block-war',
    title: 'What "overflow" means',
    source: `${SEED}, 胜负判定 (winning) 1`,
    readings: [
      { who: 'document', says: 'A player whose blocks overflow loses; overflow is not defined.' },
      { who: 'ruling', says: 'A player with no legal placement loses; every legal placement lies inside rows 0-14, so nothing can stick out.' },
    ],
    modelled: 'No legal placement for the piece in hand = overflow = loss (RULINGS.md, Block War).',
    page: '/block-war/match/#how-a-match-ends',
  },
  {
    id: 'block-war/ties-and-time',
    ruleSet: 'block-war',
    title: 'Time limits and ties',
    source: `${SEED}, 胜负判定 (winning) 3 and 5`,
    readings: [
      { who: 'document', says: 'An AI that runs out of time loses; on equal scores the player who used less time wins.' },
      { who: 'ruling', says: 'Thinking time is out of scope for the simulator; a score tie is a draw.' },
    ],
    modelled: 'No clock; equal scores after all placements are a draw (RULINGS.md, Block War).',
    page: '/block-war/match/#how-a-match-ends',
  },
  {
    id: 'block-war/match-length',
    ruleSet: 'block-war',
    title: 'How long a match is',
    source: `${SEED}, Package and 回合制 (rounds)`,
    readings: [
      { who: 'document, Package', says: '80 packages make the block list; "when it is used up the game ends".' },
      { who: 'document, rounds', says: 'Rounds repeat "until the game ends"; the number of rounds is not stated.' },
    ],
    modelled: '80 x 7 = 560 placements, taken in order and alternately, red first: 280 rounds (RULINGS.md, Block War: match length).',
    page: '/block-war/match/#packages-and-the-block-list',
  },
  {
    id: 'block-war/battle-clear-direction',
    ruleSet: 'block-war',
    title: 'Which way rows move after a battle-zone clear',
    source: `${SEED}, 消列规则 (clearing), note 2, and pictures removeBattleline1-3`,
    readings: [
      { who: 'document, note 2', says: 'The remaining rows move as far as possible "towards one\'s own 底线"; 底线 could be read as the back edge.' },
      { who: 'document, field section and pictures', says: '底线 is the limit line each side can reach (the red and blue lines); the pictures pack the rows against it.' },
    ],
    modelled: "Rows pack against the mover's limit line (row 14); empty rows refill at the back edge (RULINGS.md, Block War: clearing).",
    page: '/block-war/clearing/#battle-zone-clears',
  },
  {
    id: 'block-war/peace-picture-black-cell',
    ruleSet: 'block-war',
    title: 'The black cell in the peace-zone pictures',
    source: `${SEED}, pictures removePeaceline1-3`,
    readings: [
      { who: 'pictures, drawing', says: 'Row 0 of the battle zone shows one black square with a white outline, drawn like a filled cell.' },
      { who: 'pictures, result', says: 'Filled, it would complete a battle-zone row, which would clear too; the third picture shows no battle clear.' },
    ],
    modelled: 'No ruling: our choice, the cell is empty, because only that reading gives the third picture.',
    page: '/block-war/clearing/#peace-zone-clears',
  },
  {
    id: 'block-war/floating-cells',
    ruleSet: 'block-war',
    title: 'Do cells fall after a clear?',
    source: `${SEED}, 消列规则 (clearing), note 4`,
    readings: [
      { who: 'ordinary Tetris habit', says: 'Whole rows shift into the gap, and a reader may expect loose cells to drop until they rest.' },
      { who: 'document, note 4 and ruling', says: 'Clears can leave cells hanging; only whole rows move, and in a peace-only round the battle zone does not move at all.' },
    ],
    modelled: 'Only whole rows move; floating cells stay (RULINGS.md, Block War: "Cells can be left floating; that is the rule").',
    page: '/block-war/clearing/#floating-cells-stay',
  },
];
