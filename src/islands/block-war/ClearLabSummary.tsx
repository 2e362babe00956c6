// The clear lab's sentences under the boards: the placement shown, the rows that go and where the others move, and
// the points (the model's numbers, formatted for the page's language).
import { LIMIT_ROW } from '~/engines/block-war';
import type { LabState } from './clear-lab-model';
import type { CLEAR_LAB_MESSAGES } from './ClearLab.messages';

export function ClearLabSummary({ m, s, num }: { m: (typeof CLEAR_LAB_MESSAGES)['en']; s: LabState; num: (n: number) => string }) {
  const { result, points } = s.view;
  const piece = s.piece;
  const opening =
    piece === 'none'
      ? m.noPieceSummary
      : s.shown
        ? m.shownSummary(piece, s.shown.dir, s.shown.x, s.shown.y)
        : s.legal.length === 0
          ? m.noLegal(piece)
          : m.pickOne(num(s.legal.length));
  const clear =
    result.fullRows.length === 0
      ? m.noFull
      : m.fullRows(result.fullRows.join(m.listSeparator), num(result.peaceCleared), num(result.battleCleared)) +
        (result.battleCleared > 0 ? m.battleGone(num(result.emptyRowsRemoved.length), LIMIT_ROW) : m.peaceOnly) +
        (s.moved.length ? m.rowsMove(s.moved.join(m.listSeparator)) : '');
  return (
    <div aria-live="polite" data-testid="cl-summary">
      <p>
        {opening}
        {clear}
      </p>
      {points ? (
        <p>
          {m.points(num(points[0]), num(points[1]), num(points[2]))}
          <strong>{num(points[3])}</strong>
          {m.end}
        </p>
      ) : (
        <p>{m.noPoints}</p>
      )}
    </div>
  );
}
