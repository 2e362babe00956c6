// Current client (zenith-current readme.md and reference-code.js at commit 34db990, 2026-03-12) beside the seed's
// 2025-01-19 loop: every function takes `version` (default '2025-01', RULINGS.md Zenith). List of changes: versions.ts.
// Topic: the windup queue (readme §多段攻击; reference-code.js ExplodeAttack).
import { FPS } from './frames';
import { whole } from './validate';
import { versionArg, type ClientVersion } from './versions';
import { windupCountdownFrames } from './windup';

/** Latest frame a windup may arrive: an hour of play, beyond any run. */
export const MAX_WINDUP_FRAME = 60 * 60 * FPS;

/**
 * When each windup starts (current client): a windup arriving while another runs waits until `windupwaituntil`, which
 * then grows by its own countdown (reference-code.js ExplodeAttack, commits 8cc8675/fc33490). In the seed nothing waits.
 */
export function windupSchedule(windups: readonly { frame: number; segments: number }[], version?: ClientVersion): { start: number; until: number }[] {
  const v = versionArg('version', version);
  let waitUntil = -Infinity;
  return windups.map((w, i) => {
    whole(`windups[${i}].frame`, w.frame, 0, MAX_WINDUP_FRAME);
    const countdown = windupCountdownFrames(w.segments);
    if (v === '2025-01') return { start: w.frame, until: w.frame + countdown };
    if (waitUntil > w.frame) {
      const start = waitUntil;
      waitUntil += countdown;
      return { start, until: waitUntil };
    }
    waitUntil = w.frame + countdown;
    return { start: w.frame, until: waitUntil };
  });
}
