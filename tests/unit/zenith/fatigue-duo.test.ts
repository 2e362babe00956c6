// Fatigue timelines, targeting over time and duo revive plans (seed 000 疲劳时间, 专家+, 双人+, 攻击对象, 双人).
import { describe, expect, it } from 'vitest';
import { createRng } from '~/lib/rng';
import { drawRevive, fatigueAt, modParameters, revivePlan, reviveDifficulty, targetingFactorAt } from '~/engines/zenith';

describe('fatigue', () => {
  it('normal: 10 permanent lines and +50% received by 12:00', () => {
    const s = fatigueAt(720, []);
    expect(s.permanentLines).toBe(10);
    expect(s.receiveMultiplier).toBeCloseTo(1.5, 12);
    expect(fatigueAt(479, []).permanentLines).toBe(0);
  });
  it('Expert+: messier at 6:00, fully messy at 11:00, 20 lines by 12:00', () => {
    expect(fatigueAt(360, ['expert_reversed'])).toMatchObject({ graceOff: true, fullyMessy: false });
    expect(fatigueAt(660, ['expert_reversed']).fullyMessy).toBe(true);
    expect(fatigueAt(720, ['expert_reversed']).permanentLines).toBe(20);
  });
  it('Duo+: 16 permanent lines at 10:30, no revive from 8:30, +3 revive difficulty from 4:30', () => {
    expect(fatigueAt(630, ['duo_reversed']).permanentLines).toBe(16);
    expect(fatigueAt(510, ['duo_reversed']).noRevive).toBe(true);
    expect(fatigueAt(270, ['duo_reversed']).reviveDifficultyBonus).toBe(3);
    expect(fatigueAt(240, ['duo_reversed']).messiness).toBe(0.25);
  });
  it('Volatile doubles the fatigue percent too (2 × 1.25 = 2.5 at 9:00)', () => {
    expect(fatigueAt(540, ['volatile']).receiveMultiplier).toBeCloseTo(2.5, 12);
  });
  it('targeting factor 3, 4, 5, 6 at 0, 3, 5, 7 minutes', () => {
    expect([0, 179, 180, 300, 420, 900].map(targetingFactorAt)).toEqual([3, 3, 4, 5, 6, 6]);
  });
});

describe('revive plans', () => {
  it('score = floor + revives; 1 → F, 16 → B B (the code), 17 and above → A B A in order', () => {
    expect(reviveDifficulty(5, 2)).toBe(7);
    expect(revivePlan(1)).toEqual(['F']);
    expect(revivePlan(7)).toEqual(['E', 'E', 'D']);
    expect(revivePlan(16)).toEqual(['B', 'B']);
    expect(revivePlan(40)).toEqual(['A', 'B', 'A']);
    const draw = drawRevive(20, [], createRng(3));
    expect(draw.map((t) => t.grade)).toEqual(['A', 'B', 'A']);
    expect(draw[0].id).not.toBe(draw[2].id);
  });
  it('draws tasks of the plan letters, never hold tasks with No Hold', () => {
    const rng = createRng(9);
    for (let i = 0; i < 200; i++) {
      const d = drawRevive(3, ['nohold'], rng);
      expect(d.map((t) => t.grade).sort()).toEqual(['F', 'F', 'F']);
      for (const t of d) expect(['hold', 'iholdlines']).not.toContain(t.id);
    }
  });
  it('after Duo+ "GOODBYE" only the X task is left', () => {
    expect(drawRevive(3, ['duo_reversed'], createRng(1), true).map((t) => t.id)).toEqual(['ospinconsecutive']);
  });
});

describe('modParameters', () => {
  it('Gravity adds 0.48 G on floor 1 and 0.3 G per floor after; lock delay 30 → 16', () => {
    expect(modParameters(1, ['gravity']).gravity).toBeCloseTo(0.48, 12);
    expect(modParameters(3, ['gravity']).gravity).toBeCloseTo(1.08, 12);
    expect(modParameters(10, ['gravity']).lockDelayFrames).toBe(16);
    expect(modParameters(1, ['gravity_reversed'])).toMatchObject({ gravity: 20, lockDelayFrames: 24 });
  });
  it('Volatile+ receives ×3 but cancels ×1; Volatile ×2 both', () => {
    expect(modParameters(1, ['volatile_reversed'])).toMatchObject({ receiveMultiplier: 3, cancelMultiplier: 1, favor: 50 });
    expect(modParameters(1, ['volatile'])).toMatchObject({ receiveMultiplier: 2, cancelMultiplier: 2 });
  });
});
