// The arena's runs as a Preact hook: each Run starts fresh sandboxes (one per code box in the lineup) and a run of its
// own; Stop ends it for good, so an old run never writes over a newer one's results.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ArenaGame } from '~/engines/lost-space';
import { startSandbox } from '~/lib/sandbox/host';
import SDK from '~/engines/lost-space/python/sdk.py?raw';
import { INDEX_SCHEMA, playTournament, type Lang, type Tournament } from './arena-model';

export type RunStatus = { kind: 'idle' } | { kind: 'playing'; i: number; total: number } | { kind: 'stopped' } | { kind: 'finished'; games: number };

export function useBotArena(onGames: (games: ArenaGame[]) => void) {
  const [status, setStatus] = useState<RunStatus>({ kind: 'idle' });
  const current = useRef<{ stop(): void } | null>(null);
  useEffect(() => () => current.current?.stop(), []);

  const run = async (t: Tournament) => {
    current.current?.stop();
    let live = true;
    const start = (lang: Lang) =>
      startSandbox({ runtime: lang, schema: INDEX_SCHEMA, base: import.meta.env.BASE_URL, ...(lang === 'python' ? { python: { prelude: SDK } } : {}) });
    const [lang0, lang1] = t.langs ?? ['js', 'js'];
    const first = start(lang0);
    const second = t.lineup.includes('you2') ? start(lang1) : first;
    const handle = {
      stop() {
        live = false;
        first.stop();
        second.stop();
      },
    };
    current.current = handle;
    onGames([]);
    const done = await playTournament(t, [first, second], () => live, {
      playing: (i, total) => setStatus({ kind: 'playing', i, total }),
      played: onGames,
    });
    handle.stop();
    if (!done || current.current !== handle) return;
    current.current = null;
    setStatus({ kind: 'finished', games: done.length });
  };
  const stop = () => {
    current.current?.stop();
    current.current = null;
    setStatus({ kind: 'stopped' });
  };
  return { status, running: status.kind === 'playing', run, stop };
}
