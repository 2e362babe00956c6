// Island: the seven pieces in four directions around their centre; directions with the same shape are shown as such.
import { PIECES, DIRS, equivalentPlacements, pieceOffsets, type Dir, type Piece } from '~/engines/block-war';
import { choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { PieceSvg } from './PieceSvg';
import './block-war.css';

export const SPECS = {
  pePiece: choiceParam<Piece>({ default: 'J', choices: PIECES }),
  peDir: numberParam({ default: 0, min: 0, max: 3 }),
};

const cellsText = (piece: Piece, dir: Dir) =>
  pieceOffsets(piece, dir)
    .map(([dx, dy]) => `(${dx}, ${dy})`)
    .join(', ');

export default function PieceExplorer() {
  const state = useUrlState(SPECS);
  const piece = state.values['pePiece'];
  const dir = state.values['peDir'] as Dir;
  const same = equivalentPlacements(piece, { x: 0, y: 0, dir });
  const turn = (step: number) => state.set({ peDir: (dir + step + 4) % 4 });

  return (
    <section id="piece-explorer" class="atlas-island" aria-labelledby="pe-title">
      <h3 id="pe-title">Try it: piece explorer</h3>
      <fieldset class="atlas-controls">
        <legend>Piece</legend>
        {PIECES.map((p) => (
          <label key={p}>
            <input type="radio" name="pePiece" value={p} checked={p === piece} onChange={() => state.set({ pePiece: p })} />
            {p}
          </label>
        ))}
      </fieldset>
      <div class="atlas-controls">
        <button type="button" class="atlas-button" onClick={() => turn(-1)} aria-label="Previous direction">
          ⟲ direction − 1
        </button>
        <button type="button" class="atlas-button" onClick={() => turn(1)} aria-label="Next direction">
          direction + 1 ⟳
        </button>
        <label>
          Direction
          <select value={String(dir)} onChange={(e) => state.set({ peDir: Number((e.currentTarget as HTMLSelectElement).value) })}>
            {DIRS.map((d) => (
              <option key={d} value={String(d)}>
                {d}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div class="bw-side">
        <PieceSvg piece={piece} dir={dir} cell={28} label={`${piece} in direction ${dir}: cells ${cellsText(piece, dir)} around the centre`} />
        <div aria-live="polite" data-testid="pe-summary">
          <p>
            <strong>
              {piece}, direction {dir}
            </strong>
            : cells {cellsText(piece, dir)} from the centre (dot). +dy points towards the opponent.
          </p>
          <p>
            {same.length === 0
              ? 'No other direction covers these cells: this shape is only reachable in this direction.'
              : `The same cells: ${same.map((q) => `direction ${q.dir} with its centre at (${q.x}, ${q.y})`).join('; ')}. These count as one placement.`}
          </p>
        </div>
      </div>
      <div class="bw-figures" role="group" aria-label={`${piece} in all four directions`}>
        {DIRS.map((d) => (
          <figure key={d}>
            <button type="button" class="atlas-button" aria-pressed={d === dir} onClick={() => state.set({ peDir: d })} aria-label={`Show direction ${d}`}>
              <PieceSvg piece={piece} dir={d} cell={12} label={`${piece} direction ${d}`} />
            </button>
            <figcaption>Direction {d}</figcaption>
          </figure>
        ))}
      </div>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
