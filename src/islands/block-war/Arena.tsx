// Island: the reader's own bot (JavaScript in a Web Worker, with a time limit per move) against a built-in bot on a
// seeded block list; the match can be exported as a replay file and a file imported back. Code runs only on Run.
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  ARENA_BOTS,
  cellSetKey,
  checkStuck,
  currentLegal,
  currentPiece,
  currentPlayer,
  exportReplay,
  forfeit,
  frameOf,
  importReplay,
  newMatch,
  placementCells,
  playPlacement,
  roundOfTurn,
  ROUNDS,
  type ArenaBotName,
  type MatchState,
  type Player,
} from '~/engines/block-war';
import { createRng } from '~/lib/rng';
import { choiceParam, numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { BoardSvg } from './BoardSvg';
import { ask, startBotWorker } from './bot-worker';
import './block-war.css';

export const STARTER_BOT = `(view) => {
  // Keep the placement that rests farthest forward (largest y); view.legal comes from the engine.
  let best = view.legal[0];
  for (const p of view.legal) if (p.y > best.y) best = p;
  return best;
}`;
const OPPONENTS = Object.keys(ARENA_BOTS) as ArenaBotName[];
/** The judge's thinking time was a budget per game; here a limit per move, in milliseconds (our choice of range). */
export const MOVE_LIMIT = { min: 50, max: 5000, default: 1000 };

/** Games in one tournament (our choice of range). */
export const GAMES = { min: 1, max: 20 };

export const SPECS = {
  arSeed: textParam({ default: '1', pattern: /^[A-Za-z0-9_-]{1,24}$/, maxLength: 24, describe: 'a seed of 1-24 letters, digits, - or _' }),
  arOpponent: choiceParam<ArenaBotName>({ default: 'greedy', choices: OPPONENTS }),
  arColour: choiceParam<Player>({ default: 'red', choices: ['red', 'blue'] as const }),
  arLimit: numberParam({ default: MOVE_LIMIT.default, min: MOVE_LIMIT.min, max: MOVE_LIMIT.max }),
  arGames: numberParam({ default: 1, min: GAMES.min, max: GAMES.max }),
  arCode: textParam({ default: STARTER_BOT, pattern: /^[\s\S]*$/, maxLength: 4000, describe: 'bot code of at most 4000 characters' }),
};

interface Game {
  seed: string;
  me: Player;
  match: MatchState;
  why: string;
  file: string;
}

export default function Arena() {
  const state = useUrlState(SPECS);
  const v = state.values;
  const [code, setCode] = useState(v['arCode']);
  const [status, setStatus] = useState('Press Run to play your bot. Nothing runs before that.');
  const [running, setRunning] = useState(false);
  const [games, setGames] = useState<Game[]>([]);
  const [shown, setShown] = useState(0);
  const [imported, setImported] = useState<MatchState | null>(null);
  const [importText, setImportText] = useState('');
  const stop = useRef<() => void>(() => {});
  const cancel = useRef(false);
  useEffect(() => setCode(v['arCode']), [v['arCode']]); // the link's code is shown (never run until Run)

  /** Plays one game of the reader's bot (in a fresh worker) against the chosen opponent. */
  const playOne = async (seed: string, me: Player, isCancelled: () => boolean): Promise<Game> => {
    const opponentName = v['arOpponent'];
    const opponent = ARENA_BOTS[opponentName];
    const limit = v['arLimit'];
    const w = startBotWorker();
    stop.current = () => w.terminate();
    let m = checkStuck(newMatch(seed));
    let why = '';
    // Starting the worker and reading the code is not a move: it gets the longest allowed time.
    const loaded = await ask(w, { type: 'load', code }, MOVE_LIMIT.max);
    if (!loaded || loaded.type === 'error') {
      why = loaded ? `your code failed to load: ${loaded.type === 'error' ? loaded.message : ''}` : 'your code took too long to load';
      m = forfeit(m, loaded ? 'bot-error' : 'timeout');
    }
    const rng = createRng(`${seed}/${me === 'red' ? 'blue' : 'red'}`);
    while (!m.over && !isCancelled()) {
      const player = currentPlayer(m);
      const rows = frameOf(m.board, player);
      const piece = currentPiece(m);
      const legal = currentLegal(m);
      const view = { rows, piece, legal, combo: m.combo, player, next: m.blocks[m.turn + 2], scores: m.scores, round: roundOfTurn(m.turn), rounds: ROUNDS };
      if (player === me) {
        const reply = await ask(w, { type: 'move', id: m.turn, view }, limit);
        if (!reply) {
          why = `your bot took longer than ${limit} ms on placement ${m.turn + 1}`;
          m = forfeit(m, 'timeout');
          break;
        }
        if (reply.type === 'error') {
          why = `your bot threw on placement ${m.turn + 1}: ${reply.message}`;
          m = forfeit(m, 'bot-error');
          break;
        }
        const p = reply.type === 'move' ? (reply.placement as { x: number; y: number; dir: 0 | 1 | 2 | 3 } | null) : null;
        const ok =
          p &&
          Number.isInteger(p.x) &&
          Number.isInteger(p.y) &&
          [0, 1, 2, 3].includes(p.dir) &&
          legal.some((q) => cellSetKey(placementCells(piece, q)) === cellSetKey(placementCells(piece, p)));
        if (!ok) {
          why = `your bot returned ${JSON.stringify(p)} on placement ${m.turn + 1}, which is not a legal placement`;
          m = forfeit(m, 'illegal-placement');
          break;
        }
        m = playPlacement(m, p!);
      } else {
        m = playPlacement(m, opponent({ rows, piece, legal, combo: m.combo, player, next: m.blocks[m.turn + 2] }, rng));
        await new Promise((r) => setTimeout(r, 0)); // let the page breathe between moves
      }
    }
    w.terminate();
    if (!why && m.endReason === 'no-legal-placement') why = `${m.loser} had no legal placement`;
    const file = exportReplay(seed, me === 'red' ? 'you' : opponentName, me === 'blue' ? 'you' : opponentName, m);
    return { seed, me, match: m, why, file };
  };

  const run = async () => {
    setRunning(true);
    state.set({ arCode: code });
    cancel.current = false;
    const isCancelled = () => cancel.current;
    const games: Game[] = [];
    setGames([]);
    // Games 2k and 2k+1 share seed "<seed>-k" (k = 0: the seed itself) with colours swapped, starting with the chosen one.
    for (let i = 0; i < v['arGames'] && !isCancelled(); i++) {
      const me: Player = (i % 2 === 0) === (v['arColour'] === 'red') ? 'red' : 'blue';
      const k = Math.floor(i / 2); // both colours on the same block list
      const seed = k === 0 ? v['arSeed'] : `${v['arSeed']}-${k}`;
      setStatus(`Playing game ${i + 1} of ${v['arGames']}…`);
      const g = await playOne(seed, me, isCancelled);
      if (isCancelled()) break;
      games.push(g);
      setGames([...games]);
      setShown(games.length - 1);
    }
    if (isCancelled()) return;
    const w = games.filter((g) => g.match.winner === g.me).length;
    const d = games.filter((g) => g.match.winner === 'draw').length;
    const mean = games.reduce((a, g) => a + g.match.scores[g.me === 'red' ? 0 : 1], 0) / games.length;
    const one = games.length === 1 ? games[0] : null;
    setStatus(
      one
        ? `${one.match.winner === 'draw' ? 'A draw' : one.match.winner === one.me ? 'Your bot wins' : 'Your bot loses'} ${one.match.scores[0]}–${one.match.scores[1]} (red–blue) after ${one.match.history.length} placements${one.why ? `: ${one.why}` : ''}.`
        : `${games.length} games against ${v['arOpponent']}: ${w} won, ${d} drawn, ${games.length - w - d} lost; your mean score ${mean.toFixed(1)}.`,
    );
    setRunning(false);
  };

  const doImport = () => {
    try {
      const { file, match: m } = importReplay(importText);
      setImported(m);
      setStatus(`Imported: seed ${file.seed}, ${file.red} (red) against ${file.blue} (blue), ${m.history.length} placements, ${m.scores[0]}–${m.scores[1]}.`);
    } catch (e) {
      setStatus(`Could not import: ${(e as Error).message}.`);
    }
  };

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
          <select value={v['arOpponent']} onChange={(e) => state.set({ arOpponent: (e.currentTarget as HTMLSelectElement).value as ArenaBotName })}>
            {OPPONENTS.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
        <label>
          You play
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
          Games
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
      {games.length > 1 && (
        <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label="Games of the tournament (scrollable)">
          <table>
            <caption>Games against {v['arOpponent']} (choose one to see its field and replay file)</caption>
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col">Seed</th>
                <th scope="col">You</th>
                <th scope="col">Score (red–blue)</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {games.map((g, i) => (
                <tr key={i}>
                  <td>
                    <button type="button" class="atlas-button" aria-pressed={i === shown} onClick={() => setShown(i)}>
                      {i + 1}
                    </button>
                  </td>
                  <td>{g.seed}</td>
                  <td>{g.me}</td>
                  <td>
                    {g.match.scores[0]}–{g.match.scores[1]}
                  </td>
                  <td>
                    {g.match.winner === 'draw' ? 'draw' : g.match.winner === g.me ? 'won' : 'lost'}
                    {g.why ? ` (${g.why})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(imported ?? games[shown]?.match) && (
        <BoardSvg
          rows={(imported ?? games[shown].match).board}
          cell={14 /* literal-ok: cell size in px */}
          label={`The field after ${(imported ?? games[shown].match).history.length} placements, in red's frame.`}
        />
      )}
      <div class="atlas-controls">
        <label class="bw-code">
          Replay file (JSON)
          <textarea rows={3} readOnly value={games[shown]?.file ?? ''} data-testid="ar-replay" />
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
