// Island: a square block pours into a pile, measured, beside the document's claim (height ≈ W, base W); size in the URL (?poSize=).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { pourBlock, pourStart, measurePile, type SandWorld } from '~/engines/sand';
import { choiceParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { drawWorld } from './draw';
import { usePatternChoice } from './patterns-pref';
import { useFigureLoop } from './use-figure-loop';
import { useAutoplay } from './use-reduced-motion';
import './sand.css';

const SIZES = ['10', '16', '20', '30'] as const;
export const SPECS = { poSize: choiceParam({ default: '20', choices: SIZES }) };
const WIDTH = 100;
const GAP = 6;
const SCALE = 3;
const HOLD_FRAMES = 90;
/** Frames one press of "Step" advances (an island choice). */
const STEP_FRAMES = 10;

export default function PourFigure() {
  const state = useUrlState(SPECS);
  const patterns = usePatternChoice();
  const size = Number(state.values.poSize);
  const opts = { seed: 1, width: WIDTH, gap: GAP };
  const result = useMemo(() => pourBlock(size, opts).pile, [size]);
  const world = useRef<SandWorld>(null as unknown as SandWorld);
  if (world.current === null) world.current = pourStart(size, opts);
  const hold = useRef(0);
  const [playing, setPlaying, reduced] = useAutoplay();
  const [, setTick] = useState(0);
  const canvas = useRef<HTMLCanvasElement>(null);

  const paint = () => {
    const c = canvas.current;
    if (!c) return;
    const w = world.current;
    drawWorld(c, w, { scale: SCALE, patterns });
    const ctx = c.getContext('2d');
    if (!ctx) return;
    // The document's claim, dashed: a triangle of base W and height W on the floor, centred under the block.
    const x0 = Math.floor((w.width - size) / 2);
    ctx.strokeStyle = '#ffcc00';
    ctx.setLineDash([5, 4]);
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x0 * SCALE, w.height * SCALE);
    ctx.lineTo((x0 + size / 2) * SCALE, (w.height - size) * SCALE);
    ctx.lineTo((x0 + size) * SCALE, w.height * SCALE);
    ctx.stroke();
    ctx.setLineDash([]);
  };

  const restart = () => {
    world.current = pourStart(size, opts);
    hold.current = 0;
    paint();
  };
  useEffect(restart, [size]);

  const advance = () => {
    const w = world.current;
    if (!w.step()) {
      if (++hold.current > HOLD_FRAMES) restart();
    }
  };
  const ref = useFigureLoop(() => {
    advance();
    paint();
    if (world.current.frame() % 10 === 0) setTick((t) => t + 1);
  }, playing);
  const step = () => {
    for (let k = 0; k < STEP_FRAMES; k++) advance();
    paint();
    setTick((t) => t + 1);
  };
  useEffect(() => paint());

  const live = measurePile(world.current);
  const settled = world.current.activeCount() === 0;
  return (
    <section id="pour-figure" class="atlas-island sand-figure" aria-labelledby="pour-title" ref={ref}>
      <h3 id="pour-title">
        Try it: a {size} × {size} block pours into a pile
      </h3>
      <div class="atlas-controls">
        <label>
          Block size
          <select value={String(size)} onChange={(e) => state.set({ poSize: (e.currentTarget as HTMLSelectElement).value as (typeof SIZES)[number] })}>
            {SIZES.map((s) => (
              <option key={s} value={s}>
                {s} × {s}
              </option>
            ))}
          </select>
        </label>
        <button type="button" class="atlas-button" aria-pressed={!playing} onClick={() => setPlaying(!playing)}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" class="atlas-button" onClick={step} disabled={playing}>
          Step {STEP_FRAMES} frames
        </button>
        <button type="button" class="atlas-button" onClick={restart}>
          Pour again
        </button>
      </div>
      <figure>
        <canvas
          ref={canvas}
          class="sand-canvas"
          width={WIDTH * SCALE}
          height={(size * 3 + GAP) * SCALE}
          role="img"
          aria-label={`A ${size} by ${size} block of sand pouring onto an empty floor; the dashed triangle is the document's claimed pile.`}
        />
        <figcaption>Dashed yellow: the document's pile (height ≈ W, base W). Red: the pile the rule makes.</figcaption>
      </figure>
      <p data-testid="pour-result" aria-live="polite">
        Settled pile of {result.pixels} pixels: height <strong>{result.height}</strong> rows, base <strong>{result.base}</strong> pixels wide, top row{' '}
        {result.top} pixel{result.top === 1 ? '' : 's'}, after {result.frames} frames. The document says height ≈ {size} and base {size}.
      </p>
      {reduced && !playing && <p class="atlas-status">Paused because your system asks for reduced motion: play, or step {STEP_FRAMES} frames at a time.</p>}
      <p class="sand-stats" data-testid="pour-now">
        Now: frame {world.current.frame()}, height {live.height}, base {live.base}
        {settled ? ' (at rest)' : ''}.
      </p>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
