// Source table: the score table of seed 001 "得分规则", transcribed, against placementPoints.
import { placementPoints } from '~/engines/block-war';
import type { SourceTableSpec } from '~/lib/source-table';

const PEACE = '和平区 (peace)';
const BATTLE = '战争区 (battle)';

/** The printed rows: 单消 / 双消 / 三消 / 四消 and the combo row "连消n次奖励分 | -- | n". */
const PRINTED: [string, string | number, string | number][] = [
  ['单消 (1 row)', 0, 1],
  ['双消 (2 rows)', 1, 2],
  ['三消 (3 rows)', 2, 4],
  ['四消 (4 rows)', 4, 8],
  ['连消n次奖励分 (combo n bonus)', '--', 'n'],
];

/** The combo bonus the engine pays in a zone, shown symbolically: 'n' when it pays the combo, '--' when it pays none. */
function comboCell(zone: 'peace' | 'battle'): string {
  const at = (n: number) => (zone === 'peace' ? placementPoints(1, 0, n) : placementPoints(0, 1, n));
  const tried = [1, 2, 5, 17];
  if (tried.every((n) => at(n) - at(0) === n)) return 'n';
  if (tried.every((n) => at(n) === at(0))) return '--';
  return 'other';
}

export const blockWarScoreTable: SourceTableSpec = {
  id: 'block-war/score-table',
  ruleSet: 'block-war',
  title: 'Points per zone by rows cleared in one placement, and the combo bonus',
  rowHeader: '行数 (rows)',
  source: { file: '001_7138c392be874fd2.txt', section: '得分规则 (scoring), table' },
  page: '/block-war/scoring/',
  printed: {
    columns: [PEACE, BATTLE],
    rows: PRINTED.map(([label, p, b]) => ({ label, cells: [p, b] })),
  },
  engine: () => ({
    columns: [PEACE, BATTLE],
    rows: [
      ...[1, 2, 3, 4].map((k) => ({ label: PRINTED[k - 1][0], cells: [placementPoints(k, 0, 0), placementPoints(0, k, 0)] })),
      { label: PRINTED[4][0], cells: [comboCell('peace'), comboCell('battle')] },
    ],
  }),
  known: [],
};
