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
  SECONDS_PER_MINUTE,
  floorStart,
  normalizeMods,
  planClimbSteps,
  type ClientVersion,
  type Mod,
  type PlanAnswer,
} from '~/engines/zenith';
import { choiceParam, listParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ALL_MODS, ModPicker, modName, withModNotice } from './mod-picker';
import { runClimb, type ClimbRun } from './climb-model';
import { VersionPicker, versionParam } from './version-picker';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { floorName, modName as modNameZh, versionLabel } from './zenith-zh';
import { MESSAGES } from './ClimbPlanner.messages';
import { formatClock, formatFixed, formatNumber } from '~/i18n/format';
import { zenithClock } from './clock';
import './zenith.css';
import './climb-figures.css';
import { DraftInput } from '../common/DraftInput';
import { PlanGap } from './PlanGap';
import { splitFrameOf } from './plan-gap';
import { useHydrated } from './use-hydrated';

const PERCENT = 100;
/** Milliseconds of search per task, so the page stays responsive. */
const SLICE_MS = 20; // literal-ok: a time slice in ms, not a game number
/** Highest altitude target the planner accepts (metres). */
const MAX_TARGET = 20000;
export const SPECS = {
  cpBy: choiceParam<'floor' | 'altitude'>({ default: 'floor', choices: ['floor', 'altitude'] }),
  cpFloor: numberParam({ default: FLOOR_COUNT, min: 2, max: FLOOR_COUNT }),
  cpAlt: numberParam({ default: 2000, min: 1, max: MAX_TARGET }), // literal-ok: a round example altitude in metres
  cpMin: numberParam({ default: 5, min: 1, max: MAX_RUN_MINUTES, decimals: 2 }), // 4.5 = 4:30
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
type Plan = PlanAnswer | null;

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

type Messages = (typeof MESSAGES)['en'];

const paceText = (t: Messages, v: Values, mods: Mod[], locale: Locale | undefined) =>
  t.pace(
    v.cpCancel,
    v.cpClears,
    v.cpKos,
    mods.length ? mods.map((x) => (locale === 'zh-cn' ? modNameZh(x, locale) : modName(x))).join(t.sep) : t.none,
    versionLabel(v.cpVer, locale),
  );

function hyperText(t: Messages, run: ClimbRun | null, locale: Locale | undefined): string {
  if (!run) return '';
  const h = run.hyper[0];
  if (!h) return t.hyperNone;
  if (h.completed) return t.hyperDone(zenithClock(locale, h.start), zenithClock(locale, h.end!), FLOOR_COUNT);
  if (h.end !== null) return t.hyperLost(zenithClock(locale, h.start), zenithClock(locale, h.end));
  return t.hyperOn(zenithClock(locale, h.start));
}

const splitsText = (t: Messages, run: ClimbRun, locale: Locale | undefined) =>
  run.splits.flatMap((at, f) => (f < 2 || at === null ? [] : [t.split(f, zenithClock(locale, at))])).join(t.sep) || t.noFloor;

export default function ClimbPlanner({ initial, locale }: { initial?: { key: string; plan: Plan }; locale?: Locale }) {
  const t = messagesFor(MESSAGES, locale);
  const zh = locale === 'zh-cn';
  const nameOf = (f: number) => (zh ? floorName(f, locale) : FLOOR_NAMES[f - 1]);
  const state = useUrlState(SPECS, locale);
  const hydrated = useHydrated();
  const v = state.values;
  const mods = normalizeMods(v.cpMods);
  const pi = planInput(v, mods);
  const result = usePlan(pi, initial);
  const plan = result.done && result.key === pi.key ? result.plan : null;
  const pace = { cancelShare: v.cpCancel / PERCENT, clearLinesPerMin: v.cpClears, kosPerMin: v.cpKos, spike: 0, mods, version: v.cpVer };
  const planned = useMemo(() => (plan ? runClimb({ ...pace, apm: plan.apm, minutes: v.cpMin }) : null), [plan?.apm, pi.key]);
  const reverse = useMemo(() => runClimb({ ...pace, apm: v.cpApm, minutes: MAX_RUN_MINUTES }), [v.cpApm, pi.key]);
  const [copied, setCopied] = useState('');
  const targetText = v.cpBy === 'floor' ? t.targetFloor(v.cpFloor, nameOf(v.cpFloor), pi.input.target) : t.targetAlt(v.cpAlt);
  const byText = formatClock(locale ?? 'en', v.cpMin * SECONDS_PER_MINUTE);
  // Typed values go through the same parser as the URL, so out-of-range input is clamped, never searched.
  const set = (k: 'cpAlt' | 'cpMin' | 'cpCancel' | 'cpClears' | 'cpKos' | 'cpApm') => (e: Event) => {
    const raw = (e.currentTarget as HTMLInputElement).value;
    if (raw.trim() === '' || !Number.isFinite(Number(raw))) return;
    state.set({ [k]: SPECS[k].parse(raw).value } as Partial<typeof v>);
  };

  const summary = (): string => {
    const lines = [t.sumHead(targetText, byText, paceText(t, v, mods, locale))];
    if (plan && planned)
      lines.push(t.sumNeeds(plan.apm, zenithClock(locale, splitFrameOf(plan.frame)), splitsText(t, planned, locale), hyperText(t, planned, locale)));
    else lines.push(t.sumNot(PLAN_MAX_APM));
    lines.push(t.sumAt(v.cpApm, splitsText(t, reverse, locale)));
    lines.push(state.shareUrl());
    return lines.join('\n');
  };
  const copy = async () => {
    const text = summary();
    try {
      await navigator.clipboard.writeText(text);
      setCopied(t.copied);
    } catch {
      setCopied(t.copyThis(text));
    }
  };
  const firstTimeRef = useRef(true);
  useEffect(() => {
    if (firstTimeRef.current) firstTimeRef.current = false;
    else setCopied('');
  }, [pi.key, v.cpApm]);

  return (
    <section class="atlas-island" id="climb-planner" aria-labelledby="cp-title">
      <h3 id="cp-title">{t.title}</h3>
      {!hydrated && <p class="atlas-status">{t.noJs}</p>}
      <fieldset class="zen-fieldset">
        <legend>{t.target}</legend>
        <div class="atlas-controls">
          <label>
            <input type="radio" name="cp-by" id="cp-by-floor" value="floor" checked={v.cpBy === 'floor'} onChange={() => state.set({ cpBy: 'floor' })} />
            {t.aFloor}
          </label>
          <label>
            <input
              type="radio"
              name="cp-by"
              id="cp-by-altitude"
              value="altitude"
              checked={v.cpBy === 'altitude'}
              onChange={() => state.set({ cpBy: 'altitude' })}
            />
            {t.anAltitude}
          </label>
          {v.cpBy === 'floor' ? (
            <label>
              {t.floor}
              <select id="cp-floor" value={String(v.cpFloor)} onChange={(e) => state.set({ cpFloor: Number((e.currentTarget as HTMLSelectElement).value) })}>
                {FLOOR_NAMES.map((name, i) =>
                  i === 0 ? null : <option value={String(i + 1)}>{t.floorOption(i + 1, zh ? nameOf(i + 1) : name, FLOOR_STARTS[i])}</option>,
                )}
              </select>
            </label>
          ) : (
            <label>
              {t.altitude}
              <DraftInput type="number" id="cp-alt" min={1} max={MAX_TARGET} step={1} value={v.cpAlt} onChange={set('cpAlt')} />
            </label>
          )}
          <label>
            {t.byMinute}
            <DraftInput type="number" id="cp-min" min={1} max={MAX_RUN_MINUTES} step={0.5} value={v.cpMin} onChange={set('cpMin')} />
          </label>
        </div>
      </fieldset>
      <VersionPicker idPrefix="cp" version={v.cpVer} onChange={(x) => state.set({ cpVer: x })} note={t.verNote} locale={locale} />
      <details>
        <summary>{t.modsSummary(paceText(t, v, mods, locale))}</summary>
        <ModPicker idPrefix="cp" mods={mods} onChange={(m) => state.set({ cpMods: m })} locale={locale} />
        <div class="zen-grid">
          <label>
            {t.cancelShare(v.cpCancel)}
            <input type="range" id="cp-cancel" min={0} max={PERCENT} step={5} value={v.cpCancel} onInput={set('cpCancel')} />
          </label>
          <label>
            {t.clears(v.cpClears)}
            <input type="range" id="cp-clears" min={0} max={200} step={5} value={v.cpClears} onInput={set('cpClears')} />
          </label>
          <label>
            {t.kos(v.cpKos)}
            <input type="range" id="cp-kos" min={0} max={10} step={0.1} value={v.cpKos} onInput={set('cpKos')} />
          </label>
        </div>
      </details>
      <div class="zcf-result" aria-live="polite" aria-busy={!result.done || result.key !== pi.key} data-testid="cp-answer">
        {!result.done || result.key !== pi.key ? (
          <p>{t.searching(result.tried)}</p>
        ) : plan && planned ? (
          <>
            <p>
              {t.needBefore(targetText, byText)}
              <span class="zcf-big">{t.needApm(plan.apm)}</span>
              {t.needAfter(zenithClock(locale, splitFrameOf(plan.frame)))}
            </p>
            <PlanGap plan={plan} locale={locale} />
            <p data-testid="cp-hyper">{hyperText(t, planned, locale)}</p>
          </>
        ) : (
          <p>{t.cannot(targetText, byText, PLAN_MAX_APM)}</p>
        )}
      </div>
      <div class="atlas-controls">
        <label>
          {t.yourApm}
          <DraftInput type="number" id="cp-apm" min={1} max={PLAN_MAX_APM} step={1} value={v.cpApm} onChange={set('cpApm')} />
        </label>
        {plan && (
          <button type="button" class="atlas-button" id="cp-use-plan" onClick={() => state.set({ cpApm: plan.apm })}>
            {t.useApm(plan.apm)}
          </button>
        )}
      </div>
      <p aria-live="polite" data-testid="cp-reverse">
        {t.reverse(v.cpApm, MAX_RUN_MINUTES, formatFixed(locale ?? 'en', reverse.last.altitude, 1), reverse.last.floor, hyperText(t, reverse, locale))}
      </p>
      <div class="atlas-table-wrap zcf-fit">
        <table data-testid="cp-splits">
          <caption>{t.caption(FPS)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colFloor}</th>
              <th scope="col">{plan ? t.colPlan(plan.apm, byText) : t.colPlanned}</th>
              <th scope="col">{t.colAt(v.cpApm)}</th>
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
                    {formatNumber(locale ?? 'en', f)} {zh ? nameOf(f) : name}{' '}
                    <span class="atlas-source-value">{formatNumber(locale ?? 'en', FLOOR_STARTS[i])} m</span>
                  </th>
                  <td class="atlas-num">{a === null ? '—' : zenithClock(locale, a)}</td>
                  <td class="atlas-num">{b === null ? '—' : zenithClock(locale, b)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div class="atlas-controls">
        <button type="button" class="atlas-button" id="cp-copy" onClick={copy}>
          {t.copy}
        </button>
        <span class="atlas-status" aria-live="polite" data-testid="cp-copied">
          {copied}
        </span>
      </div>
      <StateBar
        notices={withModNotice(state.notices, 'cpMods', v.cpMods, mods, locale)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
