// Island: a Block War match on one screen, red against blue (hand against hand, or hand against a bot). Legal
// placements are outlined, the hovered one previewed, clears flash, and score and combo come from the engine.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  BOTS,
  cellSetKey,
  currentLegal,
  currentPiece,
  currentPlayer,
  frameOf,
  newMatch,
  placementCells,
  playPlacement,
  checkStuck,
  dropCells,
  markOf,
  turnBoard,
  roundOfTurn,
  BATTLE_END,
  PLACEMENTS,
  ROUNDS,
  type MatchState,
  type Placement,
  type Player,
  type BotName,
  toRedFrame as toRed,
} from '~/engines/block-war';
import { createRng } from '~/lib/rng';
import { choiceParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { useOnScreen } from '~/lib/use-on-screen';
import { StateBar } from '~/islands/common/StateBar';
import { BoardSvg, type CellMark, type RowMark } from './BoardSvg';
import { decodeMoves, encodeMoves, MOVE_DIGITS, MOVES_PATTERN } from './codec';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber } from '~/i18n/format';
import { PLAYABLE_BOARD_MESSAGES } from './PlayableBoard.messages';
import './block-war.css';

type Side = 'hand' | BotName;
const SIDES: readonly Side[] = ['hand', 'random', 'greedy'];
export const SPECS = {
  pbSeed: textParam({
    default: 'table',
    pattern: /^[A-Za-z0-9_-]{1,24}$/,
    maxLength: 24,
    describe: { en: 'a seed of 1-24 letters, digits, - or _', 'zh-cn': '由 1-24 个字母、数字、- 或 _ 组成的种子' },
  }),
  pbBlue: choiceParam<Side>({ default: 'greedy', choices: SIDES }),
  pbMoves: textParam({
    default: '',
    pattern: MOVES_PATTERN,
    maxLength: PLACEMENTS * MOVE_DIGITS,
    describe: { en: 'a move list (pairs of base-36 digits)', 'zh-cn': '一串着法（每步两位 36 进制数字）' },
  }),
};

/** Replays a move list (indices into each turn's legal list); stops at the first index that is out of range. */
function replay(seed: string, moves: readonly number[]): { match: MatchState; used: number } {
  let m = checkStuck(newMatch(seed));
  let used = 0;
  for (const i of moves) {
    if (m.over) break;
    const legal = currentLegal(m);
    if (i < 0 || i >= legal.length) break;
    m = playPlacement(m, legal[i]);
    used++;
  }
  return { match: m, used };
}

