// Text of the playable board, per locale. Counts and scores arrive already formatted for the locale.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const PLAYABLE_BOARD_MESSAGES = defineMessages({
  en: {
    title: 'Try it: play a match',
    seed: 'Seed',
    newMatch: 'New match',
    blueBy: 'Blue is played by',
    hand: 'a hand (two players, one screen)',
    randomBot: 'the random bot',
    greedyBot: 'the greedy bot (one move ahead)',
    undo: 'Undo',
    boardLabel: (made: string) =>
      `The field in red's frame: red's peace zone at the top, blue's at the bottom. ${made} placements made. Arrow keys move between cells; Enter or Space places the piece shown.`,
    round: (round: string, of: string) => `Round ${round} of ${of}`,
    red: 'Red',
    blue: 'Blue',
    combo: 'Combo',
    sep: ' · ',
    draw: 'The match is over: a draw.',
    wins: (winner: 'red' | 'blue', why: 'no-legal-placement' | 'illegal-placement' | 'other', loser: string) =>
      `The match is over: ${winner} wins${why === 'no-legal-placement' ? ` (${loser} had no legal placement: overflow)` : why === 'illegal-placement' ? ` (${loser} made an illegal placement)` : ''}.`,
    toPlace: (player: 'red' | 'blue', piece: string, bot: boolean) =>
      `${player === 'red' ? 'Red' : 'Blue'} to place ${piece}${bot ? ' (the bot is thinking)' : ''}.`,
    last: (player: 'red' | 'blue', piece: string, peace: string, battle: string, points: string, one: boolean) =>
      `Last: ${player} placed ${piece}; cleared ${peace} peace and ${battle} battle rows for ${points} point${one ? '' : 's'}.`,
    describe: (piece: string, dir: number, x: number, y: number) => `${piece} direction ${nEn(dir)}, centre (${nEn(x)}, ${nEn(y)})`,
    shown: (what: string, hovered: boolean) => `Shown: ${what}${hovered ? ' (under the pointer or focus; click, Enter or Space places it)' : ''}.`,
    next: (list: string | null) => `Next pieces: ${list ?? 'none'}.`,
    placement: (n: string) => `Placement (${n} legal)`,
    place: 'Place',
    redCells: "red's cells",
    blueCells: "blue's cells",
    dashed: 'dashed: cells a legal placement can cover',
    lines: "solid line: red's limit; dashed line: blue's",
    partMoves: (used: string, all: string) => `Only the first ${used} of ${all} moves in the link could be played.`,
    redWord: 'red',
    blueWord: 'blue',
  },
  'zh-cn': {
    title: '动手试试：下一局',
    seed: '种子',
    newMatch: '新对局',
    blueBy: '蓝方由谁来下',
    hand: '真人（两人同屏）',
    randomBot: '随机机器人',
    greedyBot: '贪心机器人（只看一步）',
    undo: '悔棋',
    boardLabel: (made: string) => `红方坐标系下的场地：红方和平区在上，蓝方和平区在下。已落 ${made} 块。方向键在格子间移动；回车或空格键放置所示方块。`,
    round: (round: string, of: string) => `第 ${round} 回合，共 ${of} 回合`,
    red: '红方',
    blue: '蓝方',
    combo: '连消',
    sep: ' · ',
    draw: '对局结束：平局。',
    wins: (winner: 'red' | 'blue', why: 'no-legal-placement' | 'illegal-placement' | 'other', loser: string) =>
      `对局结束：${winner === 'red' ? '红方' : '蓝方'}获胜${why === 'no-legal-placement' ? `（${loser}没有合法落块位置：溢出）` : why === 'illegal-placement' ? `（${loser}落块不合法）` : ''}。`,
    toPlace: (player: 'red' | 'blue', piece: string, bot: boolean) =>
      `轮到${player === 'red' ? '红方' : '蓝方'}放置 ${piece}${bot ? '（机器人思考中）' : ''}。`,
    // The plural flag is English-only; Chinese has no plural.
    last: (player: 'red' | 'blue', piece: string, peace: string, battle: string, points: string, _one: boolean) =>
      `上一步：${player === 'red' ? '红方' : '蓝方'}放置了 ${piece}；消去和平区 ${peace} 行、战斗区 ${battle} 行，得 ${points} 分。`,
    describe: (piece: string, dir: number, x: number, y: number) => `${piece}，方向 ${nZh(dir)}，中心块 (${nZh(x)}, ${nZh(y)})`,
    shown: (what: string, hovered: boolean) => `显示：${what}${hovered ? '（指针或焦点所在处；点击、回车或空格键即可放置）' : ''}。`,
    next: (list: string | null) => `后续方块：${list ?? '无'}。`,
    placement: (n: string) => `落块位置（共 ${n} 个合法位置）`,
    place: '放置',
    redCells: '红方的格',
    blueCells: '蓝方的格',
    dashed: '虚线框：合法落块能覆盖的格',
    lines: '实线：红方底线；虚线：蓝方底线',
    partMoves: (used: string, all: string) => `链接中的 ${all} 步里只有前 ${used} 步能下。`,
    redWord: '红方',
    blueWord: '蓝方',
  },
});
