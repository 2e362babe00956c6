// Island: garbage-favor weights and pick chances for each column rank (?fwFavor=), grown into the hole picker: an editable
// board (?fwBoard=), each column's score, the sorted order, exact chances per column and a sampled histogram (?fwVer= client version, which sets the sort direction).
import { garbageFavor } from '~/engines/zenith';
import { versionParam } from './version-picker';
import { favorView } from './favor-model';
import { HolePicker } from './hole-picker';
import { numberParam, textParam } from '~/lib/url-state';
import './zenith.css';
import { useUrlState } from '~/lib/use-url-state';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import { IntegerField } from '~/islands/common/IntegerField';
import { MESSAGES } from './FavorWeightsPlot.messages';
import { messagesFor } from '~/i18n/messages';
import { formatNumber, formatPercent } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';

const FAVOR_MIN = -60; // literal-ok: slider range of the plot, not a frame rate
const FAVOR_MAX = 60; // literal-ok: slider range of the plot, not a frame rate
const DEFAULT_BOARD = ['..........', '..........', '..........', 'X.........', 'XX......XX', 'XXX.XXXXXX', 'GGGGGG.GGG', 'GGGGGG.GGG'].join('-');
export const SPECS = {
  fwFavor: numberParam({ default: garbageFavor(1, []), min: FAVOR_MIN, max: FAVOR_MAX }),
  fwBoard: textParam({
    default: DEFAULT_BOARD,
    pattern: /^[.XG]{10}(-[.XG]{10}){0,11}$/,
    maxLength: 143,
    describe: 'a board of 1 to 12 rows of 10 cells (. X G) joined by -',
  }),
  fwVer: versionParam(),
};
const RANKS = Array.from({ length: 10 }, (_, i) => i);

export default function FavorWeightsPlot({ locale }: { locale?: Locale }) {
  const m = messagesFor(MESSAGES, locale);
  const loc = locale ?? 'en';
  const n = (x: number, digits = 0) => formatNumber(loc, x, digits);
  // Fixed one decimal (12.0%), as the English figure always showed it, in the locale's own format.
  const percent = (p: number) => formatPercent(loc, p, 1, 1);
  // Axis ticks: whole percentages unless the step needs decimals (a tick of 0.05 is 5%).
  const percentTick = (p: number, digits: number) => formatPercent(loc, p, Math.max(0, digits - 2));
  const weight = (w: number) => n(w, 2);
  const state = useUrlState(SPECS, locale);
  const favor = state.values.fwFavor;
  const { weights, chances, zeroRanks } = favorView(favor);
  const inputId = 'favor-input';

  return (
    <section id="favor-weights-plot" class="atlas-island" aria-labelledby="favor-plot-title">
      <h3 id="favor-plot-title">{m.title}</h3>
      <div class="atlas-controls">
        <label for={inputId}>{m.favor}</label>
        <input
          id={inputId}
          type="range"
          min={FAVOR_MIN}
          max={FAVOR_MAX}
          step={1}
          value={favor}
          aria-valuetext={m.valueText(n(favor))}
          onInput={(e) => state.set({ fwFavor: Number((e.currentTarget as HTMLInputElement).value) })}
        />
        <IntegerField
          id="favor-exact"
          label={m.exact}
          locale={locale}
          value={favor}
          min={FAVOR_MIN}
          max={FAVOR_MAX}
          width="5em"
          onValue={(x) => state.set({ fwFavor: x })}
        />
      </div>
      <p aria-live="polite" data-testid="favor-summary">
        {m.atFavor}
        <strong>{n(favor)}</strong>
        {m.summary(percent(chances[0]), percent(chances[9]))}
        {zeroRanks.length > 0 ? m.never(zeroRanks.map((x) => n(x)).join(m.sep)) : ''}
        {m.stop}
        {favor === 0 ? m.uniform : ''}
      </p>
      <ChartFigure
        kind="bar"
        title={m.weightTitle(n(favor))}
        data={{ labels: RANKS, xTitle: m.placeAxis, yTitle: m.weight, series: [{ label: m.weight, values: weights }] }}
        format={weight}
        height={220}
        tableCollapsed
        locale={locale}
      />
      <ChartFigure
        kind="bar"
        title={m.chanceTitle(n(favor))}
        data={{ labels: RANKS, xTitle: m.placeAxis, yTitle: m.chance, series: [{ label: m.chance, values: chances }] }}
        format={percent}
        formatTick={percentTick}
        height={220}
        tableCollapsed
        locale={locale}
      />
      <HolePicker
        favor={favor}
        boardText={state.values.fwBoard}
        version={state.values.fwVer}
        onBoard={(b) => state.set({ fwBoard: b })}
        onVersion={(x) => state.set({ fwVer: x })}
        locale={locale}
      />
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
