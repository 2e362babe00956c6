// Interface text of the score calculator, per locale.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    title: 'Score calculator',
    level: 'Level before the clear',
    chain: 'Clears in a row, ending with this one (e.g. 231)',
    soft: 'Soft (frames Down held)',
    sonic: 'Sonic (longest sonic drop, rows)',
    active: 'Active time (frames)',
    score: 'Score for this clear: ',
    comboStep: (lines: number, combo: number) => `${nEn(lines)} line${lines === 1 ? '' : 's'} → ${nEn(combo)}`,
    combo: (steps: string) => `Combo: ${steps}. This clear uses combo `,
    stop: '.',
    sep: '; ',
    levelAfter: 'Level after the clear: ',
    speed: (lock: number, active: number, speed: number) =>
      `Speed: lock delay ${nEn(lock)} (Master, no COOLs) − ${nEn(active)} active frames = ${nEn(speed)} (never below 0).`,
    total: 'Total: ',
  },
  'zh-cn': {
    title: '得分计算器',
    level: '消行前的等级',
    chain: '连续的消行，以这一次结尾（例如 231）',
    soft: '软降（按住下键的帧数）',
    sonic: '瞬降（最长一次瞬降的行数）',
    active: '操作时间（帧）',
    score: '这次消行的得分：',
    comboStep: (lines: number, combo: number) => `消 ${nZh(lines)} 行 → ${nZh(combo)}`,
    combo: (steps: string) => `连击：${steps}。这次消行的连击为 `,
    stop: '。',
    sep: '；',
    levelAfter: '消行后的等级：',
    speed: (lock: number, active: number, speed: number) =>
      `速度：锁定延迟 ${nZh(lock)}（Master，无 COOL）− 操作 ${nZh(active)} 帧 = ${nZh(speed)}（不低于 0）。`,
    total: '合计：',
  },
});
