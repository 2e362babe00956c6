// Island: the climb planner (issues 14, 31). Forward: the pace from which every faster steady APM reaches a floor or
// altitude in time, its splits, the arrival chart around it. Reverse: at a chosen APM, when each floor is reached.
// One URL state for both. The view only: the model lives in planner-model.ts (state, search, chart), planner-view.ts
// (what the view derives) and planner-text.ts (sentences); the search runs in use-plan.ts; the parts in
// planner-fields.tsx and planner-results.tsx.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { MAX_RUN_MINUTES, PLAN_MAX_APM, normalizeMods } from '~/engines/zenith';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { withModNotice } from './mod-picker';
import { runClimb } from './climb-model';
import { VersionPicker } from './version-picker';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { floorName } from './zenith-zh';
import { MESSAGES } from './ClimbPlanner.messages';
import { formatFixed } from '~/i18n/format';
import './zenith.css';
import './climb-figures.css';
import { DraftInput } from '../common/DraftInput';
import { useHydrated } from './use-hydrated';
import { SPECS, planInput, type Plan } from './planner-model';
import { hyperText, summaryText } from './planner-text';
import { floorNameIn, plannedMinutes, plannerPace, targetWords, typedValue, type Setter } from './planner-view';
import { usePlan } from './use-plan';
import { PaceFields, TargetFields } from './planner-fields';
import { Answer, SplitsTable } from './planner-results';

export { SPECS, defaultPlan } from './planner-model';

export default function ClimbPlanner({ initial, locale }: { initial?: { key: string; plan: Plan }; locale?: Locale }) {
  const t = messagesFor(MESSAGES, locale);
  const nameOf = floorNameIn(locale, (f) => floorName(f, locale));
  const state = useUrlState(SPECS, locale);
  const hydrated = useHydrated();
  const v = state.values;
  const mods = normalizeMods(v.cpMods);
  const pi = planInput(v, mods);
  const result = usePlan(pi, initial);
  const busy = !result.done || result.key !== pi.key;
  const plan = busy ? null : result.plan;
  const answer = plan?.answer ?? null;
  const pace = plannerPace(v, mods);
  const planned = useMemo(() => (answer ? runClimb({ ...pace, apm: answer.apm, minutes: plannedMinutes(v) }) : null), [answer?.apm, pi.key]);
  const reverse = useMemo(() => runClimb({ ...pace, apm: v.cpApm, minutes: MAX_RUN_MINUTES }), [v.cpApm, pi.key]);
  const [copied, setCopied] = useState('');
  const { target, by } = targetWords(t, v, pi.input.target, nameOf, locale);
  const set: Setter = (k) => (e) => {
    const next = typedValue(k, (e.currentTarget as HTMLInputElement).value);
    if (next) state.set(next);
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
