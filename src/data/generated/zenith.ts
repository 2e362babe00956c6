// Zenith tables the pages compute from the engine (beyond favor by floor and speed cap), as data
// (/data/zenith/<id>.json and .csv). Components read their row lists from here, so the page and the files agree.
import {
  BAG_SIZE,
  MOD_IDS,
  REVIVE_TASKS,
  VERSION_CHANGES,
  altitudePenalty,
  applyClimbEvent,
  cancelStreakBump,
  cancelStreakExtraPieces,
  cancelXpShare,
  clearAttack,
  currentWindupParts,
  garbageWaitFramesOf,
  initialClimbState,
  messiness,
  modParameters,
  windupSplit,
  type ClearInput,
  type ClientVersion,
  type ClimbEvent,
  type Mod,
} from '~/engines/zenith';
import { rankSkipRows } from '~/components/zenith/rank-skip-rows';
import { modName } from '~/islands/zenith/zenith-zh';
import type { GeneratedTableSpec } from '../generated-tables';

const SEED = '000_ecc5a4213eb4b823.txt';
const CURRENT = 'zenith-current/readme.md';
const modKey = (mods: readonly Mod[]) => (mods.length ? mods.join('+') : 'none');
/** Two data columns per page column (a cell that shows "a / b" or "a → b"): page column i holds data columns 2i and 2i+1. */
const paired = (n: number) => Array.from({ length: 2 * n }, (_, i) => Math.floor(i / 2));

/** The clears of the attack table, with their English names. */
export const ATTACK_CLEARS: readonly { name: string; clear: ClearInput }[] = [
  { name: 'Single', clear: { lines: 1, spin: 'none' } },
  { name: 'Double', clear: { lines: 2, spin: 'none' } },
  { name: 'Triple', clear: { lines: 3, spin: 'none' } },
  { name: 'Quad', clear: { lines: 4, spin: 'none' } },
  { name: 'T-spin single', clear: { lines: 1, spin: 'tspin', piece: 'T' } },
  { name: 'T-spin double', clear: { lines: 2, spin: 'tspin', piece: 'T' } },
  { name: 'T-spin triple', clear: { lines: 3, spin: 'tspin', piece: 'T' } },
  { name: 'Mini spin single', clear: { lines: 1, spin: 'mini', piece: 'S' } },
  { name: 'Mini spin double', clear: { lines: 2, spin: 'mini', piece: 'S' } },
  { name: 'Mini spin triple', clear: { lines: 3, spin: 'mini', piece: 'L' } },
];

export const zenithAttack: GeneratedTableSpec = {
  id: 'zenith/attack',
  ruleSet: 'zenith',
  title: 'Attack of each clear under Expert (no easy-mode single bonus): first in a row, after a special clear (B2B), with All-Spin',
  rowHeader: 'Clear',
  page: '/zenith/attack/',
  source: { file: SEED, section: 'attack table (攻击表)' },
  engineFunction: 'clearAttack',
  clientVersion: '2025-01',
  grid: () => ({
    columns: ['first in a row', 'after a special clear (B2B)', 'with All-Spin'],
    rows: ATTACK_CLEARS.map(({ name, clear }) => ({
      label: name,
      cells: [clearAttack(clear, ['expert']).total, clearAttack({ ...clear, streak: 1 }, ['expert']).total, clearAttack(clear, ['expert', 'allspin']).total],
    })),
  }),
};

/** Received attack sizes of the windup table. */
export const WINDUP_SIZES = [7, 8, 9, 12, 13, 14, 16, 17, 20];
const plus = (parts: readonly number[]) => parts.join(' + ');

export const zenithWindup: GeneratedTableSpec = {
  id: 'zenith/windup',
  ruleSet: 'zenith',
  title: 'How a received attack is split into windup segments, normal and under Volatile',
  rowHeader: 'Attack',
  page: '/zenith/attack/',
  source: { file: SEED, section: 'windup (预警)' },
  engineFunction: 'windupSplit',
  clientVersion: '2025-01',
  grid: () => ({
    columns: ['segments', 'beeps', 'Volatile: segments'],
    rows: WINDUP_SIZES.map((s) => ({ label: String(s), cells: [plus(windupSplit(s).parts), windupSplit(s).beeps, plus(windupSplit(s, ['volatile']).parts)] })),
  }),
};

