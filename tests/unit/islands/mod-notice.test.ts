// The notice Zenith islands add when a reversed mod in a link makes the other mods drop out.
import { describe, expect, it } from 'vitest';
import { normalizeMods, type Mod } from '~/engines/zenith';
import { withModNotice } from '~/islands/zenith/mod-picker';

describe('withModNotice', () => {
  it('adds one notice naming the parameter and the mods used when normalizing dropped some', () => {
    const asked = ['expert', 'messy', 'volatile_reversed'] as Mod[];
    const used = normalizeMods(asked);
    expect(used.length).toBeLessThan(asked.length);
    const out = withModNotice(['earlier'], 'csMods', asked, used);
    expect(out).toHaveLength(2);
    expect(out[0]).toBe('earlier');
    expect(out[1]).toMatch(/^csMods: a reversed mod is played alone; using .+\.$/);
  });
  it('leaves the notices alone when every asked mod is used', () => {
    const notices = ['x'];
    expect(withModNotice(notices, 'atMods', ['expert'], normalizeMods(['expert'] as Mod[]))).toBe(notices);
  });
});
