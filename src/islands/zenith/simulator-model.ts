// The climb simulator's model (ClimbSimulator.tsx): its URL values as a run's input, and what its summary and its
// minute table read from the run. Pure: no DOM, no Preact.
import { normalizeMods, type ClientVersion, type Mod } from '~/engines/zenith';
import type { ClimbRun, RunInput } from './climb-model';

/** The simulator's slider values as the URL keeps them (the cancelled share in percent). */
export interface SimulatorValues {
  csApm: number;
  csCancel: number;
  csClears: number;
  csKos: number;
  csMin: number;
  csSpike: number;
  csMods: readonly string[];
  csVer: ClientVersion;
}

const PERCENT = 100;

/** The run the sliders ask for: the cancelled share from percent to 0..1, the mods as the engine normalises them. */
export function simulatorInput(v: SimulatorValues): RunInput & { mods: Mod[]; version: ClientVersion } {
  return {
    apm: v.csApm,
    cancelShare: v.csCancel / PERCENT,
    clearLinesPerMin: v.csClears,
    kosPerMin: v.csKos,
    minutes: v.csMin,
    spike: v.csSpike,
    mods: normalizeMods(v.csMods as Mod[]),
    version: v.csVer,
  };
}

/** Promotions that came with a protection shortened by fatigue: frames where fatigue rose to 2 or more. */
export function shortProtections(run: Pick<ClimbRun, 'samples'>): number {
  const s = run.samples;
  let count = 0;
  for (let i = 1; i < s.length; i++) if (s[i].promotionFatigue >= 2 && s[i - 1].promotionFatigue < s[i].promotionFatigue) count++;
  return count;
}

/** One row of the minute table: the run's state at the end of the minute and what the minute's events sent. */
export interface MinuteRow {
  minute: number;
  altitude: number;
  floor: number;
  rank: number;
  sent: number;
  cancelled: number;
  cleared: number;
  kos: number;
}

/** The minute table: each minute's last frame (the run's last frame for a short last minute) and its events. */
export function minuteRows(run: Pick<ClimbRun, 'samples' | 'frames' | 'perMinute'>): MinuteRow[] {
  const minutes = run.perMinute.length;
  return run.perMinute.map((m) => {
    const s = run.samples[Math.min(run.samples.length - 1, Math.round(((m.minute + 1) * run.frames) / minutes) - 1)];
    return {
      minute: m.minute,
      altitude: s.altitude,
      floor: s.floor,
      rank: s.rank,
      sent: m.sentLines,
      cancelled: m.cancelledLines,
      cleared: m.clearedLines,
      kos: m.kos,
    };
  });
}