export default function PlayableBoard({ locale }: { locale?: Locale }) {
  const m = messagesFor(PLAYABLE_BOARD_MESSAGES, locale);
  const num = (n: number) => formatNumber(locale ?? 'en', n);
  const state = useUrlState(SPECS, locale);
  const seed = state.values['pbSeed'];
  const blueSide = state.values['pbBlue'];
  const moves = useMemo(() => decodeMoves(state.values['pbMoves']), [state.values['pbMoves']]);
  const { match, used } = useMemo(() => replay(seed, moves), [seed, moves]);
  const player = match.over ? null : currentPlayer(match);
  const piece = match.over ? null : currentPiece(match);
  const legal = useMemo(() => (match.over ? [] : currentLegal(match)), [match]);
  const [sel, setSel] = useState(0);
  const [hover, setHover] = useState<number | null>(null);
  const [flash, setFlash] = useState<{ rows: string[]; marks: RowMark[] } | null>(null);
  const [seedText, setSeedText] = useState(seed);
  const box = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(box);
  useEffect(() => setSeedText(seed), [seed]);
  useEffect(() => setSel(0), [match]);

  const handToMove = player !== null && (player === 'red' || blueSide === 'hand');
  const play = (list: number[]) => state.set({ pbMoves: encodeMoves(list) });

  /** Plays the index-th legal placement, shows the clear for a moment, and records the move in the URL. */
  const move = (index: number) => {
    if (match.over || index < 0 || index >= legal.length) return;
    const next = playPlacement(match, legal[index]);
    const rec = next.history[next.history.length - 1];
    if (rec && rec.peaceCleared + rec.battleCleared > 0 && onScreen) {
      const frame = frameOf(match.board, rec.player);
      const placed = dropCells(frame, rec.piece, rec.placement, markOf(rec.piece, rec.player));
      const full: RowMark[] = [];
      for (let y = 0; y < BATTLE_END; y++) if (!placed[y].includes('.')) full.push({ y: toRed(rec.player, 0, y).y, kind: 'full' });
      setFlash({ rows: rec.player === 'red' ? placed : turnBoard(placed), marks: full });
    }
    play([...moves.slice(0, used), index]);
    setHover(null);
  };

  // The bot answers after a short pause (longer when a clear is flashing); no timers run off screen.
  useEffect(() => {
    if (!player || handToMove || !onScreen) return;
    const t = setTimeout(
      () => {
        const bot = BOTS[blueSide as BotName];
        const rows = frameOf(match.board, player);
        const choice = bot({ rows, piece: piece!, legal, combo: match.combo, player }, createRng(`${seed}/${match.turn}`));
        const key = cellSetKey(placementCells(piece!, choice));
        move(legal.findIndex((q) => cellSetKey(placementCells(piece!, q)) === key));
      },
      flash ? 900 : 350,
    );
    return () => clearTimeout(t);
  }, [match, handToMove, onScreen]);
  useEffect(() => {
    if (!flash) return;
    const t = setTimeout(() => setFlash(null), 700);
    return () => clearTimeout(t);
  }, [flash]);

  const shownIndex = hover ?? sel;
  const shown: Placement | undefined = legal[shownIndex];
  const marks: CellMark[] = [];
  if (player && piece && handToMove) {
    for (const q of legal) for (const c of placementCells(piece, q)) marks.push({ ...toRed(player, c.x, c.y), kind: 'legal' });
    if (shown) for (const c of placementCells(piece, shown)) marks.push({ ...toRed(player, c.x, c.y), kind: 'preview' });
  }
  const last = match.history[match.history.length - 1];
  if (last && !flash) for (const c of placementCells(last.piece, last.placement)) marks.push({ ...toRed(last.player, c.x, c.y), kind: 'placed' });

  /** The legal placement under a hovered cell (red's frame): centred there first, then the same direction as now. */
  const pickAt = (X: number, Y: number): number | null => {
    if (!player || !piece || !handToMove) return null;
    const { x, y } = toRed(player, X, Y); // the 180-degree turn is its own inverse
    const dir = shown?.dir;
    const all = legal.map((q, i) => ({ q, i }));
    const covering = all.filter(({ q }) => placementCells(piece, q).some((c) => c.x === x && c.y === y));
    const rank = ({ q }: { q: Placement }) => (q.x === x && q.y === y ? 0 : 2) + (q.dir === dir ? 0 : 1);
    covering.sort((a, b) => rank(a) - rank(b));
    if (covering.length) return covering[0].i;
    // No placement covers the cell: show where the piece lands in that column (same direction first, then the
    // resting spot nearest the cell).
    const column = all.filter(({ q }) => q.x === x);
    column.sort((a, b) => (a.q.dir === dir ? 0 : 1) - (b.q.dir === dir ? 0 : 1) || Math.abs(a.q.y - y) - Math.abs(b.q.y - y));
    return column.length ? column[0].i : null;
  };
  const describe = (q: Placement) => m.describe(String(piece), q.dir, q.x, q.y);
  const playerWord = (p: Player | null) => (p === 'blue' ? m.blueWord : m.redWord);
  const upcoming = match.blocks.slice(match.turn + 1, match.turn + 5);
  const result = match.over
    ? match.winner === 'draw'
      ? m.draw
      : m.wins(
          match.winner === 'blue' ? 'blue' : 'red',
          match.endReason === 'no-legal-placement' || match.endReason === 'illegal-placement' ? match.endReason : 'other',
          playerWord(match.loser ?? null),
        )
    : null;

  return (
    <section id="playable-board" class="atlas-island" aria-labelledby="pb-title" ref={box}>
      <h3 id="pb-title">{m.title}</h3>
      <div class="atlas-controls">
        <label>
          {m.seed}
          <input
            id="pb-seed-input"
            type="text"
            value={seedText}
            maxLength={24}
            size={10}
            onInput={(e) => setSeedText((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <button type="button" class="atlas-button" onClick={() => /^[A-Za-z0-9_-]{1,24}$/.test(seedText) && state.set({ pbSeed: seedText, pbMoves: '' })}>
          {m.newMatch}
        </button>
        <label>
          {m.blueBy}
          <select value={blueSide} onChange={(e) => state.set({ pbBlue: (e.currentTarget as HTMLSelectElement).value as Side })}>
            <option value="hand">{m.hand}</option>
            <option value="random">{m.randomBot}</option>
            <option value="greedy">{m.greedyBot}</option>
          </select>
        </label>
        <button
          type="button"
          class="atlas-button"
          disabled={used === 0}
          onClick={() => {
            let n = used - 1;
            if (blueSide !== 'hand' && n > 0 && match.history[n]?.player === 'blue') n--;
            play(moves.slice(0, Math.max(0, n)));
          }}
        >
          {m.undo}
        </button>
      </div>
      <div class="bw-side">
        <BoardSvg
          rows={flash ? flash.rows : match.board}
          rowMarks={flash ? flash.marks : []}
          marks={marks}
          cell={18}
          class={flash ? 'bw-flash' : ''}
          label={m.boardLabel(num(match.turn))}
          locale={locale}
          onHover={(x, y) => setHover(pickAt(x, y))}
          onLeave={() => setHover(null)}
          onCell={(x, y) => {
            const i = pickAt(x, y);
            if (i !== null) move(i);
          }}
        />
        <div>
          <p class="bw-scores" aria-live="polite" data-testid="pb-status">
            {m.round(num(roundOfTurn(match.turn)), num(ROUNDS))}
            {m.sep}
            {/* Each label stays on one line with its number (Chinese text may break between any two characters). */}
            <span style={{ whiteSpace: 'nowrap' }}>
              {m.red} <strong>{num(match.scores[0])}</strong>
            </span>
            {m.sep}
            <span style={{ whiteSpace: 'nowrap' }}>
              {m.blue} <strong>{num(match.scores[1])}</strong>
            </span>
            {m.sep}
            <span style={{ whiteSpace: 'nowrap' }}>
              {m.combo} <strong>{num(match.combo)}</strong>
            </span>
            <br />
            {result ?? m.toPlace(player === 'blue' ? 'blue' : 'red', String(piece), !handToMove)}
          </p>
          {last && (
            <p data-testid="pb-last">{m.last(last.player, last.piece, num(last.peaceCleared), num(last.battleCleared), num(last.points), last.points === 1)}</p>
          )}
          <p aria-live="polite" data-testid="pb-preview">
            {handToMove && shown ? m.shown(describe(shown), hover !== null) : ''}
          </p>
          <p>{m.next(upcoming.join(' ') || null)}</p>
          {handToMove && legal.length > 0 && (
            <div class="atlas-controls">
              <label>
                {m.placement(num(legal.length))}
                <select value={String(sel)} onChange={(e) => setSel(Number((e.currentTarget as HTMLSelectElement).value))}>
                  {legal.map((q, i) => (
                    <option key={i} value={String(i)}>
                      {describe(q)}
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" class="atlas-button" onClick={() => move(sel)}>
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
      </div>
      <StateBar
        notices={used < moves.length ? [...state.notices, m.partMoves(num(used), num(moves.length))] : state.notices}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
