// The match replay's board at the placement shown, with the sentence that describes that placement.
import { emptyBoard, placementCells, toRedFrame as toRed, type MoveRecord } from '~/engines/block-war';
import { BoardSvg, type CellMark } from './BoardSvg';
import type { MATCH_REPLAY_MESSAGES } from './MatchReplay.messages';

interface Props {
  m: (typeof MATCH_REPLAY_MESSAGES)['en'];
  f: (x: number) => string;
  turn: number;
  /** "of n", or … while the match is being computed. */
  of: string;
  rec: MoveRecord | null | undefined;
  /** Placements computed so far. */
  computed: number;
}

/** The sentence for one placement's record. */
function recText(m: Props['m'], f: Props['f'], rec: MoveRecord): string {
  const { round, player, piece, placement: p, peaceCleared, battleCleared, points, scores, combo } = rec;
  return m.statusRec(f(round), player, piece, p.dir, p.x, p.y, f(peaceCleared), f(battleCleared), f(points), f(scores[0]), f(scores[1]), f(combo));
}

export function MatchReplayBoard({ m, f, turn, of, rec, computed }: Props) {
  const marks: CellMark[] = rec ? placementCells(rec.piece, rec.placement).map((c) => ({ ...toRed(rec.player, c.x, c.y), kind: 'placed' as const })) : [];
  const scores = rec ? rec.scores : [0, 0];
  return (
    <div class="bw-side">
      <BoardSvg
        rows={rec ? rec.board : emptyBoard()}
        marks={marks}
        cell={15 /* literal-ok: cell size in px */}
        label={rec === undefined ? m.computing(f(turn)) : m.boardLabel(f(turn), of, f(scores[0]), f(scores[1]))}
      />
      <p aria-live="polite" data-testid="mr-status" class="bw-scores">
        {m.statusHead(f(turn), of)}
        {rec ? recText(m, f, rec) : rec === null ? m.statusEmpty : m.statusComputing(f(computed))}
      </p>
    </div>
  );
}