/** Mod sets of the messiness table, in column order. */
export const MESSINESS_MOD_SETS: readonly Mod[][] = [[], ['expert'], ['messy'], ['allspin_reversed']];
const FLOORS = Array.from({ length: 10 }, (_, i) => i + 1);

export const zenithMessiness: GeneratedTableSpec = {
  id: 'zenith/messiness-by-floor',
  ruleSet: 'zenith',
  title: 'Messiness by floor and mods: inner and change, as shares (values above 1 act as 1)',
  rowHeader: 'Floor',
  page: '/zenith/garbage-messiness/',
  source: { file: SEED, section: '垃圾混乱度 (garbage messiness)' },
  engineFunction: 'messiness',
  clientVersion: '2025-01',
  pageColumns: paired(MESSINESS_MOD_SETS.length),
  grid: () => ({
    columns: MESSINESS_MOD_SETS.flatMap((mods) => [`${modKey(mods)} inner`, `${modKey(mods)} change`]),
    rows: FLOORS.map((f) => ({
      label: String(f),
      cells: MESSINESS_MOD_SETS.flatMap((mods) => {
        const x = messiness(f, mods);
        return [x.inner, x.change];
      }),
    })),
  }),
};

/** Rows of the mod parameter table: no mods, each mod, each reversed mod. */
export const MOD_PARAM_SETS: readonly Mod[][] = [[], ...MOD_IDS.map((id) => [id] as Mod[]), ...MOD_IDS.map((id) => [`${id}_reversed`] as Mod[])];
const PARAMS = ['favor', 'messinessInner', 'garbageWaitFrames', 'graceReleaseSeconds', 'leakFactor', 'receiveMultiplier', 'cancelMultiplier'] as const;

export const zenithModParams: GeneratedTableSpec = {
  id: 'zenith/mod-parameters',
  ruleSet: 'zenith',
  title: 'Parameters each single mod sets, on floor 1 and floor 10',
  rowHeader: 'Mod',
  page: '/zenith/mods/',
  source: { file: SEED, section: 'mods (模组)' },
  engineFunction: 'modParameters',
  clientVersion: '2025-01',
  // favor, messiness, wait, grace and leak one page column each (floor 1 → floor 10); receive and cancel share one.
  pageColumns: [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 5, 5],
  grid: () => ({
    columns: PARAMS.flatMap((p) => [`${p} floor 1`, `${p} floor 10`]),
    rows: MOD_PARAM_SETS.map((mods) => {
      const [a, b] = [modParameters(1, mods), modParameters(10, mods)];
      return { label: mods.length ? mods[0].replace('_reversed', '+') : 'No mods', cells: PARAMS.flatMap((p) => [a[p], b[p]]) };
    }),
  }),
};

export const zenithRankSkip: GeneratedTableSpec = {
  id: 'zenith/rank-skip',
  ruleSet: 'zenith',
  title: 'A 50-line send at rank 1 on frame 0, frame by frame',
  rowHeader: 'Frame',
  page: '/zenith/climb/',
  source: { file: SEED, section: 'climb speed and rank (爬升速度)' },
  engineFunction: 'simulateClimb',
  clientVersion: '2025-01',
  grid: () => ({
    columns: ['shown rank', 'XP in bar', 'XP leaked this frame', 'altitude (m)'],
    rows: rankSkipRows().map((x) => ({
      label: String(x.frame),
      cells: [x.shownRank, x.xp, x.leak === 'leaked' ? 'yes' : x.leak === 'protected' ? 'no (protected)' : 'no', x.altitude],
    })),
  }),
};

/** The awards of the XP table (with their English names); the current client adds a KO on a Snowball player. */
export const xpEvents = (version: ClientVersion): { name: string; event: ClimbEvent }[] => [
  { name: 'Send 4 lines', event: { frame: 0, type: 'send', lines: 4 } },
  { name: 'Cancel 4 lines', event: { frame: 0, type: 'cancel', lines: 4 } },
  { name: 'Clear 4 lines (no spin)', event: { frame: 0, type: 'clear', lines: 4 } },
  { name: 'Clear 3 lines with a spin', event: { frame: 0, type: 'clear', lines: 3, spin: true } },
  { name: 'KO', event: { frame: 0, type: 'kill' } },
  ...(version === 'current' ? [{ name: 'KO on a Snowball player', event: { frame: 0, type: 'kill', victimSnowball: true } as ClimbEvent }] : []),
];
/** Mod sets of the XP table, in column order. */
export const XP_MOD_SETS: readonly Mod[][] = [[], ['expert'], ['expert_reversed'], ['volatile_reversed'], ['allspin_reversed'], ['duo'], ['duo_reversed']];

