// Model of the rank-skip (surge) calculator (issue 31): start rank, XP in the bar, lines sent in one frame, floor, mods
// and client → the cascade frame by frame and the final rank (engine surge.ts). No DOM.
import { normalizeMods, surgeCascade, type ClientVersion, type Mod, type SurgeResult } from '~/engines/zenith';
import { boolParam, listParam, numberParam } from '~/lib/url-state';
import { ALL_MODS } from './mod-picker';
import { versionParam } from './version-picker';

/** Most lines one frame's send may carry here: the rank-skip chart of the current write-up goes to 200 XP in a frame. */
export const SURGE_MAX_LINES = 200;
/** Highest start rank the form takes: above any rank a climb reaches (the write-up's rank-skip chart stops at 10.99). */
export const SURGE_MAX_RANK = 50; // literal-ok: a form limit, not a game number

export const SPECS = {
  skRank: numberParam({ default: 1, min: 1, max: SURGE_MAX_RANK }),
  skXp: numberParam({ default: 0, min: 0, max: 4 * SURGE_MAX_RANK, decimals: 2 }),
  skLines: numberParam({
    default: 50,
    min: 0, // literal-ok: the example send of the rank-skip page
    max: SURGE_MAX_LINES,
    decimals: 2,
  }),
  skFloor: numberParam({ default: 1, min: 1, max: 10 }), // literal-ok: the tower's ten floors
  skMods: listParam({ default: [], choices: ALL_MODS }),
  skVer: versionParam(),
  /** Show every frame of the cascade, or only the frames that promote and the last. */
  skAll: boolParam({ default: true }),
};

export interface SurgeModel extends SurgeResult {
  /** The XP used: the link's, cut to the rank's bar (4 × rank) when it asked for more. */
  xp: number;
  xpCut: boolean;
}

export function surgeModel(v: { rank: number; xp: number; lines: number; floor: number; mods: readonly Mod[]; version: ClientVersion }): SurgeModel {
  const bar = 4 * v.rank;
  // A full bar promotes on the next tick, so the most a bar holds at rest is just under 4 × rank; the calculator takes the bar itself.
  const xp = Math.min(v.xp, bar);
  const r = surgeCascade({ rank: v.rank, xp, lines: v.lines, floor: v.floor, mods: normalizeMods(v.mods as Mod[]), version: v.version });
  return { ...r, xp, xpCut: xp !== v.xp };
}
