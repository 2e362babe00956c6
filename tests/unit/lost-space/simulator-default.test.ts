// The simulator's default match (a hunter in the line-up) shows what the issue asks for, and the highlights the
// simulator offers to jump to are the first event of each kind.
import { describe, expect, it } from 'vitest';
import { LAST_ZONE_ROUND, highlightOf, matchHighlights, simulate } from '~/engines/lost-space';
import { SIM_DEFAULTS } from '~/islands/lost-space/MatchSimulator';

describe('simulator default match', () => {
  const g = simulate({ seed: SIM_DEFAULTS.seed, bots: SIM_DEFAULTS.bots, lastRound: Number(SIM_DEFAULTS.end) });
  const texts = g.events.map((e) => e.text);

  it('has a hunter, and shows combat, traps, a zone death, a key drop picked up and overtime', () => {
    expect(SIM_DEFAULTS.bots).toContain('hunter');
    // Read straight from the event texts, not through the highlight code.
    expect(texts.some((t) => /attacks player/.test(t))).toBe(true);
    expect(texts.some((t) => /dies \(attack by player/.test(t))).toBe(true);
    expect(texts.some((t) => /places a (landmine|slime)/.test(t))).toBe(true);
    expect(texts.some((t) => /sets off a landmine|is stuck in slime/.test(t))).toBe(true);
    expect(texts.some((t) => /dies \(inside the failing/.test(t))).toBe(true);
    expect(texts.some((t) => /picks up a key drop/.test(t))).toBe(true);
    expect(g.events.some((e) => e.round > LAST_ZONE_ROUND && e.kind !== 'end')).toBe(true);
    expect(new Set(matchHighlights(g.events).map((h) => h.kind))).toEqual(
      new Set(['attack', 'kill', 'trap', 'trap-off', 'zone-death', 'key-drop', 'overtime', 'escape']),
    );
  });
  it('opens on the round of the first kill', () => {
    const firstKill = g.events.find((e) => /dies \(.* by player \d/.test(e.text))!;
    expect(SIM_DEFAULTS.round).toBe(firstKill.round);
  });
});

describe('matchHighlights', () => {
  it('gives the first event of each kind, in time order, over several matches', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { events } = simulate({ seed, bots: ['hunter', 'goal', 'hunter', 'random'] });
      const hs = matchHighlights(events);
      expect(hs.map((h) => h.round)).toEqual([...hs.map((h) => h.round)].sort((a, b) => a - b));
      for (const h of hs) {
        const first = events.findIndex((e) => (h.kind === 'overtime' ? e.round > LAST_ZONE_ROUND && e.kind !== 'end' : highlightOf(e) === h.kind));
        expect(events[first].round).toBe(h.round);
        expect(events[first].text).toBe(h.text);
      }
    }
  });
});

describe('a simulated game, round by round', () => {
  // Issue 29: the state kept for round r is the state at the end of round r, so the table, the round's events and the
  // summary agree. An escape happens at the start of a round (seed 003, 逃生舱: the countdown ticks at each round's
  // start), a zone death at the end of its round.
  const g = simulate({ seed: SIM_DEFAULTS.seed, bots: SIM_DEFAULTS.bots, lastRound: Number(SIM_DEFAULTS.end) });
  const status = (r: number, id: number) => g.rounds[r].players[id].status;

  it('keeps one state per round, from the start of the game to the last round played', () => {
    expect(g.rounds.length).toBe(g.final.round + 1);
    g.rounds.forEach((s, r) => expect(s.round).toBe(Math.max(r, 1)));
  });

  it('shows an escape in the round whose events report it, not the round before', () => {
    const escapes = g.events.filter((e) => e.kind === 'escaped');
    expect(escapes.length).toBeGreaterThan(0);
    for (const e of escapes) {
      expect(status(e.round, e.player!)).toBe('escaped');
      expect(status(e.round - 1, e.player!)).not.toBe('escaped');
    }
  });

  it('shows a zone death at the end of the round the zone fails in', () => {
    const zoneDeaths = g.events.filter((e) => /dies \(inside the failing/.test(e.text));
    expect(zoneDeaths.length).toBeGreaterThan(0);
    for (const e of zoneDeaths) {
      expect(status(e.round, e.player!)).not.toBe('alive');
      expect(status(e.round - 1, e.player!)).toBe('alive');
    }
  });
});
