// Island: the reader's own bot (JavaScript in a Web Worker, with a time limit per move) in a tournament against the
// built-in bots on seeded block lists: a table per opponent, every game replayable placement by placement, replay files
// exported and imported as JSON, and replay links (?arReplay=). Code runs only on Run; a link's replay is only shown.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  ARENA_BOTS,
  arenaGame,
  decodeReplayLink,
  encodeReplayLink,
  exportReplay,
  importReplay,
  placementCells,
  tournamentSchedule,
  tournamentTable,
  emptyBoard,
  PLACEMENTS,
  type ArenaBotName,
  type ArenaGameResult,
  type ArenaGameSpec,
  type ArenaReply,
  type MatchState,
  type Player,
  toRedFrame as toRed,
} from '~/engines/block-war';
import { choiceParam, numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { BoardSvg, type CellMark } from './BoardSvg';
import { ask, startBotWorker } from './bot-worker';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatFixed, formatNumber } from '~/i18n/format';
import { ARENA_MESSAGES, type Forfeit } from './Arena.messages';
import './block-war.css';
import { DraftInput } from '../common/DraftInput';

export const STARTER_BOT = `(view) => {
  // Keep the placement that rests farthest forward (largest y); view.legal comes from the engine.
  let best = view.legal[0];
  for (const p of view.legal) if (p.y > best.y) best = p;
  return best;
}`;
const BOT_LIST = Object.keys(ARENA_BOTS) as ArenaBotName[];
type OpponentChoice = ArenaBotName | 'all';
const OPPONENTS: OpponentChoice[] = [...BOT_LIST, 'all'];
/** The judge's thinking time was a budget per game; here a limit per move, in milliseconds (our choice of range). */
export const MOVE_LIMIT = { min: 50, max: 5000, default: 1000 };

/** Longest seed (our choice). */
const SEED_MAX = 24;
/** Games against each opponent in one tournament (our choice of range). */
export const GAMES = { min: 1, max: 20 };
/** Longest replay link: seed and names of 24 characters, three dots, two digits per placement of a whole match. */
const REPLAY_MAX = 3 * SEED_MAX + 3 + 2 * PLACEMENTS;

export const SPECS = {
  arSeed: textParam({
    default: '1',
    pattern: /^[A-Za-z0-9_-]{1,24}$/,
    maxLength: 24,
    describe: { en: 'a seed of 1-24 letters, digits, - or _', 'zh-cn': '由 1-24 个字母、数字、- 或 _ 组成的种子' },
  }),
  arOpponent: choiceParam<OpponentChoice>({ default: 'greedy', choices: OPPONENTS }),
  arColour: choiceParam<Player>({ default: 'red', choices: ['red', 'blue'] as const }),
  arLimit: numberParam({ default: MOVE_LIMIT.default, min: MOVE_LIMIT.min, max: MOVE_LIMIT.max }),
  arGames: numberParam({ default: 1, min: GAMES.min, max: GAMES.max }),
  arCode: textParam({
    default: STARTER_BOT,
    pattern: /^[\s\S]*$/,
    maxLength: 4000,
    describe: { en: 'bot code of at most 4000 characters', 'zh-cn': '不超过 4000 个字符的机器人代码' },
  }),
  arReplay: textParam({
    default: '',
    pattern: /^[A-Za-z0-9_.-]*$/,
    maxLength: REPLAY_MAX,
    describe: { en: 'a replay: seed.red.blue.moves', 'zh-cn': '一局回放（seed.red.blue.moves）' },
  }),
};

/** A game with the reason it ended early in parts, so the page's language can word it (the engine's `why` is English). */
type Game = ArenaGameResult & { forfeit: Forfeit | null };
/** The match on the replay board: a tournament game, an imported file or a link's replay. */
interface Shown {
  what: string;
  match: MatchState;
  red: string;
  blue: string;
  seed: string;
}

const resultWord = (g: ArenaGameResult) => (g.match.winner === 'draw' ? 'draw' : g.match.winner === g.me ? 'won' : 'lost');
const valueText = (p: unknown): string => {
  try {
    return JSON.stringify(p) ?? String(p);
  } catch {
    return String(p);
  }
};

