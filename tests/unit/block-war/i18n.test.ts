// The Chinese edition of the Block War pages (issue 17): every message table has Chinese text with no stray English,
// the board reads its cells in Chinese, the verification notes have Chinese text for every id, and the glossary is sound.
import { describe, expect, it } from 'vitest';
import { boardFromLines, MAX_PIECE_ROWS } from '~/engines/block-war';
import type { MessageTable, Message } from '~/i18n/messages';
import { cellLabel } from '~/islands/block-war/BoardSvg';
import { BOARD_MESSAGES } from '~/islands/block-war/BoardSvg.messages';
import { CLEAR_LAB_MESSAGES } from '~/islands/block-war/ClearLab.messages';
import { PIECE_EXPLORER_MESSAGES } from '~/islands/block-war/PieceExplorer.messages';
import { PLAYABLE_BOARD_MESSAGES } from '~/islands/block-war/PlayableBoard.messages';
import { CLEAR_VIEW_MESSAGES, clearView } from '~/islands/block-war/clear-view';
import * as COMPONENT_MESSAGES from '~/components/block-war/messages';
import { BLOCK_WAR_CONTRADICTIONS, BLOCK_WAR_TABLES } from '~/verification/block-war';
import { ZH_CN } from '~/verification/block-war/zh-cn';
import { GLOSSARY } from '~/i18n/glossary/block-war';
import { chineseMessageTexts, describeChineseVerification, latinWords } from '../i18n-helpers';

const TABLES: Record<string, MessageTable<Record<string, Message>>> = {
  BOARD_MESSAGES,
  CLEAR_LAB_MESSAGES,
  PIECE_EXPLORER_MESSAGES,
  PLAYABLE_BOARD_MESSAGES,
  CLEAR_VIEW_MESSAGES,
  ...COMPONENT_MESSAGES,
};

describe('Block War message tables', () => {
  it.each(Object.entries(TABLES))('%s: same keys in both languages, Chinese text without English words', (_, table) => {
    expect(Object.keys(table['zh-cn']).sort()).toEqual(Object.keys(table.en).sort());
    for (const [key, text] of chineseMessageTexts(table)) expect(latinWords(text), `${key}: ${text}`).toEqual([]);
  });
});

describe('Chinese board labels', () => {
  const rows = boardFromLines(['..........', '...T......', '.....s....', '#.........']);
  it('reads row, column and owner in Chinese', () => {
    expect(cellLabel(rows, [], 5, 3, undefined, 'zh-cn')).toBe('第 3 行，第 5 列，空');
    expect(cellLabel(rows, [], 3, 1, undefined, 'zh-cn')).toBe('第 1 行，第 3 列，红方');
    expect(cellLabel(rows, [], 5, 2, undefined, 'zh-cn')).toBe('第 2 行，第 5 列，蓝方');
    expect(cellLabel(rows, [{ x: 5, y: 2, kind: 'placed' }], 5, 2, undefined, 'zh-cn')).toBe('第 2 行，第 5 列，蓝方，最近一次落块');
  });
  it('keeps English as the default', () => {
    expect(cellLabel(rows, [], 3, 1)).toBe('row 1, column 3, red');
  });
});

describe('Chinese clear-lab notice', () => {
  it('says in Chinese that a board with more full rows than one piece covers cannot occur', () => {
    const full = '##########';
    const board = boardFromLines(Array.from({ length: MAX_PIECE_ROWS + 1 }, () => full));
    const v = clearView(board, 0, 'zh-cn');
    expect(v.unreachable).toContain(`同时有 ${MAX_PIECE_ROWS + 1} 个满行`);
    expect(latinWords(v.unreachable ?? '')).toEqual([]);
    expect(clearView(board, 0).unreachable).toContain(`${MAX_PIECE_ROWS + 1} full rows at once`);
  });
});

describeChineseVerification('Block War', { contradictions: BLOCK_WAR_CONTRADICTIONS, tables: BLOCK_WAR_TABLES, zh: ZH_CN, reasonText: false });

describe('Block War glossary', () => {
  it('has unique kebab-case ids and both languages for every entry', () => {
    const ids = GLOSSARY.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of GLOSSARY) {
      expect(g.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(g.en.length).toBeGreaterThan(0);
      expect(g.zh).toMatch(/[\u3400-\u9fff]/);
    }
  });
});
