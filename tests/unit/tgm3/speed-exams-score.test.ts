// Speed lookups, exams, the score formula, medals and sequences, checked against seed 002 by hand.
import { describe, expect, it } from 'vitest';
import {
  MASTER_20G_SPEED_LEVEL,
  allClearMedal,
  clearScore,
  comboMedal,
  comboSequence,
  delaysAt,
  demotionPoints,
  examOutlook,
  examTarget,
  examTargetFourthBest,
  findPattern,
  gmExamPossible,
  gravityG,
  killTimerActive,
  killTimerDelays,
  masterGravity,
  pieceAt,
  pieceCounts,
  promotionPossible,
  sectionTimeMedal,
  speedLevel,
  window,
} from '~/engines/tgm3';

describe('speed', () => {
  it('speed level adds 100 per finished COOL section', () => {
    expect(speedLevel(350, 2)).toBe(550);
    expect(speedLevel(0, 0)).toBe(0);
  });
  it('Master gravity: 1024 at 0, drops back to 1024 at 200, 1G at 251, 20G from 500', () => {
    expect(masterGravity(0)).toBe(1024);
    expect(masterGravity(199)).toBe(36864);
    expect(masterGravity(200)).toBe(1024);
    expect(masterGravity(251)).toBe(65536);
    expect(masterGravity(499)).toBe(196608);
    expect(masterGravity(500)).toBe(20 * 65536);
    expect(MASTER_20G_SPEED_LEVEL).toBe(500);
  });
  it('20G at level 300 with two COOLs, as the seed says 20G can start as early as 300', () => {
    expect(masterGravity(speedLevel(300, 2))).toBe(20 * 65536);
  });
  it('delays: Master 1200+ row for speed level 1500; Shirase 1300 row; Kamui 200 row', () => {
    expect(delaysAt('master', 1500)).toMatchObject({ are: 6, lineAre: 6, das: 8, lock: 15, lineClear: 6 });
    expect(delaysAt('shirase', 1300)).toMatchObject({ lock: 15, lineClear: 6 });
    expect(delaysAt('kamui', 200)).toMatchObject({ das: 9, lock: 26 });
  });
  it('Easy reaches 20G at 200 and Sakura at 300', () => {
    expect(gravityG('easy', 199)).toBe(192 / 256);
    expect(gravityG('easy', 200)).toBe(20);
    expect(gravityG('sakura', 300)).toBe(20);
    expect(gravityG('shirase', 0)).toBe(20);
  });
  it('kill timer at 15:00 in Easy and Master, with DAS 6', () => {
    expect(killTimerActive('master', 15 * 3600 - 1)).toBe(false);
    expect(killTimerActive('master', 15 * 3600)).toBe(true);
    expect(killTimerActive('shirase', 99999)).toBe(false);
    expect(killTimerDelays().das).toBe(6);
  });
});

describe('exams', () => {
  it('target = floor(mean of 2nd, 3rd, 4th best): 18, 15, 12 → 15', () => {
    expect(examTarget([1, 12, 20, 3, 15, 5, 18])).toBe(15);
    expect(examTargetFourthBest([1, 12, 20, 3, 15, 5, 18])).toBe(12);
  });
  it('rounds down: 10, 10, 11 → 10', () => {
    expect(examTarget([30, 11, 10, 10, 0, 0, 0])).toBe(10);
  });
  it('an exam can happen only above the current class', () => {
    expect(promotionPossible([20, 18, 15, 12, 5, 3, 1], 15)).toBe(false);
    expect(promotionPossible([20, 18, 15, 12, 5, 3, 1], 14)).toBe(true);
  });
  it('GM exam: four GM-worthy games among the last seven, and qualified MM', () => {
    expect(gmExamPossible([32, 32, 32, 32, 10, 10, 10], 31)).toBe(true);
    expect(gmExamPossible([32, 32, 32, 31, 10, 10, 10], 31)).toBe(false);
    expect(gmExamPossible([32, 32, 32, 32, 10, 10, 10], 30)).toBe(false);
  });

  it('issue 11 item 9: below qualified MM, GM-worthy games count as MM, so the exam offered is for MM, never GM', () => {
    // Class S5 (index 13), seven GM-worthy games (32): the game records each as MM (31); 2nd-4th best 31, 31, 31 → MM.
    const o = examOutlook([32, 32, 32, 32, 32, 32, 32], 13);
    expect(o.heldAtMM).toBe(7);
    expect(o.target).toBe(31);
    expect(o.possible).toBe(true);
    expect(o.gmExam).toBe(false);
    expect(promotionPossible([32, 32, 32, 32, 32, 32, 32], 13)).toBe(true);
    // Qualified MM (31): the same games count as GM; floor((32 + 32 + 32) / 3) = 32 → the GM exam.
    const mm = examOutlook([32, 32, 32, 32, 32, 32, 32], 31);
    expect([mm.heldAtMM, mm.target, mm.possible, mm.gmExam]).toEqual([0, 32, true, true]);
    // Already GM: no exam above it.
    expect(examOutlook([32, 32, 32, 32, 32, 32, 32], 32).possible).toBe(false);
    // Whatever the class, "possible for GM" and "GM exam" never disagree.
    for (let cls = 0; cls <= 32; cls++) {
      const x = examOutlook([32, 32, 32, 32, 0, 0, 0], cls);
      expect(x.possible && x.target === 32).toBe(x.gmExam);
      expect(x.gmExam).toBe(cls === 31);
    }
  });
  it('demotion games: 8 or more grades below the class', () => {
    expect(demotionPoints([12, 13, 20, 4], 20)).toBe(2);
  });
});

