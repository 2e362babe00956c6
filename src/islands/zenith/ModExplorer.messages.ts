// Interface text of the mod explorer, per locale (terms from the Zenith glossary: 垃圾幸运度, 垃圾混乱度, 受击保护 ...).
import { defineMessages } from '~/i18n/messages';

export const MESSAGES = defineMessages({
  en: {
    title: 'Try it: mods → parameters',
    favor: 'Favor',
    messiness: 'Messiness in / change',
    wait: (streak: string) => `Wait (f), streak ${streak}+`,
    grace: 'Grace (s)',
    gravity: 'Gravity + (G)',
    lock: 'Lock (f)',
    center: 'Center',
    floor: 'Floor',
    floorRow: (f: string) => `F${f}`,
    yes: 'yes',
    no: 'no',
    noMods: 'No mods',
    sep: ', ',
    summary: (mods: string, leak: string, receive: string, cancel: string, ko: string, passive: string, clearXp: string, hold: string, protection: string) =>
      `${mods}: XP leak factor ${leak}, garbage received ×${receive}, cancelling ×${cancel}, a KO gives ${ko} m × rank, passive climb ${passive}, clear XP ${clearXp}, hold ${hold}, garbage protection ${protection}`,
    cap: (rank: string) => `, rank capped at ${rank}`,
    tail: (hyper: string, hardest: boolean) => `, hyperspeed possible ${hyper}, favor sorts ${hardest ? 'hardest' : 'easiest'} columns first.`,
    combo: (name: string) => `In the current client this set of mods is named “${name}”.`,
    noCombo: 'This set of mods has no name in the current client.',
    region: 'Mod parameters by floor (scrollable)',
    caption: (streak: string) =>
      `Parameters by floor for the chosen mods (engine): garbage favor; messiness, inner and change (capped at 100%); garbage wait in frames, and at a cancel streak of ${streak} or more; seconds between grace releases (code); gravity added; lock delay in frames; whether holes gather in columns 3–8.`,
  },
  'zh-cn': {
    title: '试一试：Mod → 参数',
    favor: '幸运度',
    messiness: '混乱度 连续 / 间断',
    wait: (streak: string) => `等待（帧），连续抵消 ${streak}+`,
    grace: '受击保护（秒）',
    gravity: '重力增量（G）',
    lock: '锁定（帧）',
    center: '集中',
    floor: '层数',
    floorRow: (f: string) => `${f} 层`,
    yes: '是',
    no: '否',
    noMods: '无 Mod',
    sep: '、',
    summary: (mods: string, leak: string, receive: string, cancel: string, ko: string, passive: string, clearXp: string, hold: string, protection: string) =>
      `${mods}：经验流失系数 ${leak}，受到垃圾 ×${receive}，抵消 ×${cancel}，击杀得 ${ko} m × 等级，自然增加高度：${passive}，消行给经验：${clearXp}，暂存：${hold}，垃圾行保护：${protection}`,
    cap: (rank: string) => `，等级上限 ${rank}`,
    tail: (hyper: string, hardest: boolean) => `，可进入速通模式：${hyper}，垃圾幸运度把${hardest ? '最难挖' : '最容易挖'}的列排在前面。`,
    combo: (name: string) => `在现行客户端中，这组 Mod 名为「${name}」。`,
    noCombo: '在现行客户端中，这组 Mod 没有名字。',
    region: '各层的 Mod 参数（可横向滚动）',
    caption: (streak: string) =>
      `所选 Mod 各层的参数（引擎计算）：垃圾幸运度；垃圾混乱度，连续与间断（封顶 100%）；垃圾行等待帧数，以及连续抵消达到 ${streak} 及以上时的帧数；受击保护释放间隔秒数（按代码）；增加的重力；锁定延迟帧数；洞是否集中在第 3–8 列。`,
  },
});
