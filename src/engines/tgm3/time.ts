// Frame counts as the game's clock: 60 frames per second, shown m:ss:cc (seed 002 writes torikans as "2:28:00").

export const FPS = 60;

/** Frames → "m:ss:cc" (centiseconds rounded), e.g. 8880 → "2:28:00". */
export function clock(frames: number): string {
  const cs = Math.round((frames * 100) / FPS);
  const m = Math.floor(cs / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${m}:${String(s).padStart(2, '0')}:${String(cs % 100).padStart(2, '0')}`;
}

/** Frames → seconds with two decimals, for prose. */
export function seconds(frames: number): string {
  return (frames / FPS).toFixed(2);
}
