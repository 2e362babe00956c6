// The notice Zenith islands add when a reversed mod in a link makes the other mods drop out.
import { describe, expect, it } from 'vitest';
import { normalizeMods, type Mod } from '~/engines/zenith';
import { withModNotice } from '~/islands/zenith/mod-picker';
import { modName } from '~/islands/zenith/zenith-zh';

describe('withModNotice', () => {
  it('adds one notice naming the parameter and the mods used when normalizing dropped some', () => {
    const asked = ['expert', 'messy', 'volatile_reversed'] as Mod[];
    const used = normalizeMods(asked);
    expect(used.length).toBeLessThan(asked.length);
    const out = withModNotice(['earlier'], 'csMods', asked, used);
    expect(out).toHaveLength(2);
    expect(out[0]).toBe('earlier');
    // Issue 31 item 7: the notice names what was dropped, not only what is used.
    expect(out[1]).toBe('csMods: a reversed mod is played alone; dropped Expert, Messy, using Volatile+.');
    expect(withModNotice([], 'cpMods', ['gravity_reversed', 'volatile_reversed'], normalizeMods(['gravity_reversed', 'volatile_reversed']), 'zh-cn')).toEqual([
      `cpMods：Mod+ 只能单独开启；去掉了 ${modName('volatile_reversed', 'zh-cn')}，现在使用 ${modName('gravity_reversed', 'zh-cn')}。`,
    ]);
  });
  it("a repeat is not a dropped mod here (the link's own notice reports it)", () => {
    expect(withModNotice([], 'csMods', ['expert', 'expert'], normalizeMods(['expert', 'expert']))).toEqual([]);
  });
  it('leaves the notices alone when every asked mod is used', () => {
    const notices = ['x'];
    expect(withModNotice(notices, 'atMods', ['expert'], normalizeMods(['expert'] as Mod[]))).toBe(notices);
  });
});
