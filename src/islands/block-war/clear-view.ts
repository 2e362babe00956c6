// What the clear lab shows for a board as it stands after the piece lands: the clear, the points, and a notice when
// no game can reach the board (more full rows than one piece covers). Pure, so unit tests can run it without a DOM.
import { PEACE_POINTS, clearRows, fullRowsReachable, pointsParts, placementPoints, MAX_PIECE_ROWS, type ClearResult } from '~/engines/block-war';

export interface ClearView {
  result: ClearResult;
  /** [peace, battle, combo, total], or null when the points table has no entry for this many rows. */
  points: [number, number, number, number] | null;
  /** A sentence for the notice bar when the board cannot occur in a game; null otherwise. */
  unreachable: string | null;
}

export function clearView(placed: readonly string[], combo: number): ClearView {
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
    : `This board has ${full} full rows at once (${result.peaceCleared} peace, ${result.battleCleared} battle). One piece covers at most ${MAX_PIECE_ROWS} rows and every clear empties the full rows, so no game reaches this board. The lab clears it anyway${points ? '' : '; the points table has no entry for that many rows in one zone'}.`;
  return { result, points, unreachable };
}
