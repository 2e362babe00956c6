// Interface text of the one-clear calculator, per locale.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    title: 'One clear: its grade points',
    ig: 'Internal grade',
    lines: 'Lines cleared (1-4)',
    combo: 'Combo size (1-10; 10 means 10 or more)',
    level: 'Level before the clear',
    held: 'Points held now',
    formula: (base: number, combo: string, rounded: number, level: number) =>
      `ceil(${nEn(base)} × ${combo}) × ${nEn(level)} = ${nEn(rounded)} × ${nEn(level)} = `,
    earns: 'points.',
    gradeUp: ' That reaches 100: the internal grade goes up and the rest is lost.',
    top: ' At internal grade 31 no more points count.',
    toNext: (left: number, clears: number) => ` ${nEn(left)} more to the next internal grade; from the points held, ${nEn(clears)} such clears reach it.`,
    decay: (frames: number, perSecond: string) => ` While points decay, one goes every ${nEn(frames)} frames: ${perSecond} a second.`,
    chart: 'Points of this clear by combo size',
    comboAxis: 'Combo size',
    pointsAxis: 'Grade points',
  },
  'zh-cn': {
    title: '一次消行：它的段位点',
    ig: '内部段位',
    lines: '消行数（1-4）',
    combo: '连击长度（1-10；10 表示 10 或更多）',
    level: '消行前的等级',
    held: '当前段位点',
    formula: (base: number, combo: string, rounded: number, level: number) => `⌈${nZh(base)} × ${combo}⌉ × ${nZh(level)} = ${nZh(rounded)} × ${nZh(level)} = `,
    earns: '点。',
    gradeUp: '达到 100：内部段位提升，多出的点作废。',
    top: '内部段位 31 时，段位点不再计入。',
    toNext: (left: number, clears: number) => `距下一个内部段位还差 ${nZh(left)} 点；从当前段位点算起，这样的消行需要 ${nZh(clears)} 次。`,
    decay: (frames: number, perSecond: string) => `段位点衰减时，每 ${nZh(frames)} 帧扣一点，即每秒 ${perSecond} 点。`,
    chart: '这次消行在各连击长度下的段位点',
    comboAxis: '连击长度',
    pointsAxis: '段位点',
  },
});
