// The exam checker's model: a link's history read per game with the class it was played at (issue 25 items 3-5).
import { describe, expect, it } from 'vitest';
import { editGame, examView, parseHistory, pinClasses } from '~/islands/tgm3/exam-model';
import { MESSAGES } from '~/islands/tgm3/ExamChecker.messages';
import { messagesFor } from '~/i18n/messages';

describe('exam checker model', () => {
  it('issue 25 item 3: ?exGames=GM×7&exClass=MO gives MM, and the 4th-best note gives MM too', () => {
    const v = examView('GM,GM,GM,GM,GM,GM,GM', 'MO', 0);
    expect(v.outlook.target).toBe(31);
    expect(v.outlook.fourthBest).toBe(31);
    expect(v.rows.every((r) => r.heldAtMM && r.counted === 31)).toBe(true);
  });

  it('issue 25 item 4: games written with @class keep that class when the current class changes', () => {
    const text = pinClasses('GM,GM,GM,GM,S1,S1,S1', 30);
    expect(text).toBe('GM@MO,GM@MO,GM@MO,GM@MO,S1@MO,S1@MO,S1@MO');
    // Now qualified MM: the four GM games were recorded at MO, so they stay MM and no GM exam follows.
    const v = examView(text, 'MM', 0);
    expect(v.outlook.counted.slice(0, 4)).toEqual([31, 31, 31, 31]);
    expect(v.outlook.gmExam).toBe(false);
    // Played again at MM: GM-worthy games count as GM; four of them make the GM exam.
    let t = text;
    for (let i = 3; i < 7; i++) t = editGame(t, 31, i, { grade: 32, classAtPlay: 31 });
    expect(examView(t, 'MM', 0).outlook.gmExam).toBe(true);
  });

  it('issue 25 item 5: demotion points per game, and the exam due at 30', () => {
    // Class MM: grade 9 adds 24, then S1 (index 9) adds 31 - 9 - 7 = 15 → 39.
    const v = examView('9@MM,S1@MM', 'MM', 0);
    expect(v.rows.slice(0, 2).map((r) => [r.added, r.pointsAfter])).toEqual([
      [24, 24],
      [15, 39],
    ]);
    expect(v.demotion.examDue).toBe(true);
  });

  it('bad entries are reported, not crashed on, and count as the lowest grade', () => {
    const p = parseHistory('GM,xx,S5@zz,m1@S1@S2', 10);
    expect(p.bad).toEqual(['xx', 'S5@zz', 'm1@S1@S2']);
    expect(p.games[1]).toEqual({ grade: 0, classAtPlay: 10 });
    expect(p.games).toHaveLength(7);
  });
});

describe('exam checker sentence in Chinese', () => {
  it('the target sentence and the grade list use Chinese punctuation (，、。), as the English uses ", " and ". "', () => {
    const zh = messagesFor(MESSAGES, 'zh-cn');
    const en = messagesFor(MESSAGES, 'en');
    expect(zh.targetIs('⌊(18 + 17 + 16) / 3⌋', '17')).toBe('⌊(18 + 17 + 16) / 3⌋ = 17，所以考试目标段位是 ');
    expect(zh.gradeList(['m2', 'm1', 'S9'])).toBe('m2、m1、S9');
    expect(zh.targetEnd).toBe('。');
    expect(`${en.targetIs('floor((18 + 17 + 16) / 3)', '17')}S9${en.targetEnd}`).toBe('floor((18 + 17 + 16) / 3) = 17, so the exam target is S9. ');
  });
});
