// The arena's two stateful parts, as Preact hooks for Arena.tsx: the code box (read from a link, never run from it;
// written back to the link compressed) and the runs (each Run a fresh sandbox and a run of its own; Stop ends it for
// good, so an old run never writes over a newer one's results).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { decodeReplayLink, importReplay } from '~/engines/block-war';
import { writeParams, type ParamValues } from '~/lib/url-state';
import { startSandbox, type SandboxProgress } from '~/lib/sandbox/host';
import { PLACEMENT_SCHEMA, playTournament, shownGame, type BotRunner, type Game, type Shown, type Tournament } from './arena-model';
import { LINK_MAX, packCode, stripHidden, unpackCode } from './code-link';
import { isStarter, starterFor, SPECS, type BotLanguage } from './arena-specs';
import type { Locale } from '~/i18n/locales';
import type { ARENA_MESSAGES } from './Arena.messages';

type Values = ParamValues<typeof SPECS>;

/** Where the code in the box came from, for the notice above it. */
export interface CodeOrigin {
  fromLink: boolean;
  removed: number;
  unreadable: boolean;
}

/** The link value for some code: '' for the starter bot or for code a link cannot carry (then `packed` says why). */
async function linkValue(code: string): Promise<{ bot: string; packed: number }> {
  if (isStarter(code)) return { bot: '', packed: 0 };
  const packed = await packCode(code);
  return { bot: packed.length <= LINK_MAX ? packed : '', packed: packed.length };
}

export function useArenaCode(values: Values, set: (change: Partial<Values>) => void, locale: Locale = 'en') {
  const [code, setCode] = useState(() => starterFor(values.arLang, locale));
  const [origin, setOrigin] = useState<CodeOrigin>({ fromLink: false, removed: 0, unreadable: false });
  const [tooLong, setTooLong] = useState<{ chars: number; packed: number } | null>(null);
  /** The arBot value this page wrote itself (not a link to read again). */
  const written = useRef<string | null>(null);
  const edits = useRef(0);

  // The link's code is shown, cleaned of hidden characters, and never run until Run.
  useEffect(() => {
    const { arBot, arCode } = values;
    if (arBot === written.current || (!arBot && !arCode)) return;
    let current = true;
    void (async () => {
      const text = arBot ? await unpackCode(arBot) : arCode;
      if (!current) return;
      if (text === null) return setOrigin({ fromLink: false, removed: 0, unreadable: true });
      const clean = stripHidden(text);
      setCode(clean.code);
      setOrigin({ fromLink: !isStarter(clean.code), removed: clean.removed, unreadable: false });
    })();
    return () => {
      current = false;
    };
  }, [values.arBot, values.arCode]);

  // A starter bot follows the language chosen; code of the reader's own stays.
  useEffect(() => {
    if (isStarter(code) && code !== starterFor(values.arLang, locale)) setCode(starterFor(values.arLang, locale));
  }, [values.arLang]);

  /** Writes the code into the link (compressed), or says that it does not fit. */
  const remember = async (text: string) => {
    const mine = ++edits.current;
    const v = await linkValue(text);
    if (mine !== edits.current) return;
    setTooLong(v.packed > LINK_MAX ? { chars: text.length, packed: v.packed } : null);
    written.current = v.bot;
    set({ arBot: v.bot, arCode: '' });
  };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const edit = (text: string) => {
    setCode(text);
    setOrigin({ fromLink: false, removed: 0, unreadable: false });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void remember(text), 200);
  };
  /** The link to this state with the code now in the box (compressed now, so a copy never carries older code). */
  const shareUrl = async () => {
    const v = await linkValue(code);
    const { origin: o, pathname, search, hash } = window.location;
    return `${o}${pathname}${writeParams(search, SPECS, { ...values, arBot: v.bot, arCode: '' })}${hash}`;
  };
  const reset = () => {
    edits.current += 1;
    setCode(starterFor(values.arLang, locale));
    setOrigin({ fromLink: false, removed: 0, unreadable: false });
    setTooLong(null);
  };
  return { code, origin, tooLong, edit, remember, shareUrl, reset };
}

/** Runs tournaments: one at a time, each in a sandbox of its own. */
/** The sandbox and runner for a tournament's language: Python's files and engine load only here, when chosen. */
async function botFor(t: Tournament & { lang: BotLanguage }, progress: (p: SandboxProgress) => void): Promise<{ runner: BotRunner; stop(): void }> {
  const base = import.meta.env.BASE_URL;
  if (t.lang !== 'python') {
    const sandbox = startSandbox({ runtime: 'js', schema: PLACEMENT_SCHEMA, base });
    return { runner: sandbox, stop: () => sandbox.stop() };
  }
  const py = await import('./python-arena');
  const sandbox = await py.startPythonSandbox(base, progress);
  return { runner: py.pythonRunner(sandbox, t.seed), stop: () => sandbox.stop() };
}

export function useArenaRun(on: {
  playing(i: number, total: number, opponent: string): void;
  finished(done: Game[]): void;
  stopped(): void;
  progress(p: SandboxProgress): void;
}) {
  const [running, setRunning] = useState(false);
  const [games, setGames] = useState<Game[]>([]);
  const [shown, setShown] = useState<Shown | null>(null);
  const current = useRef<{ stop(): void } | null>(null);
  useEffect(() => () => current.current?.stop(), []);

  const run = async (t: Tournament & { lang: BotLanguage }) => {
    current.current?.stop();
    let live = true;
    let sandbox: { runner: BotRunner; stop(): void } | null = null;
    const handle = {
      stop() {
        live = false;
        sandbox?.stop();
      },
    };
    current.current = handle;
    setRunning(true);
    setGames([]);
    setShown(null);
    sandbox = await botFor(t, (p) => live && on.progress(p));
    if (!live) return sandbox.stop();
    const done = await playTournament(t, sandbox.runner, () => live, {
      playing: (spec, total) => on.playing(spec.index, total, spec.opponent),
      played: (gs) => {
        setGames(gs);
        setShown(shownGame(gs[gs.length - 1]));
      },
    });
    sandbox.stop();
    if (!done || current.current !== handle) return;
    current.current = null;
    setRunning(false);
    on.finished(done);
  };
  const stop = () => {
    current.current?.stop();
    current.current = null;
    setRunning(false);
    on.stopped();
  };
  return { running, games, shown, setShown, run, stop };
}

/** A replay from the link (?arReplay=), replayed by the engine and shown; nothing from the link is ever run. Its names
 * are the link's text, shown as quoted names. */
export function useLinkedReplay(text: string, m: (typeof ARENA_MESSAGES)['en'], show: (s: Shown) => void) {
  const linked = useMemo(() => {
    if (!text) return null;
    try {
      const file = decodeReplayLink(text);
      const { match } = importReplay(JSON.stringify(file));
      const shown: Shown = { what: { kind: 'link' }, match, red: { kind: 'text', text: file.red }, blue: { kind: 'text', text: file.blue }, seed: file.seed };
      return { shown, error: '' };
    } catch (e) {
      return { shown: null, error: m.linkError(m.engineError((e as Error).message)) };
    }
  }, [text]);
  useEffect(() => {
    if (linked?.shown) show(linked.shown);
  }, [linked]);
  return linked;
}
