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
import { formatNumber } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import type { FigureProps } from './props';
import { COMMON, POUR } from './figures.messages';

const SIZES = ['10', '16', '20', '30'] as const;
export const SPECS = { poSize: choiceParam({ default: '20', choices: SIZES }) };
const WIDTH = 100;
const GAP = 6;
const SCALE = 3;
const HOLD_FRAMES = 90;
/** Frames one press of "Step" advances (an island choice). */
const STEP_FRAMES = 10;

export default function PourFigure({ locale }: FigureProps) {
  const m = messagesFor(POUR, locale);
  const c = messagesFor(COMMON, locale);
  const state = useUrlState(SPECS, locale);
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
    if (canvas.current) drawClaim(canvas.current, world.current, size, patterns);
  };

  const restart = () => {
    world.current = pourStart(size, opts);
    hold.current = 0;
    paint();
  };
  useEffect(restart, [size]);

  /** One frame; true when a pixel moved (a restart paints by itself). */
  const advance = () => {
    const moved = world.current.step();
    if (!moved && ++hold.current > HOLD_FRAMES) restart();
    return moved;
  };
  const ref = useFigureLoop(() => {
    // Paint only when the pile changed: a pile at rest is not painted again every frame.
    if (advance()) paint();
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
      <h3 id="pour-title">{m.title(size)}</h3>
      <PourControls
        size={size}
        playing={playing}
        locale={locale}
        onSize={(v) => state.set({ poSize: v })}
        onPlaying={setPlaying}
        onStep={step}
        onRestart={restart}
      />
      <figure>
        <canvas ref={canvas} class="sand-canvas" width={WIDTH * SCALE} height={(size * 3 + GAP) * SCALE} role="img" aria-label={m.canvas(size)} />
        <figcaption>{m.caption}</figcaption>
      </figure>
      <PourResult result={result} size={size} locale={locale} />
      {reduced && !playing && <p class="atlas-status">{c.reduced(STEP_FRAMES)}</p>}
      <p class="sand-stats" data-testid="pour-now">
        {m.now(world.current.frame(), live.height, live.base, settled)}
      </p>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}

/** The pile as it is, with the document's claim dashed over it: a triangle of base W and height W on the floor, centred
 * under the block. */
function drawClaim(c: HTMLCanvasElement, w: SandWorld, size: number, patterns: boolean) {
  drawWorld(c, w, { scale: SCALE, patterns });
  const ctx = c.getContext('2d');
  if (!ctx) return;
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
}

/** The settled pile's measures (computed once per size, so the sentence is right before the animation ends). */
function PourResult({ result, size, locale }: { result: ReturnType<typeof pourBlock>['pile']; size: number; locale: FigureProps['locale'] }) {
  const m = messagesFor(POUR, locale);
  return (
    <p data-testid="pour-result" aria-live="polite">
      {m.settled(result.pixels)}
      <strong>{formatNumber(locale ?? 'en', result.height)}</strong>
      {m.rows}
      <strong>{formatNumber(locale ?? 'en', result.base)}</strong>
      {m.wide(result.top, result.frames, size)}
    </p>
  );
}

/** Block size, play or pause, step and pour again. */
function PourControls(p: {
  size: number;
  playing: boolean;
  locale: FigureProps['locale'];
  onSize: (v: (typeof SIZES)[number]) => void;
  onPlaying: (on: boolean) => void;
  onStep: () => void;
  onRestart: () => void;
}) {
  const m = messagesFor(POUR, p.locale);
  const c = messagesFor(COMMON, p.locale);
  const size = p.size;
  return (
    <div class="atlas-controls">
      <label>
        {m.size}
        <select value={String(size)} onChange={(e) => p.onSize((e.currentTarget as HTMLSelectElement).value as (typeof SIZES)[number])}>
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {s} × {s}
            </option>
          ))}
        </select>
      </label>
      <button type="button" class="atlas-button" aria-pressed={!p.playing} onClick={() => p.onPlaying(!p.playing)}>
        {p.playing ? c.pause : c.play}
      </button>
      <button type="button" class="atlas-button" onClick={p.onStep} disabled={p.playing}>
        {c.step(STEP_FRAMES)}
      </button>
      <button type="button" class="atlas-button" onClick={p.onRestart}>
        {m.pourAgain}
      </button>
    </div>
  );
}
