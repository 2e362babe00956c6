// How the site cites its sources: a short name in captions and notes, linked to the full entry on the Sources page.
// Facts from ../shared/sources/CITATIONS.md (title, author, place, version of each source document).

export interface Citation {
  /** Short name used in captions and notes ("MrZ's write-up, Feb 2025"). */
  short: string;
  /** Anchor of the full entry on /about/sources/. */
  anchor: string;
  /** Title as the source gives it, with an English gloss. */
  title: string;
  author: string;
  /** Where it is published, as words. */
  where: string;
  /** A link a reader can follow, when the source is public. */
  url?: string;
  version: string;
}

/** The five source documents, keyed by the file name the project's transcriptions record. */
export const SOURCE_DOCUMENTS: Record<string, Citation> = {
  '000_ecc5a4213eb4b823.txt': {
    short: "MrZ's write-up, Feb 2025",
    anchor: 'mrz-write-up',
    title: '“Tetr.io规则观察总结” (TETR.IO rules observed)',
    author: 'MrZ_26',
    where: 'GitHub repository MrZ626/io_qp2_rule, file readme.md',
    url: 'https://github.com/MrZ626/io_qp2_rule',
    version: 'commit 54c116c, 14 February 2025; its code is the game client of 19 January 2025',
  },
  '001_7138c392be874fd2.txt': {
    short: 'the Block War rules, PKU 2022',
    anchor: 'block-war-rules',
    title: '“Tetris——方块大战比赛规则” (Block War: contest rules)',
    author: 'Peking University course 数据结构与算法B (Python), spring 2022 final project',
    where: 'GitHub repository pkulab409/pkudsa.tetris, document/比赛规则.md; the judge is TetrisProgram/ in the same repository',
    url: 'https://github.com/pkulab409/pkudsa.tetris',
    version: 'commit bf15b95, 7 June 2022',
  },
  '002_096d099eb8365792.txt': {
    short: 'TetrisWiki, TGM3 page',
    anchor: 'tetriswiki-tgm3',
    title: '“Tetris The Grand Master 3 Terror-Instinct”',
    author: 'TetrisWiki contributors',
    where: 'TetrisWiki; the grading details are on its Grade Recognition System page (https://tetris.wiki/Grade_Recognition_System)',
    url: 'https://tetris.wiki/Tetris_The_Grand_Master_3_Terror-Instinct',
    version: 'the page as copied for this project (undated)',
  },
  '003_85ed9463c6a679c3.txt': {
    short: 'the Lost Space rules, Saiblo 2021',
    anchor: 'lost-space-rules',
    title: '“失落深空游戏规则介绍” (Lost Space: the rules)',
    author: 'Saiblo, 第25届智能体大赛 (25th agent contest)',
    where:
      'Saiblo documentation (repository saiblo/saiblo-docs, docs/games/lostspace/rules.md); the map comes from the player repository omegafantasy/LostSpace-AI',
    url: 'https://docs.saiblo.net/games/lostspace/rules.html',
    version: 'added 18 December 2021 (commit 461dc97)',
  },
  '004_ec98a6b5fccdea83.txt': {
    short: 'the sand-block design document, v4.1',
    anchor: 'sand-design-document',
    title: '“创新俄罗斯方块游戏 - 完整策划文档” (An innovative Tetris game: complete design document)',
    author: 'unnamed authors',
    where: 'not published elsewhere; cited by its title, version and date',
    version: '4.1, 10 October 2025',
  },
  'zenith-current/readme.md': {
    short: "MrZ's write-up, Mar 2026",
    anchor: 'mrz-write-up-current',
    title: '“Tetr.io规则观察总结” (TETR.IO rules observed), current version',
    author: 'MrZ_26',
    where: 'GitHub repository MrZ626/io_qp2_rule, file readme.md, with its reference code 技术信息补充.js and abstract.md',
    url: 'https://github.com/MrZ626/io_qp2_rule',
    version: 'commit 34db990, 12 March 2026; describes the game as played then',
  },
};

/** Data files the project transcribed from outside facts (see "Outside facts" on the Sources page). */
const DATA_FILES: Record<string, { short: string; anchor: string }> = {
  'master-grading.json': { short: 'the TGM3 grading data', anchor: 'outside-facts-the-site-used' },
  'pieces.json': { short: 'the Block War judge’s piece table', anchor: 'outside-facts-the-site-used' },
  'map.json': { short: 'the Lost Space judge’s map file', anchor: 'outside-facts-the-site-used' },
};

export const SOURCES_PAGE = '/about/sources/';

/** The citation of a source document by its recorded file name; throws on a name the site cannot cite. */
export function citation(file: string): Citation {
  const c = SOURCE_DOCUMENTS[file];
  if (!c) throw new RangeError(`file: no citation for source file ${JSON.stringify(file)}`);
  return c;
}

export interface CitedText {
  /** Text before the cited name (usually empty). */
  before: string;
  cite?: { short: string; href: string };
  after: string;
}

/**
 * Splits a "where in the source" string that starts with (or contains) a recorded file name into the short, linked
 * citation and the rest ("000_….txt, 垃圾幸运度" -> MrZ's write-up + ", 垃圾幸运度"). Text with no known name is left whole.
 */
export function citeInText(text: string): CitedText {
  for (const [file, c] of Object.entries(SOURCE_DOCUMENTS)) {
    const i = text.indexOf(file);
    if (i >= 0) return { before: text.slice(0, i), cite: { short: c.short, href: `${SOURCES_PAGE}#${c.anchor}` }, after: text.slice(i + file.length) };
  }
  for (const [file, d] of Object.entries(DATA_FILES)) {
    const i = text.indexOf(file);
    if (i >= 0) return { before: text.slice(0, i), cite: { short: d.short, href: `${SOURCES_PAGE}#${d.anchor}` }, after: text.slice(i + file.length) };
  }
  return { before: text, after: '' };
}
