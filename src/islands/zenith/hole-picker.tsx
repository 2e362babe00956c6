// The hole picker of the garbage-favor figure (FavorWeightsPlot.tsx): an editable board, each column's score and place
// in the sorted order, its exact chance, and holes drawn with the engine to compare (model: favor-model.ts).
import { useState } from 'preact/hooks';
import type { ClientVersion } from '~/engines/zenith';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { messagesFor } from '~/i18n/messages';
import { formatFixed, formatNumber, formatPercent } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import { VersionPicker } from './version-picker';
import { COLS, NO_SAMPLE, drawMore, largestGap, pickerView, sampleFor, toggleCell } from './favor-model';
import { MESSAGES } from './FavorWeightsPlot.messages';

const CELL_KEY = { '.': 'empty', X: 'filled', G: 'garbage' } as const;
/** Holes drawn by the two sample buttons (sample sizes, a UI choice). */
const SMALL_DRAW = 1000; // literal-ok: a sample size
const BIG_DRAW = 20000; // literal-ok: a sample size, not the engine's altitude offset

interface Props {
  favor: number;
  boardText: string;
  version: ClientVersion;
  onBoard: (board: string) => void;
  onVersion: (v: ClientVersion) => void;
  locale?: Locale;
}

export function HolePicker({ favor, boardText, version, onBoard, onVersion, locale }: Props) {
  const m = messagesFor(MESSAGES, locale);
  const loc = locale ?? 'en';
  const n = (x: number, digits = 0) => formatNumber(loc, x, digits);
  const percent = (p: number) => formatPercent(loc, p, 1, 1);
  const percentTick = (p: number, digits: number) => formatPercent(loc, p, Math.max(0, digits - 2));
  const { board, dir, scores, ref, exact, order, likeliest } = pickerView(boardText, favor, version);
  const [sample, setSample] = useState(NO_SAMPLE);
  const key = `${favor}|${boardText}|${dir}`;
  const { counts, drawn } = sampleFor(sample, key);
  const draw = (count: number) => setSample(drawMore(sample, key, board, favor, dir, count));
  const maxGap = largestGap(counts, drawn, exact);
  return (
    <>
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
                onClick={() => onBoard(toggleCell(boardText, y, x))}
              >
                {c === 'G' ? 'G' : ''}
              </button>
            )),
          )}
        </div>
        <VersionPicker idPrefix="fw" version={version} onChange={onVersion} note={dir === 'code' ? m.sortCode : m.sortCurrent} {...{ locale }} />
      </div>
      <p aria-live="polite" data-testid="hp-summary">
        {m.order(order.map((x) => n(x)).join(m.sep), n(likeliest), percent(Math.max(...exact)))}
      </p>
      <PickerTable scores={scores} order={order} exact={exact} counts={counts} drawn={drawn} locale={locale} />
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
    </>
  );
}

/** Each column's score, its place in the sorted order, its exact chance, and its sampled share once holes are drawn. */
function PickerTable(p: { scores: number[]; order: number[]; exact: number[]; counts: number[]; drawn: number; locale?: Locale }) {
  const { scores, order, exact, counts, drawn, locale } = p;
  const m = messagesFor(MESSAGES, locale);
  const n = (x: number, digits = 0) => formatNumber(locale ?? 'en', x, digits);
  const percent = (x: number) => formatPercent(locale ?? 'en', x, 1, 1);
  return (
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
  );
}
