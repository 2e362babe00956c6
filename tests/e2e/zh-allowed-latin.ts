// Latin text allowed on Chinese pages (issue 17): proper names, units and symbols, piece letters, the mode and grade
// names players write in Latin, and file or code names. Everything else in Latin letters on a /zh-cn/ page is English
// interface text that escaped translation. Code elements, URLs and elements marked lang="en" are not scanned at all.
// Ask the i18n-core engineer to add a word; keep each group sorted.

/** Names of games, people, projects, tools and places. */
const NAMES = [
  'Arika',
  'Atlas',
  'Cambridge',
  'Chromium',
  'GitHub',
  'GradeMania3',
  'Instinct',
  'LostSpace',
  'MrZ',
  'MrZ_26',
  'Node',
  'NullpoMino',
  'Pagefind',
  'Python',
  'Pyodide',
  'B',
  'Saiblo',
  'Stack',
  'Starlight',
  'TETR.IO',
  'TETRA',
  'LEAGUE',
  'TGM',
  'TGM3',
  'Terror',
  'Terror-Instinct',
  'Tetr.io',
  'TAP',
  'TGM2',
  'TGMsim',
  'Taito',
  'Tetris',
  'TetrisWiki',
  'ThTsOd',
  'Electronika',
  'jin8',
  'Zenith',
  'marathon_a3',
  'npm',
  'pkudsa.tetris',
  'tgm3-visualizer',
  'JavaScript',
  'SDK',
  'PC',
  'QP2',
  'Grand',
  'Master',
  'The',
];

/** Units, symbols and abbreviations players use as they are. */
const UNITS = ['APM', 'B2B', 'FPS', 'G', 'PPS', 'SPM', 'XP', 'fps', 'km', 'm', 'min', 'ms', 'px', 's', 'x', 'HP', 'BFS', 'ID', 'URL', 'RNG', 'UTC', 'MB'];

/** The seven piece letters. */
const PIECES = ['I', 'J', 'L', 'O', 'S', 'T', 'Z'];

/** Mode, medal and grade names that Chinese players write in Latin (TGM3 and Zenith's mods). */
const MODES = [
  'All-Mini',
  'ARE',
  'Bag',
  'ST',
  'SK',
  'CO',
  'AC',
  'T-spin',
  'T-SPIN',
  'SRS',
  'EX',
  'Classic',
  'COOL',
  'DAS',
  'Easy',
  'GM',
  'TLS',
  'World',
  'Kamui',
  'M',
  'MasterK',
  'MasterM',
  'MasterO',
  'MasterV',
  'MK',
  'MM',
  'MO',
  'MV',
  'Mod',
  'Mods',
  'REGRET',
  'Roll',
  'Sakura',
  'Shirase',
  'Staff',
  'Versus',
];

/** Grade names written with a number: S1-S13, m1-m9, M1-M9 and similar; TGM3 levels within a section: x70, x99;
 * runs of piece letters (a TGM3 sequence pattern such as IJO); single letters (math variables N, k, W; appendix letters
 * B, E-G). */
const GRADE = /^(?:[SmM]\d{1,2}|[A-Z]{1,2}\d|x\d\d|[IJLOSTZ]{2,}|[A-Za-z]|[A-Z]-[A-Z])$/;

/** Letters of formulas and positions: (x, y), offsets dx and dy, rows p and b, combo n, key k, round r, floors z0-z2. */
const SYMBOLS = ['b', 'dx', 'dy', 'k', 'n', 'p', 'r', 'y', 'z', 'z0', 'z1', 'z2'];

/** Latin words the Block War and Lost Space documents themselves use (AI, BlockList, Package, id; the contest bot
 * file's `class Player` with its `output(matchData)` method and the MatchData it gets), and the keys as Chinese
 * keyboards label them (Tab, Esc, Ctrl, Shift, End). */
const SOURCE_WORDS = [
  'AI',
  'BlockList',
  'Ctrl',
  'End',
  'Esc',
  'ExplodeAttack',
  'Package',
  'Shift',
  'Tab',
  'id',
  'class',
  'Player',
  'output',
  'matchData',
  'MatchData',
];

/** File formats, named as Chinese readers know them (the download links beside every source table). */
const FORMATS = ['CSV', 'JSON'];

export const ALLOWED_LATIN: ReadonlySet<string> = new Set([...NAMES, ...UNITS, ...PIECES, ...MODES, ...SYMBOLS, ...SOURCE_WORDS, ...FORMATS]);

/** Latin words: a letter not glued to a letter or digit before it ("20G" is a number with its unit), then letters, digits and inner . _ - ' */
const WORD = /(?<![A-Za-z0-9_])[A-Za-z][A-Za-z0-9]*(?:[._'’-][A-Za-z0-9]+)*/g;
/** URLs, paths ("document/比赛规则.md") and file names ("技术信息补充.js"), up to a space or Chinese punctuation. */
const STOP = '\\s，。；：、（）《》“”';
const URL_TEXT = new RegExp(`https?://[^${STOP}]+|[\\w.-]+/[^${STOP}]*|[^${STOP}]*\\.(?:ts|tsx|md|mdx|js|json|map|py|txt|astro)\\b`, 'g');
/** Commit hashes ("bf15b95"): seven or more hex digits with at least one digit. */
const HASH = /^(?=[a-f]*\d)[0-9a-f]{7,40}$/;

/** The Latin words of a text that are not allowed on a Chinese page (URLs and file paths are skipped). */
export function disallowedLatin(text: string): string[] {
  const words = text.replace(URL_TEXT, ' ').match(WORD) ?? [];
  return words.filter((w) => !ALLOWED_LATIN.has(w) && !GRADE.test(w) && !HASH.test(w));
}
