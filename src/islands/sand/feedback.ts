// The sand game's feedback layer (seed 004 §12.2-12.4; RULINGS.md, Sand: feedback is part of the game), as a pure model:
// score pop-ups, "Chain ×2!" banners, a counting total, the shake of a refused drop, the mid-chain notice, and the
// particles of a clear. Time is handed in (milliseconds); nothing here touches the DOM. With reduced motion the rules are
// the same and every effect is an instant state: the total jumps, nothing moves, no particles.
import type { ClearEvent } from '~/engines/sand';

/** How long the cluster is highlighted before its particles fly (§12.2: 0.2 s). */
export const HIGHLIGHT_MS = 200;
/** How long a score pop-up stays (§12.3: it fades out). */
export const POPUP_MS = 1200;
/** How long a "Chain ×N!" banner stays. */
export const BANNER_MS = 1500;
/** How long a refused drop shakes its slot (§12.2). */
export const SHAKE_MS = 400;
/** How long the counting total takes to reach a new score (§12.2: 总分累加动画). */
export const COUNT_MS = 600;
/** How long the mid-chain notice stays (issue 26, defect 3: the game says where a late piece changes the count). */
export const NOTICE_MS = 3500;
/** How long a particle flies before it has faded (§12.2: the clear lasts 1 s, the first 0.2 s of it lit). */
export const PARTICLE_MS = 800;
/** Most particles one clear throws (a sample of its pixels). */
export const MAX_PARTICLES = 160;

export interface Popup {
  id: number;
  points: number;
  chain: number;
  /** The cluster held pixels of a piece placed during the chain: its own count (RULINGS.md, Sand). */
  late: boolean;
  /** Where it appears, as fractions of the board's width and height (the cluster's middle). */
  x: number;
  y: number;
  born: number;
}

export interface Banner {
  id: number;
  chain: number;
  born: number;
}

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  colour: number;
  born: number;
}

export interface Feedback {
  reduced: boolean;
  /** The total shown, counting up to `target`. */
  from: number;
  target: number;
  countStart: number;
  popups: Popup[];
  banners: Banner[];
  particles: Particle[];
  shake: { slot: number; born: number } | null;
  notice: { born: number } | null;
  nextId: number;
}

export function createFeedback(score: number, reduced = false): Feedback {
  return { reduced, from: score, target: score, countStart: 0, popups: [], banners: [], particles: [], shake: null, notice: null, nextId: 1 };
}

/** The total to show at `now`: counts from the old score to the new one over COUNT_MS (at once with reduced motion). */
export function shownScore(f: Feedback, now: number): number {
  if (f.reduced || now >= f.countStart + COUNT_MS) return f.target;
  const t = Math.max(0, (now - f.countStart) / COUNT_MS);
  return Math.round(f.from + (f.target - f.from) * t);
}

/** A cluster's pixels as the board holds them (width of the pixel board, and the pixel indices). */
export interface ClusterPixels {
  colour: number;
  indices: ArrayLike<number>;
}

/** Where a cluster sits, as fractions of the board: the mean of its pixels. */
export function clusterMiddle(c: ClusterPixels, width: number, height: number): { x: number; y: number } {
  let sx = 0;
  let sy = 0;
  const n = Math.max(1, c.indices.length);
  for (let k = 0; k < c.indices.length; k++) {
    sx += c.indices[k] % width;
    sy += Math.floor(c.indices[k] / width);
  }
  return { x: sx / n / width, y: sy / n / height };
}

/**
 * A clear step of the engine: its events (one per cluster, same order as the clusters) add pop-ups, a banner when the
 * step's chain index is 2 or more, particles (not with reduced motion), and start the count to the new score.
 */
export function onClears(
  f: Feedback,
  events: readonly ClearEvent[],
  clusters: readonly ClusterPixels[],
  board: { width: number; height: number },
  score: number,
  now: number,
  seed = 1,
): Feedback {
  if (events.length === 0) return f;
  let id = f.nextId;
  const popups = events.map((e, k) => ({
    id: id++,
    points: e.points,
    chain: e.chain,
    late: e.late,
    ...clusterMiddle(clusters[k] ?? { colour: 0, indices: [] }, board.width, board.height),
    born: now,
  }));
  const top = Math.max(...events.map((e) => e.chain));
  const banners = top >= 2 ? [...f.banners, { id: id++, chain: top, born: now }] : f.banners;
  const particles = f.reduced ? [] : [...f.particles, ...throwParticles(clusters, board.width, now, seed)];
  return { ...f, from: shownScore(f, now), target: score, countStart: now, popups: [...f.popups, ...popups], banners, particles, nextId: id };
}

/** A sample of a clear's pixels, each thrown up and sideways (§12.2: 像素块炸开、飞散、淡出), from a small seeded hash. */
export function throwParticles(clusters: readonly ClusterPixels[], width: number, now: number, seed = 1): Particle[] {
  const total = clusters.reduce((s, c) => s + c.indices.length, 0);
  const every = Math.max(1, Math.ceil(total / MAX_PARTICLES));
  const out: Particle[] = [];
  let h = seed >>> 0 || 1;
  const rand = () => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    return (h >>> 0) / 4294967296;
  };
  for (const c of clusters)
    for (let k = 0; k < c.indices.length; k += every) {
      const i = c.indices[k];
      out.push({ x: i % width, y: Math.floor(i / width), vx: (rand() - 0.5) * 90, vy: -40 - rand() * 80, colour: c.colour, born: now + HIGHLIGHT_MS });
    }
  return out;
}

/** A particle's place (board pixels) and opacity at `now`; null before it is thrown or after it has faded. */
export function particleAt(p: Particle, now: number, lifeMs: number): { x: number; y: number; alpha: number } | null {
  const t = (now - p.born) / 1000; // literal-ok: milliseconds per second
  if (t < 0 || now - p.born >= lifeMs) return null;
  // Thrown, then pulled down (board pixels per second squared).
  return { x: p.x + p.vx * t, y: p.y + p.vy * t + 0.5 * 240 * t * t, alpha: 1 - (now - p.born) / lifeMs };
}

/** A drop refused: the slot shakes and the piece goes back (§12.2 放置失败: 方块震动动画). */
export function onRefused(f: Feedback, slot: number, now: number): Feedback {
  return { ...f, shake: { slot, born: now } };
}

/** A piece placed while a chain runs: the game says that its clears count on their own and the chain waits for it. */
export function onMidChainDrop(f: Feedback, now: number): Feedback {
  return { ...f, notice: { born: now } };
}

/** Drops what has ended by `now` (pop-ups, banners, particles, shake, notice); returns the same object when nothing did. */
export function expire(f: Feedback, now: number, particleLifeMs: number): Feedback {
  const popups = f.popups.filter((p) => now - p.born < POPUP_MS);
  const banners = f.banners.filter((b) => now - b.born < BANNER_MS);
  const particles = f.particles.filter((p) => now - p.born < particleLifeMs);
  const shake = f.shake && now - f.shake.born < SHAKE_MS ? f.shake : null;
  const notice = f.notice && now - f.notice.born < NOTICE_MS ? f.notice : null;
  const same =
    popups.length === f.popups.length &&
    banners.length === f.banners.length &&
    particles.length === f.particles.length &&
    shake === f.shake &&
    notice === f.notice;
  return same ? f : { ...f, popups, banners, particles, shake, notice };
}

/** True while anything is still moving or counting (the view keeps repainting until then). */
export function busy(f: Feedback, now: number): boolean {
  return shownScore(f, now) !== f.target || f.popups.length + f.banners.length + f.particles.length > 0 || f.shake !== null || f.notice !== null;
}
