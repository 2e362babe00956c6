// Zenith Tower: every printed source table the site transcribed, and every contradiction it shows.
import type { SourceTableSpec } from '~/lib/source-table';
import type { Contradiction } from '~/lib/contradictions';
import { zenithFloors } from './floors';
import { zenithFavorClaims } from './favor-claims';
import { zenithRankTable } from './rank-table';
import { zenithAppearance } from './appearance';
import { zenithTargetingFactor, zenithTargetingGrace } from './targeting';
import { zenithGarbagePhase, zenithMessinessFactors } from './garbage';
import { zenithFatigueDuoReversed, zenithFatigueExpertReversed, zenithFatigueNormal } from './fatigue';
import { zenithExpertDescent, zenithLockDelay, zenithRevivePlans } from './mods';
import { zenithCurrentBagExtras, zenithCurrentCancelCap, zenithCurrentRevivePlans } from './current-tables';

export const ZENITH_TABLES: SourceTableSpec[] = [
  zenithFloors,
  zenithFavorClaims,
  zenithRankTable,
  zenithAppearance,
  zenithTargetingFactor,
  zenithTargetingGrace,
  zenithMessinessFactors,
  zenithGarbagePhase,
  zenithFatigueNormal,
  zenithFatigueExpertReversed,
  zenithFatigueDuoReversed,
  zenithExpertDescent,
  zenithRevivePlans,
  zenithLockDelay,
  zenithCurrentRevivePlans,
  zenithCurrentBagExtras,
  zenithCurrentCancelCap,
];

