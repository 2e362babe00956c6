// Client versions of Zenith (RULINGS.md, Zenith: the current game is a second "client version" beside the seed's
// 2025-01-19 loop; the seed stays the default): the version type, its labels and argument check, and VERSION_CHANGES,
// every rule-level difference between the seed (readme 54c116c) and MrZ's write-up at 34db990 (2026-03-12), read from
// zenith-current CHANGES.md §1 and checked against zenith-current readme.md and reference-code.js. The differences
// themselves sit in version-changes-attack.ts, -climb.ts, -garbage.ts and -mods.ts, in the write-up's order.
import { ATTACK_CHANGES } from './version-changes-attack';
import { CLIMB_CHANGES } from './version-changes-climb';
import { GARBAGE_CHANGES } from './version-changes-garbage';
import { MOD_CHANGES } from './version-changes-mods';

/** '2025-01' = the seed's reference loop (client of 19 January 2025); 'current' = the write-up at commit 34db990. */
export type ClientVersion = '2025-01' | 'current';
/** Every client version, the default first. */
export const CLIENT_VERSIONS = ['2025-01', 'current'] as const satisfies readonly ClientVersion[];
/**
 * The version an engine call uses when it names none: the seed's, so that every rule and printed table of seed 000 reads
 * as written. What players see first is SITE_CLIENT_VERSION.
 */
export const DEFAULT_CLIENT_VERSION: ClientVersion = '2025-01';
/**
 * The version every calculator opens on: the current client (RULINGS.md, Zenith: players meet the current game, so the
 * current client is the default; the 2025-01-19 client stays one click away and in links that name it).
 */
export const SITE_CLIENT_VERSION: ClientVersion = 'current';
/** Labels for settings and captions. */
export const CLIENT_VERSION_LABELS: Record<ClientVersion, string> = {
  '2025-01': '2025-01-19 (seed)',
  current: 'current (2026-03 write-up)',
};

/**
 * Checks a version argument; anything but the two known versions is a RangeError naming `name`.
 * @source RULINGS.md Zenith: two client versions, the seed's (2025-01) and the current one
 */
export function versionArg(name: string, v: unknown): ClientVersion {
  if (v === undefined) return DEFAULT_CLIENT_VERSION;
  if (v !== '2025-01' && v !== 'current') throw new RangeError(`${name} must be '2025-01' or 'current', not ${String(v)}`);
  return v;
}

export type ChangeTopic = 'windup' | 'incoming' | 'cancel streak' | 'xp' | 'climb' | 'targeting' | 'garbage' | 'gravity' | 'mods' | 'duo' | 'code';

export interface VersionChange {
  /** The number in CHANGES.md §1 (1–47). */
  id: number;
  topic: ChangeTopic;
  /** One-line name. */
  title: string;
  /** The rule in the seed (2025-01-19 client). */
  before: string;
  /** The rule at 34db990. */
  after: string;
  /** The commit that introduced it (later commits may have changed its numbers). */
  commit: string;
  /** Date of that commit, yyyy-mm-dd. */
  date: string;
  /** True when the engine computes the current rule behind `version: 'current'`. */
  modelled: boolean;
  /** Where the engine models it (function name), when it does. */
  where?: string;
  /** When it is not modelled: why, in plain words (no numbers in the document, same code, wording only …). */
  why?: string;
}

/** The 47 rule-level differences (zenith-current CHANGES.md §1 and §2), in order: one file per part of the game. */
export const VERSION_CHANGES: readonly VersionChange[] = [...ATTACK_CHANGES, ...CLIMB_CHANGES, ...GARBAGE_CHANGES, ...MOD_CHANGES];
