// Island: the incoming-attack calculator for the current client (issue 31): an attack as sent and your situation → the
// lines you receive, after each step of the pipeline. The model is incoming-calc.ts; the rules are the engine's (incoming.ts).
import { useMemo } from 'preact/hooks';
import { TARGETING_GRACE_MAX, normalizeMods } from '~/engines/zenith';
import { formatFixed, formatNumber, formatPercent } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { M } from './IncomingCalculator.messages';
import { ModPicker, withModNotice } from './mod-picker';
import { NumberField } from './number-field';
import { INCOMING_MAX_ALTITUDE, SPECS, incomingOf, type IncomingModel } from './incoming-calc';
import { VersionPicker } from './version-picker';
import { bold, floorName } from './zenith-zh';
import './zenith.css';
import './zenith-tools.css';

export { SPECS };
type NumKey = 'icAtk' | 'icSelf' | 'icFoe' | 'icStreak' | 'icGrace' | 'icShare';
const LIMITS: Record<NumKey, [number, number]> = {
  icAtk: [100, 0.01], // literal-ok: the form's limit and step
  icSelf: [INCOMING_MAX_ALTITUDE, 1],
  icFoe: [INCOMING_MAX_ALTITUDE, 1],
  icStreak: [1000, 1], // literal-ok: the form's limit
  icGrace: [TARGETING_GRACE_MAX, 0.01],
  icShare: [100, 1], // literal-ok: percent
};

export default function IncomingCalculator({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const mods = normalizeMods(v.icMods);
  const r = useMemo(() => incomingOf(v), [v]);
  const field = (key: NumKey, label: string) => (
    <label>
      {label}
      <NumberField
        id={`ic-${key.slice(2).toLowerCase()}`}
        min={0}
        max={LIMITS[key][0]}
        step={LIMITS[key][1]}
        value={v[key]}
        onValue={(n) => state.set({ [key]: n })}
      />
    </label>
  );
  const check = (key: 'icWindup' | 'icDead', label: string) => (
    <label>
      <input
        type="checkbox"
        id={`ic-${key.slice(2).toLowerCase()}`}
        checked={v[key]}
        onChange={(e) => state.set({ [key]: (e.currentTarget as HTMLInputElement).checked })}
      />
      {label}
    </label>
  );
  return (
    <section id="incoming-calculator" class="atlas-island" aria-labelledby="ic-title">
      <h3 id="ic-title">{m.title}</h3>
      <div class="zen-grid">
        {field('icAtk', m.attack)}
        {field('icSelf', m.self)}
        {field('icFoe', m.foe)}
        {field('icStreak', m.streak)}
        {field('icGrace', m.grace)}
        {field('icShare', m.share)}
        {check('icWindup', m.windup)}
        {check('icDead', m.dead)}
      </div>
      <ModPicker idPrefix="ic" mods={mods} onChange={(x) => state.set({ icMods: x })} locale={locale} />
      <VersionPicker
        idPrefix="ic"
        version={v.icVer}
        onChange={(x) => state.set({ icVer: x })}
        note={v.icVer === '2025-01' ? m.seed : undefined}
        locale={locale}
      />
      <p class="zen-result" aria-live="polite" data-testid="ic-summary">
        {bold(
          r.chance === 0
            ? m.exact(formatNumber(lang, r.whole))
            : m.result(formatFixed(lang, r.steps.total, 2), formatNumber(lang, r.whole), formatNumber(lang, r.whole + 1), formatPercent(lang, r.chance, 0)),
        )}
      </p>
      <StepsTable r={r} locale={locale} />
      <StateBar
        notices={withModNotice(state.notices, 'icMods', v.icMods, mods, locale)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}

function StepsTable({ r, locale }: { r: IncomingModel; locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  const steps: [string, number][] = [
    [m.sAltitude(formatNumber(lang, r.critical)), r.steps.altitude],
    [m.sPartner, r.steps.partner],
    [m.sStreak, r.steps.streak],
    [m.sCarry, r.steps.carry],
    [m.sGrace, r.steps.grace],
    [m.sReceive(formatFixed(lang, r.receive, 3)), r.steps.total],
  ];
  return (
    <div class="atlas-table-wrap" tabindex={0} role="region" aria-label={m.tableLabel}>
      <table class="zen-tool-table" data-testid="ic-table">
        <caption>{m.caption(floorName(r.floor, locale))}</caption>
        <thead>
          <tr>
            <th scope="col">{m.step}</th>
            <th scope="col">{m.after}</th>
          </tr>
        </thead>
        <tbody>
          {steps.map(([label, x]) => (
            <tr>
              <th scope="row">{label}</th>
              <td>{formatFixed(lang, x, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
