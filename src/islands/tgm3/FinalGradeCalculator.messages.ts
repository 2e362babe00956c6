// Interface text of the final grade calculator, per locale.
import { defineMessages } from '~/i18n/messages';
import { GLOSSARY } from '~/i18n/glossary/tgm3';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

const zhTerm = (id: string) => GLOSSARY.find((e) => e.id === id)?.zh ?? id;

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const MESSAGES = defineMessages({
  en: {
    title: 'Final grade calculator',
    internalGrade: (max: number) => `Internal grade (0-${nEn(max)})`,
    cools: (max: number) => `Finished section COOLs (0-${nEn(max)})`,
    staffRoll: 'Staff roll',
    rollAuto: 'the roll this run earns',
    rollFading: 'fading (forced)',
    rollInvisible: 'invisible (forced)',
    rollNone: (last: number) => `no roll (game over before ${nEn(last)})`,
    /** Label of a roll clear count; i = 0 singles .. 3 tetrises. */
    rollClear: (i: number) => ['Roll singles', 'Roll doubles', 'Roll triples', 'Roll tetrises'][i],
    survived: 'Survived the roll',
    qualifiedGM: 'Qualified Grand Master',
    displayed: 'Displayed grade: ',
    gradeOf: (index: number, top: number) => ` (grade ${nEn(index)} of ${nEn(top)})`,
    boostsBefore: (ig: number) => `Internal grade ${nEn(ig)} gives `,
    boostsAfter: (boosts: number) => ` boost${boosts === 1 ? '' : 's'} (the "Grades boosted" column).`,
    coolsBefore: 'Finished section COOLs add ',
    /** The full stop of a sentence. */
    stop: '.',
    whyInvisible: (cools: number, ig: number, min: number) =>
      `all ${nEn(cools)} section COOLs and internal grade ${nEn(ig)} (at least ${nEn(min)}) earn the invisible roll`,
    whyFewCools: (cools: number, all: number) => `only ${nEn(cools)} of ${nEn(all)} section COOLs, so the roll is the fading one`,
    whyLowGrade: (ig: number, min: number) => `internal grade ${nEn(ig)} is below ${nEn(min)}, so the roll is the fading one`,
    roll: (why: string) => `Roll: ${why}. `,
    noRoll: 'No roll was played, so it adds 0.',
    floor: (expr: string) => `floor(${expr})`,
    played: (kind: 'fading' | 'invisible', terms: string, survived: string, total: string) => `Played: ${kind} roll (${terms}${survived}) = ${total}.`,
    survivedTerm: (value: string) => ` + survived ${value}`,
    forced: (earned: 'fading' | 'invisible') => ` This run would really get the ${earned} roll; the forced choice is shown anyway.`,
    capped: (top: number) => `, above the top grade, so ${nEn(top)}`,
    heldAtMM: (top: number, gm: string) => `${nEn(top)} would be ${gm}, but the player is not qualified Grand Master, so the game shows`,
    heldAfter: '. GM is first earned in a promotion exam.',
  },
  'zh-cn': {
    title: '最终段位计算器',
    internalGrade: (max: number) => `内部段位（0-${nZh(max)}）`,
    cools: (max: number) => `已打完的区段 COOL（0-${nZh(max)}）`,
    staffRoll: '字幕战',
    rollAuto: '这一局实际进入的字幕战',
    rollFading: `${zhTerm('fading-roll')}（强制）`,
    rollInvisible: `${zhTerm('invisible-roll')}（强制）`,
    rollNone: (last: number) => `没有字幕战（在 ${nZh(last)} 级之前结束）`,
    rollClear: (i: number) => ['字幕战中消一行次数', '字幕战中消两行次数', '字幕战中消三行次数', '字幕战中消四行次数'][i],
    survived: '活过了字幕战',
    qualifiedGM: '已认定 Grand Master',
    displayed: '显示段位：',
    gradeOf: (index: number, top: number) => `（第 ${nZh(index)} 段，最高 ${nZh(top)}）`,
    boostsBefore: (ig: number) => `内部段位 ${nZh(ig)} 给出 `,
    boostsAfter: (_boosts: number) => ' 级段位提升（表中“段位提升”一列）。',
    coolsBefore: '已打完的区段 COOL 加 ',
    stop: '。',
    whyInvisible: (cools: number, ig: number, min: number) =>
      `全部 ${nZh(cools)} 个区段 COOL，且内部段位 ${nZh(ig)}（至少 ${nZh(min)}），进入${zhTerm('invisible-roll')}`,
    whyFewCools: (cools: number, all: number) => `区段 COOL 只有 ${nZh(cools)} 个（共 ${nZh(all)} 个），所以是${zhTerm('fading-roll')}`,
    whyLowGrade: (ig: number, min: number) => `内部段位 ${nZh(ig)} 低于 ${nZh(min)}，所以是${zhTerm('fading-roll')}`,
    roll: (why: string) => `字幕战：${why}。`,
    noRoll: '没有打字幕战，所以加 0。',
    floor: (expr: string) => `⌊${expr}⌋`,
    played: (kind: 'fading' | 'invisible', terms: string, survived: string, total: string) =>
      `实际打的是${zhTerm(kind === 'fading' ? 'fading-roll' : 'invisible-roll')}（${terms}${survived}）= ${total}。`,
    survivedTerm: (value: string) => ` + 活过 ${value}`,
    forced: (earned: 'fading' | 'invisible') => ` 这一局其实会进入${zhTerm(earned === 'fading' ? 'fading-roll' : 'invisible-roll')}；这里仍按强制的选择显示。`,
    capped: (top: number) => `，超过最高段位，所以取 ${nZh(top)}`,
    heldAtMM: (top: number, gm: string) => `${nZh(top)} 本应是 ${gm}，但该玩家没有认定 Grand Master，所以游戏显示`,
    heldAfter: '。GM 第一次只能在升段考试中获得。',
  },
});
