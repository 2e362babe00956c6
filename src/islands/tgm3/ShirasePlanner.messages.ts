// Interface text of the Shirase planner, per locale. Classic and World are the game's own rule names.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    title: 'Shirase planner',
    rule: 'Rule',
    classic: 'Classic',
    world: 'World',
    grade: 'Grade ',
    cleared: (sections: number, regrets: number) =>
      `: ${nEn(sections)} section${sections === 1 ? '' : 's'} cleared − ${nEn(regrets)} REGRET${regrets === 1 ? '' : 's'}. `,
    torikan: (level: number, clock: string) => `The torikan at ${nEn(level)} stops the game (${clock}).`,
    roll: (level: number) => `Level ${nEn(level)} reached: the big-piece roll follows.`,
    region: 'Shirase sections',
    caption: 'Per section (seconds in)',
    section: 'Section',
    time: 'Time (s)',
    regretOver: 'REGRET over',
    regret: 'REGRET',
    clockAtEnd: 'Clock at end',
    quota: 'Garbage quota',
    secondsFor: (range: string) => `Seconds for Shirase section ${range}`,
    notPlayed: 'not played',
    rising: (level: number) => `Rising garbage from level ${nEn(level)}`,
    pattern: 'Lines cleared per piece, repeated (0-4)',
    garbage: (pieces: number, level: number, lines: number) =>
      `Over ${nEn(pieces)} pieces from level ${nEn(level)}: ${nEn(lines)} garbage line${lines === 1 ? '' : 's'}`,
    first: (piece: number, level: number) => `, the first after piece ${nEn(piece)} (level ${nEn(level)})`,
    counter: (n: number) => `; counter at the end: ${nEn(n)}.`,
    timesNote: (param: string, n: string) => `${param}: ${n}`,
  },
  'zh-cn': {
    title: '修罗模式规划器',
    rule: '规则',
    classic: 'Classic（经典）',
    world: 'World（世界）',
    grade: '段位 ',
    cleared: (sections: number, regrets: number) => `：打完 ${nZh(sections)} 个区段 − ${nZh(regrets)} 个 REGRET。`,
    torikan: (level: number, clock: string) => `${nZh(level)} 级的铁门让游戏结束（${clock}）。`,
    roll: (level: number) => `到达 ${nZh(level)} 级：接下来是大方块字幕战。`,
    region: '修罗模式各区段',
    caption: '每个区段（用时以秒计）',
    section: '区段',
    time: '用时（秒）',
    regretOver: 'REGRET 时限',
    regret: 'REGRET',
    clockAtEnd: '结束时计时',
    quota: '垃圾行配额',
    secondsFor: (range: string) => `修罗模式区段 ${range} 的秒数`,
    notPlayed: '未进行',
    rising: (level: number) => `从 ${nZh(level)} 级起的上涨垃圾行`,
    pattern: '每个方块消的行数（0-4），循环使用',
    garbage: (pieces: number, level: number, lines: number) => `从 ${nZh(level)} 级起的 ${nZh(pieces)} 个方块中：${nZh(lines)} 条垃圾行`,
    first: (piece: number, level: number) => `，第一条在第 ${nZh(piece)} 个方块之后（${nZh(level)} 级）`,
    counter: (n: number) => `；最后计数器为 ${nZh(n)}。`,
    timesNote: (param: string, n: string) => `${param}：${n}`,
  },
});
