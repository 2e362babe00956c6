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
const CELL_NAME: Record<string, string> = { '.': 'empty', X: 'filled', G: 'garbage' };
const RANKS = Array.from({ length: 10 }, (_, i) => i);

const percent = (p: number) => `${(100 * p).toFixed(1)}%`;
const weight = (w: number) => String(Number(w.toFixed(2)));

export default function FavorWeightsPlot() {
  const state = useUrlState(SPECS);
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
      <h3 id="favor-plot-title">Try it: favor → column weights</h3>
      <div class="atlas-controls">
        <label for={inputId}>Favor</label>
        <input
          id={inputId}
          type="range"
          min={FAVOR_MIN}
          max={FAVOR_MAX}
          step={1}
          value={favor}
          aria-valuetext={`favor ${favor}`}
          onInput={(e) => state.set({ fwFavor: Number((e.currentTarget as HTMLInputElement).value) })}
        />
        <IntegerField
          id="favor-exact"
          label="Exact value"
          value={favor}
          min={FAVOR_MIN}
          max={FAVOR_MAX}
          width="5em"
          onValue={(x) => state.set({ fwFavor: x })}
        />
      </div>
      <p aria-live="polite" data-testid="favor-summary">
        At favor <strong>{favor}</strong>, the first column in the sorted order (place 0) is picked {percent(chances[0])} of the time and the last (place 9){' '}
        {percent(chances[9])}
        {zeroRanks.length > 0 ? `; places ${zeroRanks.join(', ')} have weight 0 and are never picked` : ''}.
        {favor === 0 ? ' Every column is equally likely.' : ''}
      </p>
      <ChartFigure
        kind="bar"
        title={`Weight of each place in the sorted order at favor ${favor}`}
        data={{ labels: RANKS, xTitle: 'Place in the sorted order (0 = first)', yTitle: 'Weight', series: [{ label: 'Weight', values: weights }] }}
        format={weight}
        height={220}
        tableCollapsed
      />
      <ChartFigure
        kind="bar"
        title={`Chance that the hole goes in each place at favor ${favor}`}
        data={{ labels: RANKS, xTitle: 'Place in the sorted order (0 = first)', yTitle: 'Chance', series: [{ label: 'Chance', values: chances }] }}
        format={percent}
        height={220}
        tableCollapsed
      />
      <h4 id="hole-picker-title">The hole picker on a board</h4>
      <p>
        Click a cell (or focus it and press Enter) to cycle empty → filled → garbage. The bottom row's leftmost gap is the reference hole{' '}
        {ref >= 0 ? `(column ${ref})` : '(none: the bottom row holds no garbage)'}.
      </p>
      <div class="atlas-controls">
        <div class="zen-board" role="group" aria-label="Board, top row first; each button cycles its cell">
          {board.map((row, y) =>
            row.split('').map((c, x) => (
              <button
                type="button"
                data-cell={c}
                aria-label={`Row ${board.length - y} from the bottom, column ${x}: ${CELL_NAME[c]}`}
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
          note={dir === 'code' ? 'Sort: highest score (hardest) first, as the 2025-01-19 code.' : 'Sort: lowest score (easiest) first, as the current code.'}
        />
      </div>
      <p aria-live="polite" data-testid="hp-summary">
        Sorted order: {order.join(', ')}. Most likely hole: column {COLS.reduce((b, x) => (exact[x] > exact[b] ? x : b), 0)} ({percent(Math.max(...exact))}).
      </p>
      <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label="Hole chances by column (scrollable)">
        <table>
          <caption>Each column: score, place in the order, exact hole chance{drawn ? `, and share of ${drawn} sampled picks` : ''}</caption>
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Score</th>
              <th scope="col">Place</th>
              <th scope="col">Exact chance</th>
              {drawn > 0 && <th scope="col">Sampled</th>}
            </tr>
          </thead>
          <tbody>
            {COLS.map((x) => (
              <tr>
                <th scope="row">{x}</th>
                <td class="atlas-num">{scores[x]}</td>
                <td class="atlas-num">{order.indexOf(x)}</td>
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
        <button type="button" class="atlas-button" id="hp-draw" onClick={() => draw(1000 /* literal-ok: sample size */)}>
          Draw 1,000 holes
        </button>
        {/* literal-ok: a sample size, not the engine's altitude offset */}
        <button type="button" class="atlas-button" id="hp-draw-many" onClick={() => draw(20000)}>
          Draw 20,000 {/* literal-ok: a sample size */}
        </button>
        <span class="atlas-status" data-testid="hp-drawn">
          {drawn ? `${drawn} drawn; largest gap to the exact chance ${(100 * maxGap).toFixed(2)} points.` : 'No holes drawn yet.'}
        </span>
      </div>
      <ChartFigure
        kind="bar"
        title="Hole column: exact chance and sampled share"
        data={{
          labels: COLS,
          xTitle: 'Column (0 = left)',
          yTitle: 'Share',
          series: [
            { label: 'Exact', values: exact },
            { label: 'Sampled', values: COLS.map((x) => (drawn ? counts[x] / drawn : 0)) },
          ],
        }}
        format={percent}
        height={220}
        tableCollapsed
      />
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
