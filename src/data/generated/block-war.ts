// Block War tables the pages compute from the engine, as data (/data/block-war/<id>.json and .csv). Each component
// reads its constants from here, so the page and the files run the same calls.
import {
  BOTS,
  DIRS,
  PIECES,
  PLACEMENTS,
  blockList,
  emptyBoard,
  equivalentDirections,
  legalPlacements,
  nextCombo,
  pieceOffsets,
  placementPoints,
  playMatch,
  playerOf,
  pointsParts,
  type BotName,
} from '~/engines/block-war';
import { BATTLE_EXAMPLE } from '~/engines/block-war/examples';
import type { GeneratedTableSpec } from '../generated-tables';

const RULES = '001_7138c392be874fd2.txt';
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The seed and package count of the block-list table on the match page. */
export const BLOCK_LIST_SEED = '1';
export const BLOCK_LIST_PACKAGES = 3;

export const blockWarBlockList: GeneratedTableSpec = {
  id: 'block-war/block-list',
  ruleSet: 'block-war',
  title: `The first packages of the block list for seed "${BLOCK_LIST_SEED}", and who places each piece (R red, B blue)`,
  rowHeader: 'Package',
  page: '/block-war/match/',
  source: { file: RULES, section: '方块序列 (block list)' },
  engineFunction: 'blockList',
  grid: () => {
    const list = blockList(BLOCK_LIST_SEED, BLOCK_LIST_PACKAGES);
    return {
      columns: range(7).map((i) => String(i + 1)),
      rows: range(BLOCK_LIST_PACKAGES).map((p) => ({
        label: String(p + 1),
        cells: range(7).map((i) => `${list[p * 7 + i]} (${playerOf(p * 7 + i) === 'red' ? 'R' : 'B'})`),
      })),
    };
  },
};

/** Rows cleared in each zone, 0 to 4, on both axes of the score grid. */
export const SCORE_GRID_ROWS = [0, 1, 2, 3, 4];

export const blockWarScoreGrid: GeneratedTableSpec = {
  id: 'block-war/score-grid',
  ruleSet: 'block-war',
  title: 'Points for one placement by peace rows (rows) and battle rows (columns) cleared, combo 0',
  rowHeader: 'Peace rows \\ battle rows',
  page: '/block-war/scoring/',
  source: { file: RULES, section: '得分规则 (scoring)' },
  engineFunction: 'placementPoints',
  grid: () => ({
    columns: SCORE_GRID_ROWS.map(String),
    rows: SCORE_GRID_ROWS.map((p) => ({ label: String(p), cells: SCORE_GRID_ROWS.map((b) => placementPoints(p, b, 0)) })),
  }),
};

/** The document's three scoring examples: combo at the round's start, then [peace, battle] rows cleared by each side. */
export const WORKED_EXAMPLES: readonly { combo: number; red: [number, number]; blue: [number, number] }[] = [
  { combo: 2, red: [2, 0], blue: [1, 2] },
  { combo: 3, red: [2, 0], blue: [3, 0] },
  { combo: 3, red: [0, 1], blue: [1, 1] },
];

const clears = ([p, b]: [number, number]) => [p ? `${p} peace` : '', b ? `${b} battle` : ''].filter(Boolean).join(' + ') || 'none';
const total = (parts: number[]) => parts.reduce((a, b) => a + b, 0);

export const blockWarWorkedExamples: GeneratedTableSpec = {
  id: 'block-war/worked-examples',
  ruleSet: 'block-war',
  title: "The document's three scoring examples, worked by the engine",
  rowHeader: 'Example',
  page: '/block-war/scoring/',
  source: { file: RULES, section: '得分规则 (scoring), examples' },
  engineFunction: 'pointsParts',
  grid: () => ({
    columns: ['combo at start', 'red clears', 'red points', 'blue clears', 'blue points', 'combo after'],
    rows: WORKED_EXAMPLES.map((e, i) => ({
      label: String(i + 1),
      cells: [
        e.combo,
        clears(e.red),
        total(pointsParts(e.red[0], e.red[1], e.combo)),
        clears(e.blue),
        total(pointsParts(e.blue[0], e.blue[1], e.combo)),
        nextCombo(e.combo, e.red[1], e.blue[1]),
      ],
    })),
  }),
};

