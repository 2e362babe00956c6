// Constants the TGM3 pages print instead of typed numbers (issue 12 item 7), checked against the seed's words
// (seed 002: Internal grade system "100 points"; Shirase "torikans at 500 and 1000", rising garbage "500 to 999").
import { describe, expect, it } from 'vitest';
import {
  POINTS_PER_GRADE,
  SHIRASE_GARBAGE_LAST_LEVEL,
  SHIRASE_GARBAGE_START_LEVEL,
  SHIRASE_TORIKAN_LEVELS,
  garbageQuota,
  shiraseTorikan,
} from '~/engines/tgm3';

describe('TGM3 constants shown on pages', () => {
  it('100 grade points raise the internal grade', () => {
    expect(POINTS_PER_GRADE).toBe(100);
  });

  it('rising garbage runs from level 500 to 999: quotas exist at both ends and nowhere outside', () => {
    expect([SHIRASE_GARBAGE_START_LEVEL, SHIRASE_GARBAGE_LAST_LEVEL]).toEqual([500, 999]);
    expect(garbageQuota(SHIRASE_GARBAGE_START_LEVEL)).not.toBeNull();
    expect(garbageQuota(SHIRASE_GARBAGE_LAST_LEVEL)).not.toBeNull();
    expect(garbageQuota(SHIRASE_GARBAGE_START_LEVEL - 1)).toBeNull();
    expect(garbageQuota(SHIRASE_GARBAGE_LAST_LEVEL + 1)).toBeNull();
  });

  it('Shirase torikans are at 500 and 1000, the levels shiraseTorikan accepts', () => {
    expect(SHIRASE_TORIKAN_LEVELS).toEqual([500, 1000]);
    for (const level of SHIRASE_TORIKAN_LEVELS) expect(shiraseTorikan(level, 'classic')).toBeGreaterThan(0);
  });
});
