// Source table: the item table of seed 003 (道具), transcribed, against the engine's ITEMS constants.
import { ITEMS } from '~/engines/lost-space';
import type { SourceTableSpec } from '~/lib/source-table';

// 名称 | 效果 | 携带数量, as printed; "amount" is the number inside the effect text (HP, damage, turns), none for blink.
const PRINTED: [string, string, number | null, number][] = [
  ['MedKit', '医疗包', 100, 2], // 回复 100 生命值
  ['Blink', '闪现', null, 2], // 闪现到相邻位置，不能通过电梯
  ['Landmine', '地雷', 120, 3], // 造成 120 伤害
  ['Slime', '粘弹', 2, 3], // 跳过下两回合（本回合和下回合）
];
const COLUMNS = ['Chinese name', 'Effect amount', 'Carry limit'];

export const lostSpaceItems: SourceTableSpec = {
  id: 'lost-space/items',
  ruleSet: 'lost-space',
  title: 'Items: effect size and how many a player may carry',
  rowHeader: 'Item',
  source: { file: '003_85ed9463c6a679c3.txt', section: '道具 (items) table' },
  page: '/lost-space/items/',
  printed: { columns: COLUMNS, rows: PRINTED.map(([label, zh, amount, carry]) => ({ label, cells: [zh, amount, carry] })) },
  engine: () => ({ columns: COLUMNS, rows: ITEMS.map((i) => ({ label: i.english, cells: [i.chinese, i.amount, i.carry] })) }),
  known: [],
};
