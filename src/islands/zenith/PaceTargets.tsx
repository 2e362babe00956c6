// Island: per-minute (or half-minute) targets for a planned even pace: the altitude, floor and rank to hold at each
// step up to the goal, as a table to keep beside the game (issue 31). The model is pace-targets.ts.
import { useMemo } from 'preact/hooks';
import { FLOOR_COUNT, MAX_RUN_MINUTES, PLAN_MAX_APM, SECONDS_PER_MINUTE, normalizeMods } from '~/engines/zenith';
import { formatClock, formatFixed, formatNumber } from '~/i18n/format';
import { sentenceGap, type Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { M } from './PaceTargets.messages';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ModPicker, withModNotice } from './mod-picker';
import { NumberField } from './number-field';
import { goalPaceSteps, MODES, paceTargetsModel, SPECS, STEPS, type Mode, type PaceTargetsModel, type Step, type TargetRow } from './pace-targets';
import { useSteps, type Stepped } from './use-steps';
import { VersionPicker } from './version-picker';
import { bold, floorName } from './zenith-zh';
import './zenith.css';
import './zenith-tools.css';

export { SPECS };

export default function PaceTargets({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const mods = normalizeMods(v.ptMods);
  const goalMode = v.ptBy === 'goal';
  const goalArgs = { goal: v.ptGoal, minutes: v.ptMin, mods, version: v.ptVer };
  // Goal mode: the planner's search for the pace, a slice at a time; the table then shows that pace's targets.
  const solved = useSteps(`${v.ptGoal}|${v.ptMin}|${mods.join()}|${v.ptVer}`, goalMode ? () => goalPaceSteps(goalArgs) : null);
  const apm = goalMode ? (solved.done ? solved.value : undefined) : v.ptApm;
  const model = useMemo(
    () => (apm == null ? null : paceTargetsModel({ apm, goal: v.ptGoal, minutes: v.ptMin, step: v.ptStep, mods, version: v.ptVer })),
    [apm, v.ptGoal, v.ptMin, v.ptStep, mods.join(), v.ptVer],
  );
  const num = (key: 'ptApm' | 'ptMin', min: number, max: number, step: number, id: string) => (
    <NumberField id={id} min={min} max={max} step={step} whole={key === 'ptApm'} value={v[key]} onValue={(n) => state.set({ [key]: n })} />
  );
  const summary = summaryOf({ model, solved: goalMode ? solved : null, goal: v.ptGoal, minutes: v.ptMin, locale });
  return (
    <section id="pace-targets" class="atlas-island" aria-labelledby="pt-title">
      <h3 id="pt-title">{m.title}</h3>
      <div class="zen-grid">
        <label>
          {m.mode}
          <select id="pt-by" value={v.ptBy} onChange={(e) => state.set({ ptBy: (e.currentTarget as HTMLSelectElement).value as Mode })}>
            {MODES.map((x) => (
              <option value={x}>{m.modeName(x)}</option>
            ))}
          </select>
        </label>
        {goalMode ? null : (
          <label>
            {m.apm}
            {num('ptApm', 1, PLAN_MAX_APM, 1, 'pt-apm')}
          </label>
        )}
        <label>
          {m.goal}
          <select id="pt-goal" value={v.ptGoal} onChange={(e) => state.set({ ptGoal: Number((e.currentTarget as HTMLSelectElement).value) })}>
            {Array.from({ length: FLOOR_COUNT - 1 }, (_, i) => i + 2).map((f) => (
              <option value={f}>{floorName(f, locale)}</option>
            ))}
          </select>
        </label>
        <label>
          {m.by}
          {num('ptMin', 1, MAX_RUN_MINUTES, 0.5, 'pt-min')}
        </label>
        <label>
          {m.step}
          <select id="pt-step" value={v.ptStep} onChange={(e) => state.set({ ptStep: (e.currentTarget as HTMLSelectElement).value as Step })}>
            {STEPS.map((s) => (
              <option value={s}>{m.stepName(s)}</option>
            ))}
          </select>
        </label>
      </div>
      <ModPicker idPrefix="pt" mods={mods} onChange={(x) => state.set({ ptMods: x })} locale={locale} />
      <VersionPicker idPrefix="pt" version={v.ptVer} onChange={(x) => state.set({ ptVer: x })} locale={locale} />
      <p class="zen-result" aria-live="polite" data-testid="pt-summary">
        {bold(summary)}
      </p>
      {model && apm != null ? <TargetsTable rows={model.rows} apm={apm} goal={v.ptGoal} locale={locale} /> : null}
      <StateBar
        notices={withModNotice(state.notices, 'ptMods', v.ptMods, mods, locale)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}

/** The sentence above the table: in goal mode the planner's answer (or its progress), then when the pace arrives. */
function summaryOf(o: { model: PaceTargetsModel | null; solved: Stepped<number | null> | null; goal: number; minutes: number; locale?: Locale }): string {
  const m = messagesFor(M, o.locale);
  const lang = o.locale ?? 'en';
  const goal = floorName(o.goal, o.locale);
  const at = (s: number) => formatClock(lang, s, { centiseconds: true, cut: true });
  const { model, solved } = o;
  const arrival = !model
    ? ''
    : model.arrival === null || model.margin === null
      ? m.never(goal)
      : (model.margin > 0 ? m.late : m.early)(goal, at(model.arrival), m.sec(formatFixed(lang, Math.abs(model.margin), 2)));
  const solvedText = !solved
    ? ''
    : !solved.done
      ? m.solving(typeof solved.progress === 'number' ? formatNumber(lang, solved.progress) : '…')
      : solved.value == null
        ? m.noPace(goal, formatNumber(lang, PLAN_MAX_APM))
        : m.solved(formatNumber(lang, solved.value), goal, formatClock(lang, o.minutes * SECONDS_PER_MINUTE));
  return [solvedText, arrival].filter(Boolean).join(sentenceGap(o.locale));
}

function TargetsTable({ rows, apm, goal, locale }: { rows: TargetRow[]; apm: number; goal: number; locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  return (
    <div class="atlas-table-wrap" tabindex={0} role="region" aria-label={m.tableLabel}>
      <table class="zen-tool-table" data-testid="pt-table">
        <caption>{m.caption(formatNumber(lang, apm), floorName(goal, locale))}</caption>
        <thead>
          <tr>
            <th scope="col">{m.time}</th>
            <th scope="col">{m.altitude}</th>
            <th scope="col">{m.floor}</th>
            <th scope="col">{m.rank}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr class={r.goal ? 'zen-goal' : undefined}>
              <th scope="row">{formatClock(lang, r.seconds)}</th>
              <td>{formatNumber(lang, r.altitude, 0)}</td>
              <td class="zen-wrap">{floorName(r.floor, locale)}</td>
              <td>{formatFixed(lang, r.rank, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
