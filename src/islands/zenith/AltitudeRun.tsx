// Island: paste your altitude at each minute, compare it minute by minute with a planned even pace, and read the pace it
// implies (issue 31). The model is altitude-run.ts; the pasted altitudes live in the link (yaAlt).
import { useMemo } from 'preact/hooks';
import { MAX_ALTITUDE_MINUTES, PLAN_MAX_APM, altitudesToText, normalizeMods, parseAltitudes, type MinuteComparison } from '~/engines/zenith';
import { formatClock, formatFixed, formatNumber } from '~/i18n/format';
import { sentenceGap, type Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { useUrlState } from '~/lib/use-url-state';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import { M } from './AltitudeRun.messages';
import { altitudeRunModel, altitudesAsLines, pasteNote, SPECS } from './altitude-run';
import { ModPicker, withModNotice } from './mod-picker';
import { NumberField } from './number-field';
import { PasteArea, usePasteDraft } from './paste-area';
import { VersionPicker } from './version-picker';
import { bold } from './zenith-zh';
import { useHydrated } from './use-hydrated';
import './zenith.css';
import './zenith-tools.css';

export { SPECS };

const SECONDS_PER_MINUTE = 60; // literal-ok: a clock's minute

export default function AltitudeRun({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const mods = normalizeMods(v.yaMods);
  const model = useMemo(() => altitudeRunModel({ altitudes: v.yaAlt, apm: v.yaApm, mods, version: v.yaVer }), [v.yaAlt, v.yaApm, mods.join(), v.yaVer]);
  // What the reader is typing; null shows the link's altitudes.
  const { draft, onText, clear } = usePasteDraft(
    (text) => ((p) => ('altitudes' in p ? altitudesToText(p.altitudes) : null))(parseAltitudes(text)),
    (yaAlt) => state.set({ yaAlt }),
  );
  // The box holds ungrouped numbers (a comma would split them), so the build-time HTML leaves it empty: the table shows the run.
  const hydrated = useHydrated();
  const note = draft === null ? null : pasteNote(draft);
  const at = (minute: number) => formatClock(lang, minute * SECONDS_PER_MINUTE);
  const c = model.comparison;
  const last = c && c.rows.length ? c.rows[c.rows.length - 1].minute : null;
  return (
    <section id="altitude-run" class="atlas-island" aria-labelledby="ya-title">
      <h3 id="ya-title">{m.title}</h3>
      <div class="zen-grid">
        <PasteArea
          id="ya-alt"
          label={m.paste}
          rows={8}
          value={!hydrated ? '' : (draft ?? (model.altitudes ? altitudesAsLines(model.altitudes) : v.yaAlt))}
          describedBy="ya-note"
          onText={onText}
        />
        <label>
          {m.apm}
          <NumberField id="ya-apm" min={1} max={PLAN_MAX_APM} step={1} whole value={v.yaApm} onValue={(n) => state.set({ yaApm: n })} />
        </label>
      </div>
      <p id="ya-note" class="zen-note" aria-live="polite" data-testid="ya-note">
        {note ? `${m.note(note, formatNumber(lang, MAX_ALTITUDE_MINUTES))}${note === 'empty' ? ` ${m.kept}` : ''}` : ''}
      </p>
      <ModPicker idPrefix="ya" mods={mods} onChange={(x) => state.set({ yaMods: x })} locale={locale} />
      <VersionPicker idPrefix="ya" version={v.yaVer} onChange={(x) => state.set({ yaVer: x })} locale={locale} />
      {c && last !== null ? (
        <p class="zen-result" aria-live="polite" data-testid="ya-summary">
          {bold(c.firstBehind !== null && c.worstMinute !== null ? m.summaryBehind(at(c.firstBehind), at(c.worstMinute)) : m.summaryAhead)}
          {sentenceGap(locale)}
          {bold(model.implied !== null ? m.implied(formatNumber(lang, model.implied), at(last)) : m.impliedNone(formatNumber(lang, PLAN_MAX_APM)))}
        </p>
      ) : null}
      {c ? <MinutesTable rows={c.rows} at={at} locale={locale} /> : null}
      {c && c.rows.length ? <MinutesChart rows={c.rows} at={at} locale={locale} /> : null}
      <StateBar
        notices={withModNotice(state.notices, 'yaMods', v.yaMods, mods, locale)}
        shareUrl={state.shareUrl}
        onReset={() => (clear(), state.reset())}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}

type RowsProps = { rows: MinuteComparison[]; at: (minute: number) => string; locale?: Locale };

function MinutesChart({ rows, at, locale }: RowsProps) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  return (
    <ChartFigure
      kind="line"
      title={m.chart}
      data={{
        labels: rows.map((r) => at(r.minute)),
        xTitle: m.minute,
        yTitle: m.metres,
        series: [
          { label: m.runLegend, values: rows.map((r) => r.run) },
          { label: m.plan, values: rows.map((r) => r.plan), dash: [6, 4] },
        ],
      }}
      format={(x) => formatFixed(lang, x, 1)}
      height={240}
      tableCollapsed
      locale={locale}
    />
  );
}

function MinutesTable({ rows, at, locale }: RowsProps) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  const metres = (x: number) => formatNumber(lang, x, 0);
  const signed = (x: number) => (Math.round(x) === 0 ? metres(0) : `${x > 0 ? '+' : '−'}${metres(Math.abs(x))}`);
  return (
    <div class="atlas-table-wrap" tabindex={0} role="region" aria-label={m.tableLabel}>
      <table class="zen-tool-table" data-testid="ya-table">
        <caption>{m.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.minute}</th>
            <th scope="col">{m.run}</th>
            <th scope="col">{m.plan}</th>
            <th scope="col">{m.ahead}</th>
            <th scope="col">{m.gained}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr class={r.gained < 0 ? 'zen-lost' : undefined}>
              <th scope="row">{at(r.minute)}</th>
              <td>{metres(r.run)}</td>
              <td>{metres(r.plan)}</td>
              <td>{signed(r.ahead)}</td>
              <td>{signed(r.gained)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
