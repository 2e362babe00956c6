// The All-Spin penalty-row worked example on the mods page: a repeated T-spin double on floor 3, then alternating clears
// until the row turns into garbage, every step from the engine (stepAllSpinPenalty).
import { allSpinPenaltyTimeline, clearLabel, type ClearInput, type PenaltyStep } from '~/engines/zenith';
import { createRng } from '~/lib/rng';

export const EXAMPLE_FLOOR = 3; // literal-ok: the example's floor, a choice
/** The generator's seed for the number's column (any seed: the column is random in the game). */
export const EXAMPLE_SEED = 31; // literal-ok: a seed, not a game number

type Lock = Pick<ClearInput, 'lines' | 'spin' | 'piece'>;
const TSD: Lock = { lines: 2, spin: 'tspin', piece: 'T' };
const QUAD: Lock = { lines: 4, spin: 'none' };

/** T-spin double twice (the repeat), then quad and T-spin double in turn until the row has turned. */
export const EXAMPLE_LOCKS: Lock[] = [TSD, TSD, QUAD, TSD, QUAD, TSD, QUAD, TSD, QUAD, TSD];

export interface ExampleRow {
  n: number;
  lock: Lock;
  text: string;
  step: PenaltyStep;
}

export function allSpinExampleRows(): ExampleRow[] {
  const steps = allSpinPenaltyTimeline(
    EXAMPLE_LOCKS.map((l) => ({ ...l, floor: EXAMPLE_FLOOR })),
    { mods: ['allspin'], rng: createRng(EXAMPLE_SEED) },
  );
  return steps.map((step, i) => ({ n: i + 1, lock: EXAMPLE_LOCKS[i], text: clearLabel(EXAMPLE_LOCKS[i], ['allspin']) ?? '', step }));
}

const ZH_LINES = ['', '消一', '消二', '消三', '消四'];
/** The clear's name in Chinese, as the site's attack page writes it (T旋消二, 消四). */
export function zhClearName(l: Lock): string {
  const lines = ZH_LINES[l.lines] ?? '';
  if (l.spin === 'none') return lines;
  return `${l.piece ?? 'T'}旋${l.spin === 'mini' ? '迷你' : ''}${lines}`;
}
