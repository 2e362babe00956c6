// Source tables: targeting factor over time (seed 000 "随时间增加") and the grace release table ("受击保护"), against the engine.
import { DANGER_RELIEF, targetingFactorAt, targetingGraceSeconds } from '~/engines/zenith';
import type { SourceTableSpec } from '~/lib/source-table';

// [period, start second, weight, "when filled" %, "in danger" %] as printed.
const FACTOR: [string, number, number, number, number][] = [
  ['0–2 min', 0, 3, -100, -50],
  ['3–4 min', 180, 4, -75, -75],
  ['5–6 min', 300, 5, -66, -60],
  ['7 min on', 420, 6, -50, -25],
];

const NO_RULE_FILLED =
  'No ruling: the write-up gives no rule for "when filled" and the loop has none, so the engine computes nothing here. The printed numbers look like −3 ÷ weight (−100, −75, −60, −50) with −66 a slip.';
const DANGER_DOUBLE =
  'No ruling: the rule in the same section is "−1.5 while in danger", which is −37.5% of 4 and −30% of 5. The printed −75% and −60% are twice that (they equal −3 ÷ weight). The engine keeps the stated −1.5.';

export const zenithTargetingFactor: SourceTableSpec = {
  id: 'zenith/targeting-factor',
  ruleSet: 'zenith',
  title: 'Targeting factor over time, and what filling up or danger takes off',
  rowHeader: 'Time',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '随时间增加 (growth over time) table' },
  page: '/zenith/targeting/',
  printed: { columns: ['Factor', 'When filled (%)', 'In danger (%)'], rows: FACTOR.map(([label, , w, f, d]) => ({ label, cells: [w, f, d] })) },
  engine: () => ({
    columns: ['Factor', 'When filled (%)', 'In danger (%)'],
    rows: FACTOR.map(([label, t]) => ({ label, cells: [targetingFactorAt(t), null, (-100 * DANGER_RELIEF) / targetingFactorAt(t)] })),
  }),
  known: [
    { column: 'When filled (%)', reason: NO_RULE_FILLED },
    { row: '3–4 min', column: 'In danger (%)', reason: DANGER_DOUBLE },
    { row: '5–6 min', column: 'In danger (%)', reason: DANGER_DOUBLE },
  ],
};

// [floor, normal s, Expert+ s] as printed.
const GRACE: [string, string, string][] = [
  ['1', '4.8', '1.0'],
  ['2', '3.9', '0.9'],
  ['3', '2.1', '0.8'],
  ['4', '1.4', '0.7'],
  ['5', '1.3', '0.6'],
  ['6', '0.9', '0.5'],
  ['7', '0.6', '0.4'],
  ['8', '0.4', '0.3'],
  ['9', '0.3', '0.2'],
  ['10', '0.2', '0.1'],
];
const GRACE_REASON =
  'RULINGS.md (Zenith): the reference loop picks the fast table when Expert+ is off and the slow one when it is on; the printed table says the opposite. The engine follows the code.';

export const zenithTargetingGrace: SourceTableSpec = {
  id: 'zenith/targeting-grace',
  ruleSet: 'zenith',
  title: 'Seconds between grace releases, by floor',
  rowHeader: 'Floor',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '受击保护 (targeting grace) table' },
  page: '/zenith/targeting/',
  printed: { columns: ['Normal (s)', 'Expert+ (s)'], rows: GRACE.map(([label, a, b]) => ({ label, cells: [a, b] })) },
  engine: () => ({
    columns: ['Normal (s)', 'Expert+ (s)'],
    rows: GRACE.map(([label]) => ({ label, cells: [targetingGraceSeconds(Number(label), []), targetingGraceSeconds(Number(label), ['expert_reversed'])] })),
  }),
  // Where both tables hold the same number there is nothing to explain; every other cell differs for this reason.
  known: [
    { column: 'Normal (s)', reason: GRACE_REASON },
    { column: 'Expert+ (s)', reason: GRACE_REASON },
  ],
};
