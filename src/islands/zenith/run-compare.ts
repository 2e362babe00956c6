// Model of "your run against a plan" (issue 31): the pasted splits (kept in the link), the planned even pace run through
// the climb engine, the floor-by-floor comparison and the pace the splits imply. No DOM, no Preact.
import {
  FLOOR_NAMES,
  PLAN_MAX_APM,
  SPLIT_FLOORS,
  MAX_SPLIT_SECONDS,
  compareSplits,
  impliedApm,
  lastSplit,
  normalizeMods,
  parseSplits,
  planSplits,
  splitsToText,
  type ClientVersion,
  type Mod,
  type RunComparison,
  type SplitProblem,
  type Splits,
} from '~/engines/zenith';
import { listParam, numberParam, textParam } from '~/lib/url-state';
import { ALL_MODS } from './mod-picker';
import { versionParam } from './version-picker';

/**
 * A run as TETRA CHANNEL's record page lists it: each floor's name and the time it was reached (a realistic run that
 * tops out on floor 9; the numbers are an example, not a real player's). Also tests/unit/zenith/fixtures.
 */
export const EXAMPLE_SPLITS = [
  'FLOOR SPLITS',
  'HALL OF BEGINNINGS\t0:00.000',
  'THE HOTEL\t0:31.467',
  'THE CASINO\t1:09.183',
  'THE ARENA\t1:52.650',
  'THE MUSEUM\t2:31.017',
  'ABANDONED OFFICES\t3:14.233',
  'THE LABORATORY\t3:58.800',
  'THE CORE\t4:51.350',
  'CORRUPTION\t5:44.917',
  'PLATFORM OF THE GODS\t-',
].join('\n');

const example = parseSplits(EXAMPLE_SPLITS);
const EXAMPLE_TEXT = 'splits' in example ? splitsToText(example.splits) : '';

/** The plan the page opens with: an even 100 APM (close to what the example run implies in its first minutes). */
export const YR_DEFAULT_APM = 100;

export const SPECS = {
  yrSplits: textParam({
    default: EXAMPLE_TEXT,
    pattern: /^\d{1,4}\.\d{3}(,\d{1,4}\.\d{3}){0,8}$/,
    maxLength: 90,
    describe: { en: 'seconds with three decimals, comma separated', 'zh-cn': '保留三位小数的秒数，用逗号分隔' },
  }),
  yrApm: numberParam({ default: YR_DEFAULT_APM, min: 1, max: PLAN_MAX_APM }),
  yrMods: listParam({ default: [], choices: ALL_MODS }),
  yrVer: versionParam(),
};

export interface RunCompareModel {
  splits: Splits | null;
  problem: SplitProblem | null;
  plan: Splits;
  comparison: RunComparison | null;
  implied: number | null;
  last: { floor: number; seconds: number } | null;
}

/** How long the plan is run: past the run's last split (a slower plan needs longer), at least 12 minutes. */
export function planSeconds(s: Splits | null): number {
  const last = s ? lastSplit(s).seconds : 0;
  return Math.min(MAX_SPLIT_SECONDS, Math.max(12 * 60, Math.ceil(last * 2))); // literal-ok: the planner's 12 minutes
}

export function runCompareModel(v: { splits: string; apm: number; mods: readonly Mod[]; version: ClientVersion }): RunCompareModel {
  const parsed = parseSplits(v.splits);
  const splits = 'splits' in parsed ? parsed.splits : null;
  const mods = normalizeMods(v.mods as Mod[]);
  const plan = planSplits({ apm: v.apm, mods, version: v.version }, planSeconds(splits));
  if (!splits) return { splits, problem: 'problem' in parsed ? parsed.problem : 'empty', plan, comparison: null, implied: null, last: null };
  return {
    splits,
    problem: null,
    plan,
    comparison: compareSplits(splits, plan),
    implied: impliedApm(splits, { mods, version: v.version }),
    last: lastSplit(splits),
  };
}

/** A split as m:ss.fff (thousandths, as pasted splits carry them), so the text box gives back the link's numbers. */
export function splitClock(seconds: number): string {
  const ms = Math.round(seconds * 1000); // literal-ok: milliseconds per second
  const sec = Math.floor(ms / 1000) % 60; // literal-ok: milliseconds, seconds per minute
  return `${Math.floor(ms / 60000)}:${String(sec).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`; // literal-ok: milliseconds
}

/** The splits as the text box shows them: one floor a line, its name and time (the way they are pasted). */
export function splitsAsLines(s: Splits): string {
  const out: string[] = [];
  for (let i = 0; i < SPLIT_FLOORS; i++) {
    const t = s[i];
    out.push(`${FLOOR_NAMES[i].toUpperCase()}\t${t === null ? '-' : splitClock(t)}`);
  }
  return out.join('\n');
}
