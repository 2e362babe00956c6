// Source table: the favor values the prose of seed 000 states ("垃圾幸运度"), against the reference loop's formula.
import { garbageFavor, type Mod } from '~/engines/zenith';
import type { SourceTableSpec } from '~/lib/source-table';

const CASES: { label: string; floor: number; mods: Mod[]; printed: number }[] = [
  // "在qp2中，该值默认的公式为33-楼层数*3": floor 1 gives 30, floor 10 gives 3.
  { label: 'No mods, floor 1', floor: 1, mods: [], printed: 30 },
  { label: 'No mods, floor 10', floor: 10, mods: [], printed: 3 },
  // "开启【专家(+)】时，该值-33，也就是开局时均等随机": the prose says Expert starts at 0 (uniform holes).
  { label: 'Expert, floor 1', floor: 1, mods: ['expert'], printed: 0 },
  // "最坏的情况是【专家】【混乱】十层后的 -55".
  { label: 'Expert + Messy, floor 10', floor: 10, mods: ['expert', 'messy'], printed: -55 },
  // "开启【双倍+】时，该值全程锁定为50" / "最简单的是【双倍+】的 50".
  { label: 'Volatile+ (any floor)', floor: 5, mods: ['volatile_reversed'], printed: 50 },
];

export const zenithFavorClaims: SourceTableSpec = {
  id: 'zenith/favor-claims',
  ruleSet: 'zenith',
  title: 'Garbage favor: the values the prose states',
  rowHeader: 'Case',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '垃圾幸运度 (garbage favor), prose' },
  page: '/zenith/garbage-favor/',
  printed: { columns: ['Favor'], rows: CASES.map((c) => ({ label: c.label, cells: [c.printed] })) },
  engine: () => ({ columns: ['Favor'], rows: CASES.map((c) => ({ label: c.label, cells: [garbageFavor(c.floor, c.mods)] })) }),
  known: [
    {
      row: 'Expert, floor 1',
      reason:
        'RULINGS.md (Zenith): the prose says Expert favor starts at 0 (holes uniform at the start); the reference loop gives 0 - 3 × floor, so -3 on floor 1. The site follows the code.',
      engineMust: { value: -3 },
    },
  ],
};
