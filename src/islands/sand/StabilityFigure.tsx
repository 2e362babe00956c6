// Island: a clear under a layered heap, then one stability pass (the document's pitfall) against the repeated check.
import { useEffect, useRef, useState } from 'preact/hooks';
import { createSandWorld, floatingPixels, type RecheckMode, type SandWorld } from '~/engines/sand';
import { drawWorld } from './draw';
import { usePatternChoice } from './patterns-pref';
import { useFigureLoop } from './use-figure-loop';
import { useAutoplay } from './use-reduced-motion';
import './sand.css';
import { messagesFor } from '~/i18n/messages';
import type { FigureProps } from './props';
import { COMMON, STABILITY } from './figures.messages';

const W = 60; // literal-ok: figure grid width in cells, not the game field
const H = 44;
const SCALE = 4;
const BAND_TOP = 36;
const WAIT_FRAMES = 45;
/** Frames one press of "Step" advances (an island choice). */
const STEP_FRAMES = 10;

/** A red band on the floor, a blue band on it, a yellow heap on top, all settled; then the red band is removed. */
function scene(recheck: RecheckMode): SandWorld {
  const w = createSandWorld({ width: W, height: H, seed: 4, recheck });
  for (let y = BAND_TOP; y < H; y++) for (let x = 0; x < W; x++) w.set(x, y, 1);
  for (let y = 28; y < BAND_TOP; y++) for (let x = 0; x < W; x++) w.set(x, y, 2);
  for (let y = 8; y < 28; y++) for (let x = 18; x < 42; x++) w.set(x, y, 4);
  w.settle();
  return w;
}
function clearBand(w: SandWorld) {
  const idx: number[] = [];
  for (let i = 0; i < w.colours.length; i++) if (w.colours[i] === 1) idx.push(i);
  w.removeIndices(idx);
}
/** Pixels left floating once everything has come to rest. */
function outcome(recheck: RecheckMode): number {
  const w = scene(recheck);
  clearBand(w);
  w.settle();
  return floatingPixels(w);
}

const SIDES: { mode: RecheckMode; title: 'once' | 'repeat' }[] = [
  { mode: 'once', title: 'once' },
  { mode: 'repeat', title: 'repeat' },
];

export default function StabilityFigure({ locale }: FigureProps) {
  const m = messagesFor(STABILITY, locale);
  const c = messagesFor(COMMON, locale);
  const worlds = useRef<SandWorld[]>([]);
  const patterns = usePatternChoice();
  const timer = useRef(0);
  if (worlds.current.length === 0) worlds.current = SIDES.map((s) => scene(s.mode));
  const [playing, setPlaying, reduced] = useAutoplay();
  const [, setTick] = useState(0);
  const canvases = [useRef<HTMLCanvasElement>(null), useRef<HTMLCanvasElement>(null)];
  const paint = () =>
    worlds.current.forEach((w, k) => canvases[k].current && drawWorld(canvases[k].current as HTMLCanvasElement, w, { scale: SCALE, patterns }));

  const restart = () => {
    worlds.current = SIDES.map((s) => scene(s.mode));
    timer.current = 0;
    paint();
    setTick((t) => t + 1);
  };
  /** One frame; true when the picture changed (the band went or a pixel moved; a restart paints by itself). */
  const advance = () => {
    timer.current++;
    if (timer.current === WAIT_FRAMES) worlds.current.forEach(clearBand);
    if (timer.current <= WAIT_FRAMES) return timer.current === WAIT_FRAMES;
    const moving = worlds.current.map((w) => w.step()).some(Boolean);
    if (!moving && timer.current > WAIT_FRAMES + 240) restart();
    return moving;
  };
  const ref = useFigureLoop(() => {
    // Paint only when something changed: the boards at rest are not painted again every frame.
    if (advance()) paint();
    if (timer.current % 10 === 0) setTick((t) => t + 1);
  }, playing);
  const step = () => {
    for (let k = 0; k < STEP_FRAMES; k++) advance();
    paint();
    setTick((t) => t + 1);
  };
  useEffect(() => paint());

  const results = SIDES.map((s) => outcome(s.mode));
  const phase = timer.current < WAIT_FRAMES ? m.before : m.after(timer.current - WAIT_FRAMES);
  return (
    <section id="stability-figure" class="atlas-island sand-figure" aria-labelledby="stab-title" ref={ref}>
      <h3 id="stab-title">{m.title}</h3>
      <p data-testid="stab-result">
        {m.result1}
        <strong>{results[0]}</strong>
        {m.result2}
        <strong>{results[1]}</strong>
        {m.result3}
      </p>
      <div class="atlas-controls">
        <button type="button" class="atlas-button" aria-pressed={!playing} onClick={() => setPlaying(!playing)}>
          {playing ? c.pause : c.play}
        </button>
        <button type="button" class="atlas-button" onClick={step} disabled={playing}>
          {c.step(STEP_FRAMES)}
        </button>
        <button type="button" class="atlas-button" onClick={restart}>
          {c.again}
        </button>
        <span class="sand-stats" data-testid="stab-now">
          {m.now(phase)}
        </span>
      </div>
      {reduced && !playing && <p class="atlas-status">{c.reduced(STEP_FRAMES)}</p>}
      <div class="sand-row">
        {SIDES.map((s, k) => (
          <figure key={s.mode}>
            <canvas ref={canvases[k]} class="sand-canvas" width={W * SCALE} height={H * SCALE} role="img" aria-label={m.canvas(m[s.title])} />
            <figcaption>{m.caption(m[s.title], floatingPixels(worlds.current[k]))}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
