// Text of the Block War board drawing: the words a grid cell is read as by a screen reader.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const BOARD_MESSAGES = defineMessages({
  en: {
    cell: (y: number, x: number, what: string) => `row ${nEn(y)}, column ${nEn(x)}, ${what}`,
    empty: 'empty',
    red: 'red',
    blue: 'blue',
    filled: 'filled',
    preview: 'the piece would be here',
    legal: 'a legal placement can cover it',
    placed: 'placed last',
    gone: 'removed',
    separator: ', ',
  },
  'zh-cn': {
    cell: (y: number, x: number, what: string) => `第 ${nZh(y)} 行，第 ${nZh(x)} 列，${what}`,
    empty: '空',
    red: '红方',
    blue: '蓝方',
    filled: '已填',
    preview: '方块将落在这里',
    legal: '某个合法落块位置能覆盖此格',
    placed: '最近一次落块',
    gone: '已移除',
    separator: '，',
  },
});
