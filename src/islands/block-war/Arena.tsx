// Island: the reader's own bot (JavaScript in a Web Worker, with a time limit per move) against a built-in bot on a
// seeded block list; the match can be exported as a replay file and a file imported back. Code runs only on Run.
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  ARENA_BOTS, cellSetKey, checkStuck, currentLegal, currentPiece, currentPlayer, exportReplay, forfeit, frameOf, importReplay,
  newMatch, placementCells, playPlacement, roundOfTurn, ROUNDS, type ArenaBotName, type MatchState, type Player,
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

export const SPECS = {
  arSeed: textParam({ default: '1', pattern: /^[A-Za-z0-9_-]{1,24}$/, maxLength: 24, describe: 'a seed of 1-24 letters, digits, - or _' }),
  arOpponent: choiceParam<ArenaBotName>({ default: 'greedy', choices: OPPONENTS }),
  arColour: choiceParam<Player>({ default: 'red', choices: ['red', 'blue'] as const }),
  arLimit: numberParam({ default: MOVE_LIMIT.default, min: MOVE_LIMIT.min, max: MOVE_LIMIT.max }),
  arCode: textParam({ default: STARTER_BOT, pattern: /^[\s\S]*$/, maxLength: 4000, describe: 'bot code of at most 4000 characters' }),
};

export default function Arena() {
  const state = useUrlState(SPECS);
  const v = state.values;
  const [code, setCode] = useState(v['arCode']);
  const [match, setMatch] = useState<MatchState | null>(null);
  const [status, setStatus] = useState('Press Run to play your bot. Nothing runs before that.');
  const [running, setRunning] = useState(false);
  const [replay, setReplay] = useState('');
  const [importText, setImportText] = useState('');
  const stop = useRef<() => void>(() => {});
  useEffect(() => setCode(v['arCode']), [v['arCode']]); // the link's code is shown (never run until Run)

  const run = async () => {
    setRunning(true);
    state.set({ 'arCode': code });
    const me = v['arColour'];
    const opponent = ARENA_BOTS[v['arOpponent']];
    const seed = v['arSeed'];
    const limit = v['arLimit'];
    let w = startBotWorker();
    let cancelled = false;
    stop.current = () => {
      cancelled = true;
      w.terminate();
    };
    let m = checkStuck(newMatch(seed));
    let why = '';
    const loaded = await ask(w, { type: 'load', code }, limit);
    if (!loaded || loaded.type === 'error') {
      why = loaded ? `your code failed to load: ${loaded.type === 'error' ? loaded.message : ''}` : 'your code took too long to load';
      m = forfeit(m, loaded ? 'bot-error' : 'timeout');
    }
    const rng = createRng(`${seed}/${me === 'red' ? 'blue' : 'red'}`);
    while (!m.over && !cancelled) {
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
        const ok = p && Number.isInteger(p.x) && Number.isInteger(p.y) && [0, 1, 2, 3].includes(p.dir) && legal.some((q) => cellSetKey(placementCells(piece, q)) === cellSetKey(placementCells(piece, p)));
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
      if (m.turn % 20 === 0) {
        setMatch(m);
        setStatus(`Playing: placement ${m.turn}…`);
      }
    }
    w.terminate();
    if (cancelled) return;
    setMatch(m);
    const youWon = m.winner === me;
    setStatus(
      `${m.winner === 'draw' ? 'A draw' : youWon ? 'Your bot wins' : 'Your bot loses'} ${m.scores[0]}–${m.scores[1]} (red–blue) after ${m.history.length} placements` +
        (why ? `: ${why}.` : m.endReason === 'no-legal-placement' ? `: ${m.loser} had no legal placement.` : '.'),
    );
    setReplay(exportReplay(seed, me === 'red' ? 'you' : v['arOpponent'], me === 'blue' ? 'you' : v['arOpponent'], m));
    setRunning(false);
  };

  const doImport = () => {
    try {
      const { file, match: m } = importReplay(importText);
      setMatch(m);
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
          <select value={v['arOpponent']} onChange={(e) => state.set({ 'arOpponent': (e.currentTarget as HTMLSelectElement).value as ArenaBotName })}>
            {OPPONENTS.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
        <label>
          You play
          <select value={v['arColour']} onChange={(e) => state.set({ 'arColour': (e.currentTarget as HTMLSelectElement).value as Player })}>
            <option value="red">red</option>
            <option value="blue">blue</option>
          </select>
        </label>
        <label>
          Seed
          <input type="text" value={v['arSeed']} maxLength={24} size={8} onChange={(e) => {
            const t = (e.currentTarget as HTMLInputElement).value;
            if (/^[A-Za-z0-9_-]{1,24}$/.test(t)) state.set({ 'arSeed': t });
          }} />
        </label>
        <label>
          Time per move (ms)
          <input type="number" min={MOVE_LIMIT.min} max={MOVE_LIMIT.max} value={v['arLimit']} style={{ width: '5.5em' }} onChange={(e) => {
            const n = Math.round(Number((e.currentTarget as HTMLInputElement).value));
            if (Number.isFinite(n)) state.set({ 'arLimit': Math.min(MOVE_LIMIT.max, Math.max(MOVE_LIMIT.min, n)) });
          }} />
        </label>
        <button type="button" class="atlas-button" disabled={running} onClick={run}>
          Run
        </button>
        <button type="button" class="atlas-button" disabled={!running} onClick={() => {
          stop.current();
          setRunning(false);
          setStatus('Stopped.');
        }}>
          Stop
        </button>
      </div>
      <p aria-live="polite" data-testid="ar-status">
        {status}
      </p>
      {match && <BoardSvg rows={match.board} cell={14} label={`The field after ${match.history.length} placements, in red's frame.`} />}
      <div class="atlas-controls">
        <label class="bw-code">
          Replay file (JSON)
          <textarea rows={3} readOnly value={replay} data-testid="ar-replay" />
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
