// Issue 25 items 1, 2, 4 and 10: the built TGM3 pages (English and Chinese) say no wrong word. Read from dist/ after
// `npm run build`, as a reader gets them: the text of the page's main content, tags removed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMOTION_EXAM_POINTS, DEMOTION_GAP, GRADE_NAMES, demotionPointsFor } from '~/engines/tgm3';

/** The visible text of a built page's main content (scripts, styles and tags removed, whitespace collapsed). */
function pageText(path: string): string {
  const html = readFileSync(`dist${path}index.html`, 'utf8');
  const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
  return main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
/** The text of one section of a page: from the heading with this id to the next h2. */
function sectionText(path: string, id: string): string {
  const html = readFileSync(`dist${path}index.html`, 'utf8');
  const start = html.indexOf(`id="${id}"`);
  expect(start, `${path}#${id}`).toBeGreaterThan(0);
  const end = html.indexOf('<h2', start + 1);
  return html
    .slice(start, end < 0 ? undefined : end)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('built TGM3 pages', () => {
  it('item 1: a sonic drop drops without locking (/tgm3/ and its Chinese twin)', () => {
    const en = pageText('/tgm3/');
    expect(en).not.toMatch(/locks the piece in place/i);
    expect(en).toMatch(/sonic drop[”"]: the piece falls straight to the floor but does not lock/);
    expect(pageText('/zh-cn/tgm3/')).toContain('方块直落到底但不锁定');
  });

  it('item 2: Sakura copies Cardcaptor Sakura Eternal Heart and Flash Point, and Flash Point is not a Sakura game', () => {
    const en = sectionText('/tgm3/modes/', 'sakura');
    expect(en).not.toMatch(/two earlier Sakura games/);
    expect(en).toContain('Tetris with Cardcaptor Sakura Eternal Heart');
    expect(en).toContain('Flash Point is not a Sakura game');
    const zh = sectionText('/zh-cn/tgm3/modes/', 'sakura');
    expect(zh).not.toContain('两部早期 Sakura 游戏');
    expect(zh).toContain('Flash Point 不是 Sakura 游戏');
  });

  it('item 4: a game counts toward GM only if played while qualified MM; passing MM later does not convert old games', () => {
    const en = sectionText('/tgm3/exams/', 'grand-master-exam');
    expect(en).not.toMatch(/At class MM, the same games give the GM exam/);
    expect(en).toContain('it stays MM after you pass the MM exam');
    const zh = sectionText('/zh-cn/tgm3/exams/', 'grand-master-exam');
    expect(zh).not.toContain('同样的成绩会带来 GM 考试');
    expect(zh).toContain('通过 MM 考试之后它仍然是 MM');
  });

  it('item 5: demotion points are explained, with the note that the wiki gives no number', () => {
    const en = sectionText('/tgm3/exams/', 'demotion');
    expect(en).toContain('The wiki gives no number');
    // The numbers come from the engine (NullpoMino's and tgm3-visualizer's counter): 7, 30, and 31 − 0 − 7 = 24 at MM.
    const mm = GRADE_NAMES.indexOf('MM');
    const seven = DEMOTION_GAP - 1;
    expect(en).toContain(`adds (class − grade − ${seven}) points, and at ${DEMOTION_EXAM_POINTS} points the next game is a demotion exam`);
    expect(en).toContain(`adds ${mm} − 0 − ${seven} = ${demotionPointsFor(0, mm)} points; a second one calls the exam`);
    const zh = sectionText('/zh-cn/tgm3/exams/', 'demotion');
    expect(zh).toContain(`满 ${DEMOTION_EXAM_POINTS} 点时，下一局就是降段考试`);
    expect(zh).toContain(`会加 ${mm} − 0 − ${seven} = ${demotionPointsFor(0, mm)} 点`);
  });

  it('item 10: the torikan is skipped in promotion exams, and no page cites the rulings file to players', () => {
    expect(pageText('/tgm3/master-grading/')).toContain('does not apply in promotion exams');
    expect(pageText('/zh-cn/tgm3/master-grading/')).toContain('在升段考试中不生效');
    for (const page of ['', 'master-grading/', 'master-planner/', 'exams/', 'modes/', 'speed/', 'scoring/', 'shirase/', 'glossary/']) {
      for (const lang of ['', '/zh-cn']) expect(pageText(`${lang}/tgm3/${page}`), `${lang}/tgm3/${page}`).not.toContain('RULINGS');
    }
  });
});
