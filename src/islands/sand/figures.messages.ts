// Interface text of the sand figures (pour, BFS, stability, update order), per locale. One file for the four small
// islands; each island reads its own group. Colour names come from the sand glossary.
import { defineMessages } from '~/i18n/messages';
import { colourZh } from '~/i18n/glossary/sand';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

/** Buttons and notes every animated figure shares. */

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const COMMON = defineMessages({
  en: {
    pause: 'Pause',
    play: 'Play',
    step: (n: number) => `Step ${nEn(n)} frames`,
    again: 'Start again',
    reduced: (n: number) => `Paused because your system asks for reduced motion: play, or step ${nEn(n)} frames at a time.`,
  },
  'zh-cn': {
    pause: '暂停',
    play: '播放',
    step: (n: number) => `前进 ${nZh(n)} 帧`,
    again: '重新开始',
    reduced: (n: number) => `你的系统要求减少动画，所以已暂停：可以播放，或每次前进 ${nZh(n)} 帧。`,
  },
});

export const POUR = defineMessages({
  en: {
    title: (s: number) => `Try it: a ${nEn(s)} × ${nEn(s)} block pours into a pile`,
    size: 'Block size',
    pourAgain: 'Pour again',
    canvas: (s: number) => `A ${nEn(s)} by ${nEn(s)} block of sand pouring onto an empty floor; the dashed triangle is the document's claimed pile.`,
    caption: "Dashed yellow: the document's pile (height ≈ W, base W). Red: the pile the rule makes.",
    settled: (pixels: number) => `Settled pile of ${nEn(pixels)} pixels: height `,
    rows: ' rows, base ',
    wide: (top: number, frames: number, size: number) =>
      ` pixels wide, top row ${nEn(top)} pixel${top === 1 ? '' : 's'}, after ${nEn(frames)} frames. The document says height ≈ ${nEn(size)} and base ${nEn(size)}.`,
    now: (frame: number, height: number, base: number, rest: boolean) =>
      `Now: frame ${nEn(frame)}, height ${nEn(height)}, base ${nEn(base)}${rest ? ' (at rest)' : ''}.`,
  },
  'zh-cn': {
    title: (s: number) => `动手试试：${nZh(s)} × ${nZh(s)} 的方块倒成一堆`,
    size: '方块大小',
    pourAgain: '再倒一次',
    canvas: (s: number) => `一个 ${nZh(s)} × ${nZh(s)} 的沙块倒在空地上；虚线三角形是文档声称的沙堆。`,
    caption: '黄色虚线：文档的沙堆（高约 W，底宽 W）。红色：规则实际堆出的沙堆。',
    settled: (pixels: number) => `落定的沙堆共 ${nZh(pixels)} 个像素块：高 `,
    rows: ' 行，底宽 ',
    wide: (top: number, frames: number, size: number) => ` 像素，顶行 ${nZh(top)} 个像素，用了 ${nZh(frames)} 帧。文档说高约 ${nZh(size)}、底宽 ${nZh(size)}。`,
    now: (frame: number, height: number, base: number, rest: boolean) =>
      `当前：第 ${nZh(frame)} 帧，高 ${nZh(height)}，底宽 ${nZh(base)}${rest ? '（已静止）' : ''}。`,
  },
});

