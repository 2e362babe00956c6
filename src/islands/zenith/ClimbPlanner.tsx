// Island: the climb planner (issues 14, 31). Forward: the pace from which every faster steady APM reaches a floor or
// altitude in time, its splits, the arrival chart around it. Reverse: at a chosen APM, when each floor is reached.
// One URL state for both; the model (state, search, chart, text) lives in planner-model.ts and planner-text.ts.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  FLOOR_NAMES,
  FLOOR_STARTS,
  FPS,
  FRAMES_PER_MINUTE,
  MAX_RUN_MINUTES,
  PACE_STYLES,
  PLAN_MAX_APM,
  SECONDS_PER_MINUTE,
  normalizeMods,
  type Mod,
} from '~/engines/zenith';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ModPicker, withModNotice } from './mod-picker';
import { runClimb, type ClimbRun } from './climb-model';
import { VersionPicker } from './version-picker';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { floorName } from './zenith-zh';
import { MESSAGES } from './ClimbPlanner.messages';
import { formatClock, formatFixed, formatNumber } from '~/i18n/format';
import { zenithClock } from './clock';
import './zenith.css';
import './climb-figures.css';
import { DraftInput } from '../common/DraftInput';
import { PlanGap } from './PlanGap';
import { ArrivalChart } from './ArrivalChart';
import { splitFrameOf } from './plan-gap';
import { useHydrated } from './use-hydrated';
import { MAX_TARGET, SPECS, planInput, planSteps, type Plan, type Values } from './planner-model';
import { hyperText, paceText, summaryText } from './planner-text';

export { SPECS, defaultPlan } from './planner-model';

const PERCENT = 100;
/** Milliseconds of search per task, so the page stays responsive. */
const SLICE_MS = 20; // literal-ok: a time slice in ms, not a game number
type Messages = (typeof MESSAGES)['en'];
type State = ReturnType<typeof useUrlState<typeof SPECS>>;

