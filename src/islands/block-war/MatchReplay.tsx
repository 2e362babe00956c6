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
  PLACEMENTS,
  type BotName,
  type MatchState,
  type MoveRecord,
  toRedFrame as toRed,
} from '~/engines/block-war';
import { choiceParam, numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { useOnScreen } from '~/lib/use-on-screen';
import { StateBar } from '~/islands/common/StateBar';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { BoardSvg, type CellMark } from './BoardSvg';
import { BOT_NAMES, REPLAY_DEFAULT, chartOf, resultOf, type ReplaySummary } from './replay-view';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { MATCH_REPLAY_MESSAGES } from './MatchReplay.messages';
import './block-war.css';

export const SPECS = {
  mrSeed: textParam({
    default: REPLAY_DEFAULT.seed,
    pattern: /^[A-Za-z0-9_-]{1,24}$/,
    maxLength: 24,
    describe: { en: 'a seed of 1-24 letters, digits, - or _', 'zh-cn': '由 1-24 个字母、数字、- 或 _ 组成的种子' },
  }),
  mrRed: choiceParam<BotName>({ default: REPLAY_DEFAULT.red, choices: BOT_NAMES }),
  mrBlue: choiceParam<BotName>({ default: REPLAY_DEFAULT.blue, choices: BOT_NAMES }),
  mrTurn: numberParam({ default: PLACEMENTS, min: 0, max: PLACEMENTS }),
};
/** Longest slice of match computation between two yields to the browser, in milliseconds (our choice). */
const SLICE_MS = 15; // literal-ok: milliseconds of match computed per slice
/** How often the island shows its progress while a match is being played, in milliseconds (our choice). */
const PROGRESS_MS = 400;

interface Run {
  key: string;
  match: MatchState;
  done: boolean;
}

export default function MatchReplay({ summary, locale = 'en' }: { summary?: ReplaySummary; locale?: Locale }) {
  const m = messagesFor(MATCH_REPLAY_MESSAGES, locale);
  const f = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const state = useUrlState(SPECS, locale);
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
  const chart = useMemo(() => (sum ? sum.chart : full ? chartOf(full.history, locale) : null), [full, sum]);
  const clears = sum ? sum.clears : full ? full.history.reduce((a, h) => a + (h.battleCleared > 0 ? 1 : 0), 0) : null;
  const result = sum ? sum.result : full ? resultOf(full, locale) : null;
  const of = n === null ? '…' : f(n);
  const computed = current ? current.history.length : 0;

  return (
    <section id="match-replay" class="atlas-island" aria-labelledby="mr-title" ref={box}>
      <h3 id="mr-title">{m.title}</h3>
      <div class="atlas-controls">
        <label>
          {m.seed}
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
          {m.playSeed}
        </button>
        {(['mrRed', 'mrBlue'] as const).map((k) => (
          <label key={k}>
            {k === 'mrRed' ? m.redBot : m.blueBot}
            <select value={state.values[k]} onChange={(e) => state.set({ [k]: (e.currentTarget as HTMLSelectElement).value as BotName })}>
              {BOT_NAMES.map((b) => (
                <option key={b} value={b}>
                  {m.bot(b)}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p data-testid="mr-result">
        {m.matchOf(seed, m.bot(red), m.bot(blue))}
        {result === null ? (
          <span>{m.playing(f(computed))}</span>
        ) : (
          <>
            <strong>{result}</strong>
            {m.clears(f(clears ?? 0))}
          </>
        )}
      </p>
      <div class="atlas-controls">
        <label>
          {m.placement}
          <input
            id="mr-turn-input"
            type="range"
            min={0}
            max={n ?? PLACEMENTS}
            value={turn}
            aria-valuetext={m.valueText(f(turn), of)}
            onInput={(e) => state.set({ mrTurn: Number((e.currentTarget as HTMLInputElement).value) })}
          />
        </label>
        <button type="button" class="atlas-button" onClick={() => state.set({ mrTurn: Math.max(0, turn - 1) })} aria-label={m.back}>
          ◀
        </button>
        <button type="button" class="atlas-button" onClick={() => state.set({ mrTurn: Math.min(n ?? PLACEMENTS, turn + 1) })} aria-label={m.forward}>
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
          {playing ? m.pause : m.play}
        </button>
      </div>
      <div class="bw-side">
        <BoardSvg
          rows={board}
          marks={marks}
          cell={15 /* literal-ok: cell size in px */}
          label={rec === undefined ? m.computing(f(turn)) : m.boardLabel(f(turn), of, f(scores[0]), f(scores[1]))}
        />
        <p aria-live="polite" data-testid="mr-status" class="bw-scores">
          {m.statusHead(f(turn), of)}
          {rec
            ? m.statusRec(
                f(rec.round),
                rec.player,
                rec.piece,
                rec.placement.dir,
                rec.placement.x,
                rec.placement.y,
                f(rec.peaceCleared),
                f(rec.battleCleared),
                f(rec.points),
                f(rec.scores[0]),
                f(rec.scores[1]),
                f(rec.combo),
              )
            : rec === null
              ? m.statusEmpty
              : m.statusComputing(f(computed))}
        </p>
      </div>
      {chart ? <ChartFigure kind="line" title={m.chartTitle(seed)} data={chart} height={240} tableCollapsed locale={locale} /> : <p>{m.chartLater}</p>}
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
