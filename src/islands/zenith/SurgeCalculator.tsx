// Island: the rank-skip (surge) calculator (issue 31): one frame's send on a rank and XP → the cascade frame by frame,
// the final rank and hyperspeed. The model is surge-calc.ts; the rule is the engine's (surge.ts over the climb loop).
import { useMemo } from 'preact/hooks';
import { FLOOR_COUNT, normalizeMods, type SurgeFrame } from '~/engines/zenith';
import { formatFixed, formatNumber } from '~/i18n/format';
import { sentenceGap, type Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { M } from './SurgeCalculator.messages';
import { ModPicker, withModNotice } from './mod-picker';
import { NumberField } from './number-field';
import { SPECS, SURGE_MAX_LINES, SURGE_MAX_RANK, surgeModel } from './surge-calc';
import { VersionPicker } from './version-picker';
import { bold, floorName } from './zenith-zh';
import './zenith.css';
import './zenith-tools.css';

export { SPECS };
type NumKey = 'skRank' | 'skXp' | 'skLines';

export default function SurgeCalculator({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const mods = normalizeMods(v.skMods);
  const r = useMemo(
    () => surgeModel({ rank: v.skRank, xp: v.skXp, lines: v.skLines, floor: v.skFloor, mods, version: v.skVer }),
    [v.skRank, v.skXp, v.skLines, v.skFloor, mods.join(), v.skVer],
  );
  const num = (key: NumKey, max: number, step: number) => (
    <NumberField
      id={`sk-${key.slice(2).toLowerCase()}`}
      min={key === 'skRank' ? 1 : 0}
      max={max}
      step={step}
      whole={key === 'skRank'}
      value={v[key]}
      onValue={(n) => state.set({ [key]: n })}
    />
  );
  const rows = v.skAll ? r.frames : r.frames.filter((f, i) => f.promoted || i === r.frames.length - 1);
  return (
    <section id="surge-calculator" class="atlas-island" aria-labelledby="sk-title">
      <h3 id="sk-title">{m.title}</h3>
      <div class="zen-grid">
        <label>
          {m.rank}
          {num('skRank', SURGE_MAX_RANK, 1)}
        </label>
        <label>
          {m.xp(formatNumber(lang, 4 * v.skRank))}
          {num('skXp', 4 * v.skRank, 0.01)}
        </label>
        <label>
          {m.lines}
          {num('skLines', SURGE_MAX_LINES, 1)}
        </label>
        <label>
          {m.floor}
          <select id="sk-floor" value={v.skFloor} onChange={(e) => state.set({ skFloor: Number((e.currentTarget as HTMLSelectElement).value) })}>
            {Array.from({ length: FLOOR_COUNT }, (_, i) => i + 1).map((f) => (
              <option value={f}>{floorName(f, locale)}</option>
            ))}
          </select>
        </label>
      </div>
      <ModPicker idPrefix="sk" mods={mods} onChange={(x) => state.set({ skMods: x })} locale={locale} />
      <VersionPicker idPrefix="sk" version={v.skVer} onChange={(x) => state.set({ skVer: x })} locale={locale} />
      <p class="zen-result" aria-live="polite" data-testid="sk-summary">
        {bold(m.result(formatNumber(lang, v.skRank), formatNumber(lang, r.finalRank), m.frames(r.frames.length, formatNumber(lang, r.frames.length))))}
        {sentenceGap(locale)}
        {m.hyper(r.hyperspeed, r.requirement === null ? '' : formatNumber(lang, r.requirement))}
        {r.xpCut ? `${sentenceGap(locale)}${m.xpCut(formatNumber(lang, 4 * v.skRank))}` : ''}
      </p>
      <label class="zen-check">
        <input type="checkbox" id="sk-all" checked={v.skAll} onChange={(e) => state.set({ skAll: (e.currentTarget as HTMLInputElement).checked })} />
        {m.all}
      </label>
      <CascadeTable rows={rows} xpAfterSend={r.xpAfterSend} locale={locale} />
      <StateBar
        notices={withModNotice(state.notices, 'skMods', v.skMods, mods, locale)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}

function CascadeTable({ rows, xpAfterSend, locale }: { rows: SurgeFrame[]; xpAfterSend: number; locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  return (
    <div class="atlas-table-wrap" tabindex={0} role="region" aria-label={m.tableLabel}>
      <table class="zen-tool-table zen-surge-table" data-testid="sk-table">
        <caption>{m.caption(formatFixed(lang, xpAfterSend, 4))}</caption>
        <thead>
          <tr>
            <th scope="col">{m.frame}</th>
            <th scope="col">{m.before}</th>
            <th scope="col">{m.shown}</th>
            <th scope="col">{m.xpAfter}</th>
            <th scope="col">{m.leak}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((f) => (
            <tr class={f.promoted ? 'zen-goal' : undefined}>
              <th scope="row">{formatNumber(lang, f.frame)}</th>
              <td>{formatNumber(lang, f.rankBefore)}</td>
              <td class="zen-wrap">
                {formatFixed(lang, f.shownRank, 3)}
                {f.promoted ? ` (${m.promoted})` : ''}
              </td>
              <td>{formatFixed(lang, f.xp, 4)}</td>
              <td class="zen-wrap">{f.leaked ? m.leaked : m.protectedNote}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