/** XP and banked height (m) of one award at rank 1 under the given mods and client. */
export function xpAward(event: ClimbEvent, mods: Mod[], version: ClientVersion): { xp: number; banked: number } {
  const s = initialClimbState();
  applyClimbEvent(s, event, mods, version);
  return { xp: s.climbPts, banked: s.bonusRemaining };
}

const xpTable = (version: ClientVersion): GeneratedTableSpec => ({
  id: version === 'current' ? 'zenith/xp-awards-current' : 'zenith/xp-awards',
  ruleSet: 'zenith',
  title: `What one award gives at rank 1, far from a floor, with no cancel streak (${version === 'current' ? 'current' : '2025-01-19'} client): XP, then height banked (m)`,
  rowHeader: 'Award',
  page: '/zenith/climb/',
  source: version === 'current' ? { file: CURRENT, section: 'XP' } : { file: SEED, section: 'XP and climb (经验)' },
  engineFunction: 'applyClimbEvent',
  clientVersion: version,
  pageColumns: paired(XP_MOD_SETS.length),
  grid: () => ({
    columns: XP_MOD_SETS.flatMap((mods) => [`${modKey(mods)} XP`, `${modKey(mods)} banked m`]),
    rows: xpEvents(version).map(({ name, event }) => ({
      label: name,
      cells: XP_MOD_SETS.flatMap((mods) => {
        const a = xpAward(event, mods, version);
        return [a.xp, a.banked];
      }),
    })),
  }),
});

export const zenithXpAwards = xpTable('2025-01');
export const zenithXpAwardsCurrent = xpTable('current');

export const zenithReviveTasks: GeneratedTableSpec = {
  id: 'zenith/revive-tasks',
  ruleSet: 'zenith',
  title: 'Every revive task, by grade, with the mod under which it never appears',
  rowHeader: 'Task',
  labelShown: false,
  page: '/zenith/duo/',
  source: { file: SEED, section: '复活任务 (revive tasks)' },
  engineFunction: 'REVIVE_TASKS',
  clientVersion: '2025-01',
  grid: () => ({
    columns: ['grade', 'id', 'task', 'never with'],
    rows: REVIVE_TASKS.map((t) => ({ label: `${t.grade}:${t.id}`, cells: [t.grade, t.id, t.text, t.not ? modName(t.not, 'en') : null] })),
  }),
};

export const zenithVersionChanges: GeneratedTableSpec = {
  id: 'zenith/version-changes',
  ruleSet: 'zenith',
  title: 'Every difference between the 2025-01-19 client and the current write-up, and whether the engine models it',
  rowHeader: 'Change',
  page: '/zenith/changes/',
  source: { file: CURRENT, section: 'changes since the seed’s client' },
  engineFunction: 'VERSION_CHANGES',
  clientVersion: 'current',
  grid: () => ({
    columns: ['title', 'before', 'after', 'commit, date', 'modelled'],
    rows: VERSION_CHANGES.map((c) => ({
      label: String(c.id),
      cells: [c.title, c.before, c.after, `${c.commit}, ${c.date}`, c.modelled ? `yes: ${c.where ?? ''}` : `no: ${c.why ?? ''}`],
    })),
  }),
};

/** Attack sizes of the windup-by-version table, and the current client's altitude of its last columns (m). */
export const WINDUP_VERSION_SIZES = Array.from({ length: 11 }, (_, i) => 14 + i);
export const WINDUP_HIGH_ALTITUDE = 4600;

