// Island: the climb planner (issue 14). Forward: the lowest steady APM that reaches a floor or altitude in time (planClimb),
// with its splits and hyperspeed. Reverse: at a chosen APM, when each floor is reached. One URL state for both.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  CLIMB_DEFAULT_PACE,
  FLOOR_COUNT,
  FLOOR_NAMES,
  FLOOR_STARTS,
  FPS,
  MAX_RUN_MINUTES,
  PLAN_MAX_APM,
  floorStart,
  frameClock,
  normalizeMods,
  planClimbSteps,
  CLIENT_VERSION_LABELS,
  type ClientVersion,
  type Mod,
} from '~/engines/zenith';
import { choiceParam, listParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ALL_MODS, ModPicker, modName, withModNotice } from './mod-picker';
import { runClimb, type ClimbRun } from './climb-model';
import { VersionPicker, versionParam } from './version-picker';
import './zenith.css';
import './climb-figures.css';

const PERCENT = 100;
/** Milliseconds of search per task, so the page stays responsive. */
const SLICE_MS = 20; // literal-ok: a time slice in ms, not a game number
/** Highest altitude target the planner accepts (metres). */
const MAX_TARGET = 20000;
export const SPECS = {
  cpBy: choiceParam<'floor' | 'altitude'>({ default: 'floor', choices: ['floor', 'altitude'] }),
  cpFloor: numberParam({ default: FLOOR_COUNT, min: 2, max: FLOOR_COUNT }),
  cpAlt: numberParam({ default: 2000, min: 1, max: MAX_TARGET }), // literal-ok: a round example altitude in metres
  cpMin: numberParam({ default: 5, min: 1, max: MAX_RUN_MINUTES }),
  cpMods: listParam({ default: [], choices: ALL_MODS }),
  cpCancel: numberParam({ default: CLIMB_DEFAULT_PACE.cancelShare * PERCENT, min: 0, max: PERCENT }),
  cpClears: numberParam({ default: CLIMB_DEFAULT_PACE.clearLinesPerMin, min: 0, max: 200 }),
  cpKos: numberParam({ default: CLIMB_DEFAULT_PACE.kosPerMin, min: 0, max: 10, decimals: 1 }),
  cpApm: numberParam({ default: CLIMB_DEFAULT_PACE.apm, min: 1, max: PLAN_MAX_APM }),
  cpVer: versionParam(),
};

type Values = {
  cpBy: 'floor' | 'altitude';
  cpFloor: number;
  cpAlt: number;
  cpMin: number;
  cpCancel: number;
  cpClears: number;
  cpKos: number;
  cpVer: ClientVersion;
};
type Plan = { apm: number; frame: number } | null;

/** The planClimb input for the current state, and a key naming it. */
function planInput(v: Values, mods: Mod[]) {
  const target = v.cpBy === 'floor' ? floorStart(v.cpFloor) : v.cpAlt;
  const input = { target, minutes: v.cpMin, mods, cancelShare: v.cpCancel / PERCENT, clearLinesPerMin: v.cpClears, kosPerMin: v.cpKos, version: v.cpVer };
  return { input, key: JSON.stringify(input) };
}

/** The default state's plan, computed at build time by the page so that loading the page does not search again. */
export function defaultPlan(): { key: string; plan: Plan } {
  const v = Object.fromEntries(Object.entries(SPECS).map(([k, s]) => [k, s.default])) as unknown as Values;
  const { input, key } = planInput(v, []);
  const it = planClimbSteps(input);
  for (;;) {
    const r = it.next();
    if (r.done) return { key, plan: r.value };
  }
}

