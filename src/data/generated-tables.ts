// Generated tables as data: tables the site computes from an engine with no printed source beside them. Each one's
// rows come from one function here, which both its page component and the /data/ files use.
import { garbageFavor, speedCap, type Mod } from '~/engines/zenith';
import type { ClientVersion } from '~/engines/zenith/versions';
import type { Grid, RuleSet } from '~/lib/source-table';
import { BLOCK_WAR_TABLES } from './generated/block-war';
import { LOST_SPACE_TABLES } from './generated/lost-space';
import { SAND_TABLES } from './generated/sand';
import { TGM3_TABLES } from './generated/tgm3';
import { ZENITH_TABLES } from './generated/zenith';

export interface GeneratedTableSpec {
  id: string;
  ruleSet: RuleSet;
  title: string;
  rowHeader: string;
  /** The site page that shows the table. */
  page: string;
  /** The document and section the engine function cites (the rule, not a printed table). */
  source: { file: string; section: string };
  /** The engine function that computes the cells. */
  engineFunction: string;
  /** Zenith only: the client version whose rules the engine used. */
  clientVersion?: ClientVersion;
  /** False when the page's rows have no heading cell: the row label is for the data only (default true). */
  labelShown?: boolean;
  /** Where a page cell shows several data cells ("12% / 30%"): the page column of each data column (default: its own). */
  pageColumns?: readonly number[];
  grid: () => Grid;
}

/** The mod sets of the favor table, in column order; a column's key joins the mod ids with "+" ("none" for no mods). */
export const FAVOR_MOD_SETS: readonly (readonly Mod[])[] = [[], ['expert'], ['messy'], ['expert', 'messy'], ['volatile_reversed']];
/** The altitudes (m) of the speed-cap table: the last metres below the floor-2 line at 50 m. */
export const SPEED_CAP_ALTITUDES: readonly number[] = [43, 44, 45, 46, 47, 48, 49, 49.5];

const modKey = (mods: readonly Mod[]) => (mods.length ? mods.join('+') : 'none');
const FLOORS = Array.from({ length: 10 }, (_, i) => i + 1);

export const zenithFavorByFloor: GeneratedTableSpec = {
  id: 'zenith/favor-by-floor',
  ruleSet: 'zenith',
  title: 'Garbage favor by floor and mods',
  rowHeader: 'Floor',
  page: '/zenith/garbage-favor/',
  source: { file: '000_ecc5a4213eb4b823.txt', section: '垃圾幸运度 (garbage favor), reference loop' },
  engineFunction: 'garbageFavor',
  clientVersion: '2025-01',
  grid: () => ({
    columns: FAVOR_MOD_SETS.map(modKey),
    rows: FLOORS.map((f) => ({ label: String(f), cells: FAVOR_MOD_SETS.map((mods) => garbageFavor(f, mods)) })),
  }),
};

export const zenithSpeedCap: GeneratedTableSpec = {
  id: 'zenith/speed-cap',
  ruleSet: 'zenith',
  title: 'Share of the passive climb kept below the floor-2 line at 50 m',
  rowHeader: 'Altitude (m)',
  page: '/zenith/climb/',
  source: { file: '000_ecc5a4213eb4b823.txt', section: 'GetSpeedCap' },
  engineFunction: 'speedCap',
  clientVersion: '2025-01',
  // As the page shows it: one column per altitude, one row of shares (0 to 1).
  grid: () => ({ columns: SPEED_CAP_ALTITUDES.map(String), rows: [{ label: 'Speed cap', cells: SPEED_CAP_ALTITUDES.map(speedCap) }] }),
};

/** Every generated table written as data, in sidebar order of their rule sets. */
export const GENERATED_TABLES: readonly GeneratedTableSpec[] = [
  zenithFavorByFloor,
  zenithSpeedCap,
  ...ZENITH_TABLES,
  ...TGM3_TABLES,
  ...SAND_TABLES,
  ...BLOCK_WAR_TABLES,
  ...LOST_SPACE_TABLES,
];

export function generatedTable(id: string): GeneratedTableSpec {
  const spec = GENERATED_TABLES.find((s) => s.id === id);
  if (!spec) throw new Error(`No generated table with id "${id}" in src/data/generated-tables.ts`);
  return spec;
}