export default function Arena({ locale = 'en' }: { locale?: Locale }) {
  const m = messagesFor(ARENA_MESSAGES, locale);
  const f = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const fmt = (x: number) => formatFixed(locale, x, 1);
  const who = (name: string) => m.bot(name);
  const whyOf = (g: Game) => (locale === 'en' ? g.why : g.forfeit ? m.forfeit(g.forfeit) : '');
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const [code, setCode] = useState(v['arCode']);
  const [status, setStatus] = useState(m.ready);
  const [running, setRunning] = useState(false);
  const [games, setGames] = useState<Game[]>([]);
  const [shown, setShown] = useState<Shown | null>(null);
  const [step, setStep] = useState(0);
  const [importText, setImportText] = useState('');
  const stop = useRef<() => void>(() => {});
  const cancel = useRef(false);
  useEffect(() => setCode(v['arCode']), [v['arCode']]); // the link's code is shown (never run until Run)

  // A replay from the link is replayed by the engine and shown; nothing from the link is ever run.
  const linked = useMemo(() => {
    if (!v['arReplay']) return null;
    try {
      const file = decodeReplayLink(v['arReplay']);
      const { match } = importReplay(JSON.stringify(file));
      return { shown: { what: m.fromLink, match, red: file.red, blue: file.blue, seed: file.seed }, error: '' };
    } catch (e) {
      return { shown: null, error: m.linkError(m.engineError((e as Error).message)) };
    }
  }, [v['arReplay']]);
  useEffect(() => {
    if (linked?.shown) show(linked.shown);
  }, [linked]);

  const show = (s: Shown, at?: number) => {
    setShown(s);
    setStep(at ?? s.match.history.length);
  };
  const showGame = (g: Game) =>
    show({
      what: m.gameNo(f(g.index + 1)),
      match: g.match,
      red: g.me === 'red' ? 'you' : g.opponent,
      blue: g.me === 'blue' ? 'you' : g.opponent,
      seed: g.seed,
    });

  /** Plays one game of the reader's bot (in a fresh worker) against one opponent; the engine judges every reply. */
  const playOne = async (spec: ArenaGameSpec, isCancelled: () => boolean): Promise<Game | null> => {
    const limit = v['arLimit'];
    const w = startBotWorker();
    stop.current = () => w.terminate();
    const game = arenaGame(spec);
    let r = game.next();
    // Starting the worker and reading the code is not a move: it gets the longest allowed time.
    const loaded = r.done ? null : await ask(w, { type: 'load', code }, MOVE_LIMIT.max);
    // The reason a game ends early, kept in parts for the page's language (the engine words it in English as `why`).
    let forfeit: Forfeit | null = null;
    if (!r.done && !loaded) {
      forfeit = { kind: 'load-timeout', ms: f(MOVE_LIMIT.max) };
      r = game.next({ type: 'load-timeout', ms: MOVE_LIMIT.max });
    } else if (!r.done && loaded?.type === 'error') {
      forfeit = { kind: 'load-error', message: loaded.message };
      r = game.next({ type: 'load-error', message: loaded.message });
    }
    let id = 0;
    while (!r.done && !isCancelled()) {
      const reply = await ask(w, { type: 'move', id: ++id, view: r.value }, limit);
      const answer: ArenaReply = !reply
        ? { type: 'timeout', ms: limit }
        : reply.type === 'error'
          ? { type: 'error', message: reply.message }
          : { type: 'move', placement: reply.type === 'move' ? reply.placement : null };
      r = game.next(answer);
      if (r.done && r.value.why && r.value.match.loser === spec.me && r.value.match.endReason !== 'no-legal-placement') {
        const at = f(r.value.match.turn + 1);
        forfeit =
          answer.type === 'timeout'
            ? { kind: 'timeout', ms: f(limit), n: at }
            : answer.type === 'error'
              ? { kind: 'error', message: answer.message, n: at }
              : { kind: 'illegal', value: valueText(answer.type === 'move' ? answer.placement : null), n: at };
      }
    }
    w.terminate();
    if (!r.done) return null;
    const g = r.value;
    if (!forfeit && g.why && g.match.endReason === 'no-legal-placement' && g.match.loser) forfeit = { kind: 'stuck', who: g.match.loser };
    return { ...g, forfeit };
  };

  const run = async () => {
    setRunning(true);
    state.set({ arCode: code, arReplay: '' });
    cancel.current = false;
    const isCancelled = () => cancel.current;
    const done: Game[] = [];
    setGames([]);
    setShown(null);
    const opponents = v['arOpponent'] === 'all' ? BOT_LIST : [v['arOpponent']];
    const schedule = tournamentSchedule(v['arSeed'], v['arGames'], opponents, v['arColour']);
    for (const spec of schedule) {
      if (isCancelled()) break;
      setStatus(m.playing(f(spec.index + 1), f(schedule.length), who(spec.opponent)));
      const g = await playOne(spec, isCancelled);
      if (!g || isCancelled()) break;
      done.push(g);
      setGames([...done]);
      showGame(g);
    }
    if (isCancelled()) return;
    const one = done.length === 1 ? done[0] : null;
    const all = tournamentTable(done).at(-1)!;
    setStatus(
      one
        ? m.oneResult(
            one.match.winner === 'draw' ? 'draw' : one.match.winner === one.me ? 'win' : 'loss',
            f(one.match.scores[0]),
            f(one.match.scores[1]),
            f(one.match.history.length),
            whyOf(one),
          )
        : m.manyResults(f(done.length), opponents.map(who).join(m.listSep), f(all.wins), f(all.draws), f(all.losses), fmt(all.meanFor), fmt(all.meanAgainst)),
    );
    setRunning(false);
  };

  const doImport = () => {
    try {
      const { file, match } = importReplay(importText);
      show({ what: m.imported, match, red: file.red, blue: file.blue, seed: file.seed });
      setStatus(m.importedStatus(file.seed, file.red, file.blue, f(match.history.length), f(match.scores[0]), f(match.scores[1])));
    } catch (e) {
      setStatus(m.importFailed(m.engineError((e as Error).message)));
    }
  };

  const table = games.length > 0 ? tournamentTable(games) : [];
  const rec = shown && step > 0 ? shown.match.history[step - 1] : null;
  const board = rec ? rec.board : emptyBoard();
  const marks: CellMark[] = rec ? placementCells(rec.piece, rec.placement).map((c) => ({ ...toRed(rec.player, c.x, c.y), kind: 'placed' as const })) : [];
  const shownFile = shown ? exportReplay(shown.seed, shown.red, shown.blue, shown.match) : '';
  let link = '';
  if (shown) {
    try {
      link = `?arReplay=${encodeReplayLink(JSON.parse(shownFile))}#block-war-arena`;
    } catch {
      link = ''; // a name that a link cannot carry (an imported file's own names): no link, the file still works
    }
  }

  return (
    <section id="block-war-arena" class="atlas-island" aria-labelledby="ar-title">
      <h3 id="ar-title">{m.title}</h3>
      <label class="bw-code">
        {m.code}
        {/* Code is code in both languages: marked English so a Chinese page does not count it as untranslated text. */}
        <textarea rows={8} spellcheck={false} lang="en" value={code} onInput={(e) => setCode((e.currentTarget as HTMLTextAreaElement).value)} />
      </label>
      <div class="atlas-controls">
        <label>
          {m.opponent}
          <select value={v['arOpponent']} onChange={(e) => state.set({ arOpponent: (e.currentTarget as HTMLSelectElement).value as OpponentChoice })}>
            {OPPONENTS.map((o) => (
              <option key={o} value={o}>
                {o === 'all' ? m.allThree : who(o)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.first}
          <select value={v['arColour']} onChange={(e) => state.set({ arColour: (e.currentTarget as HTMLSelectElement).value as Player })}>
            <option value="red">{m.red}</option>
            <option value="blue">{m.blue}</option>
          </select>
        </label>
        <label>
          {m.seed}
          <DraftInput
            type="text"
            value={v['arSeed']}
            maxLength={24}
            size={8}
            onChange={(e) => {
              const t = (e.currentTarget as HTMLInputElement).value;
              if (/^[A-Za-z0-9_-]{1,24}$/.test(t)) state.set({ arSeed: t });
            }}
          />
        </label>
        <label>
          {m.games}
          <DraftInput
            type="number"
            min={GAMES.min}
            max={GAMES.max}
            value={v['arGames']}
            style={{ width: '4em' }}
            onChange={(e) => {
              const n = Math.round(Number((e.currentTarget as HTMLInputElement).value));
              if (Number.isFinite(n)) state.set({ arGames: Math.min(GAMES.max, Math.max(GAMES.min, n)) });
            }}
          />
        </label>
        <label>
          {m.limit}
          <DraftInput
            type="number"
            min={MOVE_LIMIT.min}
            max={MOVE_LIMIT.max}
            value={v['arLimit']}
            style={{ width: '5.5em' }}
            onChange={(e) => {
              const n = Math.round(Number((e.currentTarget as HTMLInputElement).value));
              if (Number.isFinite(n)) state.set({ arLimit: Math.min(MOVE_LIMIT.max, Math.max(MOVE_LIMIT.min, n)) });
            }}
          />
        </label>
        <button type="button" class="atlas-button" disabled={running} onClick={run}>
          {m.run}
        </button>
        <button
          type="button"
          class="atlas-button"
          disabled={!running}
          onClick={() => {
            cancel.current = true;
            stop.current();
            setRunning(false);
            setStatus(m.stopped);
          }}
        >
          {m.stop}
        </button>
      </div>
      <p aria-live="polite" data-testid="ar-status">
        {status}
      </p>
      {linked?.error && (
        <p class="atlas-notice" data-testid="ar-link-error">
          {linked.error}
        </p>
      )}
      {table.length > 0 && (
        <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label={m.resultsRegion}>
          <table data-testid="ar-results">
            <caption>{m.resultsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.opponent}</th>
                <th scope="col">{m.games2}</th>
                <th scope="col">{m.won}</th>
                <th scope="col">{m.drawn}</th>
                <th scope="col">{m.lost}</th>
                <th scope="col">{m.meanFor}</th>
                <th scope="col">{m.meanAgainst}</th>
              </tr>
            </thead>
            <tbody>
              {table.map((t) => (
                <tr key={t.opponent}>
                  <th scope="row">{t.opponent === 'all' ? m.allGames : who(t.opponent)}</th>
                  <td class="atlas-num">{f(t.games)}</td>
                  <td class="atlas-num">{f(t.wins)}</td>
                  <td class="atlas-num">{f(t.draws)}</td>
                  <td class="atlas-num">{f(t.losses)}</td>
                  <td class="atlas-num">{fmt(t.meanFor)}</td>
                  <td class="atlas-num">{fmt(t.meanAgainst)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {games.length > 1 && (
        <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label={m.gamesRegion}>
          <table data-testid="ar-games">
            <caption>{m.gamesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.game}</th>
                <th scope="col">{m.seed}</th>
                <th scope="col">{m.you}</th>
                <th scope="col">{m.opponent}</th>
                <th scope="col">{m.score}</th>
                <th scope="col">{m.result}</th>
              </tr>
            </thead>
            <tbody>
              {games.map((g) => (
                <tr key={g.index}>
                  <td>
                    <button
                      type="button"
                      class="atlas-button"
                      aria-pressed={shown?.what === m.gameNo(f(g.index + 1))}
                      aria-label={m.replayGame(f(g.index + 1))}
                      onClick={() => showGame(g)}
                    >
                      {f(g.index + 1)}
                    </button>
                  </td>
                  {/* A seed is a code (typed back into a link), not a quantity: raw digits, no grouping. */}
                  <td>{g.seed}</td>
                  <td>{m.side(g.me)}</td>
                  <td>{who(g.opponent)}</td>
                  <td>
                    {f(g.match.scores[0])}–{f(g.match.scores[1])}
                  </td>
                  <td>
                    {m.outcome(resultWord(g))}
                    {whyOf(g) ? ` (${whyOf(g)})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown && (
        <div class="bw-arena-replay" data-testid="ar-replay-view">
          <h4>{m.replayOf(shown.what, shown.seed, who(shown.red), who(shown.blue))}</h4>
          <div class="atlas-controls">
            <label>
              {m.placement}
              <input
                id="ar-step"
                type="range"
                min={0}
                max={shown.match.history.length}
                value={step}
                aria-valuetext={m.valueText(f(step), f(shown.match.history.length))}
                onInput={(e) => setStep(Number((e.currentTarget as HTMLInputElement).value))}
              />
            </label>
            <button type="button" class="atlas-button" aria-label={m.back} onClick={() => setStep(Math.max(0, step - 1))}>
              ◀
            </button>
            <button type="button" class="atlas-button" aria-label={m.forward} onClick={() => setStep(Math.min(shown.match.history.length, step + 1))}>
              ▶
            </button>
            {link && (
              <a href={link} data-testid="ar-replay-link">
                {m.link}
              </a>
            )}
          </div>
          <div class="bw-side">
            <BoardSvg rows={board} marks={marks} cell={14 /* literal-ok: cell size in px */} label={m.boardLabel(f(step), f(shown.match.history.length))} />
            <p aria-live="polite" data-testid="ar-step-status" class="bw-scores">
              {m.stepHead(f(step), f(shown.match.history.length))}
              {rec
                ? m.stepRec(
                    f(rec.round),
                    rec.player,
                    rec.piece,
                    rec.placement.dir,
                    rec.placement.x,
                    rec.placement.y,
                    f(rec.points),
                    f(rec.scores[0]),
                    f(rec.scores[1]),
                  )
                : m.stepEmpty}
              {step === shown.match.history.length && shown.match.over && shown.match.winner
                ? m.final(shown.match.winner, f(shown.match.scores[0]), f(shown.match.scores[1]), m.endReason(String(shown.match.endReason)))
                : ''}
            </p>
          </div>
        </div>
      )}
      <div class="atlas-controls">
        <label class="bw-code">
          {m.replayFile}
          <textarea rows={3} readOnly lang="en" value={shownFile} data-testid="ar-replay" />
        </label>
        <label class="bw-code">
          {m.importFile}
          <textarea rows={3} value={importText} onInput={(e) => setImportText((e.currentTarget as HTMLTextAreaElement).value)} />
        </label>
        <button type="button" class="atlas-button" onClick={doImport}>
          {m.import}
        </button>
      </div>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
