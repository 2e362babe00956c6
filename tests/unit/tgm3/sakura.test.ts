// Sakura stages (issue 25 item 4): the stage list and EX offers, worked from the seed's Sakura section ("20 stages, and
// 7 EX stages"; 5 EX stages for all 20 cleared, all 7 within 5 minutes, otherwise the first 3) and from tgm3-visualizer's
// Sakura processor (3 EX stages once 19 are cleared; with all 20, 5 when the summed stage times pass 5:00, else 7).
import { describe, expect, it } from 'vitest';
import { sakuraClearBonus, sakuraExOffered, sakuraStageOffer, sakuraStages } from '~/engines/tgm3';

describe('Sakura stages', () => {
  it('27 stages: 1-20 with a stage timer, then EX1-EX7 without', () => {
    const s = sakuraStages();
    expect(s).toHaveLength(27);
    expect(s.slice(0, 2).map((x) => x.name)).toEqual(['1', '2']);
    expect(s[19]).toEqual({ index: 19, name: '20', ex: false, stageTimer: true });
    expect(s[20]).toEqual({ index: 20, name: 'EX1', ex: true, stageTimer: false });
    expect(s[26].name).toBe('EX7');
  });

  it('EX stages offered, the wiki reading: 3 unless all 20 are cleared; then 5, or 7 within 5:00 (18000 frames)', () => {
    expect(sakuraExOffered(0, 99999)).toBe(3);
    expect(sakuraExOffered(19, 1000)).toBe(3);
    expect(sakuraExOffered(20, 18001)).toBe(5);
    expect(sakuraExOffered(20, 18000)).toBe(7);
  });

  it('EX stages offered, the tgm3-visualizer reading: none below 19 cleared, 3 at 19', () => {
    expect(sakuraExOffered(18, 1000, 'visualizer')).toBe(0);
    expect(sakuraExOffered(19, 1000, 'visualizer')).toBe(3);
    expect(sakuraExOffered(20, 18001, 'visualizer')).toBe(5);
  });

  it('when each stage is played: EX1-EX3, EX4-EX5, EX6-EX7 in each reading', () => {
    const wiki = [19, 20, 22, 23, 24, 25, 26].map((i) => sakuraStageOffer(i));
    expect(wiki).toEqual(['always', 'anyCleared', 'anyCleared', 'all', 'all', 'allFast', 'allFast']);
    expect(sakuraStageOffer(20, 'visualizer')).toBe('nineteen');
    expect(sakuraStageOffer(26, 'visualizer')).toBe('allFast');
  });

  it('clear bonus: 10 s within 10 s (600 frames), 5 s within 20 s, then none', () => {
    expect([600, 601, 1200, 1201].map(sakuraClearBonus)).toEqual([600, 300, 300, 0]);
  });
});
