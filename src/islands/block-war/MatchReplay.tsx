// Island: a seed and two bots make a whole match; scrub through its placements and see the score over the rounds.
// The match is played in short slices after hydration (never one long main-thread task); the default match's result,
// chart and last placement come from the build as a prop, so the first view needs no computation.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  matchSteps,
  playMatch,
  BOTS,
  placementCells,
  emptyBoard,
  COLS,
  ROWS,
  PLACEMENTS,
  type BotName,
  type MatchState,
  type MoveRecord,
  type Player,
} from '~/engines/block-war';
import { choiceParam, numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { useOnScreen } from '~/lib/use-on-screen';
import { StateBar } from '~/islands/common/StateBar';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { BoardSvg, type CellMark } from './BoardSvg';
import { BOT_NAMES, REPLAY_DEFAULT, chartOf, resultOf, type ReplaySummary } from './replay-view';
import './block-war.css';

export const SPECS = {
  mrSeed: textParam({ default: REPLAY_DEFAULT.seed, pattern: /^[A-Za-z0-9_-]{1,24}$/, maxLength: 24, describe: 'a seed of 1-24 letters, digits, - or _' }),
  mrRed: choiceParam<BotName>({ default: REPLAY_DEFAULT.red, choices: BOT_NAMES }),
  mrBlue: choiceParam<BotName>({ default: REPLAY_DEFAULT.blue, choices: BOT_NAMES }),
  mrTurn: numberParam({ default: PLACEMENTS, min: 0, max: PLACEMENTS }),
};
const toRed = (player: Player, x: number, y: number) => (player === 'red' ? { x, y } : { x: COLS - 1 - x, y: ROWS - 1 - y });
/** Longest slice of match computation between two yields to the browser, in milliseconds (our choice). */
const SLICE_MS = 15; // literal-ok: milliseconds of match computed per slice
/** How often the island shows its progress while a match is being played, in milliseconds (our choice). */
const PROGRESS_MS = 400;

interface Run {
  key: string;
  match: MatchState;
  done: boolean;
}

export default function MatchReplay({ summary }: { summary?: ReplaySummary }) {
  const state = useUrlState(SPECS);
  const seed = state.values['mrSeed'];
  const red = state.values['mrRed'];
  const blue = state.values['mrBlue'];
  const key = `${seed}|${red}|${blue}`;
  // At build time the whole match is played at once: the server-rendered page shows it without JavaScript.
  const serverMatch = useMemo(() => (typeof window === 'undefined' ? playMatch(seed, BOTS[red], BOTS[blue]) : null), [key]);
  const [run, setRun] = useState<Run | null>(null);
  const sum = summary && summary.seed === seed && summary.red === red && summary.blue === blue ? summary : null;
  // With the build's summary the last placement is known; the rest of the match is played only once the reader asks
  // for another placement (lazily), and then in slices.
  const [wanted, setWanted] = useState(false);
  const askedOther = !!sum && state.values['mrTurn'] !== sum.n;
  useEffect(() => {
    if (askedOther) setWanted(true);
  }, [askedOther]);
  useEffect(() => {
    if (serverMatch || !(!sum || wanted)) return;
    const steps = matchSteps(seed, BOTS[red], BOTS[blue]);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest: MatchState | null = null;
    let shownAt = performance.now();
    const slice = () => {
      const until = performance.now() + SLICE_MS;
      let r = steps.next();
      while (!r.done) {
        latest = r.value;
        if (latest.over || performance.now() > until) break;
        r = steps.next();
      }
      const done = !!r.done || !!latest?.over;
      // Re-render only now and then while playing (progress), and once at the end.
      if (latest && (done || performance.now() - shownAt > PROGRESS_MS)) {
        shownAt = performance.now();
        setRun({ key, match: latest, done });
      }
      if (!done) timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [key, !sum || wanted]);

  const current = run && run.key === key ? run.match : null;
  const full = serverMatch ?? (run && run.key === key && run.done ? run.match : null);
  const n: number | null = full ? full.history.length : sum ? sum.n : null;
  const turn = n === null ? state.values['mrTurn'] : Math.min(state.values['mrTurn'], n);
  const history = full?.history ?? current?.history ?? [];
  /** The record of placement `turn`, when known; null for turn 0; undefined while it is still being computed. */
  const rec: MoveRecord | null | undefined = turn === 0 ? null : history.length >= turn ? history[turn - 1] : sum && turn === sum.n ? sum.last : undefined;

  const [seedText, setSeedText] = useState(seed);
  const [playing, setPlaying] = useState(false);
  const box = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(box);
  useEffect(() => setSeedText(seed), [seed]);
  useEffect(() => {
    if (!playing || !onScreen || n === null) return;
    if (turn >= n) {
      setPlaying(false);
      return;
    }
    if (history.length <= turn) return; // the next placement is still being computed
    const t = setTimeout(() => state.set({ mrTurn: turn + 1 }), 120);
    return () => clearTimeout(t);
  }, [playing, onScreen, turn, n, history.length]);

  const board = rec ? rec.board : emptyBoard();
  const marks: CellMark[] = rec ? placementCells(rec.piece, rec.placement).map((c) => ({ ...toRed(rec.player, c.x, c.y), kind: 'placed' as const })) : [];
  const scores = rec ? rec.scores : [0, 0];
  const chart = useMemo(() => (sum ? sum.chart : full ? chartOf(full.history) : null), [full, sum]);
  const clears = sum ? sum.clears : full ? full.history.reduce((a, h) => a + (h.battleCleared > 0 ? 1 : 0), 0) : null;
  const result = sum ? sum.result : full ? resultOf(full) : null;
  const computed = current ? current.history.length : 0;

  return (
    <section id="match-replay" class="atlas-island" aria-labelledby="mr-title" ref={box}>
      <h3 id="mr-title">Try it: replay a bot match</h3>
      <div class="atlas-controls">
        <label>
          Seed
          <input
            id="mr-seed-input"
            type="text"
            value={seedText}
            maxLength={24}
            size={10}
            onInput={(e) => setSeedText((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <button
          type="button"
          class="atlas-button"
          onClick={() => /^[A-Za-z0-9_-]{1,24}$/.test(seedText) && state.set({ mrSeed: seedText, mrTurn: PLACEMENTS })}
        >
          Play this seed
        </button>
        {(['mrRed', 'mrBlue'] as const).map((k) => (
          <label key={k}>
            {k === 'mrRed' ? 'Red bot' : 'Blue bot'}
            <select value={state.values[k]} onChange={(e) => state.set({ [k]: (e.currentTarget as HTMLSelectElement).value as BotName })}>
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
        Seed {seed}, {red} (red) against {blue} (blue):{' '}
        {result === null ? (
          <span>playing the match… {computed} placements so far.</span>
        ) : (
          <>
            <strong>{result}</strong>. {clears} placements cleared a battle row.
          </>
        )}
      </p>
      <div class="atlas-controls">
        <label>
          Placement
          <input
            id="mr-turn-input"
            type="range"
            min={0}
            max={n ?? PLACEMENTS}
            value={turn}
            aria-valuetext={`placement ${turn} of ${n ?? '…'}`}
            onInput={(e) => state.set({ mrTurn: Number((e.currentTarget as HTMLInputElement).value) })}
          />
        </label>
        <button type="button" class="atlas-button" onClick={() => state.set({ mrTurn: Math.max(0, turn - 1) })} aria-label="One placement back">
          ◀
        </button>
        <button
          type="button"
          class="atlas-button"
          onClick={() => state.set({ mrTurn: Math.min(n ?? PLACEMENTS, turn + 1) })}
          aria-label="One placement forward"
        >
          ▶
        </button>
        <button
          type="button"
          class="atlas-button"
          onClick={() => {
            if (!playing && n !== null && turn >= n) state.set({ mrTurn: 0 });
            setPlaying(!playing);
          }}
        >
          {playing ? 'Pause' : 'Play'}
        </button>
      </div>
      <div class="bw-side">
        <BoardSvg
          rows={board}
          marks={marks}
          cell={15 /* literal-ok: cell size in px */}
          label={
            rec === undefined
              ? `Placement ${turn} is still being computed.`
              : `The field after placement ${turn} of ${n ?? '…'}, in red's frame (red at the top). Score ${scores[0]} to ${scores[1]}.`
          }
        />
        <p aria-live="polite" data-testid="mr-status" class="bw-scores">
          Placement {turn} of {n ?? '…'}
          {rec
            ? `: round ${rec.round}, ${rec.player} placed ${rec.piece} (direction ${rec.placement.dir}, centre ${rec.placement.x}, ${rec.placement.y}), cleared ${rec.peaceCleared} peace and ${rec.battleCleared} battle rows, ${rec.points} points. Score red ${rec.scores[0]}, blue ${rec.scores[1]}; combo ${rec.combo}.`
            : rec === null
              ? ': the empty field before red moves.'
              : `: still being computed (${computed} placements so far).`}
        </p>
      </div>
      {chart ? (
        <ChartFigure kind="line" title={`Score after each round, seed ${seed}`} data={chart} height={240} tableCollapsed />
      ) : (
        <p>The chart of scores by round appears when the match is complete.</p>
      )}
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
