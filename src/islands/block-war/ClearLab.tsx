// Island: an editable board in the mover's frame; place a piece and see which rows go and where the others move.
// Presets are the document's six clear pictures (two examples, three pictures each).
import { useState } from 'preact/hooks';
import {
  PIECES,
  DIRS,
  COLS,
  LIMIT_ROW,
  ROUNDS,
  clearRows,
  dropCells,
  emptyBoard,
  legalPlacements,
  placementCells,
  cellSetKey,
  type Dir,
  type Piece,
  type Placement,
} from '~/engines/block-war';
import { BATTLE_EXAMPLE, PEACE_EXAMPLE, type ClearExample } from '~/engines/block-war/examples';
import { choiceParam, numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { BoardSvg, type CellMark, type RowMark } from './BoardSvg';
import { BOARD_DIGITS, BOARD_PATTERN, decodeBoard, encodeBoard } from './codec';
import { clearView } from './clear-view';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber } from '~/i18n/format';
import { CLEAR_LAB_MESSAGES } from './ClearLab.messages';
import './block-war.css';
import { DraftInput } from '../common/DraftInput';

type PieceOrNone = Piece | 'none';
interface Preset {
  id: string;
  /** Which of the document's two examples, which picture (1-3) of it, and the piece that lands. */
  example: 'battle' | 'peace';
  picture: number;
  title: string;
  board: string[];
  mover: 'red' | 'blue';
  piece: PieceOrNone;
  placement: Placement;
}

function presetsOf(ex: ClearExample, n: number): Preset[] {
  const placed = dropCells(ex.before, ex.piece, ex.placement, '#');
  const en = CLEAR_LAB_MESSAGES.en;
  const zone = ex.id === 'battle' ? 'battle' : 'peace';
  return [
    {
      id: `${ex.id}-1`,
      example: zone,
      picture: n,
      title: en.presetBefore(zone, n, ex.piece),
      board: ex.before,
      mover: ex.mover,
      piece: ex.piece,
      placement: ex.placement,
    },
    {
      id: `${ex.id}-2`,
      example: zone,
      picture: n + 1,
      title: en.presetLanded(zone, n + 1),
      board: placed,
      mover: ex.mover,
      piece: 'none',
      placement: ex.placement,
    },
    {
      id: `${ex.id}-3`,
      example: zone,
      picture: n + 2,
      title: en.presetAfter(zone, n + 2),
      board: clearRows(placed).rows,
      mover: ex.mover,
      piece: 'none',
      placement: ex.placement,
    },
  ];
}
export const PRESETS: Preset[] = [...presetsOf(BATTLE_EXAMPLE, 1), ...presetsOf(PEACE_EXAMPLE, 1)];
const DEFAULT = PRESETS[0];
const PIECE_CHOICES: readonly PieceOrNone[] = ['none', ...PIECES];

export const SPECS = {
  clBoard: textParam({
    default: encodeBoard(DEFAULT.board),
    pattern: BOARD_PATTERN,
    maxLength: BOARD_DIGITS,
    describe: { en: `${BOARD_DIGITS} hex digits (rows 0-${LIMIT_ROW})`, 'zh-cn': `${BOARD_DIGITS} 位十六进制数字（第 0-${LIMIT_ROW} 行）` },
  }),
  clMover: choiceParam({ default: DEFAULT.mover, choices: ['red', 'blue'] as const }),
  clPiece: choiceParam<PieceOrNone>({ default: DEFAULT.piece, choices: PIECE_CHOICES }),
  clDir: numberParam({ default: DEFAULT.placement.dir, min: 0, max: 3 }),
  // The centre is one of the piece's cells, so a legal placement has it inside columns 0-9 and rows 0-14.
  clX: numberParam({ default: DEFAULT.placement.x, min: 0, max: COLS - 1 }),
  clY: numberParam({ default: DEFAULT.placement.y, min: 0, max: LIMIT_ROW }),
  // The combo grows by at most one a round, so it stays below the number of rounds.
  clCombo: numberParam({ default: 0, min: 0, max: ROUNDS }),
};

/** A preset's title in the page's language. */
function presetTitle(p: Preset, m: (typeof CLEAR_LAB_MESSAGES)['en']): string {
  if (p.picture === 1) return m.presetBefore(p.example, p.picture, p.piece);
  return p.picture === 2 ? m.presetLanded(p.example, p.picture) : m.presetAfter(p.example, p.picture);
}

