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
  COLS,
  ROWS,
  emptyBoard,
  PLACEMENTS,
  type ArenaBotName,
  type ArenaGameResult,
  type ArenaGameSpec,
  type ArenaReply,
  type MatchState,
  type Player,
} from '~/engines/block-war';
import { choiceParam, numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { BoardSvg, type CellMark } from './BoardSvg';
import { ask, startBotWorker } from './bot-worker';
import './block-war.css';

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
  arSeed: textParam({ default: '1', pattern: /^[A-Za-z0-9_-]{1,24}$/, maxLength: 24, describe: 'a seed of 1-24 letters, digits, - or _' }),
  arOpponent: choiceParam<OpponentChoice>({ default: 'greedy', choices: OPPONENTS }),
  arColour: choiceParam<Player>({ default: 'red', choices: ['red', 'blue'] as const }),
  arLimit: numberParam({ default: MOVE_LIMIT.default, min: MOVE_LIMIT.min, max: MOVE_LIMIT.max }),
  arGames: numberParam({ default: 1, min: GAMES.min, max: GAMES.max }),
  arCode: textParam({ default: STARTER_BOT, pattern: /^[\s\S]*$/, maxLength: 4000, describe: 'bot code of at most 4000 characters' }),
  arReplay: textParam({ default: '', pattern: /^[A-Za-z0-9_.-]*$/, maxLength: REPLAY_MAX, describe: 'a replay: seed.red.blue.moves' }),
};

type Game = ArenaGameResult;
/** The match on the replay board: a tournament game, an imported file or a link's replay. */
interface Shown {
  what: string;
  match: MatchState;
  red: string;
  blue: string;
  seed: string;
}

const toRed = (player: Player, x: number, y: number) => (player === 'red' ? { x, y } : { x: COLS - 1 - x, y: ROWS - 1 - y });
const fmt = (n: number) => n.toFixed(1);
const resultWord = (g: ArenaGameResult) => (g.match.winner === 'draw' ? 'draw' : g.match.winner === g.me ? 'won' : 'lost');

