// Text of the piece explorer, per locale.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const PIECE_EXPLORER_MESSAGES = defineMessages({
  en: {
    title: 'Try it: piece explorer',
    piece: 'Piece',
    previous: 'Previous direction',
    next: 'Next direction',
    previousText: '⟲ direction − 1',
    nextText: 'direction + 1 ⟳',
    direction: 'Direction',
    bigLabel: (piece: string, dir: number, cells: string) => `${piece} in direction ${nEn(dir)}: cells ${cells} around the centre`,
    heading: (piece: string, dir: number) => `${piece}, direction ${nEn(dir)}`,
    summary: (cells: string) => `: cells ${cells} from the centre (dot). +dy points towards the opponent.`,
    unique: 'No other direction covers these cells: this shape is only reachable in this direction.',
    same: (list: string) => `The same cells: ${list}. These count as one placement.`,
    sameItem: (dir: number, x: number, y: number) => `direction ${nEn(dir)} with its centre at (${nEn(x)}, ${nEn(y)})`,
    listSeparator: '; ',
    allFour: (piece: string) => `${piece} in all four directions`,
    show: (dir: number) => `Show direction ${nEn(dir)}`,
    small: (piece: string, dir: number) => `${piece} direction ${nEn(dir)}`,
    caption: (dir: number) => `Direction ${nEn(dir)}`,
  },
  'zh-cn': {
    title: '动手试试：方块浏览器',
    piece: '方块',
    previous: '上一个方向',
    next: '下一个方向',
    previousText: '⟲ 方向 − 1',
    nextText: '方向 + 1 ⟳',
    direction: '方向',
    bigLabel: (piece: string, dir: number, cells: string) => `方向 ${nZh(dir)} 的 ${piece}：各格相对中心块为 ${cells}`,
    heading: (piece: string, dir: number) => `${piece}，方向 ${nZh(dir)}`,
    summary: (cells: string) => `：各格相对中心块（圆点）的位置为 ${cells}。+dy 指向对方。`,
    unique: '没有其他方向覆盖同样的格：这个形状只有这一个方向能摆出。',
    same: (list: string) => `覆盖同样格子的还有：${list}。它们算作同一个落块位置。`,
    sameItem: (dir: number, x: number, y: number) => `方向 ${nZh(dir)}，中心块在 (${nZh(x)}, ${nZh(y)})`,
    listSeparator: '；',
    allFour: (piece: string) => `${piece} 的全部四个方向`,
    show: (dir: number) => `显示方向 ${nZh(dir)}`,
    small: (piece: string, dir: number) => `${piece}，方向 ${nZh(dir)}`,
    caption: (dir: number) => `方向 ${nZh(dir)}`,
  },
});
