// The planner's gap and sensitivity as plain data for the view (issue 31 item 2): which paces below the answer arrive
// anyway, which arrive late, what one APM is worth, and the answer under shifted attack streams. No DOM.
import { type PlanAnswer } from '~/engines/zenith';

/** The frame a player's split shows for an arrival: the frame after the one whose tick reached the target (the loop reads
 * the floor from the altitude at the start of a frame), so the answer and the split table give one time for one event. */
export const splitFrameOf = (frame: number) => frame + 1;

export interface GapView {
  lone: { apm: number; frame: number }[];
  late: { apm: number; frame: number | null }[];
  secondsPerApm: number;
  /** Lowest and highest answer over the unshifted stream and the shifted ones. */
  range: [number, number];
  shifted: { phase: number; apm: number | null }[];
}

export function gapView(p: PlanAnswer): GapView {
  const all = [p.apm, ...p.phaseAnswers.flatMap((x) => (x.apm === null ? [] : [x.apm]))];
  return {
    lone: p.loneArrivals.map((x) => ({ apm: x.apm, frame: splitFrameOf(x.frame) })),
    late: p.late.map((x) => ({ apm: x.apm, frame: x.frame === null ? null : splitFrameOf(x.frame) })),
    secondsPerApm: p.secondsPerApm,
    range: [Math.min(...all), Math.max(...all)],
    shifted: p.phaseAnswers,
  };
}
