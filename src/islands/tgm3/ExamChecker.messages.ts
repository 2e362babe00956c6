// Interface text of the exam checker, per locale. Grade names (S5, m1, MM, GM) are written in Latin in both languages.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
const one = (n: number) => new Intl.PluralRules('en').select(n) === 'one';
export const MESSAGES = defineMessages({
  en: {
    title: 'Exam checker',
    rule: 'Rule',
    classic: 'Classic',
    world: 'World',
    game: (n: number) => `Game ${nEn(n)}`,
    latest: ' (latest)',
    gradeOf: (game: string) => `${game}: grade`,
    playedAt: (game: string) => `${game}: class when played`,
    caption: 'Your last seven Master games under this rule, oldest first',
    region: 'Games of the exam checker',
    colGame: 'Game',
    colGrade: 'Grade',
    colPlayedAt: 'Class when played',
    colCounts: 'Counts as',
    demotionCell: (points: string) => `demotion points ${points}`,
    unqualified: (mm: string) => `played unqualified: kept as ${mm}`,
    classNow: 'Qualified class now',
    pointsBefore: 'Demotion points before game 1',
    heldAtMM: (mm: string, gm: string, held: number) =>
      `${nEn(held)} ${one(held) ? 'game was' : 'games were'} ${gm}-worthy but played before you were qualified ${mm}, so the history keeps ${one(held) ? 'it' : 'them'} as ${mm}. `,
    bestToWorst: (list: string) => `Best to worst, as recorded: ${list}.`,
    middle: (a: string, b: string, c: string) => ` The 2nd, 3rd and 4th best are ${a}, ${b} and ${c}: `,
    targetIs: (expr: string, value: string) => `${expr} = ${value}, so the exam target is `,
    targetEnd: '. ',
    gradeList: (names: string[]) => names.join(', '),
    floor: (expr: string) => `floor(${expr})`,
    gmExam: (cls: string, mm: string, gm: string) =>
      `That is above your class ${cls}, and these games were recorded while you were qualified ${mm}: the ${gm} exam can happen (the game decides at random). To pass, earn ${gm} and survive the roll.`,
    promotion: (cls: string, target: string) => `That is above your class ${cls}: a promotion exam for ${target} can happen (the game decides at random).`,
    noExam: (cls: string) => `That is not above your class ${cls}: no promotion exam.`,
    fourthBest: (grade: string) => `NullpoMino's reading (the 4th best of the same recorded games) gives ${grade}.`,
    demotion: (points: number, max: number, gap: number) =>
      `Demotion points: ${nEn(points)} of ${nEn(max)}. A game that ends ${nEn(gap)} or more grades below the class it was played at adds (class − grade − ${nEn(gap - 1)}).`,
    demotionDue: (cls: string) => ` Your next game is a demotion exam: reach ${cls} or drop one class.`,
    demotionSource: ' The wiki gives no number; these points are how NullpoMino and tgm3-visualizer read the game.',
    ignored: (param: string, list: string, fallback: string) => `${param}: ignored ${list}; counted as ${fallback}`,
  },
  'zh-cn': {
    title: '考试检查器',
    rule: '规则',
    classic: 'Classic（经典规则）',
    world: 'World（世界规则）',
    game: (n: number) => `第 ${nZh(n)} 局`,
    latest: '（最近）',
    gradeOf: (game: string) => `${game}：段位`,
    playedAt: (game: string) => `${game}：当时的认定段位`,
    caption: '该规则下你最近七局 Master，从早到晚',
    region: '考试检查器的对局',
    colGame: '对局',
    colGrade: '段位',
    colPlayedAt: '当时的认定段位',
    colCounts: '记为',
    demotionCell: (points: string) => `降段点 ${points}`,
    unqualified: (mm: string) => `未认定时所打：记为 ${mm}`,
    classNow: '当前认定段位',
    pointsBefore: '第 1 局之前的降段点',
    heldAtMM: (mm: string, gm: string, held: number) => `有 ${nZh(held)} 局够 ${gm}，但打这些局时你还没有认定 ${mm}，所以记录中按 ${mm} 保存。`,
    bestToWorst: (list: string) => `按记录从好到差：${list}。`,
    middle: (a: string, b: string, c: string) => `第 2、3、4 好的是 ${a}、${b} 和 ${c}：`,
    targetIs: (expr: string, value: string) => `${expr} = ${value}，所以考试目标段位是 `,
    targetEnd: '。',
    gradeList: (names: string[]) => names.join('、'),
    floor: (expr: string) => `⌊${expr}⌋`,
    gmExam: (cls: string, mm: string, gm: string) =>
      `这高于你的认定段位 ${cls}，而且这些局是在你已认定 ${mm} 时记录的：可能出现 ${gm} 考试（由游戏随机决定）。要通过，须拿到 ${gm} 并活过字幕战。`,
    promotion: (cls: string, target: string) => `这高于你的认定段位 ${cls}：可能出现 ${target} 的升段考试（由游戏随机决定）。`,
    noExam: (cls: string) => `这不高于你的认定段位 ${cls}：不会有升段考试。`,
    fourthBest: (grade: string) => `按 NullpoMino 的解读（同样这些记录中取第 4 好），结果是 ${grade}。`,
    demotion: (points: number, max: number, gap: number) =>
      `降段点：${nZh(points)}/${nZh(max)}。一局若比当时的认定段位低 ${nZh(gap)} 段或更多，就加上（认定段位 − 段位 − ${nZh(gap - 1)}）点。`,
    demotionDue: (cls: string) => `下一局是降段考试：达到 ${cls}，否则降一段。`,
    demotionSource: '维基没有给出数字；这些点数是 NullpoMino 和 tgm3-visualizer 对游戏的解读。',
    ignored: (param: string, list: string, fallback: string) => `${param}：已忽略 ${list}；按 ${fallback} 计`,
  },
});
