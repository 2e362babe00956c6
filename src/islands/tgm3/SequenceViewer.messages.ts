// Interface text of the sequence viewer, per locale. Piece letters (I J L O S T Z) stay Latin in both languages.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    title: 'Sequence viewer',
    sequence: 'Sequence',
    sakura: (n: number) => `Sakura (${nEn(n)} pieces)`,
    kamui: (n: number) => `Kamui (${nEn(n)} pieces)`,
    start: 'Start at piece (0-based)',
    find: 'Find a pattern',
    pieces: (from: number, to: number) => `Pieces ${nEn(from)} to ${nEn(to)}`,
    typeLetters: 'Type piece letters to search.',
    never: (pattern: string) => `${pattern} never occurs in this sequence.`,
    occurs: (pattern: string, count: number, list: string) =>
      `${pattern} occurs ${nEn(count)} time${count === 1 ? '' : 's'}, starting at piece${count === 1 ? '' : 's'} ${list}.`,
    next: 'Go to the next match',
  },
  'zh-cn': {
    title: '序列查看器',
    sequence: '序列',
    sakura: (n: number) => `樱花模式（${nZh(n)} 个方块）`,
    kamui: (n: number) => `神威模式（${nZh(n)} 个方块）`,
    start: '从第几个方块开始（从 0 计）',
    find: '查找排列',
    pieces: (from: number, to: number) => `第 ${nZh(from)} 到第 ${nZh(to)} 个方块`,
    typeLetters: '输入方块字母来查找。',
    never: (pattern: string) => `${pattern} 在这条序列中从未出现。`,
    occurs: (pattern: string, count: number, list: string) => `${pattern} 出现 ${nZh(count)} 次，起始位置：${list}。`,
    next: '跳到下一处',
  },
});
