// Interface text of the speed curves, per locale. Mode names come from the TGM3 glossary in Chinese.
import { defineMessages } from '~/i18n/messages';
import { GLOSSARY } from '~/i18n/glossary/tgm3';
import type { SpeedMode } from '~/engines/tgm3';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

const zhMode = (mode: SpeedMode) => GLOSSARY.find((e) => e.id === `mode-${mode}`)?.zh ?? mode;
const EN_MODES: Record<SpeedMode, string> = { easy: 'Easy', sakura: 'Sakura', master: 'Master', shirase: 'Shirase', kamui: 'Kamui' };

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    title: 'Speed curves',
    mode: 'Mode',
    modeName: (mode: SpeedMode) => EN_MODES[mode],
    cools: 'Master: COOLs in the first sections',
    coolsValue: (n: number) => `${nEn(n)} COOLs`,
    never20G: 'never 20G',
    first20G: '20G from the first piece',
    from20G: (level: number) => `20G from level ${nEn(level)}`,
    withCools: (n: number, bonus: number) => ` with ${nEn(n)} COOL${n === 1 ? '' : 's'} (speed level = level + ${nEn(bonus)} per finished COOL section)`,
    stop: '.',
    colon: ': ',
    fallsBack: (g: string, level: number, speedLevel: number) => ` Gravity falls back to ${g} at level ${nEn(level)} (speed level ${nEn(speedLevel)}).`,
    /** `from`-`to` is a level range, a label like a section name, so it is not grouped (1000-1099). */
    killTimer: (clock: string, from: number, to: number | null) =>
      ` From ${clock} the kill timer sets 20G and Shirase ${from}-${to ?? ''} delays at any level.`,
    slowAgain: (speedLevel: number) => `speed level ${nEn(speedLevel)}: slow again`,
    killMark: (clock: string) => `kill timer: 20G from ${clock} at any level`,
    gravityChart: (mode: string) => `${mode} gravity by level (cells per frame, log scale; one row per change)`,
    delaysChart: (mode: string) => `${mode} delays (frames) by level (one row per change)`,
    level: 'Level',
    gravityAxis: 'Gravity (G, log scale)',
    gravity: 'Gravity',
    frames: 'Frames',
    are: 'ARE',
    lineAre: 'Line ARE',
    das: 'DAS',
    lock: 'Lock',
    lineClear: 'Line clear',
  },
  'zh-cn': {
    title: '速度曲线',
    mode: '模式',
    modeName: (mode: SpeedMode) => zhMode(mode),
    cools: 'Master：前几个区段的 COOL 数',
    coolsValue: (n: number) => `${nZh(n)} 个 COOL`,
    never20G: '始终不到 20G',
    first20G: '从第一个方块起就是 20G',
    from20G: (level: number) => `从 ${nZh(level)} 级起 20G`,
    withCools: (n: number, bonus: number) => `（${nZh(n)} 个 COOL；速度等级 = 等级 + 每个打完的 COOL 区段 ${nZh(bonus)}）`,
    stop: '。',
    colon: '：',
    fallsBack: (g: string, level: number, speedLevel: number) => `重力在 ${nZh(level)} 级（速度等级 ${nZh(speedLevel)}）回落到 ${g}。`,
    killTimer: (clock: string, from: number, to: number | null) =>
      `从 ${clock} 起，强制提速计时让任何等级都变成 20G，并使用修罗模式 ${from}-${to ?? ''} 的延迟。`,
    slowAgain: (speedLevel: number) => `速度等级 ${nZh(speedLevel)}：重新变慢`,
    killMark: (clock: string) => `强制提速计时：从 ${clock} 起任何等级都是 20G`,
    gravityChart: (mode: string) => `${mode}各等级的重力（每帧格数，对数坐标；每次变化一行）`,
    delaysChart: (mode: string) => `${mode}各等级的延迟（帧；每次变化一行）`,
    level: '等级',
    gravityAxis: '重力（G，对数坐标）',
    gravity: '重力',
    frames: '帧',
    are: '出块延迟',
    lineAre: '消行出块延迟',
    das: '自动移动延迟',
    lock: '锁定延迟',
    lineClear: '消行延迟',
  },
});
