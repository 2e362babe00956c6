// Model of the exam checker (pure, no DOM): a Classic and a World history, each game with the class it was played at,
// read from the link; the verdict, the marks and the demotion points come from the exam engine.
import {
  DEMOTION_EXAM_POINTS,
  EXAM_GAMES,
  GRADE_NAMES,
  demotionPoints,
  demotionPointsFor,
  examOutlook,
  type DemotionRun,
  type ExamOutlook,
  type PlayedGame,
} from '~/engines/tgm3';
import { choiceParam, numberParam, textParam } from '~/lib/url-state';

const NAMES = GRADE_NAMES as string[];
export const RULES = ['classic', 'world'] as const;
export type ExamRule = (typeof RULES)[number];

const history = (def: string) =>
  textParam({
    default: def,
    pattern: /^[0-9SmMKVOG,@]{0,120}$/,
    maxLength: 120, // literal-ok: form limit on the text length
    describe: { en: 'a comma list of grades (grade@class)', 'zh-cn': '用逗号分隔的段位（段位@认定段位）' },
  });
export const SPECS = {
  exRule: choiceParam<ExamRule>({ default: 'classic', choices: RULES }),
  exGames: history('S5,S9,m2,S8,S4,m1,S7'),
  exClass: choiceParam({ default: 'S5', choices: NAMES }),
  exDem: numberParam({ default: 0, min: 0, max: DEMOTION_EXAM_POINTS }),
  exWGames: history(''),
  exWClass: choiceParam({ default: '9', choices: NAMES }),
  exWDem: numberParam({ default: 0, min: 0, max: DEMOTION_EXAM_POINTS }),
};
/** The URL keys holding each rule's history, class and demotion points (separate histories: tgm3-visualizer). */
export const KEYS = { classic: ['exGames', 'exClass', 'exDem'], world: ['exWGames', 'exWClass', 'exWDem'] } as const;

/** One game of the history as the view shows it. */
export interface GameRow extends PlayedGame {
  /** The grade the history keeps (MM for a GM-worthy game played below MM). */
  counted: number;
  heldAtMM: boolean;
  /** Demotion points this game added, and the total after it. */
  added: number;
  pointsAfter: number;
}

export interface ExamView {
  cls: number;
  rows: GameRow[];
  outlook: ExamOutlook;
  demotion: DemotionRun;
  /** Entries of the link that were not grades (shown as a notice, never as HTML). */
  bad: string[];
}

const gradeIndex = (name: string) => NAMES.indexOf(name);

/**
 * Reads "GM@MO,S5,..." into EXAM_GAMES games, oldest first: a grade, optionally "@" the class it was played at (without
 * it, the current class). Missing or bad entries count as the lowest grade at the current class and are listed in `bad`.
 */
export function parseHistory(text: string, cls: number): { games: PlayedGame[]; bad: string[] } {
  const parts = text.split(',');
  const bad: string[] = [];
  const games = Array.from({ length: EXAM_GAMES }, (_, i): PlayedGame => {
    const raw = parts[i] ?? '';
    const [g, c, extra] = raw.split('@');
    const grade = gradeIndex(g ?? '');
    const at = c === undefined ? cls : gradeIndex(c);
    if (grade < 0 || at < 0 || extra !== undefined) {
      if (raw !== '') bad.push(raw);
      return { grade: 0, classAtPlay: cls };
    }
    return { grade, classAtPlay: at };
  });
  return { games, bad };
}

/** Writes games back, each with the class it was played at, so a later change of the current class leaves them alone. */
export function formatHistory(games: readonly PlayedGame[]): string {
  return games.map((g) => `${NAMES[g.grade]}@${NAMES[g.classAtPlay]}`).join(',');
}

/** Everything the checker shows for one rule's history. */
export function examView(text: string, className: string, startPoints: number): ExamView {
  const cls = Math.max(0, gradeIndex(className));
  const { games, bad } = parseHistory(text, cls);
  const outlook = examOutlook(games, cls);
  const demotion = demotionPoints(games, Math.min(DEMOTION_EXAM_POINTS, Math.max(0, Math.round(startPoints))));
  const rows = games.map((g, i) => ({
    ...g,
    counted: outlook.counted[i],
    heldAtMM: outlook.heldAtMM[i],
    added: demotionPointsFor(g.grade, g.classAtPlay),
    pointsAfter: demotion.after[i],
  }));
  return { cls, rows, outlook, demotion, bad };
}

/** The history text after changing game i's grade or the class it was played at. */
export function editGame(text: string, cls: number, i: number, change: Partial<PlayedGame>): string {
  const games = parseHistory(text, cls).games;
  games[i] = { ...games[i], ...change };
  return formatHistory(games);
}

/** The history text with every game's class written out, before the current class changes. */
export function pinClasses(text: string, cls: number): string {
  return formatHistory(parseHistory(text, cls).games);
}
