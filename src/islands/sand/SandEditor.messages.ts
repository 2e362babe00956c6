// Text of the sand board editor (seed 004 §14.4), per locale. Numbers arrive formatted for the locale.
import { defineMessages } from '~/i18n/messages';

export const EDITOR_MESSAGES = defineMessages({
  en: {
    title: 'Board editor',
    intro:
      'Paint a board pixel by pixel, then run it through the engine: the sand falls, and a colour joined from wall to wall clears. The board is kept in the page link, so a copied link opens the same board.',
    board:
      'Board to paint, 120 by 220 pixels. Arrows move the cursor (Shift: one cell), Space paints, Delete erases, 0 to 6 pick a colour, B changes the brush.',
    canvas: (px: string) => `The painted board: ${px} pixels of sand.`,
    colour: 'Colour',
    eraser: 'Eraser',
    brush: 'Brush',
    brushName: (size: number): string => (size === 1 ? 'One pixel' : size === 5 ? '5 × 5 pixels' : 'One cell (10 × 10, on the grid)'),
    clear: 'Clear the board',
    run: 'Run the board',
    edit: 'Back to editing',
    stability: 'When a blocked pixel rests',
    stableSupport: 'Only on stable pixels (pitfall 5, the default)',
    literal: 'On anything, as §5.2.2 is written',
    connectivity: 'Neighbours',
    four: '4 sides (the default)',
    eight: '8 (sides and corners)',
    painted: (px: string, cursor: string) => `${px} pixels painted. Cursor at ${cursor}.`,
    running: (frame: string, moving: string, clears: string, score: string) =>
      `Frame ${frame}: ${moving} pixels moving, ${clears} clusters cleared, score ${score}.`,
    atRest: 'The board is at rest.',
    unreadable: (at: string) => `The board in the link could not be read after character ${at}; the part before it was kept.`,
    tooLong: (kept: string) => `The board in the link ran past the board's ${kept} pixels; the rest was left out.`,
  },
  'zh-cn': {
    title: '棋盘编辑器',
    intro: '逐个像素块画出一个棋盘，然后交给引擎运行：沙子落下，从左墙连到右墙的同一种颜色会消除。棋盘保存在页面链接里，复制链接就能打开同一个棋盘。',
    board: '要画的棋盘，120 × 220 个像素块。方向键移动光标（按住 Shift 每次一格），空格画，删除键擦除，0 到 6 选颜色，B 换画笔。',
    canvas: (px: string) => `画好的棋盘：${px} 个像素块的沙子。`,
    colour: '颜色',
    eraser: '橡皮',
    brush: '画笔',
    brushName: (size: number): string => (size === 1 ? '一个像素块' : size === 5 ? '5 × 5 个像素块' : '一格（10 × 10，对齐网格）'),
    clear: '清空棋盘',
    run: '运行棋盘',
    edit: '回到编辑',
    stability: '被挡住的像素块何时稳定',
    stableSupport: '只在稳定像素块上（陷阱 5，默认）',
    literal: '挡住就稳定，按 §5.2.2 的原文',
    connectivity: '相邻',
    four: '上下左右 4 个（默认）',
    eight: '8 个（含对角）',
    painted: (px: string, cursor: string) => `已画 ${px} 个像素块。光标在 ${cursor}。`,
    running: (frame: string, moving: string, clears: string, score: string) =>
      `第 ${frame} 帧：${moving} 个像素块在动，已消除 ${clears} 个集群，得分 ${score}。`,
    atRest: '棋盘已静止。',
    unreadable: (at: string) => `链接里的棋盘从第 ${at} 个字符起无法读取；保留了前面的部分。`,
    tooLong: (kept: string) => `链接里的棋盘超出了棋盘的 ${kept} 个像素块；多出的部分已舍去。`,
  },
});