describe('score', () => {
  it('double, triple, single combo values are 3, 7, 7 (seed example)', () => {
    expect(comboSequence([2, 3, 1])).toEqual([3, 7, 7]);
    expect(comboSequence([2, 0, 2])).toEqual([3, 1, 3]);
  });
  it('a tetris at level 100 with a 10-row sonic drop, 20 active frames, lock 30 → (26 + 10) × 4 + 53 + 10 = 207', () => {
    expect(clearScore({ level: 100, lines: 4, soft: 0, sonic: 10, combo: 1, levelAfter: 106, lockDelay: 30, activeTime: 20 })).toBe(207);
  });
  it('a lone tetris after a piece without a clear already has combo 1 + 2 × 4 − 2 = 7', () => {
    expect(comboSequence([0, 4])).toEqual([1, 7]);
  });
  it('speed is never negative', () => {
    expect(clearScore({ level: 0, lines: 1, soft: 0, sonic: 0, combo: 1, levelAfter: 1, lockDelay: 30, activeTime: 100 })).toBe(1 + 1);
  });
});

describe('medals', () => {
  it('AC 1/2/3 bravos, CO 4/5/7, ST under 10 s / under 5 s / beaten', () => {
    expect([0, 1, 2, 3].map(allClearMedal)).toEqual(['none', 'bronze', 'silver', 'gold']);
    expect([3, 4, 5, 6, 7].map(comboMedal)).toEqual(['none', 'bronze', 'silver', 'silver', 'gold']);
    expect(sectionTimeMedal(3000 + 600, 3000)).toBe('none');
    expect(sectionTimeMedal(3000 + 599, 3000)).toBe('bronze');
    expect(sectionTimeMedal(3000 + 299, 3000)).toBe('silver');
    expect(sectionTimeMedal(2999, 3000)).toBe('gold');
  });
});

describe('sequences', () => {
  it('Sakura has 255 pieces starting LIJOTSZ and cycles', () => {
    expect(window('sakura', 0, 7)).toBe('LIJOTSZ');
    expect(pieceAt('sakura', 255)).toBe('L');
    expect(Object.values(pieceCounts('sakura')).reduce((a, b) => a + b)).toBe(255);
  });
  it('Kamui has 1000 pieces starting JISTZOS and ending SJZTIO', () => {
    expect(window('kamui', 0, 7)).toBe('JISTZOS');
    expect(window('kamui', 994, 6)).toBe('SJZTIO');
    expect(Object.values(pieceCounts('kamui')).reduce((a, b) => a + b)).toBe(1000);
  });
  it('finds patterns, wrapping around the end', () => {
    expect(findPattern('sakura', 'lijo')).toContain(0);
    expect(findPattern('kamui', 'SJZTIOJIS')).toEqual([994]);
    expect(findPattern('sakura', 'x<')).toEqual([]);
  });
});
