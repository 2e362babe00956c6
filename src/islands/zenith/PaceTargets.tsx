// Island: per-minute (or half-minute) targets for a planned even pace: the altitude, floor and rank to hold at each
// step up to the goal, as a table to keep beside the game (issue 31). The model is pace-targets.ts.
import { useMemo } from 'preact/hooks';
import { FLOOR_COUNT, MAX_RUN_MINUTES, PLAN_MAX_APM, normalizeMods } from '~/engines/zenith';
import { formatClock, formatFixed, formatNumber } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { M } from './PaceTargets.messages';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ModPicker, withModNotice } from './mod-picker';
import { NumberField } from './number-field';
import { paceTargetsModel, SPECS, STEPS, type Step, type TargetRow } from './pace-targets';
import { VersionPicker } from './version-picker';
import { bold, floorName } from './zenith-zh';
import './zenith.css';
import './zenith-tools.css';

export { SPECS };

export default function PaceTargets({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const mods = normalizeMods(v.ptMods);
  const model = useMemo(
    () => paceTargetsModel({ apm: v.ptApm, goal: v.ptGoal, minutes: v.ptMin, step: v.ptStep, mods, version: v.ptVer }),
    [v.ptApm, v.ptGoal, v.ptMin, v.ptStep, mods.join(), v.ptVer],
  );
  const goal = floorName(v.ptGoal, locale);
  const at = (s: number) => formatClock(lang, s, { centiseconds: true, cut: true });
  const num = (key: 'ptApm' | 'ptMin', min: number, max: number, step: number, id: string) => (
    <NumberField id={id} min={min} max={max} step={step} whole={key === 'ptApm'} value={v[key]} onValue={(n) => state.set({ [key]: n })} />
  );
  const summary =
    model.arrival === null || model.margin === null
      ? m.never(goal)
      : (model.margin > 0 ? m.late : m.early)(goal, at(model.arrival), m.sec(formatFixed(lang, Math.abs(model.margin), 2)));
  return (
    <section id="pace-targets" class="atlas-island" aria-labelledby="pt-title">
      <h3 id="pt-title">{m.title}</h3>
      <div class="zen-grid">
        <label>
          {m.apm}
          {num('ptApm', 1, PLAN_MAX_APM, 1, 'pt-apm')}
        </label>
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
      <TargetsTable rows={model.rows} apm={v.ptApm} goal={v.ptGoal} locale={locale} />
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
              <td>{floorName(r.floor, locale)}</td>
              <td>{formatFixed(lang, r.rank, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
