// The sources' citations in Chinese, keyed like src/lib/citations.ts (by the file name the transcriptions record), and
// the short, linked citation of a "where in the source" text on a page of either language.
import { SOURCE_DOCUMENTS, citeInText, type Citation, type CitedText } from './citations';
import { localizedPath, type Locale } from '~/i18n/locales';

/** The Chinese fields of a citation; the anchor and link stay those of the English entry. */
export type CitationZh = Pick<Citation, 'short' | 'title' | 'author' | 'where' | 'version'>;

export const SOURCE_DOCUMENTS_ZH: Record<keyof typeof SOURCE_DOCUMENTS, CitationZh> = {
  '000_ecc5a4213eb4b823.txt': {
    short: 'MrZ 的规则总结（2025 年 2 月版）',
    title: '《Tetr.io规则观察总结》',
    author: 'MrZ_26',
    where: 'GitHub 仓库 MrZ626/io_qp2_rule 的 readme.md',
    version: '提交 54c116c，2025 年 2 月 14 日；文中代码对应 2025 年 1 月 19 日的游戏客户端',
  },
  '001_7138c392be874fd2.txt': {
    short: '方块大战比赛规则（北大，2022）',
    title: '《Tetris——方块大战比赛规则》',
    author: '北京大学 数据结构与算法B（Python）课程，2022 年春季学期大作业',
    where: 'GitHub 仓库 pkulab409/pkudsa.tetris 的 document/比赛规则.md；裁判程序在同一仓库的 TetrisProgram/ 目录',
    version: '提交 bf15b95，2022 年 6 月 7 日',
  },
  '002_096d099eb8365792.txt': {
    short: 'TetrisWiki 的 TGM3 词条',
    title: '《Tetris The Grand Master 3 Terror-Instinct》',
    author: 'TetrisWiki 编者',
    where: 'TetrisWiki；评级细节见其“段位认定系统”词条（https://tetris.wiki/Grade_Recognition_System）',
    version: '本项目抄录时的页面（未注明日期）',
  },
  '003_85ed9463c6a679c3.txt': {
    short: '失落深空游戏规则（Saiblo，2021）',
    title: '《失落深空游戏规则介绍》',
    author: 'Saiblo 第25届智能体大赛',
    where: 'Saiblo 文档（仓库 saiblo/saiblo-docs 的 docs/games/lostspace/rules.md）；地图取自选手仓库 omegafantasy/LostSpace-AI',
    version: '2021 年 12 月 18 日加入（提交 461dc97）',
  },
  '004_ec98a6b5fccdea83.txt': {
    short: '流沙方块策划文档 4.1 版',
    title: '《创新俄罗斯方块游戏 - 完整策划文档》',
    author: '作者未署名',
    where: '未在别处发布；按标题、版本和日期引用',
    version: '4.1 版，2025 年 10 月 10 日',
  },
  'zenith-current/readme.md': {
    short: 'MrZ 的规则总结（2026 年 3 月版）',
    title: '《Tetr.io规则观察总结》当前版本',
    author: 'MrZ_26',
    where: 'GitHub 仓库 MrZ626/io_qp2_rule 的 readme.md，以及参考代码 技术信息补充.js 和 abstract.md',
    version: '提交 34db990，2026 年 3 月 12 日；描述的是当时的游戏',
  },
};

/** Short names of the data files the site transcribed (the English ones are in citations.ts). */
export const DATA_FILES_ZH: Record<string, string> = {
  'the TGM3 grading data': 'TGM3 评级数据',
  'the Block War judge’s piece table': '方块大战裁判程序的方块表',
  'the Lost Space judge’s map file': '失落深空裁判程序的地图文件',
};

/** The citation fields of a source document in a locale. */
export function citationIn(citation: Citation, locale: Locale | undefined): Citation {
  if (locale !== 'zh-cn') return citation;
  const file = Object.keys(SOURCE_DOCUMENTS).find((f) => SOURCE_DOCUMENTS[f] === citation);
  const zh = file ? SOURCE_DOCUMENTS_ZH[file] : undefined;
  return zh ? { ...citation, ...zh } : citation;
}

/** citeInText for a page in `locale`: the short name in that language, linking to that language's Sources page. */
export function citeInTextIn(text: string, locale: Locale | undefined): CitedText {
  const t = citeInText(text);
  if (locale !== 'zh-cn' || !t.cite) return t;
  const doc = Object.entries(SOURCE_DOCUMENTS).find(([, c]) => c.short === t.cite!.short);
  const short = doc ? SOURCE_DOCUMENTS_ZH[doc[0]].short : (DATA_FILES_ZH[t.cite.short] ?? t.cite.short);
  return { ...t, after: t.after.replace(/^, /, '，'), cite: { short, href: localizedPath(t.cite.href, 'zh-cn') } };
}