export const BFS = defineMessages({
  en: {
    title: 'Try it: searching pixels against searching cells',
    intro:
      'Four red squares poured onto a blue and green floor. Their piles meet only in thin slopes. Left: the search on pixels, with the cluster that touches both walls drawn bright and everything else dimmed. Right: the same sand turned into logical cells first.',
    shareLabel: 'A cell counts as a colour when that colour fills at least',
    percent: (n: number) => `${nEn(n)} percent`,
    ofIt: (n: number) => `${nEn(n)}% of it`,
    pixelCanvas: 'Pixel grid, bottom eight rows of cells: the red piles joined into one cluster from wall to wall.',
    cellCanvas: 'Logical grid, bottom eight rows: the red cells form separate groups.',
    pixels: (w: number, h: number, n: number) => `Pixel grid (${nEn(w)} × ${nEn(h)}): ${nEn(n)} red cluster${n === 1 ? '' : 's'}; `,
    clears: (pixels: number) => `one of ${nEn(pixels)} pixels touches both walls, so it clears.`,
    noneTouches: 'none touches both walls.',
    cells: (w: number, h: number, n: number, sizes: string) =>
      `Logical grid (${nEn(w)} × ${nEn(h)}): ${nEn(n)} red group${n === 1 ? '' : 's'} of ${sizes} cells; `,
    noCells: 'no',
    listSep: ', ',
    groupTouches: (colour: string) => `a ${colour} group touches both walls.`,
    nothingClears: 'none touches both walls, so nothing clears.',
    colour: (name: string) => name,
  },
  'zh-cn': {
    title: '动手试试：搜索像素与搜索格子',
    intro:
      '四个红色正方形倒在蓝绿相间的地面上，它们的沙堆只在薄薄的斜坡处相接。左：在像素上搜索，碰到两面墙的集群画得明亮，其余变暗。右：同样的沙先换算成逻辑格子。',
    shareLabel: '某种颜色至少占满格子的这个比例时，格子算作该颜色',
    percent: (n: number) => `百分之 ${nZh(n)}`,
    ofIt: (n: number) => `${nZh(n)}%`,
    pixelCanvas: '像素网格，最底八行格子：红色沙堆连成一个从墙到墙的集群。',
    cellCanvas: '逻辑网格，最底八行：红色格子分成互不相连的几组。',
    pixels: (w: number, h: number, n: number) => `像素网格（${nZh(w)} × ${nZh(h)}）：${nZh(n)} 个红色集群；`,
    clears: (pixels: number) => `其中一个有 ${nZh(pixels)} 个像素块，碰到两面墙，所以消除。`,
    noneTouches: '没有一个碰到两面墙。',
    cells: (w: number, h: number, n: number, sizes: string) => `逻辑网格（${nZh(w)} × ${nZh(h)}）：${nZh(n)} 组红色格子，分别有 ${sizes} 格；`,
    noCells: '0',
    listSep: '、',
    groupTouches: (colour: string) => `一组${colour}色格子碰到两面墙。`,
    nothingClears: '没有一组碰到两面墙，所以什么都不消除。',
    colour: (name: string) => colourZh(name),
  },
});

export const STABILITY = defineMessages({
  en: {
    title: 'Try it: checking stability once against checking until nothing changes',
    once: 'One top-down check (pitfall 3)',
    repeat: 'Checked again until nothing new',
    result1: 'The red band on the floor clears. With one top-down check, ',
    result2: ' pixels are left hanging in the air for good. With the repeated check, ',
    result3: '.',
    before: 'before the clear',
    after: (n: number) => `${nEn(n)} frames after the clear`,
    now: (phase: string) => `Now: ${phase}.`,
    canvas: (title: string) => `${title}: a red band under a blue band and a yellow heap; the red band clears.`,
    caption: (title: string, n: number) => `${title}: ${nEn(n)} pixels have empty space under them right now.`,
  },
  'zh-cn': {
    title: '动手试试：只检查一次稳定性与反复检查直到没有变化',
    once: '从上往下只检查一次（陷阱 3）',
    repeat: '反复检查，直到没有新发现',
    result1: '地面上的红色带子消除。只从上往下检查一次时，有 ',
    result2: ' 个像素块永远悬在空中。反复检查时，是 ',
    result3: ' 个。',
    before: '消除之前',
    after: (n: number) => `消除后第 ${nZh(n)} 帧`,
    now: (phase: string) => `当前：${phase}。`,
    canvas: (title: string) => `${title}：红色带子上面是蓝色带子和一堆黄沙；红色带子被消除。`,
    caption: (title: string, n: number) => `${title}：此刻有 ${nZh(n)} 个像素块下方是空的。`,
  },
});

export const ORDER = defineMessages({
  en: {
    title: 'Try it: update order',
    bottomUp: "Bottom row first (the document's fix)",
    topDown: 'Top row first, no "updated" mark (its bug)',
    first1: 'In the first frame, the largest move by any pixel is ',
    first2: ' row bottom-up and ',
    first3: ' rows top-down: the lowest pixel of each column is met again in every row it falls into.',
    next: 'Next frame',
    again: 'Start again',
    canvas: (title: string, frames: number) => `${title}: three columns of pixels with gaps, after ${nEn(frames)} frames.`,
    caption: (title: string, frame: number) => `${title}. Frame ${nEn(frame)}`,
    largest: (n: number) => `: largest move ${nEn(n)} row${n === 1 ? '' : 's'}`,
    stop: '.',
  },
  'zh-cn': {
    title: '动手试试：更新顺序',
    bottomUp: '先更新最底一行（文档的修正）',
    topDown: '先更新最顶一行，且没有“已更新”标记（它的错误）',
    first1: '第一帧里，任何像素块的最大移动：从下往上是 ',
    first2: ' 行，从上往下是 ',
    first3: ' 行：每一列最低的像素块每落进一行，就又被处理一次。',
    next: '下一帧',
    again: '重新开始',
    canvas: (title: string, frames: number) => `${title}：三列中间有空隙的像素块，已过 ${nZh(frames)} 帧。`,
    caption: (title: string, frame: number) => `${title}。第 ${nZh(frame)} 帧`,
    largest: (n: number) => `：最大移动 ${nZh(n)} 行`,
    stop: '。',
  },
});
