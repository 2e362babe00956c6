// The moments of a simulated match worth jumping to: the first of each kind of event a reader asks to see (our tool;
// the events are the match engine's, seed 003).
import type { GameEvent } from './match';
import { LAST_ZONE_ROUND } from './map';

export type HighlightKind = 'attack' | 'kill' | 'trap' | 'trap-off' | 'zone-death' | 'key-drop' | 'overtime' | 'escape';

export const HIGHLIGHT_NAMES: Record<HighlightKind, string> = {
  attack: 'first attack',
  kill: 'first kill',
  trap: 'first trap laid',
  'trap-off': 'first trap set off',
  'zone-death': 'first death in a failing zone',
  'key-drop': 'first key drop picked up',
  overtime: 'first event in overtime',
  escape: 'first escape',
};

/**
 * What kind of highlight an event is, if any (a kill is a death caused by another player).
 * @source our own choice of moments worth showing; the events are those of seed 003
 */
export function highlightOf(e: GameEvent): HighlightKind | null {
  if (e.kind === 'end') return null;
  if (e.kind === 'attack') return 'attack';
  if (e.kind === 'death' && / by player \d/.test(e.text)) return 'kill';
  if (e.kind === 'death' && e.text.includes('inside the failing')) return 'zone-death';
  if (e.kind === 'trap') return 'trap';
  if (e.kind === 'landmine' || e.kind === 'slime') return 'trap-off';
  if (e.kind === 'pickup') return 'key-drop';
  if (e.kind === 'escaped') return 'escape';
  return null;
}

/**
 * The first event of each kind, in the order they happen; overtime is the first event after the last zone fails.
 * @source our own choice of moments worth showing; overtime as seed 003 defines it (after the last zone fails)
 */
export function matchHighlights(events: readonly GameEvent[]): { kind: HighlightKind; round: number; text: string }[] {
  const out = new Map<HighlightKind, { kind: HighlightKind; round: number; text: string }>();
  for (const e of events) {
    const k = highlightOf(e);
    if (k && !out.has(k)) out.set(k, { kind: k, round: e.round, text: e.text });
    // Overtime: after the last zone has failed (seed 003 基本规则; RULINGS.md, Lost Space).
    if (e.round > LAST_ZONE_ROUND && e.kind !== 'end' && !out.has('overtime')) out.set('overtime', { kind: 'overtime', round: e.round, text: e.text });
  }
  return [...out.values()].sort((a, b) => a.round - b.round);
}
