// Source table: the key physics parameters of seed 004 appendix H, against the engine (frame rule and a measured pile).
import { FRAMES_PER_SECOND, createSandWorld, pourBlock } from '~/engines/sand';
import type { SourceTableSpec } from '~/lib/source-table';

/** Largest distance any pixel moves in one frame, followed pixel by pixel (each pixel its own colour). */
function largestMovePerFrame(): number {
  const w = createSandWorld({ width: 12, height: 40, seed: 3 });
  let k = 1;
  for (let y = 0; y < 12; y++) for (let x = 2; x < 10; x++) w.set(x, y, k++);
  let most = 0;
  for (let f = 0; f < FRAMES_PER_SECOND; f++) {
    const before = new Map<number, number>();
    w.colours.forEach((c, i) => c && before.set(c, i));
    if (!w.step()) break;
    w.colours.forEach((c, i) => {
      if (!c) return;
      const j = before.get(c) as number;
      most = Math.max(most, Math.floor(i / w.width) - Math.floor(j / w.width));
    });
  }
  return most;
}

/** Share of pixels that take the left diagonal when both are free, over many seeds, written as the document writes it. */
function diagonalOdds(): string {
  let left = 0;
  const runs = 2000; // literal-ok: sample count of the measurement
  for (let seed = 1; seed <= runs; seed++) {
    const w = createSandWorld({ width: 3, height: 2, seed });
    w.set(1, 1, 1);
    w.settle();
    w.set(1, 0, 2);
    w.settle();
    if (w.get(0, 1) === 2) left++;
  }
  const pct = Math.round((100 * left) / runs / 10) * 10;
  return `${pct}/${100 - pct}`;
}

/** The order the engine updates in, read from the document's own test (§5.4.1): B moves one row, not two. */
function updateOrder(): string {
  const w = createSandWorld({ width: 1, height: 5 });
  w.set(0, 0, 1);
  w.set(0, 2, 2);
  w.step();
  return w.get(0, 3) === 2 ? '从下往上' : '从上往下';
}

/** Slope of a poured 20 x 20 pile's side, from its measured height and half-base (degrees, whole). */
function pileAngle(): string {
  const { pile } = pourBlock(20, { seed: 1 });
  const run = (pile.base - pile.top) / 2;
  return `~${Math.round((Math.atan2(pile.height, run) * 180) / Math.PI)}°`;
}

const PRINTED: [string, string][] = [
  ['更新频率 (update rate)', '60 FPS'],
  ['移动速度 (move speed)', '1像素块/帧'],
  ['更新顺序 (update order)', '从下往上'],
  ['随机方向 (random direction)', '50/50'],
  ['堆积角度 (pile angle)', '~45°'],
];

export const sandPhysics: SourceTableSpec = {
  id: 'sand/physics-parameters',
  ruleSet: 'sand',
  title: 'Physics quick reference',
  rowHeader: 'Parameter',
  source: { file: '004_ec98a6b5fccdea83.txt', section: '附录H 物理系统速查表 (关键参数)' },
  page: '/sand/falling/',
  printed: { columns: ['Value'], rows: PRINTED.map(([label, v]) => ({ label, cells: [v] })) },
  engine: () => {
    const values = [`${FRAMES_PER_SECOND} FPS`, `${largestMovePerFrame()}像素块/帧`, updateOrder(), diagonalOdds(), pileAngle()];
    return { columns: ['Value'], rows: PRINTED.map(([label], i) => ({ label, cells: [values[i]] })) };
  },
  known: [
    {
      row: '堆积角度 (pile angle)',
      reason: 'RULINGS.md (pile): the page shows the pile the engine makes, measured; its sides are flatter than 45° because pixels keep sliding off the edges.',
      engineMust: {
        rule: 'a measured angle flatter than the printed ~45°',
        holds: (e, row) => {
          const angle = (cell: unknown) => (typeof cell === 'string' ? Number(/^~(\d+)°$/.exec(cell)?.[1] ?? NaN) : NaN);
          return angle(e) > 0 && angle(e) < angle(row('Value'));
        },
      },
    },
  ],
};
