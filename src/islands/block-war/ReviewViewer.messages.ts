// Text of the review-data viewer, per locale.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
const enFrames = new Intl.PluralRules('en');
export const REVIEW_VIEWER_MESSAGES = defineMessages({
  en: {
    title: "Try it: open the platform's replay file",
    open: 'Open a review-data file (.json)',
    sample: 'Open the sample (the judge’s two sample bots)',
    fileSep: ': ',
    redIs: 'red ',
    blueIs: ', blue ',
    result: (winner: string, reason: string) => `Winner: ${winner}. The file’s reason: ${reason}.`,
    winner: (w: string) => ({ red: 'red', blue: 'blue', draw: 'a draw' })[w] ?? 'none',
    summary: (agree: number, total: number, disagree: number) =>
      disagree === 0
        ? `The engine agrees with all ${nEn(total)} ${enFrames.select(total) === 'one' ? 'frame' : 'frames'}.`
        : `The engine agrees with ${nEn(agree)} of ${nEn(total)} frames; ${nEn(disagree)} ${enFrames.select(disagree) === 'one' ? 'differs' : 'differ'}.`,
    frame: 'Frame',
    first: 'First frame',
    previous: 'Previous frame',
    next: 'Next frame',
    last: 'Last frame',
    nextBad: 'Next disagreement',
    frameLine: (i: number, n: number, placement: number, round: number) => `Frame ${nEn(i)} of ${nEn(n)}: placement ${nEn(placement)}, round ${nEn(round)}`,
    stage: (mover: string, before: boolean) => `${mover === 'red' ? 'Red' : 'Blue'} ${before ? 'has placed (before the clear)' : 'after the clear'}`,
    action: (a: string) => `action (y, x, direction) = ${a}, in the mover’s frame`,
    score: (r: number, b: number, c: number) => `points red ${nEn(r)}, blue ${nEn(b)}; combo ${nEn(c)}`,
    stolen: (rows: string) => `stolen rows (偷消): ${rows}`,
    tags: 'tags',
    ok: 'The engine agrees with this frame.',
    bad: 'The engine judges this frame differently:',
    unchecked: 'Not checked (an earlier frame differs).',
    boardLabel: (i: number) => `Board of frame ${nEn(i)} in red’s frame: red’s cells in capitals, blue’s in small letters`,
    error: 'This file cannot be opened:',
  },
  'zh-cn': {
    title: '动手试试：打开平台的复盘文件',
    open: '打开复盘数据文件（.json）',
    sample: '打开示例（裁判程序自带的两个示例机器人）',
    fileSep: '：',
    redIs: '红方 ',
    blueIs: '，蓝方 ',
    result: (winner: string, reason: string) => `胜者：${winner}。文件给出的原因：${reason}。`,
    winner: (w: string) => ({ red: '红方', blue: '蓝方', draw: '平局' })[w] ?? '无',
    summary: (agree: number, total: number, disagree: number) =>
      disagree === 0 ? `引擎与全部 ${nZh(total)} 帧一致。` : `引擎与 ${nZh(total)} 帧中的 ${nZh(agree)} 帧一致；${nZh(disagree)} 帧不同。`,
    frame: '帧',
    first: '第一帧',
    previous: '上一帧',
    next: '下一帧',
    last: '最后一帧',
    nextBad: '下一个不一致处',
    frameLine: (i: number, n: number, placement: number, round: number) =>
      `第 ${nZh(i)} 帧，共 ${nZh(n)} 帧：第 ${nZh(placement)} 步落块，第 ${nZh(round)} 回合`,
    stage: (mover: string, before: boolean) => `${mover === 'red' ? '红方' : '蓝方'}${before ? '已落块（消行前）' : '消行后'}`,
    action: (a: string) => `动作 (y, x, 方向) = ${a}，在落块方自己的坐标系中`,
    score: (r: number, b: number, c: number) => `得分：红方 ${nZh(r)}，蓝方 ${nZh(b)}；连消 ${nZh(c)}`,
    stolen: (rows: string) => `偷消的行：${rows}`,
    tags: '标签',
    ok: '引擎与这一帧一致。',
    bad: '引擎对这一帧的判断不同：',
    unchecked: '未检查（前面已有一帧不同）。',
    boardLabel: (i: number) => `第 ${nZh(i)} 帧的棋盘，红方坐标系：红方的格用大写字母，蓝方的用小写字母`,
    error: '无法打开这个文件：',
  },
});