/** Runs planClimb a few APMs at a time (about 20 ms per task), so a search never blocks the page. */
function usePlan(input: ReturnType<typeof planInput>, initial?: { key: string; plan: Plan }) {
  const [state, setState] = useState<{ key: string; plan: Plan; tried: number; done: boolean }>(() =>
    initial && initial.key === input.key ? { ...initial, tried: 0, done: true } : { key: input.key, plan: null, tried: 0, done: typeof window === 'undefined' },
  );
  useEffect(() => {
    if (initial && initial.key === input.key) {
      setState({ ...initial, tried: 0, done: true });
      return;
    }
    const it = planClimbSteps(input.input);
    let timer: ReturnType<typeof setTimeout>;
    let tried = 0;
    setState({ key: input.key, plan: null, tried: 0, done: false });
    const slice = () => {
      const t0 = performance.now();
      while (performance.now() - t0 < SLICE_MS) {
        const r = it.next();
        if (r.done) {
          setState({ key: input.key, plan: r.value, tried, done: true });
          return;
        }
        tried = r.value;
      }
      setState({ key: input.key, plan: null, tried, done: false });
      timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [input.key]);
  return state;
}

const paceText = (v: Values, mods: Mod[]) =>
  `${v.cpCancel}% cancelled, ${v.cpClears} lines cleared/min, ${v.cpKos} KO/min, mods: ${mods.length ? mods.map(modName).join(', ') : 'none'}, ${CLIENT_VERSION_LABELS[v.cpVer]} rules`;

function hyperText(run: ClimbRun | null): string {
  if (!run) return '';
  const h = run.hyper[0];
  if (!h) return 'Hyperspeed does not start at this pace.';
  if (h.completed) return `Hyperspeed starts at ${frameClock(h.start)} and ends at ${frameClock(h.end!)} on reaching floor ${FLOOR_COUNT} (completed).`;
  if (h.end !== null) return `Hyperspeed starts at ${frameClock(h.start)} and is lost at ${frameClock(h.end)} (rank fell too low).`;
  return `Hyperspeed starts at ${frameClock(h.start)} and is still on when the time is up.`;
}

const splitsText = (run: ClimbRun) => run.splits.flatMap((at, f) => (f < 2 || at === null ? [] : [`F${f} ${frameClock(at)}`])).join(', ') || 'no new floor';

export default function ClimbPlanner({ initial }: { initial?: { key: string; plan: Plan } }) {
  const state = useUrlState(SPECS);
  const v = state.values;
  const mods = normalizeMods(v.cpMods);
  const pi = planInput(v, mods);
  const result = usePlan(pi, initial);
  const plan = result.done && result.key === pi.key ? result.plan : null;
  const pace = { cancelShare: v.cpCancel / PERCENT, clearLinesPerMin: v.cpClears, kosPerMin: v.cpKos, spike: 0, mods, version: v.cpVer };
  const planned = useMemo(() => (plan ? runClimb({ ...pace, apm: plan.apm, minutes: v.cpMin }) : null), [plan?.apm, pi.key]);
  const reverse = useMemo(() => runClimb({ ...pace, apm: v.cpApm, minutes: MAX_RUN_MINUTES }), [v.cpApm, pi.key]);
  const [copied, setCopied] = useState('');
  const targetText = v.cpBy === 'floor' ? `floor ${v.cpFloor} (${FLOOR_NAMES[v.cpFloor - 1]}, ${pi.input.target} m)` : `${v.cpAlt} m`;
  const byText = `${v.cpMin}:00`;
  // Typed values go through the same parser as the URL, so out-of-range input is clamped, never searched.
  const set = (k: 'cpAlt' | 'cpMin' | 'cpCancel' | 'cpClears' | 'cpKos' | 'cpApm') => (e: Event) => {
    const raw = (e.currentTarget as HTMLInputElement).value;
    if (raw.trim() === '' || !Number.isFinite(Number(raw))) return;
    state.set({ [k]: SPECS[k].parse(raw).value } as Partial<typeof v>);
  };

  const summary = (): string => {
    const lines = [`Zenith climb plan: ${targetText} by ${byText} (${paceText(v, mods)}).`];
    if (plan && planned) lines.push(`Needs ${plan.apm} APM; arrives at ${frameClock(plan.frame)}. Splits: ${splitsText(planned)}. ${hyperText(planned)}`);
    else lines.push(`Not reachable in time even at ${PLAN_MAX_APM} APM.`);
    lines.push(`At ${v.cpApm} APM: ${splitsText(reverse)}.`);
    lines.push(state.shareUrl());
    return lines.join('\n');
  };
  const copy = async () => {
    const text = summary();
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Result copied as text.');
    } catch {
      setCopied(`Copy this text: ${text}`);
    }
  };
  const firstTimeRef = useRef(true);
  useEffect(() => {
    if (firstTimeRef.current) firstTimeRef.current = false;
    else setCopied('');
  }, [pi.key, v.cpApm]);

  return (
    <section class="atlas-island" id="climb-planner" aria-labelledby="cp-title">
      <h3 id="cp-title">Plan a climb</h3>
      <p class="atlas-status">The controls need JavaScript; without it the page shows the default plan.</p>
      <fieldset class="zen-fieldset">
        <legend>Target</legend>
        <div class="atlas-controls">
          <label>
            <input type="radio" name="cp-by" id="cp-by-floor" value="floor" checked={v.cpBy === 'floor'} onChange={() => state.set({ cpBy: 'floor' })} /> a
            floor
          </label>
          <label>
            <input
              type="radio"
              name="cp-by"
              id="cp-by-altitude"
              value="altitude"
              checked={v.cpBy === 'altitude'}
              onChange={() => state.set({ cpBy: 'altitude' })}
            />{' '}
            an altitude
          </label>
          {v.cpBy === 'floor' ? (
            <label>
              Floor
              <select id="cp-floor" value={String(v.cpFloor)} onChange={(e) => state.set({ cpFloor: Number((e.currentTarget as HTMLSelectElement).value) })}>
                {FLOOR_NAMES.map((name, i) => (i === 0 ? null : <option value={String(i + 1)}>{`${i + 1} ${name} (${FLOOR_STARTS[i]} m)`}</option>))}
              </select>
            </label>
          ) : (
            <label>
              Altitude (m) <input type="number" id="cp-alt" min={1} max={MAX_TARGET} step={1} value={v.cpAlt} onChange={set('cpAlt')} />
            </label>
          )}
          <label>
            By minute <input type="number" id="cp-min" min={1} max={MAX_RUN_MINUTES} step={1} value={v.cpMin} onChange={set('cpMin')} />
          </label>
        </div>
      </fieldset>
      <VersionPicker
        idPrefix="cp"
        version={v.cpVer}
        onChange={(x) => state.set({ cpVer: x })}
        note="Current: cancel XP falls as the cancel streak grows, clears reset the streak, Duo keeps its XP, hyperspeed is off with any mod."
      />
      <details>
        <summary>Mods and the rest of the pace ({paceText(v, mods)})</summary>
        <ModPicker idPrefix="cp" mods={mods} onChange={(m) => state.set({ cpMods: m })} />
        <div class="zen-grid">
          <label>
            Share of attack cancelled: {v.cpCancel}%
            <input type="range" id="cp-cancel" min={0} max={PERCENT} step={5} value={v.cpCancel} onInput={set('cpCancel')} />
          </label>
          <label>
            Lines cleared per minute: {v.cpClears}
            <input type="range" id="cp-clears" min={0} max={200} step={5} value={v.cpClears} onInput={set('cpClears')} />
          </label>
          <label>
            KOs per minute: {v.cpKos}
            <input type="range" id="cp-kos" min={0} max={10} step={0.1} value={v.cpKos} onInput={set('cpKos')} />
          </label>
        </div>
      </details>
      <div class="zcf-result" aria-live="polite" aria-busy={!result.done || result.key !== pi.key} data-testid="cp-answer">
        {!result.done || result.key !== pi.key ? (
          <p>Searching… tried up to {result.tried} APM.</p>
        ) : plan && planned ? (
          <>
            <p>
              To reach {targetText} by {byText} you need <span class="zcf-big">{plan.apm} APM</span>, steady. You arrive at {frameClock(plan.frame)}.
            </p>
            <p data-testid="cp-hyper">{hyperText(planned)}</p>
          </>
        ) : (
          <p>
            {targetText} cannot be reached by {byText} at this pace, even at {PLAN_MAX_APM} APM.
          </p>
        )}
      </div>
      <div class="atlas-controls">
        <label>
          Your APM <input type="number" id="cp-apm" min={1} max={PLAN_MAX_APM} step={1} value={v.cpApm} onChange={set('cpApm')} />
        </label>
        {plan && (
          <button type="button" class="atlas-button" id="cp-use-plan" onClick={() => state.set({ cpApm: plan.apm })}>
            Use {plan.apm} APM
          </button>
        )}
      </div>
      <p aria-live="polite" data-testid="cp-reverse">
        At {v.cpApm} APM you end {MAX_RUN_MINUTES} minutes at {reverse.last.altitude.toFixed(1)} m on floor {reverse.last.floor}. {hyperText(reverse)}
      </p>
      <div class="atlas-table-wrap zcf-fit">
        <table data-testid="cp-splits">
          <caption>{`When you first stand on each floor (engine; m:ss.cc = frame / ${FPS}; — not reached)`}</caption>
          <thead>
            <tr>
              <th scope="col">Floor</th>
              <th scope="col">{plan ? `At ${plan.apm} APM (by ${byText})` : 'Planned pace'}</th>
              <th scope="col">At {v.cpApm} APM</th>
            </tr>
          </thead>
          <tbody>
            {FLOOR_NAMES.map((name, i) => {
              const f = i + 1;
              const a = planned?.splits[f] ?? null;
              const b = reverse.splits[f];
              return (
                <tr data-floor={f} class={v.cpBy === 'floor' && v.cpFloor === f ? 'zcf-target' : undefined}>
                  <th scope="row">
                    {f} {name} <span class="atlas-source-value">{FLOOR_STARTS[i]} m</span>
                  </th>
                  <td class="atlas-num">{a === null ? '—' : frameClock(a)}</td>
                  <td class="atlas-num">{b === null ? '—' : frameClock(b)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div class="atlas-controls">
        <button type="button" class="atlas-button" id="cp-copy" onClick={copy}>
          Copy result as text
        </button>
        <span class="atlas-status" aria-live="polite" data-testid="cp-copied">
          {copied}
        </span>
      </div>
      <StateBar
        notices={withModNotice(state.notices, 'cpMods', v.cpMods, mods)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
      />
    </section>
  );
}
