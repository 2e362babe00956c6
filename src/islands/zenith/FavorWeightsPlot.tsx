// Island: garbage-favor weights and pick chances for each column rank (?fwFavor=), grown into the hole picker: an editable
// board (?fwBoard=), each column's score, the sorted order, exact chances per column and a sampled histogram (?fwVer= client version, which sets the sort direction).
import { useState } from 'preact/hooks';
import {
  columnScores,
  favorProbabilities,
  favorWeights,
  neverPickedPlaces,
  garbageFavor,
  holeColumn,
  holeProbabilities,
  referenceHole,
  sortDirectionOf,
} from '~/engines/zenith';
import { VersionPicker, versionParam } from './version-picker';
import { createRng } from '~/lib/rng';
import { numberParam, textParam } from '~/lib/url-state';
import './zenith.css';
import { useUrlState } from '~/lib/use-url-state';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import { IntegerField } from '~/islands/common/IntegerField';
import { MESSAGES } from './FavorWeightsPlot.messages';
import { messagesFor } from '~/i18n/messages';
import { formatFixed, formatNumber, formatPercent } from '~/i18n/format';
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
const COLS = Array.from({ length: 10 }, (_, i) => i);
const NEXT: Record<string, string> = { '.': 'X', X: 'G', G: '.' };
const CELL_KEY = { '.': 'empty', X: 'filled', G: 'garbage' } as const;
const RANKS = Array.from({ length: 10 }, (_, i) => i);

/** Holes drawn by the two sample buttons (sample sizes, a UI choice). */
const SMALL_DRAW = 1000; // literal-ok: a sample size
const BIG_DRAW = 20000; // literal-ok: a sample size, not the engine's altitude offset

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
  const weights = favorWeights(favor);
  const chances = favorProbabilities(favor);
  const zeroRanks = neverPickedPlaces(favor);
  const inputId = 'favor-input';
  const board = state.values.fwBoard.split('-');
  const dir = sortDirectionOf(state.values.fwVer);
  const scores = columnScores(board);
  const ref = referenceHole(board);
  const exact = holeProbabilities(board, favor, { direction: dir });
  const order = [...COLS].sort((a, b) => (dir === 'code' ? scores[b] - scores[a] : scores[a] - scores[b]));
  const [sample, setSample] = useState<{ key: string; counts: number[]; n: number; seed: number }>({ key: '', counts: new Array(10).fill(0), n: 0, seed: 1 });
  const key = `${favor}|${state.values.fwBoard}|${dir}`;
  const counts = sample.key === key ? sample.counts : new Array(10).fill(0);
  const drawn = sample.key === key ? sample.n : 0;
  const draw = (n: number) => {
    const rng = createRng(`${key}|${sample.seed}|${drawn}`);
    const next = counts.slice();
    for (let i = 0; i < n; i++) next[holeColumn(board, favor, rng, { direction: dir })]++;
    setSample({ key, counts: next, n: drawn + n, seed: sample.seed });
  };
  const setCell = (y: number, x: number) => {
    const rows = board.slice();
    rows[y] = rows[y].slice(0, x) + NEXT[rows[y][x]] + rows[y].slice(x + 1);
    state.set({ fwBoard: rows.join('-') });
  };
  const maxGap = drawn ? Math.max(...COLS.map((x) => Math.abs(counts[x] / drawn - exact[x]))) : 0;

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
      <h4 id="hole-picker-title">{m.pickerTitle}</h4>
      <p>
        {m.pickerHelp}
        {ref >= 0 ? m.refColumn(n(ref)) : m.refNone}
        {m.stopAfterRef}
      </p>
      <div class="atlas-controls">
        <div class="zen-board" role="group" aria-label={m.boardLabel}>
          {board.map((row, y) =>
            row.split('').map((c, x) => (
              <button
                type="button"
                data-cell={c}
                aria-label={m.cellLabel(n(board.length - y), n(x), m[CELL_KEY[c as keyof typeof CELL_KEY]])}
                onClick={() => setCell(y, x)}
              >
                {c === 'G' ? 'G' : ''}
              </button>
            )),
          )}
        </div>
        <VersionPicker
          idPrefix="fw"
          version={state.values.fwVer}
          onChange={(x) => state.set({ fwVer: x })}
          note={dir === 'code' ? m.sortCode : m.sortCurrent}
          {...{ locale }}
        />
      </div>
      <p aria-live="polite" data-testid="hp-summary">
        {m.order(order.map((x) => n(x)).join(m.sep), n(COLS.reduce((b, x) => (exact[x] > exact[b] ? x : b), 0)), percent(Math.max(...exact)))}
      </p>
      <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label={m.tableRegion}>
        <table class="zen-fit-table">
          <caption>
            {m.caption}
            {drawn ? m.captionSampled(n(drawn)) : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">{m.column}</th>
              <th scope="col">{m.score}</th>
              <th scope="col">{m.place}</th>
              <th scope="col">{m.exactChance}</th>
              {drawn > 0 && <th scope="col">{m.sampled}</th>}
            </tr>
          </thead>
          <tbody>
            {COLS.map((x) => (
              <tr>
                <th scope="row">{n(x)}</th>
                <td class="atlas-num">{n(scores[x], 3)}</td>
                <td class="atlas-num">{n(order.indexOf(x))}</td>
                <td class="atlas-num" data-testid={`hp-exact-${x}`}>
                  {percent(exact[x])}
                </td>
                {drawn > 0 && <td class="atlas-num">{percent(counts[x] / drawn)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div class="atlas-controls">
        <button type="button" class="atlas-button" id="hp-draw" onClick={() => draw(SMALL_DRAW)}>
          {m.draw1(SMALL_DRAW)}
        </button>
        <button type="button" class="atlas-button" id="hp-draw-many" onClick={() => draw(BIG_DRAW)}>
          {m.draw2(BIG_DRAW)}
        </button>
        <span class="atlas-status" data-testid="hp-drawn">
          {drawn ? m.drawn(n(drawn), formatFixed(loc, 100 * maxGap, 2)) : m.none}
        </span>
      </div>
      <ChartFigure
        kind="bar"
        title={m.histTitle}
        data={{
          labels: COLS,
          xTitle: m.columnAxis,
          yTitle: m.share,
          series: [
            { label: m.exactSeries, values: exact },
            { label: m.sampled, values: COLS.map((x) => (drawn ? counts[x] / drawn : 0)) },
          ],
        }}
        format={percent}
        formatTick={percentTick}
        height={220}
        tableCollapsed
        locale={locale}
      />
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