export const zenithWindupVersions: GeneratedTableSpec = {
  id: 'zenith/windup-versions',
  ruleSet: 'zenith',
  title: `Windup segments of one received attack, 2025-01-19 client and current client below and at ${WINDUP_HIGH_ALTITUDE} m`,
  rowHeader: 'Attack',
  page: '/zenith/changes/',
  source: { file: CURRENT, section: 'windup' },
  engineFunction: 'windupSplit, currentWindupParts',
  clientVersion: 'current',
  grid: () => ({
    columns: ['2025-01-19', 'current, below', 'lines dropped', `current, at ${WINDUP_HIGH_ALTITUDE} m`, `lines dropped at ${WINDUP_HIGH_ALTITUDE} m`],
    rows: WINDUP_VERSION_SIZES.map((n) => ({
      label: String(n),
      cells: [
        plus(windupSplit(n).parts),
        plus(windupSplit(n, [], { version: 'current' }).parts),
        currentWindupParts(n, 0).dropped,
        plus(windupSplit(n, [], { version: 'current', altitude: WINDUP_HIGH_ALTITUDE }).parts),
        currentWindupParts(n, WINDUP_HIGH_ALTITUDE).dropped,
      ],
    })),
  }),
};

/** Attacker altitudes (m), your highest altitude (m) and the row step (m) of the altitude-penalty table. */
export const PENALTY_ATTACKERS = [0, 500, 1000];
export const PENALTY_MAX_SELF = 3000;
export const PENALTY_STEP = 250;

export const zenithAltitudePenalty: GeneratedTableSpec = {
  id: 'zenith/altitude-penalty',
  ruleSet: 'zenith',
  title: "Altitude multiplier on incoming attack by your altitude (rows, m) and the attacker's (columns, m), current client",
  rowHeader: 'Your altitude (m)',
  page: '/zenith/changes/',
  source: { file: CURRENT, section: 'altitude penalty' },
  engineFunction: 'altitudePenalty',
  clientVersion: 'current',
  grid: () => ({
    columns: PENALTY_ATTACKERS.map(String),
    rows: Array.from({ length: Math.floor(PENALTY_MAX_SELF / PENALTY_STEP) + 1 }, (_, i) => i * PENALTY_STEP).map((s) => ({
      label: String(s),
      cells: PENALTY_ATTACKERS.map((a) => altitudePenalty(s, a, 'current')),
    })),
  }),
};

/** Cancel streaks S and floors of the cancel-streak table. */
export const STREAK_VALUES = [0, 10, 20, 25, 30, 40, 50, 60, 100];
export const STREAK_FLOORS = [1, 7, 9];

export const zenithCancelStreak: GeneratedTableSpec = {
  id: 'zenith/cancel-streak',
  ruleSet: 'zenith',
  title: 'Effects of the cancel streak S, no mods, current client (the 2025-01-19 client has none of them)',
  rowHeader: 'S',
  page: '/zenith/changes/',
  source: { file: CURRENT, section: 'cancel streak' },
  engineFunction: 'cancelStreakExtraPieces, cancelStreakBump, cancelXpShare, garbageWaitFramesOf',
  clientVersion: 'current',
  grid: () => ({
    columns: [
      'extra pieces per bag',
      'bag size',
      ...STREAK_FLOORS.map((f) => `lines added per attack, floor ${f}`),
      'cancel XP share',
      'garbage wait, floor 1 (frames)',
    ],
    rows: STREAK_VALUES.map((s) => {
      const extra = cancelStreakExtraPieces(s, { version: 'current' });
      return {
        label: String(s),
        cells: [
          extra.length ? extra.join(', ') : 'none',
          BAG_SIZE + extra.length,
          ...STREAK_FLOORS.map((f) => cancelStreakBump(s, f, [], { version: 'current' })),
          cancelXpShare(s, [], 'current'),
          garbageWaitFramesOf(1, [], { streak: s, version: 'current' }),
        ],
      };
    }),
  }),
};

/** Zenith tables in sidebar order of their pages (favor and speed cap are in generated-tables.ts). */
export const ZENITH_TABLES: readonly GeneratedTableSpec[] = [
  zenithAttack,
  zenithWindup,
  zenithMessiness,
  zenithRankSkip,
  zenithXpAwards,
  zenithXpAwardsCurrent,
  zenithModParams,
  zenithReviveTasks,
  zenithVersionChanges,
  zenithWindupVersions,
  zenithAltitudePenalty,
  zenithCancelStreak,
];