export const ZENITH_CONTRADICTIONS: Contradiction[] = [
  {
    id: 'zenith/expert-favor-start',
    ruleSet: 'zenith',
    title: 'Expert favor on floor 1',
    source: '000_ecc5a4213eb4b823.txt, 垃圾幸运度 (garbage favor)',
    readings: [
      { who: 'prose', says: 'Expert subtracts 33, "so holes are uniform at the start" (favor 0).' },
      { who: 'reference code', says: 'favor = 0 - 3 × floor - (Messy ? 25 : 0), so -3 on floor 1.' },
    ],
    modelled: 'The code (RULINGS.md, Zenith: the engine follows the reference loop).',
    page: '/zenith/garbage-favor/#what-the-write-up-says-against-the-code',
  },
  {
    id: 'zenith/favor-sort-direction',
    ruleSet: 'zenith',
    title: 'Which columns positive favor prefers',
    source: '000_ecc5a4213eb4b823.txt, 垃圾幸运度 (garbage favor) and getHolePosition',
    readings: [
      { who: 'prose', says: 'Positive favor makes holes easier to dig.' },
      { who: 'reference code (2025-01-19)', says: 'Columns are sorted by score, highest (tallest, farthest) first, and the first places weigh most: harder holes.' },
      { who: 'later client (spring 2025; zenith-current readme, commit 6b7f9d5)', says: 'The order was turned around to match the prose.' },
    ],
    modelled: 'The 2025-01-19 code by default; the current client (34db990: easiest first) as the client-version setting (RULINGS.md, Zenith).',
    page: '/zenith/garbage-favor/#which-way-the-sort-runs',
  },

  {
    id: 'zenith/garbage-phase-expert-shift',
    ruleSet: 'zenith',
    title: 'Garbage wait with Expert',
    source: '000_ecc5a4213eb4b823.txt, 垃圾行等待时间 (garbage phase) table and Loop',
    readings: [
      { who: 'printed table', says: 'Expert waits 2.2 s (132 f) on floor 1, down to 0.4 s (24 f) on floor 10.' },
      { who: 'reference code', says: 'garbagephase = 66 − 6 × floor, doubled: 120 f on floor 1, 12 f on floor 10. The table is one floor behind.' },
    ],
    modelled: 'The code (RULINGS.md, Zenith).',
    page: '/zenith/garbage-phase/#the-printed-expert-column',
  },
  {
    id: 'zenith/grace-table-swap',
    ruleSet: 'zenith',
    title: 'Which grace table Expert+ uses',
    source: '000_ecc5a4213eb4b823.txt, 受击保护 (targeting grace) table and Loop',
    readings: [
      { who: 'printed table', says: 'Normal play releases a grace point every 4.8 s on floor 1; Expert+ every 1.0 s.' },
      { who: 'reference code', says: 'The slow table (4.8 s …) is used when Expert+ is on, the fast one (1.0 s …) when it is off.' },
    ],
    modelled: 'The code (RULINGS.md, Zenith); the grace timeline offers the printed reading as a switch.',
    page: '/zenith/targeting/#which-grace-table-applies',
  },
  {
    id: 'zenith/promotion-fatigue-reset',
    ruleSet: 'zenith',
    title: 'When promotion fatigue resets',
    source: '000_ecc5a4213eb4b823.txt, 经验流失 (XP leak) and Loop',
    readings: [
      { who: 'prose', says: 'Reach 50% of the bar right after a promotion.' },
      { who: 'reference code', says: 'Reach climb_pts ≥ 2 × (rank − 1) right after a promotion (the bar is 4 × rank, so a little under half).' },
    ],
    modelled: 'The code (RULINGS.md, Zenith).',
    page: '/zenith/climb/#promotion-fatigue',
  },
  {
    id: 'zenith/fully-messy-time',
    ruleSet: 'zenith',
    title: 'When Expert+ garbage becomes fully messy',
    source: '000_ecc5a4213eb4b823.txt, 垃圾混乱度 (messiness) table and 专家+ fatigue table',
    readings: [
      { who: 'messiness table', says: 'The Expert+ fatigue "fully messy" effect comes at 6 minutes.' },
      { who: 'Expert+ fatigue table', says: '6:00 makes garbage messier (grace stops lowering messiness); 11:00 makes it fully messy.' },
    ],
    modelled: 'The fatigue timeline: messier at 6:00, fully messy at 11:00. No ruling on which is right; the timeline is the more detailed source.',
    page: '/zenith/fatigue/#when-garbage-becomes-fully-messy',
  },
  {
    id: 'zenith/windup-remainder',
    ruleSet: 'zenith',
    title: 'Where the windup remainder goes',
    source: '000_ecc5a4213eb4b823.txt, 多段攻击 (windup)',
    readings: [
      { who: 'prose rule', says: 'Split into 4s and a remainder, at most four segments, everything that does not fit in the last.' },
      { who: 'a plain reading of "4s and a remainder"', says: '17 would be 4+4+4+4+1, five segments.' },
    ],
    modelled: 'At most four segments, the rest in the last: 14 = 4+4+4+2, 17 = 4+4+4+5 (RULINGS.md, Zenith).',
    page: '/zenith/attack/#windup',
  },
  {
    id: 'zenith/targeting-percentages',
    ruleSet: 'zenith',
    title: 'Targeting factor percentages',
    source: '000_ecc5a4213eb4b823.txt, 攻击对象 (targeting) table',
    readings: [
      { who: 'rule text', says: 'Danger takes 1.5 off the factor: −50% of 3, −37.5% of 4, −30% of 5, −25% of 6.' },
      { who: 'printed table', says: '−50%, −75%, −60%, −25% in danger; a "when filled" column −100%, −75%, −66%, −50% with no rule given.' },
    ],
    modelled: 'No ruling: our choice is the stated −1.5, because the text gives the rule and the loop shows no other; "when filled" is shown as printed only.',
    page: '/zenith/targeting/#the-printed-percentages',
  },
  {
    id: 'zenith/reversed-implies-upright',
    ruleSet: 'zenith',
    title: 'Does a reversed mod carry its upright rules?',
    source: '000_ecc5a4213eb4b823.txt, Mod+, 塔罗牌简要总结, and the Loop',
    readings: [
      { who: 'prose', says: '"【专家(+)】" rules hold for both forms; reversed cards "include the upright effects"; Expert+ keeps "all the original restrictions".' },
      { who: 'reference code', says: 'The gravity step is `MOD_gravity ? bumps : MOD_gravityRev && 20G`, which only reaches 20G if Gravity is off under Gravity+.' },
      { who: 'prose exceptions', says: 'Volatile+ cancels at ×1 ("抵消倍率不变"); Messy+ messiness is "(100%)" not +25% + 100%; Duo+ leaks with 5, not 3 + Expert players.' },
    ],
    modelled: 'No ruling: our choice is that a reversed mod counts as its upright mod (hasMod), except in the four rules where the seed says otherwise.',
    page: '/zenith/mods/#reversed-mods-and-the-upright-rules',
  },
  {
    id: 'zenith/hole-reference',
    ruleSet: 'zenith',
    title: 'Which garbage hole the column score measures from',
    source: '000_ecc5a4213eb4b823.txt, 垃圾幸运度 steps and getHolePosition',
    readings: [
      { who: 'prose', says: 'Distance to the shallowest garbage hole; a tallest column with no gap scores 0.' },
      { who: 'reference code', says: 'Scanning from the last board row, the first row with a gap: its leftmost gap, if that row holds garbage. With the top row first, that is the bottom row. The code has no "tallest column scores 0" step.' },
    ],
    modelled: "No ruling: the code, read with row 0 at the top (the only reading where `height − y` is a column height). The seed's author doubts this part too.",
    page: '/zenith/garbage-favor/#which-hole-the-score-measures-from',
  },
  {
    id: 'zenith/revive-plan-16',
    ruleSet: 'zenith',
    title: 'Revive plan 16',
    source: '000_ecc5a4213eb4b823.txt, 双人 plan list',
    readings: [
      { who: 'the pattern of the list', says: 'Score 16 should be B B A (one grade up each step).' },
      { who: 'the code (as the seed reports it)', says: 'Score 16 is B B, two tasks: "probably a slip that will be fixed".' },
    ],
    modelled: 'B B, as the code has it (RULINGS.md, Zenith: follow the code).',
    page: '/zenith/duo/#the-missing-task-at-score-16',
  },
];
