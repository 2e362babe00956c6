// Text of the sand sandbox's panels (settings, slots, colour-blind legend), per locale. Colour names come from the sand
// glossary (colourZh); the sandbox's own messages are in SandSandbox.messages.ts.
import { defineMessages } from '~/i18n/messages';
import { colourZh } from '~/i18n/glossary/sand';
import type { Locale } from '~/i18n/locales';
import { COLOUR_WORDS } from './draw';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

const ZH_PATTERNS = ['无', '上升斜纹', '圆点', '横纹', '十字', '竖纹', '下降斜纹'];

/** A colour's name in a locale ('red' / '红色'). */
export const colourName = (colour: number, locale: Locale = 'en') => (locale === 'zh-cn' ? `${colourZh(COLOUR_WORDS[colour])}色` : COLOUR_WORDS[colour]);

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const SAND_PANEL_MESSAGES = defineMessages({
  en: {
    settings: 'Settings (start a new game)',
    seed: 'Seed',
    today: "Today's game",
    connectivity: 'Connectivity',
    conn4: '4 (the document)',
    conn8: '8 (variant)',
    scoring: 'Scoring',
    formula: (_id: 'sqrt' | 'linear', engine: string): string => engine,
    colours: 'Colours',
    colours4: '4 (rule text)',
    colours6: '6 (pseudo-code)',
    undo: 'Undo (U key; the result says "with undo")',
    restart: 'Restart',
    todayNote: (today: string | null, colours: string) =>
      `Today's game: the seed is today's date in UTC${today ? ` (${today})` : ''}, with the document's rules (pixels join through their sides only, the square-root score, ${colours} colours).`,
    patterns: 'Colour-blind mode: a pattern on each colour (does not restart)',
    slots: 'Preview slots',
    piece: (colour: string, shape: string) => `${colour} ${shape}`,
    slot: (i: number, piece: string, fits: boolean) => `Slot ${nEn(i)}: ${piece}${fits ? '' : ', fits nowhere'}`,
    slotText: (i: number, piece: string) => `${nEn(i)}: ${piece}`,
    legend: 'Colour-blind mode: the pattern of each colour',
    pattern: (_colour: number, english: string): string => english,
    legendItem: (colour: string, pattern: string) => `${colour}: ${pattern}`,
  },
  'zh-cn': {
    settings: '设置（会开始新游戏）',
    seed: '种子',
    today: '今日游戏',
    connectivity: '连通方式',
    conn4: '4 连通（文档）',
    conn8: '8 连通（变体）',
    scoring: '计分',
    formula: (id: 'sqrt' | 'linear', _engine: string) => (id === 'sqrt' ? '⌊10 × √N⌋' : '⌊0.35 × N⌋'),
    colours: '颜色数',
    colours4: '4 种（规则正文）',
    colours6: '6 种（伪代码）',
    undo: '撤销（U 键；结果会注明“使用了撤销”）',
    restart: '重新开始',
    todayNote: (today: string | null, colours: string) =>
      `今日游戏：种子是今天的 UTC 日期${today ? `（${today}）` : ''}，采用文档的规则（像素块只通过边相连，平方根计分，${colours} 种颜色）。`,
    patterns: '色盲模式：每种颜色加一种图案（不会重新开始）',
    slots: '预览槽位',
    piece: (colour: string, shape: string) => `${colour} ${shape}`,
    slot: (i: number, piece: string, fits: boolean) => `槽位 ${nZh(i)}：${piece}${fits ? '' : '，放不下'}`,
    slotText: (i: number, piece: string) => `${nZh(i)}：${piece}`,
    legend: '色盲模式：每种颜色的图案',
    pattern: (colour: number, _english: string) => ZH_PATTERNS[colour] ?? '',
    legendItem: (colour: string, pattern: string) => `${colour}：${pattern}`,
  },
});
