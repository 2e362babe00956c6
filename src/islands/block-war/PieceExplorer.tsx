// Island: the seven pieces in four directions around their centre; directions with the same shape are shown as such.
import { PIECES, DIRS, equivalentPlacements, pieceOffsets, type Dir, type Piece } from '~/engines/block-war';
import { choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { PieceSvg } from './PieceSvg';
import { DirectionSelect } from './DirectionSelect';
import { PIECE_EXPLORER_MESSAGES } from './PieceExplorer.messages';
import './block-war.css';

export const SPECS = {
  pePiece: choiceParam<Piece>({ default: 'J', choices: PIECES }),
  peDir: numberParam({ default: 0, min: 0, max: 3 }),
};

const cellsText = (piece: Piece, dir: Dir) =>
  pieceOffsets(piece, dir)
    .map(([dx, dy]) => `(${dx}, ${dy})`)
    .join(', ');

export default function PieceExplorer({ locale }: { locale?: Locale }) {
  const m = messagesFor(PIECE_EXPLORER_MESSAGES, locale);
  const state = useUrlState(SPECS, locale);
  const piece = state.values['pePiece'];
  const dir = state.values['peDir'] as Dir;
  const same = equivalentPlacements(piece, { x: 0, y: 0, dir });
  const turn = (step: number) => state.set({ peDir: (dir + step + 4) % 4 });

  return (
    <section id="piece-explorer" class="atlas-island" aria-labelledby="pe-title">
      <h3 id="pe-title">{m.title}</h3>
      <fieldset class="atlas-controls">
        <legend>{m.piece}</legend>
        {PIECES.map((p) => (
          <label key={p}>
            <input type="radio" name="pePiece" value={p} checked={p === piece} onChange={() => state.set({ pePiece: p })} />
            {p}
          </label>
        ))}
      </fieldset>
      <div class="atlas-controls">
        <button type="button" class="atlas-button" onClick={() => turn(-1)} aria-label={m.previous}>
          {m.previousText}
        </button>
        <button type="button" class="atlas-button" onClick={() => turn(1)} aria-label={m.next}>
          {m.nextText}
        </button>
        <DirectionSelect label={m.direction} value={dir} onPick={(d) => state.set({ peDir: d })} />
      </div>
      <div class="bw-side">
        <PieceSvg piece={piece} dir={dir} cell={28} label={m.bigLabel(piece, dir, cellsText(piece, dir))} />
        <div aria-live="polite" data-testid="pe-summary">
          <p>
            <strong>{m.heading(piece, dir)}</strong>
            {m.summary(cellsText(piece, dir))}
          </p>
          <p>{same.length === 0 ? m.unique : m.same(same.map((q) => m.sameItem(q.dir, q.x, q.y)).join(m.listSeparator))}</p>
        </div>
      </div>
      <div class="bw-figures" role="group" aria-label={m.allFour(piece)}>
        {DIRS.map((d) => (
          <figure key={d}>
            <button type="button" class="atlas-button" aria-pressed={d === dir} onClick={() => state.set({ peDir: d })} aria-label={m.show(d)}>
              <PieceSvg piece={piece} dir={d} cell={12} label={m.small(piece, d)} />
            </button>
            <figcaption>{m.caption(d)}</figcaption>
          </figure>
        ))}
      </div>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
