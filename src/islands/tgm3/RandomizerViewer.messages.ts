// Interface text of the TGM3 randomizer viewer, per locale. Piece letters stay Latin in both languages.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
const one = (n: number) => new Intl.PluralRules('en').select(n) === 'one';
export const MESSAGES = defineMessages({
  en: {
    title: 'TGM3 randomizer, step by step',
    seed: 'Seed',
    step: 'Piece number',
    prev: 'Previous piece',
    next: 'Next piece',
    pieces: (from: number, to: number) =>
      `Pieces ${nEn(from + 1)} to ${nEn(to + 1)} of this seed; the inspected piece is outlined, pieces that needed a swap are underlined`,
    first: (piece: string) => `Piece 1 is ${piece}: the first piece is one of I, T, L and J, taken without a roll, and the pool is left alone.`,
    rolled: (n: number, piece: string, rolls: number) => `Piece ${nEn(n + 1)} is ${piece}, after ${nEn(rolls)} ${one(rolls) ? 'roll' : 'rolls'}.`,
    swaps: (list: string) => ` Rolled pieces in the history (${list}) were each swapped in the pool for the piece dealt least recently.`,
    refill: (piece: string) => ` Its slot in the pool now holds ${piece}, the piece dealt least recently.`,
    noRefill: ' Its slot was not refilled: after a swap, the game refills only if the longest wait grew (the arcade bug).',
    history: (list: string) => ` History now: ${list}.`,
    poolCaption: 'The 35-piece pool before and after this piece',
    poolRegion: 'Pool counts',
    piece: 'Piece',
    before: 'Before',
    after: 'After',
  },
  'zh-cn': {
    title: 'TGM3 随机器：逐步演示',
    seed: '种子',
    step: '方块序号',
    prev: '上一个方块',
    next: '下一个方块',
    pieces: (from: number, to: number) => `此种子的第 ${nZh(from + 1)} 到第 ${nZh(to + 1)} 个方块；正在查看的方块加了边框，需要替换的方块加了下划线`,
    first: (piece: string) => `第 1 个方块是 ${piece}：第一个方块从 I、T、L、J 中取，不掷骰，方块池不变。`,
    rolled: (n: number, piece: string, rolls: number) => `第 ${nZh(n + 1)} 个方块是 ${piece}，掷了 ${nZh(rolls)} 次。`,
    swaps: (list: string) => `掷到的方块在历史中（${list}），每次都在池中换成最久没出现的方块。`,
    refill: (piece: string) => `它在池中的位置现在放的是 ${piece}，即最久没出现的方块。`,
    noRefill: '它的位置没有补充：发生替换之后，只有最长等待变长时游戏才补充（街机版的程序错误）。',
    history: (list: string) => `现在的历史：${list}。`,
    poolCaption: '这个方块之前与之后的 35 块方块池',
    poolRegion: '方块池计数',
    piece: '方块',
    before: '之前',
    after: '之后',
  },
});
