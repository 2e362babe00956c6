// The arena's two stateful parts, as Preact hooks for Arena.tsx: the code box (read from a link, never run from it;
// written back to the link compressed) and the runs (each Run a fresh sandbox and a run of its own; Stop ends it for
// good, so an old run never writes over a newer one's results).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { decodeReplayLink, importReplay } from '~/engines/block-war';
import { writeParams, type ParamValues } from '~/lib/url-state';
import type { SandboxProgress } from '~/lib/sandbox/host';
import { startJsSandbox } from './js-arena';
import { playTournament, shownGame, type BotRunner, type Game, type Shown, type Tournament } from './arena-model';
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

/** The URL parameters of one code box: its compressed code, the older plain-text code (first box only), its language. */
export interface BoxKeys {
  bot: 'arBot' | 'arBotB';
  old?: 'arCode';
  lang: 'arLang' | 'arLangB';
}
export const FIRST_BOX: BoxKeys = { bot: 'arBot', old: 'arCode', lang: 'arLang' };
export const SECOND_BOX: BoxKeys = { bot: 'arBotB', lang: 'arLangB' };

/** One code box's state: read from a link (never run from it), written back to the link compressed. */
export function useArenaCode(values: Values, set: (change: Partial<Values>) => void, locale: Locale = 'en', keys: BoxKeys = FIRST_BOX) {
  const lang = values[keys.lang];
  const [code, setCode] = useState(() => starterFor(lang, locale));
  const [origin, setOrigin] = useState<CodeOrigin>({ fromLink: false, removed: 0, unreadable: false });
  const [tooLong, setTooLong] = useState<{ chars: number; packed: number } | null>(null);
  /** The link value this page wrote itself (not a link to read again). */
  const written = useRef<string | null>(null);
  const edits = useRef(0);
  const linkBot = values[keys.bot];
  const linkOld = keys.old ? values[keys.old] : '';
  /** The change that puts a link value into this box's parameters. */
  const linkChange = (bot: string): Partial<Values> => ({ [keys.bot]: bot, ...(keys.old ? { [keys.old]: '' } : {}) });

  // The link's code is shown, cleaned of hidden characters, and never run until Run.
  useEffect(() => {
    if (linkBot === written.current || (!linkBot && !linkOld)) return;
    let current = true;
    void (async () => {
      const text = linkBot ? await unpackCode(linkBot) : linkOld;
      if (!current) return;
      if (text === null) return setOrigin({ fromLink: false, removed: 0, unreadable: true });
      const clean = stripHidden(text);
      setCode(clean.code);
      setOrigin({ fromLink: !isStarter(clean.code), removed: clean.removed, unreadable: false });
    })();
    return () => {
      current = false;
    };
  }, [linkBot, linkOld]);

  // A starter bot follows the language chosen; code of the reader's own stays.
  useEffect(() => {
    if (isStarter(code) && code !== starterFor(lang, locale)) setCode(starterFor(lang, locale));
  }, [lang]);

  /** Writes the code into the link (compressed), or says that it does not fit. */
  const remember = async (text: string) => {
    const mine = ++edits.current;
    const v = await linkValue(text);
    if (mine !== edits.current) return;
    setTooLong(v.packed > LINK_MAX ? { chars: text.length, packed: v.packed } : null);
    written.current = v.bot;
    set(linkChange(v.bot));
  };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const edit = (text: string) => {
    setCode(text);
    setOrigin({ fromLink: false, removed: 0, unreadable: false });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void remember(text), 200);
  };
  /** This box's link parameters for the code now in it (compressed now, so a copy never carries older code). */
  const linkNow = async () => linkChange((await linkValue(code)).bot);
  const reset = () => {
    edits.current += 1;
    setCode(starterFor(lang, locale));
    setOrigin({ fromLink: false, removed: 0, unreadable: false });
    setTooLong(null);
  };
  return { code, origin, tooLong, edit, remember, linkNow, reset };
}

/** The link to this state with the code now in the boxes. */
export async function shareUrlOf(values: Values, boxes: { linkNow(): Promise<Partial<Values>> }[]): Promise<string> {
  let change: Partial<Values> = {};
  for (const b of boxes) change = { ...change, ...(await b.linkNow()) };
  const { origin: o, pathname, search, hash } = window.location;
  return `${o}${pathname}${writeParams(search, SPECS, { ...values, ...change })}${hash}`;
}

/** The sandbox and runner for a code box's language: Python's files and engine load only here, when chosen. */
async function botFor(lang: BotLanguage, seed: string, progress: (p: SandboxProgress) => void): Promise<{ runner: BotRunner; stop(): void }> {
  const base = import.meta.env.BASE_URL;
  if (lang !== 'python') {
    const js = await startJsSandbox(base);
    return { runner: js.runner, stop: () => js.sandbox.stop() };
  }
  const py = await import('./python-arena');
  const sandbox = await py.startPythonSandbox(base, progress);
  return { runner: py.pythonRunner(sandbox, seed), stop: () => sandbox.stop() };
}

/** What Run asks for: the tournament, the first box's language and, when the second box plays, its language. */
export type RunRequest = Tournament & { lang: BotLanguage; langB?: BotLanguage };

/** Runs tournaments: one at a time, each in sandboxes of its own. */
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

  const run = async (t: RunRequest) => {
    current.current?.stop();
    let live = true;
    const boxes: { runner: BotRunner; stop(): void }[] = [];
    const handle = {
      stop() {
        live = false;
        boxes.forEach((b) => b.stop());
      },
    };
    current.current = handle;
    setRunning(true);
    setGames([]);
    setShown(null);
    const progress = (p: SandboxProgress) => live && on.progress(p);
    boxes.push(await botFor(t.lang, t.seed, progress));
    if (t.langB && live) boxes.push(await botFor(t.langB, t.seed, progress));
    if (!live) return handle.stop();
    const done = await playTournament(t, { first: boxes[0].runner, second: boxes[1]?.runner }, () => live, {
      playing: (spec, total) => on.playing(spec.index, total, spec.opponent),
      played: (gs) => {
        setGames(gs);
        setShown(shownGame(gs[gs.length - 1]));
      },
    });
    boxes.forEach((b) => b.stop());
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
