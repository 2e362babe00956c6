// Island: the same settled piles searched on the pixel grid and on the 12 x 22 logical grid (pitfall 1); fill share in the URL (?bfShare=).
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { CELL, COLOUR_NAMES, LOGICAL_HEIGHT, LOGICAL_WIDTH, PIXEL_HEIGHT, PIXEL_WIDTH, labelClusters, logicalGrid, trianglePileScene } from '~/engines/sand';
import { numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { drawWorld } from './draw';
import { usePatternChoice } from './patterns-pref';
import './sand.css';
import { messagesFor } from '~/i18n/messages';
import type { FigureProps } from './props';
import { BFS } from './figures.messages';

export const SPECS = { bfShare: numberParam({ default: 50, min: 10, max: 100 }) };
/** Only the bottom 8 logical rows hold sand in this scene; the figure shows those. */
const ROWS_SHOWN = 8;
const SCALE = 3;

export default function BfsFigure({ locale }: FigureProps) {
  const m = messagesFor(BFS, locale);
  const state = useUrlState(SPECS, locale);
  const share = state.values.bfShare;
  const patterns = usePatternChoice();
  const world = useMemo(() => trianglePileScene(1), []);
  const top = world.height - ROWS_SHOWN * CELL;
  const view = { width: world.width, height: ROWS_SHOWN * CELL, colours: world.colours.subarray(top * world.width) };

  const pixelMap = useMemo(() => labelClusters(world), [world]);
  const redOnPixels = pixelMap.clusters.filter((c) => c.colour === 1);
  const spanningPixels = pixelMap.clusters.filter((c) => c.touchesLeft && c.touchesRight);

  const cells = useMemo(() => logicalGrid(world, CELL, share / 100), [world, share]);
  const cellMap = useMemo(() => labelClusters({ width: cells.width, height: cells.height, colours: cells.colours, connectivity: 4 } as never), [cells]);
  const redOnCells = cellMap.clusters.filter((c) => c.colour === 1);
  const spanningCells = cellMap.clusters.filter((c) => c.touchesLeft && c.touchesRight);

  const pixCanvas = useRef<HTMLCanvasElement>(null);
  const cellCanvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (pixCanvas.current) {
      const shade = new Uint8Array(view.colours.length);
      for (let i = 0; i < shade.length; i++) {
        const k = pixelMap.labels[top * world.width + i];
        if (k >= 0 && !(pixelMap.clusters[k].touchesLeft && pixelMap.clusters[k].touchesRight)) shade[i] = 1;
      }
      drawWorld(pixCanvas.current, view, { scale: SCALE, shade, patterns });
    }
    if (cellCanvas.current) {
      const cview = { width: cells.width, height: ROWS_SHOWN, colours: cells.colours.subarray((cells.height - ROWS_SHOWN) * cells.width) };
      drawWorld(cellCanvas.current, cview, { scale: SCALE * CELL, grid: 1, patterns, patternCell: CELL });
    }
  });

  return (
    <section id="bfs-figure" class="atlas-island sand-figure" aria-labelledby="bfs-title">
      <h3 id="bfs-title">{m.title}</h3>
      <p>{m.intro}</p>
      <div class="atlas-controls">
        <label for="bfs-share-input">{m.shareLabel}</label>
        <input
          id="bfs-share-input"
          type="range"
          min={10}
          max={100}
          step={10}
          value={share}
          aria-valuetext={m.percent(share)}
          onInput={(e) => state.set({ bfShare: Number((e.currentTarget as HTMLInputElement).value) })}
        />
        <span>{m.ofIt(share)}</span>
      </div>
      <div class="sand-row">
        <figure>
          <canvas ref={pixCanvas} class="sand-canvas" width={world.width * SCALE} height={ROWS_SHOWN * CELL * SCALE} role="img" aria-label={m.pixelCanvas} />
          <figcaption data-testid="bfs-pixels">
            {m.pixels(PIXEL_WIDTH, PIXEL_HEIGHT, redOnPixels.length)}
            {spanningPixels.length > 0 ? m.clears(spanningPixels[0].pixels) : m.noneTouches}
          </figcaption>
        </figure>
        <figure>
          <canvas
            ref={cellCanvas}
            class="sand-canvas"
            width={cells.width * CELL * SCALE}
            height={ROWS_SHOWN * CELL * SCALE}
            role="img"
            aria-label={m.cellCanvas}
          />
          <figcaption data-testid="bfs-cells">
            {m.cells(LOGICAL_WIDTH, LOGICAL_HEIGHT, redOnCells.length, redOnCells.map((c) => c.pixels).join(m.listSep) || m.noCells)}
            {spanningCells.length > 0 ? m.groupTouches(m.colour(COLOUR_NAMES[spanningCells[0].colour - 1] ?? '')) : m.nothingClears}
          </figcaption>
        </figure>
      </div>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