/** The bot pairings (red, blue) and seeds of the replay page's match table. */
export const BOT_PAIRS: readonly [BotName, BotName][] = [
  ['greedy', 'greedy'],
  ['greedy', 'random'],
  ['random', 'greedy'],
  ['random', 'random'],
];
export const BOT_SEEDS = ['1', '2', '3'];

type BotMatch = { r: BotName; b: BotName; s: string; m: ReturnType<typeof playMatch> };
let played: readonly BotMatch[] | undefined;
/** Every seeded match of the table, run by the engine once per build (the table, its data files and both languages' replay pages read them). */
export const botMatches = (): readonly BotMatch[] =>
  (played ??= BOT_PAIRS.flatMap(([r, b]) => BOT_SEEDS.map((s) => ({ r, b, s, m: playMatch(s, BOTS[r], BOTS[b]) }))));

export const blockWarBotMatches: GeneratedTableSpec = {
  id: 'block-war/bot-matches',
  ruleSet: 'block-war',
  title: 'Seeded bot matches',
  rowHeader: 'Match',
  labelShown: false,
  page: '/block-war/replay/',
  source: { file: RULES, section: '比赛流程 (match flow)' },
  engineFunction: 'playMatch',
  grid: () => ({
    columns: ['red', 'blue', 'seed', 'placements', 'score', 'result'],
    rows: botMatches().map(({ r, b, s, m }) => ({
      label: `${r} vs ${b}, seed ${s}`,
      cells: [
        r,
        b,
        s,
        m.history.length,
        `${m.scores[0]}–${m.scores[1]}`,
        `${m.winner === 'draw' ? 'draw' : `${m.winner} wins`} (${m.endReason === 'all-blocks-placed' ? `all ${PLACEMENTS} placed` : `${m.loser === 'blue' ? 'blue' : 'red'} had no legal placement`})`,
      ],
    })),
  }),
};

/** Distinct legal placements of each piece on an empty field and on the battle-zone example's field. */
export const legalCountRows = () =>
  PIECES.map((p) => ({ p, empty: legalPlacements(emptyBoard(), p).length, sample: legalPlacements(BATTLE_EXAMPLE.before, p).length }));

export const blockWarLegalCounts: GeneratedTableSpec = {
  id: 'block-war/legal-counts',
  ruleSet: 'block-war',
  title: "Distinct legal placements of each piece: on an empty field, and on the document's battle-zone example",
  rowHeader: 'Piece',
  page: '/block-war/placement/',
  source: { file: RULES, section: '落块规则 (placement)' },
  engineFunction: 'legalPlacements',
  grid: () => ({ columns: ['empty field', 'battle-zone example'], rows: legalCountRows().map((r) => ({ label: r.p, cells: [r.empty, r.sample] })) }),
};

/** A direction's cells as the page's pictures name them: "(dx, dy)" pairs from the centre cell. */
export const offsetsText = (p: (typeof PIECES)[number], d: (typeof DIRS)[number]) =>
  pieceOffsets(p, d)
    .map(([dx, dy]) => `(${dx}, ${dy})`)
    .join(' ');

export const blockWarPieces: GeneratedTableSpec = {
  id: 'block-war/pieces',
  ruleSet: 'block-war',
  title: 'The seven pieces in directions 0-3: cells as (dx, dy) from the centre cell, and the directions with the same shape',
  rowHeader: 'Piece',
  page: '/block-war/pieces/',
  source: { file: RULES, section: 'pieces (offsets from the judge’s piece table)' },
  engineFunction: 'pieceOffsets',
  grid: () => ({
    columns: [...DIRS.map((d) => `direction ${d}`), 'same shape'],
    rows: PIECES.map((p) => {
      const groups = equivalentDirections(p).filter((g) => g.length > 1);
      return {
        label: p,
        cells: [...DIRS.map((d) => offsetsText(p, d)), groups.length === 0 ? 'all four differ' : groups.map((g) => g.join(' = ')).join('; ')],
      };
    }),
  }),
};

export const BLOCK_WAR_TABLES: readonly GeneratedTableSpec[] = [
  blockWarPieces,
  blockWarLegalCounts,
  blockWarScoreGrid,
  blockWarWorkedExamples,
  blockWarBlockList,
  blockWarBotMatches,
];