export default function Arena() {
  const state = useUrlState(SPECS);
  const v = state.values;
  const [code, setCode] = useState(v['arCode']);
  const [status, setStatus] = useState('Press Run to play your bot. Nothing runs before that.');
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
      const f = decodeReplayLink(v['arReplay']);
      const { match } = importReplay(JSON.stringify(f));
      return { shown: { what: 'the replay from the link', match, red: f.red, blue: f.blue, seed: f.seed }, error: '' };
    } catch (e) {
      return { shown: null, error: `The replay in the link could not be read: ${(e as Error).message}.` };
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
      what: `game ${g.index + 1}`,
      match: g.match,
      red: g.me === 'red' ? 'you' : g.opponent,
      blue: g.me === 'blue' ? 'you' : g.opponent,
      seed: g.seed,
    });

  /** Plays one game of the reader's bot (in a fresh worker) against one opponent; the engine judges every reply. */
  const playOne = async (spec: ArenaGameSpec, isCancelled: () => boolean): Promise<ArenaGameResult | null> => {
    const limit = v['arLimit'];
    const w = startBotWorker();
    stop.current = () => w.terminate();
    const game = arenaGame(spec);
    let r = game.next();
    // Starting the worker and reading the code is not a move: it gets the longest allowed time.
    const loaded = r.done ? null : await ask(w, { type: 'load', code }, MOVE_LIMIT.max);
    if (!r.done && !loaded) r = game.next({ type: 'load-timeout', ms: MOVE_LIMIT.max });
    else if (!r.done && loaded?.type === 'error') r = game.next({ type: 'load-error', message: loaded.message });
    let id = 0;
    while (!r.done && !isCancelled()) {
      const reply = await ask(w, { type: 'move', id: ++id, view: r.value }, limit);
      const answer: ArenaReply = !reply
        ? { type: 'timeout', ms: limit }
        : reply.type === 'error'
          ? { type: 'error', message: reply.message }
          : { type: 'move', placement: reply.type === 'move' ? reply.placement : null };
      r = game.next(answer);
    }
    w.terminate();
    return r.done ? r.value : null;
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
      setStatus(`Playing game ${spec.index + 1} of ${schedule.length} (against ${spec.opponent})…`);
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
        ? `${one.match.winner === 'draw' ? 'A draw' : one.match.winner === one.me ? 'Your bot wins' : 'Your bot loses'} ${one.match.scores[0]}–${one.match.scores[1]} (red–blue) after ${one.match.history.length} placements${one.why ? `: ${one.why}` : ''}.`
        : `${done.length} games against ${opponents.join(', ')}: ${all.wins} won, ${all.draws} drawn, ${all.losses} lost; your mean score ${fmt(all.meanFor)}, your opponents' ${fmt(all.meanAgainst)}.`,
    );
    setRunning(false);
  };

  const doImport = () => {
    try {
      const { file, match: m } = importReplay(importText);
      show({ what: 'the imported file', match: m, red: file.red, blue: file.blue, seed: file.seed });
      setStatus(`Imported: seed ${file.seed}, ${file.red} (red) against ${file.blue} (blue), ${m.history.length} placements, ${m.scores[0]}–${m.scores[1]}.`);
    } catch (e) {
      setStatus(`Could not import: ${(e as Error).message}.`);
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
      <h3 id="ar-title">Try it: your bot in the arena</h3>
      <label class="bw-code">
        Your bot (JavaScript: a function from view to placement)
        <textarea rows={8} spellcheck={false} value={code} onInput={(e) => setCode((e.currentTarget as HTMLTextAreaElement).value)} />
      </label>
      <div class="atlas-controls">
        <label>
          Opponent
          <select value={v['arOpponent']} onChange={(e) => state.set({ arOpponent: (e.currentTarget as HTMLSelectElement).value as OpponentChoice })}>
            {OPPONENTS.map((o) => (
              <option key={o} value={o}>
                {o === 'all' ? 'all three in turn' : o}
              </option>
            ))}
          </select>
        </label>
        <label>
          You play first
          <select value={v['arColour']} onChange={(e) => state.set({ arColour: (e.currentTarget as HTMLSelectElement).value as Player })}>
            <option value="red">red</option>
            <option value="blue">blue</option>
          </select>
        </label>
        <label>
          Seed
          <input
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
          Games per opponent
          <input
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
          Time per move (ms)
          <input
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
          Run
        </button>
        <button
          type="button"
          class="atlas-button"
          disabled={!running}
          onClick={() => {
            cancel.current = true;
            stop.current();
            setRunning(false);
            setStatus('Stopped.');
          }}
        >
          Stop
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
        <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label="Results per opponent (scrollable)">
          <table data-testid="ar-results">
            <caption>Your bot's results per opponent</caption>
            <thead>
              <tr>
                <th scope="col">Opponent</th>
                <th scope="col">Games</th>
                <th scope="col">Won</th>
                <th scope="col">Drawn</th>
                <th scope="col">Lost</th>
                <th scope="col">Mean score, yours</th>
                <th scope="col">Mean score, theirs</th>
              </tr>
            </thead>
            <tbody>
              {table.map((t) => (
                <tr key={t.opponent}>
                  <th scope="row">{t.opponent === 'all' ? 'all games' : t.opponent}</th>
                  <td class="atlas-num">{t.games}</td>
                  <td class="atlas-num">{t.wins}</td>
                  <td class="atlas-num">{t.draws}</td>
                  <td class="atlas-num">{t.losses}</td>
                  <td class="atlas-num">{fmt(t.meanFor)}</td>
                  <td class="atlas-num">{fmt(t.meanAgainst)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {games.length > 1 && (
        <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label="Games of the tournament (scrollable)">
          <table data-testid="ar-games">
            <caption>Every game (choose one to replay it)</caption>
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col">Seed</th>
                <th scope="col">You</th>
                <th scope="col">Opponent</th>
                <th scope="col">Score (red–blue)</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {games.map((g) => (
                <tr key={g.index}>
                  <td>
                    <button
                      type="button"
                      class="atlas-button"
                      aria-pressed={shown?.what === `game ${g.index + 1}`}
                      aria-label={`Replay game ${g.index + 1}`}
                      onClick={() => showGame(g)}
                    >
                      {g.index + 1}
                    </button>
                  </td>
                  <td>{g.seed}</td>
                  <td>{g.me}</td>
                  <td>{g.opponent}</td>
                  <td>
                    {g.match.scores[0]}–{g.match.scores[1]}
                  </td>
                  <td>
                    {resultWord(g)}
                    {g.why ? ` (${g.why})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown && (
        <div class="bw-arena-replay" data-testid="ar-replay-view">
          <h4>
            Replay of {shown.what}: seed {shown.seed}, {shown.red} (red) against {shown.blue} (blue)
          </h4>
          <div class="atlas-controls">
            <label>
              Placement
              <input
                id="ar-step"
                type="range"
                min={0}
                max={shown.match.history.length}
                value={step}
                aria-valuetext={`placement ${step} of ${shown.match.history.length}`}
                onInput={(e) => setStep(Number((e.currentTarget as HTMLInputElement).value))}
              />
            </label>
            <button type="button" class="atlas-button" aria-label="One placement back" onClick={() => setStep(Math.max(0, step - 1))}>
              ◀
            </button>
            <button
              type="button"
              class="atlas-button"
              aria-label="One placement forward"
              onClick={() => setStep(Math.min(shown.match.history.length, step + 1))}
            >
              ▶
            </button>
            {link && (
              <a href={link} data-testid="ar-replay-link">
                Link to this replay
              </a>
            )}
          </div>
          <div class="bw-side">
            <BoardSvg
              rows={board}
              marks={marks}
              cell={14 /* literal-ok: cell size in px */}
              label={`The field after placement ${step} of ${shown.match.history.length}, in red's frame (red at the top).`}
            />
            <p aria-live="polite" data-testid="ar-step-status" class="bw-scores">
              Placement {step} of {shown.match.history.length}
              {rec
                ? `: round ${rec.round}, ${rec.player} placed ${rec.piece} (direction ${rec.placement.dir}, centre ${rec.placement.x}, ${rec.placement.y}), ${rec.points} points. Score ${rec.scores[0]}–${rec.scores[1]}.`
                : ': the empty field before red moves.'}
              {step === shown.match.history.length && shown.match.over
                ? ` Final: ${shown.match.winner === 'draw' ? 'a draw' : `${shown.match.winner} wins`} ${shown.match.scores[0]}–${shown.match.scores[1]} (${shown.match.endReason}).`
                : ''}
            </p>
          </div>
        </div>
      )}
      <div class="atlas-controls">
        <label class="bw-code">
          Replay file (JSON)
          <textarea rows={3} readOnly value={shownFile} data-testid="ar-replay" />
        </label>
        <label class="bw-code">
          Import a replay file
          <textarea rows={3} value={importText} onInput={(e) => setImportText((e.currentTarget as HTMLTextAreaElement).value)} />
        </label>
        <button type="button" class="atlas-button" onClick={doImport}>
          Import
        </button>
      </div>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
