// Island: the same falling columns updated bottom-up (the document's fix) and top-down without marks (its bug), frame by frame.
import { useEffect, useRef, useState } from 'preact/hooks';
import { createSandWorld, type SandWorld, type UpdateOrder } from '~/engines/sand';
import { drawWorld } from './draw';
import { usePatternChoice } from './patterns-pref';
import './sand.css';
import { messagesFor } from '~/i18n/messages';
import type { FigureProps } from './props';
import { ORDER } from './figures.messages';

const W = 11;
const H = 30;
const SCALE = 8;

/** Three columns of pixels with a one-pixel gap between each (§5.4.1's A, gap, B, gap), each pixel its own id. */
function scene(order: UpdateOrder): SandWorld {
  const w = createSandWorld({ width: W, height: H, seed: 2, order });
  let id = 1;
  for (const x of [2, 5, 8]) for (let y = 0; y < 14; y += 2) w.set(x, y, id++);
  return w;
}

/** Largest number of rows any pixel moved in the last frame, by following the ids. */
function stepAndMeasure(w: SandWorld): number {
  const before = new Map<number, number>();
  w.colours.forEach((c, i) => c && before.set(c, Math.floor(i / W)));
  w.step();
  let most = 0;
  w.colours.forEach((c, i) => {
    if (c) most = Math.max(most, Math.floor(i / W) - (before.get(c) ?? 0));
  });
  return most;
}

/** Shows ids as the six board colours. */
const asColours = (w: SandWorld) => ({ width: W, height: H, colours: w.colours.map((c) => (c === 0 ? 0 : ((c - 1) % 6) + 1)) });

const SIDES: { order: UpdateOrder; title: 'bottomUp' | 'topDown' }[] = [
  { order: 'bottom-up', title: 'bottomUp' },
  { order: 'top-down-unmarked', title: 'topDown' },
];

export default function UpdateOrderFigure({ locale }: FigureProps) {
  const m = messagesFor(ORDER, locale);
  const worlds = useRef<SandWorld[]>([]);
  const patterns = usePatternChoice();
  if (worlds.current.length === 0) worlds.current = SIDES.map((s) => scene(s.order));
  const [moves, setMoves] = useState<number[][]>([[], []]);
  const canvases = [useRef<HTMLCanvasElement>(null), useRef<HTMLCanvasElement>(null)];

  useEffect(() => {
    worlds.current.forEach((w, k) => canvases[k].current && drawWorld(canvases[k].current as HTMLCanvasElement, asColours(w), { scale: SCALE, patterns }));
  });

  const next = () => setMoves((m) => worlds.current.map((w, k) => [...m[k], stepAndMeasure(w)]));
  const reset = () => {
    worlds.current = SIDES.map((s) => scene(s.order));
    setMoves([[], []]);
  };

  // What one frame does, computed on the server too, so the text carries the point without JavaScript.
  const firstFrame = SIDES.map((s) => stepAndMeasure(scene(s.order)));

  return (
    <section id="update-order-figure" class="atlas-island sand-figure" aria-labelledby="order-title">
      <h3 id="order-title">{m.title}</h3>
      <p data-testid="order-first">
        {m.first1}
        <strong>{firstFrame[0]}</strong>
        {m.first2}
        <strong>{firstFrame[1]}</strong>
        {m.first3}
      </p>
      <div class="atlas-controls">
        <button type="button" class="atlas-button" onClick={next} data-testid="order-next">
          {m.next}
        </button>
        <button type="button" class="atlas-button" onClick={reset}>
          {m.again}
        </button>
      </div>
      <div class="sand-row">
        {SIDES.map((s, k) => (
          <figure key={s.order}>
            <canvas ref={canvases[k]} class="sand-canvas" width={W * SCALE} height={H * SCALE} role="img" aria-label={m.canvas(m[s.title], moves[k].length)} />
            <figcaption>
              {m.caption(m[s.title], moves[k].length)}
              {moves[k].length > 0 ? m.largest(moves[k][moves[k].length - 1]) : ''}
              {m.stop}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
