// Interface text of the grade-points simulator, per locale.
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    title: 'Grade-points simulator',
    refused: (piece: number, lines: number, cells: number, most: number) =>
      `No one can play this run: piece ${nEn(piece)} clears ${nEn(lines)} lines, but the field then holds only ${nEn(cells)} cells (4 a piece, 10 a line), enough for ${nEn(most)}. Nothing is graded; put more plain pieces (0) before the clears.`,
    clears: 'Clears',
    genPattern: 'a repeated pattern',
    genRandom: 'random pace (seeded)',
    seed: 'Seed',
    pattern: 'Lines per piece, repeated (0-4)',
    active: 'Active frames per piece',
    after: 'ARE and clear frames per piece',
    decayLegend: 'Points decay',
    decayNoCombo: 'paused during a 2+-line combo',
    decayAlways: 'every active frame',
    siteDefault: ' (site default)',
    stoppedTorikan: (level: number) => `Stopped by the level-${nEn(level)} torikan`,
    reachedLast: (level: number) => `Reached level ${nEn(level)}`,
    levelAfter: (level: number, pieces: number) => `Level ${nEn(level)} after ${nEn(pieces)} pieces`,
    heldAtMM: ' (held at MM: not qualified for GM)',
    sentence: (end: string, clock: string, grade: string, held: string, boosts: number, ig: number, cools: number) =>
      `${end} at ${clock}. Grade shown: ${grade}${held} = ${nEn(boosts)} boosts from internal grade ${nEn(ig)} + ${nEn(cools)} section COOL${cools === 1 ? '' : 's'}, before any staff roll.`,
    left: (points: number, cools: number, regrets: number) =>
      ` ${nEn(points)} points left; ${nEn(cools)} COOL${cools === 1 ? '' : 's'}, ${nEn(regrets)} REGRET${regrets === 1 ? '' : 's'}.`,
    decayTook: (reading: string) => `Decay (${reading}) took `,
    decayOther: (lost: number, other: string, lost2: number, grade: string, ig: number) =>
      ` grade points over the game. Decaying ${other} instead takes ${nEn(lost2)} and ends at ${grade} (internal grade ${nEn(ig)}).`,
    idle: (seconds: number, ig: number, rate: number, lost: number, from: number) =>
      ` ${nEn(seconds)} s with a piece in play at internal grade ${nEn(ig)} (one point every ${nEn(rate)} frames) loses ${nEn(lost)} of ${nEn(from)} points.`,
    time: 'Time',
    internalGrade: 'Internal grade',
    gradePoints: 'Grade points',
    gradeChart: 'Internal grade over the whole game (one row per change)',
    closeUp: 'Close-up of section',
    mostDecay: 'where decay took most',
    pointsChart: (range: string, lost: number) => `Grade points in section ${range}, every change (decay there: ${nEn(lost)} points)`,
  },
  'zh-cn': {
    title: '段位点模拟器',
    refused: (piece: number, lines: number, cells: number, most: number) =>
      `没有人能打出这样的对局：第 ${nZh(piece)} 个方块消 ${nZh(lines)} 行，但那时场上只有 ${nZh(cells)} 格（每个方块 4 格，每行 10 格），只够 ${nZh(most)} 行。不评段位；请在消行之前多放几个不消行的方块（0）。`,
    clears: '消行',
    genPattern: '重复的消行模式',
    genRandom: '随机节奏（带种子）',
    seed: '种子',
    pattern: '每个方块消的行数（0-4），循环使用',
    active: '每个方块的操作帧数',
    after: '每个方块的出块延迟与消行帧数',
    decayLegend: '段位点衰减',
    decayNoCombo: '两行及以上的连击中暂停',
    decayAlways: '每个操作帧都衰减',
    siteDefault: '（本站默认）',
    stoppedTorikan: (level: number) => `在 ${nZh(level)} 级被铁门拦下`,
    reachedLast: (level: number) => `到达 ${nZh(level)} 级`,
    levelAfter: (level: number, pieces: number) => `${nZh(pieces)} 个方块后在 ${nZh(level)} 级`,
    heldAtMM: '（停在 MM：未认定 GM）',
    sentence: (end: string, clock: string, grade: string, held: string, boosts: number, ig: number, cools: number) =>
      `${end}，用时 ${clock}。显示段位：${grade}${held} = 内部段位 ${nZh(ig)} 给出的 ${nZh(boosts)} 级段位提升 + ${nZh(cools)} 个区段 COOL，未计字幕战。`,
    left: (points: number, cools: number, regrets: number) => `剩余 ${nZh(points)} 段位点；${nZh(cools)} 个 COOL，${nZh(regrets)} 个 REGRET。`,
    decayTook: (reading: string) => `衰减（${reading}）在整局中扣掉了 `,
    decayOther: (lost: number, other: string, lost2: number, grade: string, ig: number) =>
      ` 段位点。若改为“${other}”，则扣掉 ${nZh(lost2)} 点，最终为 ${grade}（内部段位 ${nZh(ig)}）。`,
    idle: (seconds: number, ig: number, rate: number, lost: number, from: number) =>
      `在内部段位 ${nZh(ig)} 时方块在场 ${nZh(seconds)} 秒（每 ${nZh(rate)} 帧扣一点），${nZh(from)} 点中会失去 ${nZh(lost)} 点。`,
    time: '时间',
    internalGrade: '内部段位',
    gradePoints: '段位点',
    gradeChart: '整局的内部段位（每次变化一行）',
    closeUp: '放大查看区段',
    mostDecay: '衰减损失最多的区段',
    pointsChart: (range: string, lost: number) => `区段 ${range} 的段位点，每次变化（该区段衰减 ${nZh(lost)} 点）`,
  },
});
