// Model of the incoming-attack calculator (issue 31): an attack as sent, your altitude and the attacker's, cancel streak,
// grace, Duo partner and mods → the lines you receive, after each step of the current client's pipeline (engine
// incoming.ts: altitude penalty, dead partner, cancel streak, carry protection, grace protection, receive multiplier).
import {
  TARGETING_GRACE_MAX,
  criticalAltitude,
  floorAt,
  incomingAttack,
  modParameters,
  normalizeMods,
  type ClientVersion,
  type IncomingSteps,
  type Mod,
} from '~/engines/zenith';
import { boolParam, listParam, numberParam, type ParamValues } from '~/lib/url-state';
import { ALL_MODS } from './mod-picker';
import { versionParam } from './version-picker';

/** Highest altitude the form takes: well above any Quick Play run. */
export const INCOMING_MAX_ALTITUDE = 10000; // literal-ok: a form limit, not a game number

export const SPECS = {
  icAtk: numberParam({ default: 4, min: 0, max: 100, decimals: 2 }), // literal-ok: a quad's 4 lines as the example attack
  icSelf: numberParam({ default: 2000, min: 0, max: INCOMING_MAX_ALTITUDE }), // literal-ok: an example altitude
  icFoe: numberParam({ default: 1000, min: 0, max: INCOMING_MAX_ALTITUDE }), // literal-ok: an example altitude
  icStreak: numberParam({ default: 10, min: 0, max: 1000 }), // literal-ok: an example streak
  icGrace: numberParam({ default: 10, min: 0, max: TARGETING_GRACE_MAX, decimals: 2 }), // literal-ok: an example grace
  icWindup: boolParam({ default: false }),
  icDead: boolParam({ default: false }),
  icShare: numberParam({ default: 50, min: 0, max: 100 }), // literal-ok: percent
  icMods: listParam({ default: [], choices: ALL_MODS }),
  icVer: versionParam(),
};

export interface IncomingModel {
  floor: number;
  critical: number;
  receive: number;
  steps: IncomingSteps;
  /** The lines you get: the whole part for sure, one more with the chance of the fraction (the game rounds by chance). */
  whole: number;
  chance: number;
}

export function incomingModel(v: {
  attack: number;
  self: number;
  attacker: number;
  streak: number;
  grace: number;
  inWindup: boolean;
  partnerDead: boolean;
  sharePercent: number;
  mods: readonly Mod[];
  version: ClientVersion;
}): IncomingModel {
  const mods = normalizeMods(v.mods as Mod[]);
  const floor = floorAt(v.self);
  const receive = modParameters(floor, mods).receiveMultiplier;
  const steps = incomingAttack(
    {
      attack: v.attack,
      self: v.self,
      attacker: v.attacker,
      floor,
      mods,
      streak: v.streak,
      grace: v.grace,
      partnerDead: v.partnerDead,
      share: v.sharePercent / 100, // literal-ok: percent
      inWindup: v.inWindup,
      receive,
    },
    v.version,
  );
  const whole = Math.floor(steps.total + 1e-9);
  return { floor, critical: criticalAltitude(v.self, v.attacker), receive, steps, whole, chance: Math.max(0, steps.total - whole) };
}

/** The model from the island's URL values. */
export function incomingOf(v: ParamValues<typeof SPECS>): IncomingModel {
  return incomingModel({
    attack: v.icAtk,
    self: v.icSelf,
    attacker: v.icFoe,
    streak: v.icStreak,
    grace: v.icGrace,
    inWindup: v.icWindup,
    partnerDead: v.icDead,
    sharePercent: v.icShare,
    mods: v.icMods,
    version: v.icVer,
  });
}
