// Speed tables of every TGM3 mode, transcribed from seed 002 (002_096d099eb8365792.txt), section named on each table.

/** One step of a gravity table: from `from` on, gravity is `g` (in the table's unit). */
export interface GravityStep {
  from: number;
  g: number;
}

/** Delays in frames; `from`..`to` is the level (or speed level) range, `to` null = open-ended. */
export interface DelayRow {
  from: number;
  to: number | null;
  are: number;
  lineAre: number;
  das: number;
  lock: number;
  lineClear: number;
}

const d = (from: number, to: number | null, are: number, lineAre: number, das: number, lock: number, lineClear: number): DelayRow => ({
  from,
  to,
  are,
  lineAre,
  das,
  lock,
  lineClear,
});

/** Easy, internal gravity in 1/256 G (seed: Game modes, Easy, Speed timings). */
export const EASY_GRAVITY: GravityStep[] = [
  [0, 4], [8, 5], [19, 6], [35, 8], [40, 10], [50, 12], [60, 16], [70, 32], [80, 48], [90, 64],
  [101, 16], [112, 48], [121, 80], [132, 128], [144, 112], [156, 144], [167, 176], [177, 192], [200, 5120],
].map(([from, g]) => ({ from, g }));
/** Easy delays (seed: Easy, Speed timings). */
export const EASY_DELAYS: DelayRow[] = [d(0, 200, 48, 25, 14, 30, 40)];

/** Sakura, internal gravity in 1/256 G (seed: Sakura, Speed timings). */
export const SAKURA_GRAVITY: GravityStep[] = [
  [0, 4], [20, 32], [30, 64], [33, 96], [36, 128], [39, 160], [43, 192], [47, 224], [51, 256], [100, 512], [130, 768],
  [160, 1024], [250, 768], [300, 5120],
].map(([from, g]) => ({ from, g }));
/** Sakura delays (seed: Sakura, Speed timings). */
export const SAKURA_DELAYS: DelayRow[] = [d(0, 299, 25, 25, 14, 30, 40), d(300, null, 25, 25, 8, 30, 25)];

/** Master, internal gravity in 1/65536 G against the speed level (seed: Master, Speed timings). */
export const MASTER_GRAVITY: GravityStep[] = [
  [0, 1024], [30, 1536], [35, 2048], [40, 2560], [50, 3072], [60, 4096], [70, 8192], [80, 12288], [90, 16384], [100, 20480],
  [120, 24576], [140, 28672], [160, 32768], [170, 36864], [200, 1024], [220, 8192], [230, 16384], [233, 24576], [236, 32768],
  [239, 40960], [243, 49152], [247, 57344], [251, 65536], [300, 131072], [330, 196608], [360, 262144], [400, 327680],
  [420, 262144], [450, 196608], [500, 1310720],
].map(([from, g]) => ({ from, g }));
/** Master delays against the speed level, adjusted to what a player observes (seed: Master, Speed timings). */
export const MASTER_DELAYS: DelayRow[] = [
  d(0, 499, 27, 27, 16, 30, 40),
  d(500, 599, 27, 27, 10, 30, 25),
  d(600, 699, 27, 18, 10, 30, 16),
  d(700, 799, 18, 14, 10, 30, 12),
  d(800, 899, 14, 8, 10, 30, 6),
  d(900, 999, 14, 8, 8, 17, 6),
  d(1000, 1099, 8, 8, 8, 17, 6),
  d(1100, 1199, 7, 7, 8, 15, 6),
  d(1200, null, 6, 6, 8, 15, 6),
];

/** Shirase delays by level; gravity is always 20G (seed: Shirase, Speed timings). */
export const SHIRASE_DELAYS: DelayRow[] = [
  d(0, 99, 12, 8, 10, 18, 6),
  d(100, 199, 12, 7, 8, 18, 5),
  d(200, 299, 12, 6, 8, 17, 4),
  d(300, 499, 6, 6, 8, 15, 4),
  d(500, 599, 6, 5, 6, 13, 3),
  d(600, 1099, 6, 5, 6, 12, 3),
  d(1100, 1199, 6, 5, 6, 10, 3),
  d(1200, 1299, 6, 5, 6, 8, 3),
  d(1300, 1300, 6, 6, 6, 15, 6),
];

/** Kamui delays by level, internal values not adjusted; gravity 20G (seed: Unused Modes, Kamui, Speed Timings). */
export const KAMUI_DELAYS: DelayRow[] = [
  d(0, 100, 16, 12, 10, 30, 12),
  d(101, 199, 12, 6, 10, 26, 6),
  d(200, 200, 12, 6, 9, 26, 6),
  d(201, 299, 12, 6, 9, 22, 6),
  d(300, 300, 12, 6, 8, 22, 6),
  d(301, 399, 6, 6, 8, 18, 6),
  d(400, 400, 6, 6, 6, 18, 6),
  d(401, 499, 5, 5, 6, 15, 5),
  d(500, 500, 4, 4, 6, 15, 4),
];

/** 20G in each unit: 20 × 256 and 20 × 65536. */
export const G20_256 = 5120;
export const G20_65536 = 1310720;

/** Kill timer: at 15:00 in Easy and Master the game switches to Shirase 600-1099 speed (seed: Kill Timer). */
export const KILL_TIMER_FRAMES = 15 * 60 * 60;