/** Runs the planner's steps a few APMs at a time (about 20 ms per task), so a search never blocks the page. */
function usePlan(input: ReturnType<typeof planInput>, initial?: { key: string; plan: Plan }) {
  const [state, setState] = useState<{ key: string; plan: Plan | null; tried: number; done: boolean }>(() =>
    initial && initial.key === input.key ? { ...initial, tried: 0, done: true } : { key: input.key, plan: null, tried: 0, done: typeof window === 'undefined' },
  );
  useEffect(() => {
    if (initial && initial.key === input.key) return setState({ ...initial, tried: 0, done: true });
    const it = planSteps(input.input);
    let timer: ReturnType<typeof setTimeout>;
    let tried = 0;
    setState({ key: input.key, plan: null, tried: 0, done: false });
    const slice = () => {
      const t0 = performance.now();
      while (performance.now() - t0 < SLICE_MS) {
        const r = it.next();
        if (r.done) return setState({ key: input.key, plan: r.value, tried, done: true });
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

/** The target: a floor or an altitude, and the minute to reach it by. */
function TargetFields({ t, v, state, set, nameOf }: { t: Messages; v: Values; state: State; set: Setter; nameOf: (f: number) => string }) {
  return (
    <fieldset class="zen-fieldset">
      <legend>{t.target}</legend>
      <div class="atlas-controls">
        {(['floor', 'altitude'] as const).map((by) => (
          <label>
            <input type="radio" name="cp-by" id={`cp-by-${by}`} value={by} checked={v.cpBy === by} onChange={() => state.set({ cpBy: by })} />
            {by === 'floor' ? t.aFloor : t.anAltitude}
          </label>
        ))}
        {v.cpBy === 'floor' ? (
          <label>
            {t.floor}
            <select id="cp-floor" value={String(v.cpFloor)} onChange={(e) => state.set({ cpFloor: Number((e.currentTarget as HTMLSelectElement).value) })}>
              {FLOOR_NAMES.map((_, i) => (i === 0 ? null : <option value={String(i + 1)}>{t.floorOption(i + 1, nameOf(i + 1), FLOOR_STARTS[i])}</option>))}
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
  );
}

type Setter = (k: 'cpAlt' | 'cpMin' | 'cpCancel' | 'cpClears' | 'cpKos' | 'cpApm') => (e: Event) => void;

/** Mods, how the attack is made, and the rest of the pace. */
function PaceFields({ t, v, mods, state, set, locale }: { t: Messages; v: Values; mods: Mod[]; state: State; set: Setter; locale?: Locale }) {
  return (
    <details>
      <summary>{t.modsSummary(paceText(t, v, mods, locale))}</summary>
      <ModPicker idPrefix="cp" mods={mods} onChange={(m) => state.set({ cpMods: m })} locale={locale} />
      <div class="zen-grid">
        <label>
          {t.style}
          <select id="cp-style" value={v.cpStyle} onChange={(e) => state.set({ cpStyle: (e.currentTarget as HTMLSelectElement).value as Values['cpStyle'] })}>
            {PACE_STYLES.map((s) => (
              <option value={s}>{t.styleName(s)}</option>
            ))}
          </select>
        </label>
        {v.cpStyle !== 'even' && <p data-testid="cp-style-note">{t.styleNote}</p>}
        <label>
          {t.cancelShare(v.cpCancel)}
          <input type="range" id="cp-cancel" min={0} max={PERCENT} step={5} value={v.cpCancel} onInput={set('cpCancel')} />
        </label>
        <label>
          {t.clears(v.cpClears)}
          <input type="range" id="cp-clears" min={0} max={200} step={5} value={v.cpClears} onInput={set('cpClears')} disabled={v.cpStyle !== 'even'} />
        </label>
        <label>
          {t.kos(v.cpKos)}
          <input type="range" id="cp-kos" min={0} max={10} step={0.1} value={v.cpKos} onInput={set('cpKos')} />
        </label>
      </div>
    </details>
  );
}

/** When each floor is first reached, at the planned pace and at the player's APM. */
function SplitsTable(o: {
  t: Messages;
  v: Values;
  apm: number | null;
  by: string;
  planned: ClimbRun | null;
  reverse: ClimbRun;
  nameOf: (f: number) => string;
  locale?: Locale;
}) {
  const { t, v, locale } = o;
  return (
    <div class="atlas-table-wrap zcf-fit">
      <table data-testid="cp-splits">
        <caption>{t.caption(FPS)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colFloor}</th>
            <th scope="col">{o.apm !== null ? t.colPlan(o.apm, o.by) : t.colPlanned}</th>
            <th scope="col">{t.colAt(v.cpApm)}</th>
          </tr>
        </thead>
        <tbody>
          {FLOOR_NAMES.map((_, i) => {
            const f = i + 1;
            const a = o.planned?.splits[f] ?? null;
            const b = o.reverse.splits[f];
            return (
              <tr data-floor={f} class={v.cpBy === 'floor' && v.cpFloor === f ? 'zcf-target' : undefined}>
                <th scope="row">
                  {formatNumber(locale ?? 'en', f)} {o.nameOf(f)} <span class="atlas-source-value">{formatNumber(locale ?? 'en', FLOOR_STARTS[i])} m</span>
                </th>
                <td class="atlas-num">{a === null ? '—' : zenithClock(locale, a)}</td>
                <td class="atlas-num">{b === null ? '—' : zenithClock(locale, b)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The answer: the APM, its gap and sensitivity, hyperspeed, and the arrival chart around it. */
function Answer(o: {
  t: Messages;
  busy: boolean;
  tried: number;
  plan: Plan | null;
  planned: ClimbRun | null;
  target: string;
  by: string;
  minutes: number;
  locale?: Locale;
}) {
  const { t, plan, locale } = o;
  const a = plan?.answer ?? null;
  return (
    <div class="zcf-result" aria-live="polite" aria-busy={o.busy} data-testid="cp-answer">
      {o.busy ? (
        <p>{t.searching(o.tried)}</p>
      ) : a && o.planned ? (
        <>
          <p>
            {t.needBefore(o.target, o.by)}
            <span class="zcf-big">{t.needApm(a.apm)}</span>
            {t.needAfter(zenithClock(locale, splitFrameOf(a.frame)))}
          </p>
          <PlanGap plan={a} locale={locale} />
          <p data-testid="cp-hyper">{hyperText(t, o.planned, locale)}</p>
          <ArrivalChart curve={plan!.curve} minutes={o.minutes} answer={a.apm} target={o.target} by={o.by} locale={locale} />
        </>
      ) : (
        <p>{t.cannot(o.target, o.by, PLAN_MAX_APM)}</p>
      )}
    </div>
  );
}

export default function ClimbPlanner({ initial, locale }: { initial?: { key: string; plan: Plan }; locale?: Locale }) {
  const t = messagesFor(MESSAGES, locale);
  const nameOf = (f: number) => (locale === 'zh-cn' ? floorName(f, locale) : FLOOR_NAMES[f - 1]);
  const state = useUrlState(SPECS, locale);
  const hydrated = useHydrated();
  const v = state.values;
  const mods = normalizeMods(v.cpMods);
  const pi = planInput(v, mods);
  const result = usePlan(pi, initial);
  const busy = !result.done || result.key !== pi.key;
  const plan = busy ? null : result.plan;
  const answer = plan?.answer ?? null;
  const pace = { cancelShare: v.cpCancel / PERCENT, clearLinesPerMin: v.cpClears, kosPerMin: v.cpKos, spike: 0, mods, version: v.cpVer, style: v.cpStyle };
  // One frame past the time allowed: an arrival on the last frame shows as a split one frame later (splitFrameOf).
  const plannedMinutes = v.cpMin + 1 / FRAMES_PER_MINUTE;
  const planned = useMemo(() => (answer ? runClimb({ ...pace, apm: answer.apm, minutes: plannedMinutes }) : null), [answer?.apm, pi.key]);
  const reverse = useMemo(() => runClimb({ ...pace, apm: v.cpApm, minutes: MAX_RUN_MINUTES }), [v.cpApm, pi.key]);
  const [copied, setCopied] = useState('');
  const target = v.cpBy === 'floor' ? t.targetFloor(v.cpFloor, nameOf(v.cpFloor), pi.input.target) : t.targetAlt(v.cpAlt);
  const by = formatClock(locale ?? 'en', v.cpMin * SECONDS_PER_MINUTE);
  // Typed values go through the same parser as the URL, so out-of-range input is clamped, never searched.
  const set: Setter = (k) => (e) => {
    const raw = (e.currentTarget as HTMLInputElement).value;
    if (raw.trim() === '') return; // a number too long to hold clamps like any other (url-state numberParam)
    state.set({ [k]: SPECS[k].parse(raw).value } as Partial<typeof v>);
  };
  const copy = async () => {
    const text = summaryText({ t, v, mods, locale, target, by, answer, planned, reverse, url: state.shareUrl() });
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
      <TargetFields t={t} v={v} state={state} set={set} nameOf={nameOf} />
      <VersionPicker idPrefix="cp" version={v.cpVer} onChange={(x) => state.set({ cpVer: x })} note={t.verNote} locale={locale} />
      <PaceFields t={t} v={v} mods={mods} state={state} set={set} locale={locale} />
      <Answer t={t} busy={busy} tried={result.tried} plan={plan} planned={planned} target={target} by={by} minutes={v.cpMin} locale={locale} />
      <div class="atlas-controls">
        <label>
          {t.yourApm}
          <DraftInput type="number" id="cp-apm" min={1} max={PLAN_MAX_APM} step={1} value={v.cpApm} onChange={set('cpApm')} />
        </label>
        {answer && (
          <button type="button" class="atlas-button" id="cp-use-plan" onClick={() => state.set({ cpApm: answer.apm })}>
            {t.useApm(answer.apm)}
          </button>
        )}
      </div>
      <p aria-live="polite" data-testid="cp-reverse">
        {t.reverse(v.cpApm, MAX_RUN_MINUTES, formatFixed(locale ?? 'en', reverse.last.altitude, 1), reverse.last.floor, hyperText(t, reverse, locale))}
      </p>
      <SplitsTable t={t} v={v} apm={answer?.apm ?? null} by={by} planned={planned} reverse={reverse} nameOf={nameOf} locale={locale} />
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
