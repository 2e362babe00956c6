// Sand islands: colours and canvas drawing of a pixel world (ImageData scaled up without smoothing).

/** Board background and pixel colours, chosen to read on the same dark board in both site themes. */
export const BOARD_BG = '#14171c';
export const PALETTE = ['#14171c', '#e5484d', '#3e8ef7', '#46a758', '#f5d90a', '#9d5bd2', '#ececec'];
export const COLOUR_WORDS = ['empty', 'red', 'blue', 'green', 'yellow', 'purple', 'white'];

const rgb = PALETTE.map((hex) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)));

/** Optional per-pixel tint: 0 as is, 1 dimmed, 2 bright outline colour. */
export interface DrawOptions {
  scale: number;
  /** Per pixel: 0 normal, 1 dim, 2 highlight (white). */
  shade?: Uint8Array;
  grid?: number;
}

const buffers = new WeakMap<HTMLCanvasElement, { off: HTMLCanvasElement; img: ImageData }>();

export function drawWorld(canvas: HTMLCanvasElement, w: { width: number; height: number; colours: Uint8Array }, o: DrawOptions): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  let buf = buffers.get(canvas);
  if (!buf || buf.img.width !== w.width || buf.img.height !== w.height) {
    const off = document.createElement('canvas');
    off.width = w.width;
    off.height = w.height;
    buf = { off, img: new ImageData(w.width, w.height) };
    buffers.set(canvas, buf);
  }
  const data = buf.img.data;
  const { colours } = w;
  for (let i = 0; i < colours.length; i++) {
    const c = rgb[colours[i]] ?? rgb[0];
    const s = o.shade ? o.shade[i] : 0;
    const k = i * 4;
    if (s === 1 && colours[i] !== 0) {
      data[k] = c[0] * 0.35 + 20;
      data[k + 1] = c[1] * 0.35 + 20;
      data[k + 2] = c[2] * 0.35 + 20;
    } else if (s === 2) {
      data[k] = 255;
      data[k + 1] = 255;
      data[k + 2] = 255;
    } else {
      data[k] = c[0];
      data[k + 1] = c[1];
      data[k + 2] = c[2];
    }
    data[k + 3] = 255;
  }
  const octx = buf.off.getContext('2d');
  if (!octx) return;
  octx.putImageData(buf.img, 0, 0);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(buf.off, 0, 0, w.width * o.scale, w.height * o.scale);
  if (o.grid) {
    ctx.strokeStyle = 'rgba(255,255,255,0.18)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = 0; x <= w.width; x += o.grid) {
      ctx.moveTo(x * o.scale + 0.5, 0);
      ctx.lineTo(x * o.scale + 0.5, w.height * o.scale);
    }
    for (let y = 0; y <= w.height; y += o.grid) {
      ctx.moveTo(0, y * o.scale + 0.5);
      ctx.lineTo(w.width * o.scale, y * o.scale + 0.5);
    }
    ctx.stroke();
  }
}

/** Calls `frame` on every animation frame while `running`; stops when it returns false. */
export function startLoop(frame: (now: number) => boolean | void): () => void {
  let id = 0;
  let stopped = false;
  const tick = (now: number) => {
    if (stopped) return;
    if (frame(now) === false) return;
    id = requestAnimationFrame(tick);
  };
  id = requestAnimationFrame(tick);
  return () => {
    stopped = true;
    cancelAnimationFrame(id);
  };
}
