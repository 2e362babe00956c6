// Island: a seed and two bots make a whole match; scrub through its placements and see the score over the rounds.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { playMatch, BOTS, placementCells, emptyBoard, COLS, ROWS, PLACEMENTS, type BotName, type Player } from '~/engines/block-war';
import { choiceParam, numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { useOnScreen } from '~/lib/use-on-screen';
import { StateBar } from '~/islands/common/StateBar';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { BoardSvg, type CellMark } from './BoardSvg';
import './block-war.css';

const BOT_NAMES = Object.keys(BOTS) as BotName[];
export const SPECS = {
  mrSeed: textParam({ default: '1', pattern: /^[A-Za-z0-9_-]{1,24}$/, maxLength: 24, describe: 'a seed of 1-24 letters, digits, - or _' }),
  mrRed: choiceParam<BotName>({ default: 'greedy', choices: BOT_NAMES }),
  mrBlue: choiceParam<BotName>({ default: 'greedy', choices: BOT_NAMES }),
  mrTurn: numberParam({ default: PLACEMENTS, min: 0, max: PLACEMENTS }),
};
const toRed = (player: Player, x: number, y: number) => (player === 'red' ? { x, y } : { x: COLS - 1 - x, y: ROWS - 1 - y });

export default function MatchReplay() {
  const state = useUrlState(SPECS);
  const seed = state.values['mrSeed'];
  const red = state.values['mrRed'];
  const blue = state.values['mrBlue'];
  const match = useMemo(() => playMatch(seed, BOTS[red], BOTS[blue]), [seed, red, blue]);
  const n = match.history.length;
  const turn = Math.min(state.values['mrTurn'], n);
  const [seedText, setSeedText] = useState(seed);
  const [playing, setPlaying] = useState(false);
  const box = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(box);
  useEffect(() => setSeedText(seed), [seed]);
  useEffect(() => {
    if (!playing || !onScreen) return;
    if (turn >= n) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => state.set({ 'mrTurn': turn + 1 }), 120);
    return () => clearTimeout(t);
  }, [playing, onScreen, turn, n]);

  const rec = turn > 0 ? match.history[turn - 1] : null;
  const board = rec ? rec.board : emptyBoard();
  const marks: CellMark[] = rec ? placementCells(rec.piece, rec.placement).map((c) => ({ ...toRed(rec.player, c.x, c.y), kind: 'placed' as const })) : [];
  const scores = rec ? rec.scores : [0, 0];

  // Score after each round. Blue's series comes first so the theme's first (blue) and second (red-orange) colours fit.
  const chart = useMemo(() => {
    const labels: number[] = [];
    const r: number[] = [];
    const b: number[] = [];
    const c: number[] = [];
    for (let i = 1; i < match.history.length; i += 2) {
      const h = match.history[i];
      labels.push(h.round);
      r.push(h.scores[0]);
      b.push(h.scores[1]);
      c.push(h.combo);
    }
    return { labels, xTitle: 'Round', yTitle: 'Points', series: [{ label: 'Blue', values: b }, { label: 'Red', values: r }, { label: 'Combo after the round', values: c }] };
  }, [match]);
  const clears = match.history.reduce((a, h) => a + (h.battleCleared > 0 ? 1 : 0), 0);
  const result =
    match.winner === 'draw'
      ? `a draw at ${match.scores[0]}–${match.scores[1]}`
      : `${match.winner} wins ${match.scores[0]}–${match.scores[1]}` +
        (match.endReason === 'no-legal-placement' ? `: ${match.loser} had no legal placement after ${n} placements` : ` after all ${n} placements`);

  return (
    <section id="match-replay" class="atlas-island" aria-labelledby="mr-title" ref={box}>
      <h3 id="mr-title">Try it: replay a bot match</h3>
      <div class="atlas-controls">
        <label>
          Seed
          <input id="mr-seed-input" type="text" value={seedText} maxLength={24} size={10} onInput={(e) => setSeedText((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <button type="button" class="atlas-button" onClick={() => /^[A-Za-z0-9_-]{1,24}$/.test(seedText) && state.set({ 'mrSeed': seedText, 'mrTurn': PLACEMENTS })}>
          Play this seed
        </button>
        {(['mrRed', 'mrBlue'] as const).map((key) => (
          <label key={key}>
            {key === 'mrRed' ? 'Red bot' : 'Blue bot'}
            <select value={state.values[key]} onChange={(e) => state.set({ [key]: (e.currentTarget as HTMLSelectElement).value as BotName })}>
              {BOT_NAMES.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p data-testid="mr-result">
        Seed {seed}, {red} (red) against {blue} (blue): <strong>{result}</strong>. {clears} placements cleared a battle row.
      </p>
      <div class="atlas-controls">
        <label>
          Placement
          <input
            id="mr-turn-input"
            type="range"
            min={0}
            max={n}
            value={turn}
            aria-valuetext={`placement ${turn} of ${n}`}
            onInput={(e) => state.set({ 'mrTurn': Number((e.currentTarget as HTMLInputElement).value) })}
          />
        </label>
        <button type="button" class="atlas-button" onClick={() => state.set({ 'mrTurn': Math.max(0, turn - 1) })} aria-label="One placement back">
          ◀
        </button>
        <button type="button" class="atlas-button" onClick={() => state.set({ 'mrTurn': Math.min(n, turn + 1) })} aria-label="One placement forward">
          ▶
        </button>
        <button type="button" class="atlas-button" onClick={() => {
          if (!playing && turn >= n) state.set({ 'mrTurn': 0 });
          setPlaying(!playing);
        }}>
          {playing ? 'Pause' : 'Play'}
        </button>
      </div>
      <div class="bw-side">
        <BoardSvg rows={board} marks={marks} cell={15} label={`The field after placement ${turn} of ${n}, in red's frame (red at the top). Score ${scores[0]} to ${scores[1]}.`} />
        <p aria-live="polite" data-testid="mr-status" class="bw-scores">
          Placement {turn} of {n}
          {rec
            ? `: round ${rec.round}, ${rec.player} placed ${rec.piece} (direction ${rec.placement.dir}, centre ${rec.placement.x}, ${rec.placement.y}), cleared ${rec.peaceCleared} peace and ${rec.battleCleared} battle rows, ${rec.points} points. Score red ${rec.scores[0]}, blue ${rec.scores[1]}; combo ${rec.combo}.`
            : ': the empty field before red moves.'}
        </p>
      </div>
      <ChartFigure kind="line" title={`Score after each round, seed ${seed}`} data={chart} height={240} tableCollapsed />
      <StateBar
        notices={state.notices}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
      />
    </section>
  );
}
