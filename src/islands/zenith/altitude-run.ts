// Model of "your run against a plan" by altitude at each minute (issue 31): the pasted altitudes (kept in the link as
// yaAlt), the planned even pace run through the climb engine minute by minute, the comparison and the implied pace.
import {
  MAX_ALTITUDE,
  MAX_ALTITUDE_MINUTES,
  PLAN_MAX_APM,
  altitudesToText,
  compareAltitudes,
  impliedApmFromAltitudes,
  normalizeMods,
  parseAltitudes,
  planMinutes,
  type AltitudeComparison,
  type ClientVersion,
  type Mod,
} from '~/engines/zenith';
import { describeProblem, listParam, numberParam, type ParamProblem, type ParamSpec } from '~/lib/url-state';
import { ALL_MODS } from './mod-picker';
import { versionParam } from './version-picker';
import { YR_DEFAULT_APM } from './run-compare';

/** A run as a player notes it: the altitude on the clock at each minute (made up, the same run as the example splits). */
export const EXAMPLE_ALTITUDES = ['1:00\t118 m', '2:00\t327 m', '3:00\t585 m', '4:00\t858 m', '5:00\t1142 m', '6:00\t1419 m'].join('\n');

const example = parseAltitudes(EXAMPLE_ALTITUDES);
const EXAMPLE_TEXT = 'altitudes' in example ? altitudesToText(example.altitudes) : '';
/** The link form: numbers with at most one decimal, comma separated. */
const LINK_FORM = /^\d{1,7}(\.\d)?(,\d{1,7}(\.\d)?)*$/;
const DESCRIBE = { en: 'altitudes in metres, comma separated', 'zh-cn': '以逗号分隔的高度（米）' };

function problemResult(value: string, problem: ParamProblem) {
  return { value, problem, notice: describeProblem(problem, 'en') };
}

/**
 * The altitudes in a link: a bad form falls back to the example with a notice; an altitude above the engine's limit is
 * clamped, and a list past 60 minutes cut, each with a notice (the value kept is the clamped or cut list).
 */
export function altitudesParam(): ParamSpec<string> {
  return {
    default: EXAMPLE_TEXT,
    parse(raw) {
      const parsed = LINK_FORM.test(raw) ? parseAltitudes(raw) : null;
      if (!parsed || !('altitudes' in parsed)) return problemResult(EXAMPLE_TEXT, { kind: 'not-text', raw, describe: DESCRIBE });
      const value = altitudesToText(parsed.altitudes);
      if (parsed.clamped.length) return problemResult(value, { kind: 'above', raw: raw.split(',')[parsed.clamped[0] - 1], limit: MAX_ALTITUDE });
      if (parsed.truncated) return problemResult(value, { kind: 'list', dropped: [], keptOnly: MAX_ALTITUDE_MINUTES });
      return { value };
    },
    format: (v) => v,
  };
}

export const SPECS = {
  yaAlt: altitudesParam(),
  yaApm: numberParam({ default: YR_DEFAULT_APM, min: 1, max: PLAN_MAX_APM }),
  yaMods: listParam({ default: [], choices: ALL_MODS }),
  yaVer: versionParam(),
};

export interface AltitudeRunModel {
  altitudes: number[] | null;
  comparison: AltitudeComparison | null;
  implied: number | null;
}

export function altitudeRunModel(v: { altitudes: string; apm: number; mods: readonly Mod[]; version: ClientVersion }): AltitudeRunModel {
  const parsed = parseAltitudes(v.altitudes);
  if (!('altitudes' in parsed)) return { altitudes: null, comparison: null, implied: null };
  const mods = normalizeMods(v.mods as Mod[]);
  const plan = planMinutes({ apm: v.apm, mods, version: v.version }, parsed.altitudes.length);
  return {
    altitudes: parsed.altitudes,
    comparison: compareAltitudes(parsed.altitudes, plan),
    implied: impliedApmFromAltitudes(parsed.altitudes, { mods, version: v.version }),
  };
}

/** The altitudes as the text box shows them: one minute a line, its clock and altitude (the way they are pasted). */
export function altitudesAsLines(a: readonly number[]): string {
  return a.map((x, i) => `${i + 1}:00\t${x} m`).join('\n');
}

/** What the text box holds for the reader, or why it is not used: a paste problem, or clamping/cutting. */
export function pasteNote(text: string): 'empty' | 'clamped' | 'truncated' | null {
  const p = parseAltitudes(text);
  if (!('altitudes' in p)) return 'empty';
  return p.clamped.length ? 'clamped' : p.truncated ? 'truncated' : null;
}
