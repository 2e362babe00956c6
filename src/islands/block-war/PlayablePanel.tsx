// The playable board's side panel: round, scores and combo, whose turn or how the match ended, the last placement, the
// placement shown, the next pieces, the placement list with Place, and the legend.
import { roundOfTurn, ROUNDS, type MatchState, type Placement } from '~/engines/block-war';
import { endOf, type Turn } from './playable-model';
import type { PLAYABLE_BOARD_MESSAGES } from './PlayableBoard.messages';

type Messages = (typeof PLAYABLE_BOARD_MESSAGES)['en'];

interface Props {
  m: Messages;
  num: (n: number) => string;
  match: MatchState;
  t: Turn;
  shown: Placement | undefined;
  hovering: boolean;
  sel: number;
  onSelect: (i: number) => void;
  onPlace: () => void;
}

/** A label with its number, on one line (Chinese text may break between any two characters). */
const Figure = ({ label, value }: { label: string; value: string }) => (
  <span style={{ whiteSpace: 'nowrap' }}>
    {label} <strong>{value}</strong>
  </span>
);

/** How the match ended, or whose turn it is, in words. */
function statusLine(m: Messages, match: MatchState, t: Turn): string {
  const end = endOf(match);
  if (!end) return m.toPlace(t.player === 'blue' ? 'blue' : 'red', String(t.piece), !t.handToMove);
  if (end.draw) return m.draw;
  return m.wins(end.winner, end.why, end.loser === 'blue' ? m.blueWord : m.redWord);
}

export function PlayablePanel({ m, num, match, t, shown, hovering, sel, onSelect, onPlace }: Props) {
  const last = match.history[match.history.length - 1];
  const describe = (q: Placement) => m.describe(String(t.piece), q.dir, q.x, q.y);
  const upcoming = match.blocks.slice(match.turn + 1, match.turn + 5);
  return (
    <div>
      <p class="bw-scores" aria-live="polite" data-testid="pb-status">
        {m.round(num(roundOfTurn(match.turn)), num(ROUNDS))}
        {m.sep}
        <Figure label={m.red} value={num(match.scores[0])} />
        {m.sep}
        <Figure label={m.blue} value={num(match.scores[1])} />
        {m.sep}
        <Figure label={m.combo} value={num(match.combo)} />
        <br />
        {statusLine(m, match, t)}
      </p>
      {last && (
        <p data-testid="pb-last">{m.last(last.player, last.piece, num(last.peaceCleared), num(last.battleCleared), num(last.points), last.points === 1)}</p>
      )}
      <p aria-live="polite" data-testid="pb-preview">
        {t.handToMove && shown ? m.shown(describe(shown), hovering) : ''}
      </p>
      <p>{m.next(upcoming.join(' ') || null)}</p>
      {t.handToMove && t.legal.length > 0 && (
        <div class="atlas-controls">
          <label>
            {m.placement(num(t.legal.length))}
            <select value={String(sel)} onChange={(e) => onSelect(Number((e.currentTarget as HTMLSelectElement).value))}>
              {t.legal.map((q, i) => (
                <option key={i} value={String(i)}>
                  {describe(q)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="atlas-button" onClick={onPlace}>
            {m.place}
          </button>
        </div>
      )}
      <ul class="bw-legend">
        <li>
          <span class="bw-swatch" style={{ background: '#e0584c' }} /> {m.redCells}
        </li>
        <li>
          <span class="bw-swatch" style={{ background: '#3d7fe0' }} /> {m.blueCells}
        </li>
        <li>{m.dashed}</li>
        <li>{m.lines}</li>
      </ul>
    </div>
  );
}
