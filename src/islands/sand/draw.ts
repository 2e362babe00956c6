// Sand islands: colours and canvas drawing of a pixel world (ImageData scaled up without smoothing).

/** Board background and pixel colours, chosen to read on the same dark board in both site themes. */
export const BOARD_BG = '#14171c';
export const PALETTE = ['#14171c', '#e5484d', '#3e8ef7', '#46a758', '#f5d90a', '#9d5bd2', '#ececec'];
export const COLOUR_WORDS = ['empty', 'red', 'blue', 'green', 'yellow', 'purple', 'white'];

const rgb = PALETTE.map((hex) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)));

/**
 * Colour-blind mode: each colour also has a pattern, drawn on the board's pixel grid so a cluster of one colour shows one
 * texture wherever its pixels fall. Index as PALETTE (0 is empty and has none).
 */
export const PATTERN_WORDS = ['none', 'rising stripes', 'dots', 'flat stripes', 'crosses', 'upright stripes', 'falling stripes'];
/** True where a pixel at (x, y) of colour `colour` carries its pattern's mark. */
export function patternMark(colour: number, x: number, y: number): boolean {
  const m4 = (n: number) => ((n % 4) + 4) % 4;
  const m5 = (n: number) => ((n % 5) + 5) % 5;
  switch (colour) {
    case 1:
      return m4(x + y) === 0; // rising diagonal stripes
    case 2:
      return m4(x) >= 1 && m4(x) <= 2 && m4(y) >= 1 && m4(y) <= 2; // dots, 2 x 2 pixels
    case 3:
      return m4(y) === 0; // flat (horizontal) stripes
    case 4:
      return (m5(x) === 2 && m5(y) >= 1 && m5(y) <= 3) || (m5(y) === 2 && m5(x) >= 1 && m5(x) <= 3); // crosses
    case 5:
      return m4(x) === 0; // upright (vertical) stripes
    case 6:
      return m4(x - y) === 0; // falling diagonal stripes
    default:
      return false;
  }
}
/** How much of the colour a mark keeps (the rest is black): dark enough for 3:1 against the colour itself. */
export const MARK_KEEP = 0.3;
/** The mark colour of each palette colour (the colour darkened). */
export const MARK_PALETTE = rgb.map(
  (c) =>
    `#${c
      .map((v) =>
        Math.round(v * MARK_KEEP)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`,
);
const rgbMark = rgb.map((c) => c.map((v) => Math.round(v * MARK_KEEP)));

/** An SVG path (one unit per pixel) covering the marks of `colour` over a w x h patch whose top-left pixel is (x0, y0). */
export function patternPath(colour: number, w: number, h: number, x0 = 0, y0 = 0): string {
  const parts: string[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (patternMark(colour, x0 + x, y0 + y)) parts.push(`M${x} ${y}h1v1h-1z`);
  return parts.join('');
}

/** Optional per-pixel tint: 0 as is, 1 dimmed, 2 bright outline colour. */
export interface DrawOptions {
  scale: number;
  /** Per pixel: 0 normal, 1 dim, 2 highlight (white), 3 lit (the colour lightened), 4 gone (drawn as the background). */
  shade?: Uint8Array;
  grid?: number;
  /** Colour-blind mode: draw each colour's pattern over it. */
  patterns?: boolean;
  /** Board pixels per world pixel, for a world of logical cells (CELL): the pattern is drawn at board-pixel size. */
  patternCell?: number;
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
  const width = w.width;
  for (let i = 0; i < colours.length; i++) {
    const marked = o.patterns === true && !(o.patternCell && o.patternCell > 1) && patternMark(colours[i], i % width, Math.floor(i / width));
    const c = (marked ? rgbMark : rgb)[colours[i]] ?? rgb[0];
    const s = o.shade ? o.shade[i] : 0;
    const k = i * 4;
    if (s === 1 && colours[i] !== 0) {
      data[k] = c[0] * 0.35 + 20;
      data[k + 1] = c[1] * 0.35 + 20;
      data[k + 2] = c[2] * 0.35 + 20;
    } else if (s === 3 && colours[i] !== 0) {
      data[k] = c[0] + (255 - c[0]) * 0.6;
      data[k + 1] = c[1] + (255 - c[1]) * 0.6;
      data[k + 2] = c[2] + (255 - c[2]) * 0.6;
    } else if (s === 4) {
      data[k] = rgb[0][0];
      data[k + 1] = rgb[0][1];
      data[k + 2] = rgb[0][2];
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
  const sub = o.patternCell ?? 1;
  if (o.patterns && sub > 1) {
    // A world of cells: each cell gets the marks of the board pixels it stands for, drawn at their size.
    const px = o.scale / sub;
    for (let i = 0; i < colours.length; i++) {
      const colour = colours[i];
      if (colour === 0 || (o.shade && o.shade[i] === 2)) continue;
      ctx.fillStyle = MARK_PALETTE[colour];
      const cx = (i % width) * sub;
      const cy = Math.floor(i / width) * sub;
      for (let y = 0; y < sub; y++) for (let x = 0; x < sub; x++) if (patternMark(colour, cx + x, cy + y)) ctx.fillRect((cx + x) * px, (cy + y) * px, px, px);
    }
  }
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
