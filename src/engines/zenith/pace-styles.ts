// Pace styles (issue 31 item 2): the same APM played as quads, as T-spin doubles or as a surge cycle, with every clear
// tied to the attack it makes, beside the even spread of pace.ts (attacks and clears as two independent streams).
import { clearAttack } from './attack';
import { MAX_CLIMB_FRAMES, type ClimbEvent, type FrameBuckets } from './climb';
import { FRAMES_PER_MINUTE, MAX_EVENTS_PER_MINUTE, paceBuckets, type Pace } from './pace';
import { finite, whole } from './validate';

/** 'even': attacks and 2-line clears as two separate even streams (pace.ts); the others tie each clear to its attack. */
export const PACE_STYLES = ['even', 'quad', 'tspin', 'surge'] as const;
export type PaceStyle = (typeof PACE_STYLES)[number];

/** One clear of a style's cycle and the attack it makes. */
export interface StyleClear {
  lines: number;
  spin: boolean;
  attack: number;
}

/**
 * T-spin doubles chained before the surge style breaks B2B with a plain double. Our choice (the write-up gives no
 * typical chain): 12 specials, so the break releases a surge of 8 (seed 000 蓄力攻击: B2B − 3, B2B = 11).
 */
export const SURGE_CHAIN = 12;

/** A clear continuing a long B2B chain (streak before it well past 2), so the +1 B2B bonus applies (seed 000 攻击、全旋、B2B). */
const IN_CHAIN = 2;

/**
 * The repeating clears of a style, each with its attack from the attack engine (no mods: the APM is the stream's own):
 * quad: a quad in B2B (4 + 1); tspin: a T-spin double in B2B (2 × 2 + 1); surge: SURGE_CHAIN T-spin doubles from a fresh
 * chain, then a plain double that breaks it (1 + surge). 'even' has no cycle (its clears are not tied to attacks).
 * @source our own pace styles (issue 31); attack from seed 000's attack rules
 */
export function styleCycle(style: PaceStyle): StyleClear[] {
  if (style === 'quad') return [{ lines: 4, spin: false, attack: clearAttack({ lines: 4, spin: 'none', streak: IN_CHAIN }).total }];
  if (style === 'tspin') return [{ lines: 2, spin: true, attack: clearAttack({ lines: 2, spin: 'tspin', streak: IN_CHAIN }).total }];
  if (style !== 'surge') return [];
  const out: StyleClear[] = [];
  let streak = 0;
  for (let i = 0; i <= SURGE_CHAIN; i++) {
    const breaker = i === SURGE_CHAIN;
    const a = clearAttack({ lines: 2, spin: breaker ? 'none' : 'tspin', streak });
    out.push({ lines: 2, spin: !breaker, attack: a.total });
    streak = a.streak;
  }
  return out;
}

/**
 * Attack lines per clear, averaged over the style's cycle.
 * @source our own pace styles (issue 31); attack from seed 000's attack rules
 */
export function attackPerClear(style: PaceStyle): number {
  const c = styleCycle(style);
  return c.length ? c.reduce((s, x) => s + x.attack, 0) / c.length : 0;
}

/** A pace with a style; clearLinesPerMin is used only by 'even' (the other styles clear exactly what their attack needs). */
export type StyledPace = Pace & { style?: PaceStyle };

/**
 * Frame buckets of a styled pace. 'even' is paceBuckets. Otherwise the style's clears come evenly, apm / attackPerClear
 * of them a minute; on a clear's frame its attack (a send or a cancel, the cancelled share tracking cancelShare) comes
 * first, then the clear itself, then any KO (kosPerMin, its own even stream). `phase` starts the clears that fraction of
 * one clear earlier (the planner's sensitivity check).
 * @source our own pace styles (issue 31), fed to the reference Loop of seed 000
 */
export function styledBuckets(p: StyledPace, frames: number): FrameBuckets {
  const style = p.style ?? 'even';
  if (style === 'even') return paceBuckets(p, frames);
  if (!PACE_STYLES.includes(style)) throw new RangeError(`style must be one of ${PACE_STYLES.join(', ')}, got ${String(style)}`);
  whole('frames', frames, 0, MAX_CLIMB_FRAMES);
  const cycle = styleCycle(style);
  const perClear = attackPerClear(style);
  finite('apm', p.apm, 0, MAX_EVENTS_PER_MINUTE * perClear); // at most one clear a frame
  finite('kosPerMin', p.kosPerMin, 0, MAX_EVENTS_PER_MINUTE);
  const share = finite('cancelShare', p.cancelShare, 0, 1);
  const phase = finite('phase', p.phase ?? 0, 0, 0.999);
  const every = (perMin: number) => (perMin > 0 ? FRAMES_PER_MINUTE / perMin : Infinity);
  const clr = every(p.apm / perClear);
  const ko = every(p.kosPerMin);
  const kill: ClimbEvent = { frame: 0, type: 'kill' };
  // Shared event objects, one set per clear of the cycle (the loop reads no event's frame; styledEvents sets it).
  const sends = cycle.map((x): ClimbEvent => ({ frame: 0, type: 'send', lines: x.attack }));
  const cancels = cycle.map((x): ClimbEvent => ({ frame: 0, type: 'cancel', lines: x.attack }));
  const clears = cycle.map((x): ClimbEvent => ({ frame: 0, type: 'clear', lines: x.lines, spin: x.spin }));
  const events: ClimbEvent[] = [];
  const at: number[] = [];
  let attacks = 0;
  let cancelled = 0;
  let i = 0;
  let c = clr * (1 - phase);
  let k = ko;
  for (;;) {
    const f = Math.floor(Math.min(c, k));
    if (!(f < frames)) break;
    for (; Math.floor(c) === f; c += clr, i++) {
      const j = i % cycle.length;
      if (cycle[j].attack > 0) {
        attacks++;
        const isCancel = cancelled + 1 <= share * attacks + 1e-9; // as paceBuckets: the cancelled share tracks cancelShare
        if (isCancel) cancelled++;
        events.push(isCancel ? cancels[j] : sends[j]);
        at.push(f);
      }
      events.push(clears[j]);
      at.push(f);
    }
    for (; Math.floor(k) === f; k += ko) {
      events.push(kill);
      at.push(f);
    }
  }
  return { events, at: Int32Array.from(at) };
}

/**
 * The styled pace as a list of events (for the simulator's figures and the tests).
 * @source our own pace styles (issue 31), fed to the reference Loop of seed 000
 */
export function styledEvents(p: StyledPace, frames: number): ClimbEvent[] {
  const b = styledBuckets(p, frames);
  return b.events.map((e, j) => ({ ...e, frame: b.at[j] }));
}
