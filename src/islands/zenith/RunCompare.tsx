// Island: paste your floor splits, compare them floor by floor with a planned even pace, and read the pace they imply
// (issue 31). The model is run-compare.ts; the pasted run lives in the link (yrSplits).
import { useMemo } from 'preact/hooks';
import { PLAN_MAX_APM, normalizeMods, parseSplits, splitsToText, type FloorComparison } from '~/engines/zenith';
import { formatClock, formatFixed, formatNumber } from '~/i18n/format';
import { sentenceGap, type Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { useUrlState } from '~/lib/use-url-state';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import { M } from './RunCompare.messages';
import { ModPicker, withModNotice } from './mod-picker';
import { NumberField } from './number-field';
import { PasteArea, usePasteDraft } from './paste-area';
import { runCompareModel, splitsAsLines, SPECS } from './run-compare';
import { VersionPicker } from './version-picker';
import { bold, floorName } from './zenith-zh';
import './zenith.css';
import './zenith-tools.css';

export { SPECS };

export default function RunCompare({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const mods = normalizeMods(v.yrMods);
  const model = useMemo(() => runCompareModel({ splits: v.yrSplits, apm: v.yrApm, mods, version: v.yrVer }), [v.yrSplits, v.yrApm, mods.join(), v.yrVer]);
  // What the reader is typing; null shows the link's splits.
  const { draft, onText, clear } = usePasteDraft(
    (text) => ((p) => ('splits' in p ? splitsToText(p.splits) : null))(parseSplits(text)),
    (yrSplits) => state.set({ yrSplits }),
  );
  const draftProblem = draft === null ? null : ((p) => ('problem' in p ? p.problem : null))(parseSplits(draft));
  const clock = (s: number | null) => (s === null ? m.dash : formatClock(lang, s, { centiseconds: true, cut: true }));
  const signed = (s: number | null) => (s === null ? m.dash : m.sec(`${s > 0 ? '+' : s < 0 ? '−' : ''}${formatFixed(lang, Math.abs(s), 2)}`));
  const c = model.comparison;
  const both = c ? c.rows.filter((r) => r.run !== null && r.plan !== null) : [];
  return (
    <section id="run-compare" class="atlas-island" aria-labelledby="yr-title">
      <h3 id="yr-title">{m.title}</h3>
      <div class="zen-grid">
        <PasteArea
          id="yr-splits"
          label={m.paste}
          rows={10}
          value={draft ?? (model.splits ? splitsAsLines(model.splits) : v.yrSplits)}
          describedBy="yr-problem"
          onText={onText}
        />
        <label>
          {m.apm}
          <NumberField id="yr-apm" min={1} max={PLAN_MAX_APM} step={1} whole value={v.yrApm} onValue={(n) => state.set({ yrApm: n })} />
        </label>
      </div>
      <p id="yr-problem" class="zen-note" aria-live="polite" data-testid="yr-problem">
        {draftProblem ? `${m.problem(draftProblem)} ${m.kept}` : model.problem ? m.problem(model.problem) : ''}
      </p>
      <ModPicker idPrefix="yr" mods={mods} onChange={(x) => state.set({ yrMods: x })} locale={locale} />
      <VersionPicker idPrefix="yr" version={v.yrVer} onChange={(x) => state.set({ yrVer: x })} locale={locale} />
      {c && model.last ? (
        <p class="zen-result" aria-live="polite" data-testid="yr-summary">
          {bold(
            c.firstBehind !== null && c.worstFloor !== null
              ? m.summaryBehind(floorName(c.firstBehind, locale), floorName(c.worstFloor, locale))
              : m.summaryAhead,
          )}
          {sentenceGap(locale)}
          {bold(model.implied !== null ? m.implied(formatNumber(lang, model.implied), floorName(model.last.floor, locale)) : m.impliedNone)}
        </p>
      ) : null}
      {c ? <CompareTable rows={c.rows} clock={clock} signed={signed} locale={locale} /> : null}
      {both.length ? <RunChart rows={both} locale={locale} /> : null}
      <StateBar
        notices={withModNotice(state.notices, 'yrMods', v.yrMods, mods, locale)}
        shareUrl={state.shareUrl}
        onReset={() => (clear(), state.reset())}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}

function RunChart({ rows, locale }: { rows: FloorComparison[]; locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  return (
    <ChartFigure
      kind="line"
      title={m.chart}
      data={{
        labels: rows.map((r) => floorName(r.floor, locale)),
        xTitle: m.floor,
        yTitle: m.seconds,
        series: [
          { label: m.run, values: rows.map((r) => r.run as number) },
          { label: m.plan, values: rows.map((r) => r.plan as number), dash: [6, 4] },
        ],
      }}
      format={(x) => formatFixed(lang, x, 2)}
      height={240}
      tableCollapsed
      locale={locale}
    />
  );
}

interface TableProps {
  rows: FloorComparison[];
  clock: (s: number | null) => string;
  signed: (s: number | null) => string;
  locale?: Locale;
}

function CompareTable({ rows, clock, signed, locale }: TableProps) {
  const m = messagesFor(M, locale);
  return (
    <div class="atlas-table-wrap" tabindex={0} role="region" aria-label={m.tableLabel}>
      <table class="zen-tool-table" data-testid="yr-table">
        <thead>
          <tr>
            <th scope="col">{m.floor}</th>
            <th scope="col">{m.run}</th>
            <th scope="col">{m.plan}</th>
            <th scope="col">{m.behind}</th>
            <th scope="col">{m.lost}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr class={r.lost !== null && r.lost > 0 ? 'zen-lost' : undefined}>
              <th scope="row">{floorName(r.floor, locale)}</th>
              <td>{clock(r.run)}</td>
              <td>{clock(r.plan)}</td>
              <td>{signed(r.behind)}</td>
              <td>{signed(r.lost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
