// Interface text of the exam checker, per locale. Grade names (S5, m1, MM, GM) are written in Latin in both languages.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    title: 'Exam checker',
    game: (n: number) => `Game ${nEn(n)}`,
    latest: '(latest)',
    classNow: 'Qualified class now',
    heldAtMM: (mm: string, gm: string, held: number) =>
      `You are not qualified ${mm}, so the game records a ${gm}-worthy game as ${mm}: ${nEn(held)} of your games count as ${mm}. `,
    bestToWorst: (list: string) => `Best to worst: ${list}.`,
    middle: (a: string, b: string, c: string) => ` The 2nd, 3rd and 4th best are ${a}, ${b} and ${c}:`,
    targetIs: 'so the exam target is',
    floor: (expr: string) => `floor(${expr})`,
    gmExam: (cls: string, mm: string, gm: string) =>
      `That is above your class ${cls}, and you are qualified ${mm}: the ${gm} exam can happen (the game decides at random). To pass, earn ${gm} and survive the roll.`,
    promotion: (cls: string, target: string) => `That is above your class ${cls}: a promotion exam for ${target} can happen (the game decides at random).`,
    noExam: (cls: string) => `That is not above your class ${cls}: no promotion exam.`,
    fourthBest: (grade: string) => `NullpoMino's reading (4th best) would give ${grade}.`,
    demotion: (gap: number, cls: string, count: number, games: number) =>
      `Games ${nEn(gap)} or more grades below ${cls} (demotion games): ${nEn(count)} of ${nEn(games)}. The wiki gives no count that triggers the demotion exam.`,
    ignored: (param: string, list: string, fallback: string) => `${param}: ignored ${list}; counted as ${fallback}`,
  },
  'zh-cn': {
    title: '考试检查器',
    game: (n: number) => `第 ${nZh(n)} 局`,
    latest: '（最近）',
    classNow: '当前认定段位',
    heldAtMM: (mm: string, gm: string, held: number) => `你还没有认定 ${mm}，所以够 ${gm} 的一局会记为 ${mm}：你有 ${nZh(held)} 局按 ${mm} 计。`,
    bestToWorst: (list: string) => `从好到差：${list}。`,
    middle: (a: string, b: string, c: string) => `第 2、3、4 好的是 ${a}、${b} 和 ${c}：`,
    targetIs: '所以考试目标段位是',
    floor: (expr: string) => `⌊${expr}⌋`,
    gmExam: (cls: string, mm: string, gm: string) =>
      `这高于你的认定段位 ${cls}，而且你已认定 ${mm}：可能出现 ${gm} 考试（由游戏随机决定）。要通过，须拿到 ${gm} 并活过字幕。`,
    promotion: (cls: string, target: string) => `这高于你的认定段位 ${cls}：可能出现 ${target} 的升段考试（由游戏随机决定）。`,
    noExam: (cls: string) => `这不高于你的认定段位 ${cls}：不会有升段考试。`,
    fourthBest: (grade: string) => `按 NullpoMino 的解读（取第 4 好），结果是 ${grade}。`,
    demotion: (gap: number, cls: string, count: number, games: number) =>
      `比 ${cls} 低 ${nZh(gap)} 段或更多的局（降段局）：${nZh(games)} 局中有 ${nZh(count)} 局。维基没有给出触发降段考试的局数。`,
    ignored: (param: string, list: string, fallback: string) => `${param}：已忽略 ${list}；按 ${fallback} 计`,
  },
});