export default function ClearLab({ locale }: { locale?: Locale }) {
  const m = messagesFor(CLEAR_LAB_MESSAGES, locale);
  const num = (n: number) => formatNumber(locale ?? 'en', n);
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const board = decodeBoard(v['clBoard']) ?? DEFAULT.board;
  const mover = v['clMover'];
  const piece = v['clPiece'];
  const [mode, setMode] = useState<'place' | 'edit'>('place');
  const [hover, setHover] = useState<Placement | null>(null);

  const legal = piece === 'none' ? [] : legalPlacements(board, piece);
  const chosen: Placement = { x: v['clX'], y: v['clY'], dir: v['clDir'] as Dir };
  const chosenKey = piece === 'none' ? NaN : cellSetKey(placementCells(piece, chosen));
  const chosenLegal = piece !== 'none' && legal.some((q) => cellSetKey(placementCells(piece, q)) === chosenKey);
  const shown = hover ?? (chosenLegal ? chosen : null);
  const mark = mover === 'red' ? 'P' : 'p';
  const placed = piece !== 'none' && shown ? dropCells(board, piece, shown, mark) : board;
  const combo = v['clCombo'];
  const { result, points, unreachable } = clearView(placed, combo, locale);

  const dirLegal = legal.filter((q) => q.dir === v['clDir']);
  /** A legal placement of the chosen direction covering cell (x, y), preferring one centred there. */
  const pick = (x: number, y: number): Placement | null => {
    if (piece === 'none') return null;
    const covering = (list: Placement[]) => list.filter((q) => placementCells(piece, q).some((c) => c.x === x && c.y === y));
    const c = covering(dirLegal);
    const pool = c.length ? c : covering(legal);
    return pool.find((q) => q.x === x && q.y === y) ?? pool[0] ?? null;
  };
  const choose = (p: Placement) => state.set({ clX: p.x, clY: p.y, clDir: p.dir });
  const toggle = (x: number, y: number) => {
    if (y > LIMIT_ROW) return;
    const rows = board.slice();
    rows[y] = rows[y].slice(0, x) + (rows[y][x] === '.' ? '#' : '.') + rows[y].slice(x + 1);
    state.set({ clBoard: encodeBoard(rows) });
  };
  const step = (k: number) => {
    if (legal.length === 0) return;
    const i = legal.findIndex((q) => cellSetKey(placementCells(piece as Piece, q)) === chosenKey);
    choose(legal[(i + k + legal.length) % legal.length]);
  };
  const loadPreset = (id: string) => {
    const p = PRESETS.find((q) => q.id === id);
    if (!p) return;
    setHover(null);
    state.set({ clBoard: encodeBoard(p.board), clMover: p.mover, clPiece: p.piece, clX: p.placement.x, clY: p.placement.y, clDir: p.placement.dir });
  };

  const marks: CellMark[] = [];
  if (piece !== 'none') {
    for (const q of dirLegal) for (const c of placementCells(piece, q)) marks.push({ ...c, kind: 'legal' });
    if (shown) for (const c of placementCells(piece, shown)) marks.push({ ...c, kind: 'preview' });
  }
  const rowMarks: RowMark[] = [
    ...result.fullRows.map((y) => ({ y, kind: 'full' as const, note: m.fullNote })),
    ...result.emptyRowsRemoved.map((y) => ({ y, kind: 'empty' as const })),
    ...result.moves.flatMap((to, y) => (to >= 0 && to !== y && placed[y] !== '..........' ? [{ y, kind: 'moved' as const, note: `→ ${to}` }] : [])),
  ];
  const moved = result.moves.flatMap((to, y) => (to >= 0 && to !== y && placed[y] !== '..........' ? [`${y} → ${to}`] : []));
  const presetNow = PRESETS.find((p) => encodeBoard(p.board) === v['clBoard'] && p.piece === piece && p.mover === mover);
  const badPlacement = piece !== 'none' && !chosenLegal && legal.length > 0;

  return (
    <section id="clear-lab" class="atlas-island" aria-labelledby="cl-title">
      <h3 id="cl-title">{m.title}</h3>
      <div class="atlas-controls">
        <label>
          {m.preset}
          <select value={presetNow?.id ?? ''} onChange={(e) => loadPreset((e.currentTarget as HTMLSelectElement).value)}>
            <option value="" disabled>
              {m.ownBoard}
            </option>
            {PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {presetTitle(p, m)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.mover}
          <select value={mover} onChange={(e) => state.set({ clMover: (e.currentTarget as HTMLSelectElement).value as 'red' | 'blue' })}>
            <option value="red">{m.red}</option>
            <option value="blue">{m.blue}</option>
          </select>
        </label>
        <button type="button" class="atlas-button" onClick={() => state.set({ clBoard: encodeBoard(emptyBoard()) })}>
          {m.emptyBoard}
        </button>
      </div>
      <div class="atlas-controls">
        <label>
          {m.piece}
          <select
            value={piece}
            onChange={(e) => {
              const np = (e.currentTarget as HTMLSelectElement).value as PieceOrNone;
              const first = np === 'none' ? undefined : legalPlacements(board, np)[0];
              state.set(first ? { clPiece: np, clX: first.x, clY: first.y, clDir: first.dir } : { clPiece: np });
            }}
          >
            {PIECE_CHOICES.map((p) => (
              <option key={p} value={p}>
                {p === 'none' ? m.noPiece : p}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.direction}
          <select
            value={String(v['clDir'])}
            disabled={piece === 'none'}
            onChange={(e) => {
              const d = Number((e.currentTarget as HTMLSelectElement).value);
              const first = legal.find((q) => q.dir === d);
              state.set(first ? { clDir: d, clX: first.x, clY: first.y } : { clDir: d });
            }}
          >
            {DIRS.map((d) => (
              <option key={d} value={String(d)}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <button type="button" class="atlas-button" disabled={legal.length === 0} onClick={() => step(-1)}>
          {m.previous}
        </button>
        <button type="button" class="atlas-button" disabled={legal.length === 0} onClick={() => step(1)}>
          {m.next}
        </button>
        <label>
          {m.combo}
          <DraftInput
            type="number"
            min={0}
            max={ROUNDS}
            value={combo}
            style={{ width: '4.5em' }}
            onChange={(e) => {
              const n = Math.round(Number((e.currentTarget as HTMLInputElement).value));
              if (Number.isFinite(n)) state.set({ clCombo: Math.min(ROUNDS, Math.max(0, n)) });
            }}
          />
        </label>
      </div>
      <fieldset class="atlas-controls">
        <legend>{m.clickLegend}</legend>
        <label>
          <input type="radio" name="cl-mode" checked={mode === 'place'} onChange={() => setMode('place')} /> {m.clickPlaces}
        </label>
        <label>
          <input type="radio" name="cl-mode" checked={mode === 'edit'} onChange={() => setMode('edit')} /> {m.clickEdits(LIMIT_ROW)}
        </label>
      </fieldset>
      {unreachable && (
        <p class="atlas-notice" role="status" data-testid="cl-unreachable">
          {unreachable}
        </p>
      )}
      <div class="bw-figures">
        <figure>
          <BoardSvg
            rows={placed}
            mover={mover}
            marks={marks}
            rowMarks={rowMarks}
            rowNumbers
            cell={17}
            label={m.beforeLabel(m[mover], result.fullRows.length ? result.fullRows.join(m.listSeparator) : null, mode === 'edit')}
            onCell={(x, y) => {
              if (mode === 'edit') return toggle(x, y);
              const p = pick(x, y);
              if (p) choose(p);
            }}
            onHover={mode === 'place' ? (x, y) => setHover(pick(x, y)) : undefined}
            onLeave={() => setHover(null)}
            ownerName={(ch) => (ch === mark ? m.beingPlaced(piece) : m.filled)}
            locale={locale}
          />
          <figcaption>{m.beforeCaption}</figcaption>
        </figure>
        <figure>
          <BoardSvg rows={result.rows} mover={mover} rowNumbers cell={17} label={m.afterLabel(m[mover])} locale={locale} />
          <figcaption>{m.afterCaption}</figcaption>
        </figure>
      </div>
      <div aria-live="polite" data-testid="cl-summary">
        <p>
          {piece === 'none'
            ? m.noPieceSummary
            : shown
              ? m.shownSummary(piece, shown.dir, shown.x, shown.y)
              : legal.length === 0
                ? m.noLegal(piece)
                : m.pickOne(num(legal.length))}
          {result.fullRows.length === 0
            ? m.noFull
            : m.fullRows(result.fullRows.join(m.listSeparator), num(result.peaceCleared), num(result.battleCleared)) +
              (result.battleCleared > 0 ? m.battleGone(num(result.emptyRowsRemoved.length), LIMIT_ROW) : m.peaceOnly) +
              (moved.length ? m.rowsMove(moved.join(m.listSeparator)) : '')}
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
      <StateBar
        notices={[...state.notices, ...(badPlacement ? [m.notLegal(piece, chosen.x, chosen.y, chosen.dir)] : [])]}
        shareUrl={state.shareUrl}
        onReset={() => {
          setHover(null);
          state.reset();
        }}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
