// Island: the reader's own bot in a tournament against the built-in bots on seeded block lists, a table per opponent,
// every game replayable placement by placement, replay files exported and imported as JSON, and replay links
// (?arReplay=). The bot's code runs only on Run, and only inside the bot sandbox (src/lib/sandbox/host.ts: an
// opaque-origin frame with its own strict policy, then a Worker). Code from a link is shown, never run until Run.
// The model is arena-model.ts; the stateful parts are use-arena.ts; this file lays the parts out.
import { useRef, useState } from 'preact/hooks';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatFixed, formatNumber } from '~/i18n/format';
import { ARENA_MESSAGES } from './Arena.messages';
import { shownGame as shownGameOf, summaryOf, tournamentFile, type Game } from './arena-model';
import { runRequest, SPECS } from './arena-specs';
import type { SandboxProgress } from '~/lib/sandbox/host';
import { SECOND_BOX, shareUrlOf, useArenaCode, useArenaRun, useLinkedReplay } from './use-arena';
import { ArenaCode } from './ArenaCode';
import { ArenaControls } from './ArenaControls';
import { ArenaTables, forfeitOf } from './ArenaTables';
import { ArenaReplay } from './ArenaReplay';
import './block-war.css';

export { SPECS, STARTER_BOT, GAMES } from './arena-specs';
export { MOVE_LIMIT } from './arena-model';

type Messages = (typeof ARENA_MESSAGES)['en'];

/** The sentence under the controls after a tournament. */
function summaryText(m: Messages, f: (x: number) => string, fmt: (x: number) => string, done: Game[]): string {
  const s = summaryOf(done);
  if (s.kind === 'one') return m.oneResult(s.outcome, f(s.red), f(s.blue), f(s.placements), forfeitOf(m, s));
  const opponents = [...new Set(done.map((g) => g.opponent))].map(m.bot).join(m.listSep);
  return m.manyResults(f(s.games), opponents, f(s.wins), f(s.draws), f(s.losses), fmt(s.meanFor), fmt(s.meanAgainst));
}

/** The status line under the controls, and what a run tells it. */
function useArenaStatus(m: Messages, f: (x: number) => string, fmt: (x: number) => string) {
  const [status, setStatus] = useState(m.ready);
  const playing = useRef(m.ready);
  const on = {
    playing: (i: number, total: number, opponent: string) => setStatus((playing.current = m.playing(f(i + 1), f(total), m.bot(opponent)))),
    finished: (done: Game[]) => setStatus(summaryText(m, f, fmt, done)),
    stopped: () => setStatus(m.stopped),
    progress: (p: SandboxProgress) =>
      setStatus(p.phase === 'download' ? m.pythonDownload(fmt(p.loaded / 1e6), fmt(p.total / 1e6)) : p.phase === 'start' ? m.pythonStart : playing.current),
  };
  return { status, setStatus, on };
}

export default function Arena({ locale = 'en' }: { locale?: Locale }) {
  const m = messagesFor(ARENA_MESSAGES, locale);
  const f = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const fmt = (x: number) => formatFixed(locale, x, 1);
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const box = useArenaCode(v, state.set, locale);
  const boxB = useArenaCode(v, state.set, locale, SECOND_BOX);
  const duel = v.arOpponent === 'second';
  const { status, setStatus, on } = useArenaStatus(m, f, fmt);
  const runs = useArenaRun(on);

  const linked = useLinkedReplay(v.arReplay, m, runs.setShown);

  const run = () => {
    void box.remember(box.code);
    if (duel) void boxB.remember(boxB.code);
    state.set({ arReplay: '' });
    void runs.run(runRequest(v, box.code, boxB.code));
  };
  const shown = runs.shown;
  return (
    <section id="block-war-arena" class="atlas-island" aria-labelledby="ar-title">
      <h3 id="ar-title">{m.title}</h3>
      <ArenaCode m={m} label={v.arLang === 'python' ? m.codePython : m.code} box={box} />
      {duel && <ArenaCode m={m} label={v.arLangB === 'python' ? m.codeBPython : m.codeB} box={boxB} />}
      <ArenaControls m={m} values={v} set={state.set} running={runs.running} onRun={run} onStop={runs.stop} locale={locale} />
      <p aria-live="polite" data-testid="ar-status">
        {status}
      </p>
      {linked?.error && (
        <p class="atlas-notice" data-testid="ar-link-error">
          {linked.error}
        </p>
      )}
      <ArenaTables
        m={m}
        f={f}
        fmt={fmt}
        games={runs.games}
        shownIndex={shown?.what.kind === 'game' ? shown.what.index : null}
        onShow={(g) => runs.setShown(shownGameOf(g))}
      />
      <DownloadAll games={runs.games} label={m.downloadAll} />
      <ArenaReplay
        m={m}
        f={f}
        shown={shown}
        onImport={(s, text) => {
          if (s) runs.setShown(s);
          setStatus(text);
        }}
      />
      <StateBar
        notices={state.notices}
        shareUrl={() => shareUrlOf(v, duel ? [box, boxB] : [box])}
        onReset={() => {
          state.reset();
          box.reset();
          boxB.reset();
        }}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}

/** One link that downloads every game of the tournament as one JSON file (shown once a game is played). */
function DownloadAll({ games, label }: { games: Game[]; label: string }) {
  if (games.length === 0) return null;
  return (
    <p>
      <a
        download="block-war-tournament.json"
        href={`data:application/json;charset=utf-8,${encodeURIComponent(tournamentFile(games))}`}
        data-testid="ar-download"
      >
        {label}
      </a>
    </p>
  );
}
