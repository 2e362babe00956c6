// Interface text of the climb simulator, per locale (the Chinese in the write-up's terms: 等级, 经验, 跳级, 速通模式 ...).
import { defineMessages } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    seconds: (s: string) => `${s} s`,
    sep: ', ',
    desc: (min: number, alt: string, floor: number, rank: string) =>
      `Altitude and rank over ${nEn(min)} minutes, over the floor bands, with attack lines per minute below. The run ends at ${alt} m on floor ${nEn(floor)}, rank ${rank}; floor by floor times are in the split table.`,
    title: 'Try it: a climb at a steady pace',
    noJs: 'The sliders need JavaScript; without it the figure shows the default run.',
    apm: (n: number) => `Attack per minute: ${nEn(n)}`,
    cancel: (n: number) => `Share cancelled: ${nEn(n)}%`,
    clears: (n: number) => `Lines cleared per minute: ${nEn(n)}`,
    kos: (n: number) => `KOs per minute: ${nEn(n)}`,
    spike: (n: number) => `Surge spike at 1:00 (lines): ${nEn(n)}`,
    minutes: (n: number) => `Minutes: ${nEn(n)}`,
    verNote:
      'Current: cancels build the cancel streak, which cuts their XP; clears count as digging garbage and reset it; Duo keeps its XP; hyperspeed is off with any mod.',
    after: (min: number) => `After ${nEn(min)} min: `,
    metres: (alt: string) => `${alt} m`,
    state: (floor: number, name: string, rank: string, peak: string, streak: number | undefined, ver: string) =>
      `, floor ${nEn(floor)} (${name}), rank ${rank} (peak ${peak})${streak !== undefined ? `, cancel streak ${nEn(streak)}` : ''}, ${ver} rules. `,
    events: (n: number, mods: string) => `${nEn(n)} events${mods ? `, mods: ${mods}` : ''}.`,
    floorAt: (floor: number, clock: string) => ` Floor ${nEn(floor)} at ${clock}.`,
    skips: (list: string, more: boolean) => ` Rank skips at ${list}${more ? '…' : ''}.`,
    noSkip: ' No rank skip.',
    fatigue: (n: number) => ` Promotion fatigue shortens the leak protection ${nEn(n)} times.`,
    hyper: (start: string, completed: boolean, lost: string | null) =>
      ` Hyperspeed from ${start}${completed ? ', completed' : lost !== null ? `, lost at ${lost}` : ''}.`,
    splits: (reached: number, total: number) => `Floor splits at this pace (${nEn(reached)} of ${nEn(total)} floors)`,
    byMinute: 'The same run, minute by minute',
    byMinuteRegion: 'Climb minute by minute',
    minuteCaption: 'End of each minute (engine)',
    colMin: 'Min',
    colAlt: 'Altitude (m)',
    colFloor: 'Floor',
    colRank: 'Rank',
    colSent: 'Sent',
    colCancel: 'Cancelled',
    colClear: 'Cleared',
    colKos: 'KOs',
  },
  'zh-cn': {
    seconds: (s: string) => `${s} 秒`,
    sep: '、',
    desc: (min: number, alt: string, floor: number, rank: string) =>
      `${nZh(min)} 分钟内的高度和等级，背景是各层色带，下方是每分钟攻击行数。这一局最后在 ${nZh(floor)} 层的 ${alt}m，等级 ${rank}；每层的时间见分段表。`,
    title: '动手试试：稳定节奏的一次爬塔',
    noJs: '滑块需要 JavaScript；没有它时，图显示默认的一局。',
    apm: (n: number) => `每分钟攻击：${nZh(n)}`,
    cancel: (n: number) => `抵消比例：${nZh(n)}%`,
    clears: (n: number) => `每分钟消行：${nZh(n)}`,
    kos: (n: number) => `每分钟击杀：${nZh(n)}`,
    spike: (n: number) => `1:00 的爆发攻击（行）：${nZh(n)}`,
    minutes: (n: number) => `分钟数：${nZh(n)}`,
    verNote: '现行：抵消会累积连续抵消，减少抵消的经验；消行算作挖垃圾并将其清零；双人保留经验；开任何 Mod 都没有速通模式。',
    after: (min: number) => `${nZh(min)} 分钟后：`,
    metres: (alt: string) => `${alt}m`,
    state: (floor: number, name: string, rank: string, peak: string, streak: number | undefined, ver: string) =>
      `，${nZh(floor)} 层（${name}），等级 ${rank}（最高 ${peak}）${streak !== undefined ? `，连续抵消 ${nZh(streak)}` : ''}，${ver}规则。`,
    events: (n: number, mods: string) => `共 ${nZh(n)} 个事件${mods ? `，Mod：${mods}` : ''}。`,
    floorAt: (floor: number, clock: string) => `${clock} 到达 ${nZh(floor)} 层。`,
    skips: (list: string, more: boolean) => `跳级发生在 ${list}${more ? '…' : ''}。`,
    noSkip: '没有跳级。',
    fatigue: (n: number) => `升级疲劳让经验流失保护缩短了 ${nZh(n)} 次。`,
    hyper: (start: string, completed: boolean, lost: string | null) =>
      `速通模式从 ${start} 开始${completed ? '，已完成' : lost !== null ? `，在 ${lost} 退出` : ''}。`,
    splits: (reached: number, total: number) => `这个节奏下每层的分段时间（${nZh(total)} 层中到达 ${nZh(reached)} 层）`,
    byMinute: '同一局，逐分钟列出',
    byMinuteRegion: '逐分钟的爬塔',
    minuteCaption: '每分钟结束时（引擎计算）',
    colMin: '分钟',
    colAlt: '高度（m）',
    colFloor: '层',
    colRank: '等级',
    colSent: '发送',
    colCancel: '抵消',
    colClear: '消行',
    colKos: '击杀',
  },
});
