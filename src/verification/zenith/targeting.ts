// Source tables: targeting factor over time (seed 000 "随时间增加") and the grace release table ("受击保护"), against the engine.
import { DANGER_RELIEF, TARGETING_GRACE_FAST, TARGETING_GRACE_SLOW, targetingFactorAt, targetingGraceSeconds, type Mod } from '~/engines/zenith';
import type { EngineMust, SourceTableSpec } from '~/lib/source-table';

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

/** The engine keeps "−1.5 while in danger": −150 ÷ factor %, which is half of the printed cell in these rows. */
const HALF_PRINTED: EngineMust = {
  rule: 'the engine prints −150 ÷ factor %, half the printed value',
  holds: (engine, printed) => typeof engine === 'number' && Math.abs(engine - Number(printed('In danger (%)')) / 2) < 1e-9,
};

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
    { column: 'When filled (%)', reason: NO_RULE_FILLED, engineMust: { value: null } },
    { row: '3–4 min', column: 'In danger (%)', reason: DANGER_DOUBLE, engineMust: HALF_PRINTED },
    { row: '5–6 min', column: 'In danger (%)', reason: DANGER_DOUBLE, engineMust: HALF_PRINTED },
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
  'RULINGS.md (Zenith): the reference loop picks the fast table when Expert+ is off and the slow one when it is on; the printed table heads them the other way round. The numbers of both series agree; only which one applies is swapped. The engine follows the code.';

/** The two series the engine holds, each compared with the printed column that has the same numbers. */
const SERIES: Record<string, readonly number[]> = { 'Normal (s)': TARGETING_GRACE_SLOW, 'Expert+ (s)': TARGETING_GRACE_FAST };
/** The printed headings say when each series applies. */
const APPLIES = 'Applies when';
const MODES: { label: string; mods: Mod[] }[] = [
  { label: 'Expert+ off', mods: [] },
  { label: 'Expert+ on', mods: ['expert_reversed'] },
];
/** When the engine applies a series: the mode whose grace time equals the series on every floor. */
function engineAppliesWhen(series: readonly number[]): string {
  const m = MODES.filter((x) => series.every((v, i) => targetingGraceSeconds(i + 1, x.mods) === v));
  return m.map((x) => x.label).join(', ') || 'never';
}

export const zenithTargetingGrace: SourceTableSpec = {
  id: 'zenith/targeting-grace',
  ruleSet: 'zenith',
  title: 'Seconds between grace releases, by floor: each printed series against the engine series with the same numbers',
  rowHeader: 'Floor',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '受击保护 (targeting grace) table' },
  page: '/zenith/targeting/',
  printed: {
    columns: ['Normal (s)', 'Expert+ (s)'],
    rows: [
      ...GRACE.map(([label, a, b]) => ({ label, cells: [a, b] })),
      // The headings: "Normal" is printed for play without Expert+, "Expert+" for play with it.
      { label: APPLIES, cells: ['Expert+ off', 'Expert+ on'] },
    ],
  },
  engine: () => ({
    columns: ['Normal (s)', 'Expert+ (s)'],
    rows: [
      ...GRACE.map(([label]) => ({ label, cells: [SERIES['Normal (s)'][Number(label) - 1], SERIES['Expert+ (s)'][Number(label) - 1]] })),
      { label: APPLIES, cells: [engineAppliesWhen(SERIES['Normal (s)']), engineAppliesWhen(SERIES['Expert+ (s)'])] },
    ],
  }),
  known: [
    { row: APPLIES, column: 'Normal (s)', reason: GRACE_REASON, engineMust: { value: 'Expert+ on' } },
    { row: APPLIES, column: 'Expert+ (s)', reason: GRACE_REASON, engineMust: { value: 'Expert+ off' } },
  ],
};
