// Text of the Block War board drawing: the words a grid cell is read as by a screen reader.
import { defineMessages } from '~/i18n/messages';

export const BOARD_MESSAGES = defineMessages({
  en: {
    cell: (y: number, x: number, what: string) => `row ${y}, column ${x}, ${what}`,
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
    cell: (y: number, x: number, what: string) => `第 ${y} 行，第 ${x} 列，${what}`,
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
