// What the clear lab shows for a board as it stands after the piece lands: the clear, the points, and a notice when
// no game can reach the board (more full rows than one piece covers). Pure, so unit tests can run it without a DOM.
import { PEACE_POINTS, clearRows, fullRowsReachable, pointsParts, placementPoints, MAX_PIECE_ROWS, type ClearResult } from '~/engines/block-war';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const CLEAR_VIEW_MESSAGES = defineMessages({
  en: {
    unreachable: (full: number, peace: number, battle: number, most: number, hasPoints: boolean) =>
      `This board has ${nEn(full)} full rows at once (${nEn(peace)} peace, ${nEn(battle)} battle). One piece covers at most ${nEn(most)} rows and every clear empties the full rows, so no game reaches this board. The lab clears it anyway${hasPoints ? '' : '; the points table has no entry for that many rows in one zone'}.`,
  },
  'zh-cn': {
    unreachable: (full: number, peace: number, battle: number, most: number, hasPoints: boolean) =>
      `这个棋盘同时有 ${nZh(full)} 个满行（和平区 ${nZh(peace)} 行，战斗区 ${nZh(battle)} 行）。一个方块最多覆盖 ${nZh(most)} 行，而每次消行都会清掉所有满行，所以实际对局到不了这个棋盘。实验室仍按规则消行${hasPoints ? '' : '；得分表没有一个区一次消这么多行的分值'}。`,
  },
});

export interface ClearView {
  result: ClearResult;
  /** [peace, battle, combo, total], or null when the points table has no entry for this many rows. */
  points: [number, number, number, number] | null;
  /** A sentence for the notice bar when the board cannot occur in a game; null otherwise. */
  unreachable: string | null;
}

export function clearView(placed: readonly string[], combo: number, locale?: Locale): ClearView {
  const result = clearRows(placed);
  const full = result.fullRows.length;
  const tableHas = (k: number) => k < PEACE_POINTS.length;
  const points =
    tableHas(result.peaceCleared) && tableHas(result.battleCleared)
      ? ([...pointsParts(result.peaceCleared, result.battleCleared, combo), placementPoints(result.peaceCleared, result.battleCleared, combo)] as [
          number,
          number,
          number,
          number,
        ])
      : null;
  const unreachable = fullRowsReachable(full)
    ? null
    : messagesFor(CLEAR_VIEW_MESSAGES, locale).unreachable(full, result.peaceCleared, result.battleCleared, MAX_PIECE_ROWS, points !== null);
  return { result, points, unreachable };
}
