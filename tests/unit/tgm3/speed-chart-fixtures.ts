// Easy's gravity table as seed 002 prints it ("Easy, Speed timings": level, internal gravity in 1/256 G), typed from
// the seed for the speed-chart test, apart from the engine's own transcription.
export const EASY_GRAVITY_FOR_TEST: [number, number][] = [
  [0, 4],
  [8, 5],
  [19, 6],
  [35, 8],
  [40, 10],
  [50, 12],
  [60, 16],
  [70, 32],
  [80, 48],
  [90, 64],
  [101, 16],
  [112, 48],
  [121, 80],
  [132, 128],
  [144, 112],
  [156, 144],
  [167, 176],
  [177, 192],
  [200, 5120],
];
