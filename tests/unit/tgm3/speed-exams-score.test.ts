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
  demotionPointsFor,
  isDemotionGame,
  recordedGrade,
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

/** Games all played at one class. */
const at = (classAtPlay: number, ...grades: number[]) => grades.map((grade) => ({ grade, classAtPlay }));

describe('exams', () => {
  it('target = floor(mean of 2nd, 3rd, 4th best): 18, 15, 12 → 15', () => {
    expect(examTarget([1, 12, 20, 3, 15, 5, 18])).toBe(15);
    expect(examTargetFourthBest([1, 12, 20, 3, 15, 5, 18])).toBe(12);
  });
  it('rounds down: 10, 10, 11 → 10', () => {
    expect(examTarget([30, 11, 10, 10, 0, 0, 0])).toBe(10);
  });
  it('an exam can happen only above the current class', () => {
    expect(promotionPossible(at(15, 20, 18, 15, 12, 5, 3, 1), 15)).toBe(false);
    expect(promotionPossible(at(14, 20, 18, 15, 12, 5, 3, 1), 14)).toBe(true);
  });
  it('GM exam: four GM-worthy games among the last seven, recorded while qualified MM', () => {
    expect(gmExamPossible(at(31, 32, 32, 32, 32, 10, 10, 10), 31)).toBe(true);
    expect(gmExamPossible(at(31, 32, 32, 32, 31, 10, 10, 10), 31)).toBe(false);
    expect(gmExamPossible(at(30, 32, 32, 32, 32, 10, 10, 10), 30)).toBe(false);
  });

  it('issue 11 item 9: below qualified MM, GM-worthy games count as MM, so the exam offered is for MM, never GM', () => {
    // Class S5 (index 13), seven GM-worthy games (32): the game records each as MM (31); 2nd-4th best 31, 31, 31 → MM.
    const o = examOutlook(at(13, 32, 32, 32, 32, 32, 32, 32), 13);
    expect(o.heldAtMM.filter(Boolean)).toHaveLength(7);
    expect(o.target).toBe(31);
    expect(o.possible).toBe(true);
    expect(o.gmExam).toBe(false);
    // Played while qualified MM (31): the same games count as GM; floor((32 + 32 + 32) / 3) = 32 → the GM exam.
    const mm = examOutlook(at(31, 32, 32, 32, 32, 32, 32, 32), 31);
    expect([mm.heldAtMM.some(Boolean), mm.target, mm.possible, mm.gmExam]).toEqual([false, 32, true, true]);
    // Already GM: no exam above it.
    expect(examOutlook(at(32, 32, 32, 32, 32, 32, 32, 32), 32).possible).toBe(false);
  });

  it('issue 25 item 3: the 4th-best reading counts the recorded games too (seven GM at class MO → MM, not GM)', () => {
    // NullpoMino setPromotionalGrade: 4 games >= GM give GM, but it caps the exam at MM below qualified MM.
    const o = examOutlook(at(30, 32, 32, 32, 32, 32, 32, 32), 30);
    expect(o.target).toBe(31);
    expect(o.fourthBest).toBe(31);
  });

  it('issue 25 item 4: a game keeps the class it was played at; qualifying MM later does not turn old MM records into GM', () => {
    // Four GM-worthy games played at MO (30), then the player passes the MM exam: today's class is MM (31).
    const games = [...at(30, 32, 32, 32, 32), ...at(31, 10, 10, 10)];
    const o = examOutlook(games, 31);
    expect(o.counted).toEqual([31, 31, 31, 31, 10, 10, 10]);
    expect(o.heldAtMM).toEqual([true, true, true, true, false, false, false]);
    expect(o.target).toBe(31);
    expect(o.gmExam).toBe(false);
    expect(recordedGrade(32, 30)).toBe(31);
    expect(recordedGrade(32, 31)).toBe(32);
  });

  it('issue 25 item 5: demotion points add (class - grade - 7) per game more than 7 grades below; 30 points call the exam', () => {
    // Class MM (31): grade 9 (0) adds 31 - 0 - 7 = 24; grade m7 (24) is exactly 7 below and adds 0; grade 16 adds 8.
    expect(demotionPointsFor(0, 31)).toBe(24);
    expect(demotionPointsFor(24, 31)).toBe(0);
    expect(demotionPointsFor(23, 31)).toBe(1);
    const run = demotionPoints(at(31, 0, 24, 16));
    expect(run.after).toEqual([24, 24, 32]);
    expect(run.examDue).toBe(true);
    expect(demotionPoints(at(31, 0, 24)).examDue).toBe(false);
    // A promotion between two games resets the points (NullpoMino: a passed exam sets them to 0).
    expect(
      demotionPoints([
        { grade: 0, classAtPlay: 20 },
        { grade: 5, classAtPlay: 21 },
      ]).after,
    ).toEqual([13, 9]);
    // Start points carry in: 25 + 8 = 33.
    expect(demotionPoints(at(31, 16), 25).examDue).toBe(true);
    expect(isDemotionGame(12, 20)).toBe(true);
    expect(isDemotionGame(13, 20)).toBe(false);
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
