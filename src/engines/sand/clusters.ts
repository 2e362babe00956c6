// Sand blocks clusters: breadth-first search over the pixel grid (seed 004 §8.2), with typed-array queue and labels.
import { CELL } from './constants';
import type { SandWorld } from './world';

export interface Cluster {
  colour: number;
  /** Pixels in the cluster. */
  pixels: number;
  touchesLeft: boolean;
  touchesRight: boolean;
}

export interface ClusterMap {
  /** For every pixel, its cluster's index into `clusters` (-1 for empty cells). */
  labels: Int32Array;
  clusters: Cluster[];
}

/**
 * Labels every same-colour connected group of pixels (§8.2.1). Neighbours are the 4 sides (§2.3 "上下左右, 不包括对角"),
 * or also the 4 diagonals when the world uses 8-connectivity (RULINGS.md variant).
 */
export function labelClusters(w: Pick<SandWorld, 'width' | 'height' | 'colours' | 'connectivity'>): ClusterMap {
  const { width, height, colours } = w;
  const n = width * height;
  const labels = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  const clusters: Cluster[] = [];
  const eight = w.connectivity === 8;
  for (let start = 0; start < n; start++) {
    const colour = colours[start];
    if (colour === 0 || labels[start] !== -1) continue;
    const id = clusters.length;
    const c: Cluster = { colour, pixels: 0, touchesLeft: false, touchesRight: false };
    clusters.push(c);
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    labels[start] = id;
    while (head < tail) {
      const i = queue[head++];
      const y = (i / width) | 0;
      const x = i - y * width;
      c.pixels++;
      // Wall contact is judged in pixels: x = 0 and x = width - 1 (§8.2.2).
      if (x === 0) c.touchesLeft = true;
      if (x === width - 1) c.touchesRight = true;
      const l = x > 0;
      const r = x < width - 1;
      const u = y > 0;
      const d = y < height - 1;
      if (l && colours[i - 1] === colour && labels[i - 1] === -1) {
        labels[i - 1] = id;
        queue[tail++] = i - 1;
      }
      if (r && colours[i + 1] === colour && labels[i + 1] === -1) {
        labels[i + 1] = id;
        queue[tail++] = i + 1;
      }
      if (u && colours[i - width] === colour && labels[i - width] === -1) {
        labels[i - width] = id;
        queue[tail++] = i - width;
      }
      if (d && colours[i + width] === colour && labels[i + width] === -1) {
        labels[i + width] = id;
        queue[tail++] = i + width;
      }
      if (eight) {
        const ul = i - width - 1;
        const ur = i - width + 1;
        const dl = i + width - 1;
        const dr = i + width + 1;
        if (u && l && colours[ul] === colour && labels[ul] === -1) {
          labels[ul] = id;
          queue[tail++] = ul;
        }
        if (u && r && colours[ur] === colour && labels[ur] === -1) {
          labels[ur] = id;
          queue[tail++] = ur;
        }
        if (d && l && colours[dl] === colour && labels[dl] === -1) {
          labels[dl] = id;
          queue[tail++] = dl;
        }
        if (d && r && colours[dr] === colour && labels[dr] === -1) {
          labels[dr] = id;
          queue[tail++] = dr;
        }
      }
    }
  }
  return { labels, clusters };
}

/**
 * Clusters that touch both the left wall (x = 0) and the right wall (x = width - 1): the ones that clear (§8.2.2).
 * @source seed 004 §8.2.2 (a cluster clears when it touches both walls)
 */
export function findSpanningClusters(w: SandWorld): { colour: number; pixels: number }[] {
  return labelClusters(w)
    .clusters.filter((c) => c.touchesLeft && c.touchesRight)
    .map((c) => ({ colour: c.colour, pixels: c.pixels }));
}

/** The grid with every unstable pixel left out (the per-group check searches only settled sand, §10.3). */
function stableOnly(w: SandWorld): Pick<SandWorld, 'width' | 'height' | 'colours' | 'connectivity'> {
  const colours = new Uint8Array(w.colours);
  if (w.activeCount() > 0) for (let i = 0; i < colours.length; i++) if (colours[i] !== 0 && !w.isStable(i % w.width, (i / w.width) | 0)) colours[i] = 0;
  return { width: w.width, height: w.height, connectivity: w.connectivity, colours };
}

/**
 * The pixel indices of every spanning cluster, grouped per cluster: the very pixels the search found (§8.2.3).
 * `stable`: search only the stable pixels.
 * @source seed 004 §8.2.3
 */
export function spanningClusterPixels(w: SandWorld, stable = false): { colour: number; indices: Int32Array }[] {
  const { labels, clusters } = labelClusters(stable ? stableOnly(w) : w);
  const spanning = clusters.map((c) => c.touchesLeft && c.touchesRight);
  const out: { colour: number; indices: Int32Array; fill: number }[] = [];
  const slot = new Int32Array(clusters.length).fill(-1);
  clusters.forEach((c, k) => {
    if (spanning[k]) {
      slot[k] = out.length;
      out.push({ colour: c.colour, indices: new Int32Array(c.pixels), fill: 0 });
    }
  });
  if (out.length === 0) return [];
  for (let i = 0; i < labels.length; i++) {
    const k = labels[i];
    if (k >= 0 && slot[k] >= 0) {
      const o = out[slot[k]];
      o.indices[o.fill++] = i;
    }
  }
  return out.map(({ colour, indices }) => ({ colour, indices }));
}

/**
 * The document's pitfall 1 (appendix D): the same search on the 12 x 22 logical grid. A logical cell counts as one
 * colour when that colour fills at least `minShare` (default half) of its pixels (no ruling: our reading of "buildLogicalGrid", stated on the page).
 */
export function logicalGrid(w: SandWorld, cell = CELL, minShare = 0.5): { width: number; height: number; colours: Uint8Array } {
  const gw = Math.floor(w.width / cell);
  const gh = Math.floor(w.height / cell);
  const out = new Uint8Array(gw * gh);
  const counts = new Int32Array(256);
  for (let cy = 0; cy < gh; cy++) {
    for (let cx = 0; cx < gw; cx++) {
      counts.fill(0);
      for (let py = 0; py < cell; py++) for (let px = 0; px < cell; px++) counts[w.colours[(cy * cell + py) * w.width + cx * cell + px]]++;
      let best = 0;
      let bestCount = 0;
      for (let c = 1; c < 256; c++) {
        if (counts[c] > bestCount) {
          best = c;
          bestCount = counts[c];
        }
      }
      out[cy * gw + cx] = bestCount > 0 && bestCount >= minShare * cell * cell ? best : 0;
    }
  }
  return { width: gw, height: gh, colours: out };
}

/**
 * Spanning clusters found on the logical grid (pitfall 1): sizes in cells.
 * @source seed 004 §8.2, on the logical grid (its pitfall 1), for comparison with the pixel rule
 */
export function findSpanningClustersOnLogicalGrid(w: SandWorld, cell = CELL, minShare = 0.5): { colour: number; cells: number }[] {
  const g = logicalGrid(w, cell, minShare);
  const fake = { width: g.width, height: g.height, colours: g.colours, connectivity: 4 } as unknown as SandWorld;
  return labelClusters(fake)
    .clusters.filter((c) => c.touchesLeft && c.touchesRight)
    .map((c) => ({ colour: c.colour, cells: c.pixels }));
}
