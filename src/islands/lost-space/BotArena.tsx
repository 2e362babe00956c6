// Island: readers' JavaScript bots in games of four against the site's bots, tournaments over seeds with seat rotation,
// standings by the ranking rules, every game shown in the simulator's view and carried by a link (?lbGame=) or the
// platform's replay file. Bot code runs only on Run, only inside the bot sandbox (src/lib/sandbox/host.ts). The model
// is arena-model.ts and the engine's arena.ts; the runs are use-bot-arena.ts; this file lays the parts out.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ArenaGame } from '~/engines/lost-space';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { BOT_ARENA_MESSAGES } from './BotArena.messages';
import { SEEDS, TURN_LIMIT, gameFromLink, gameLink, shownGame, type Lang, type SeatChoice, type Shown } from './arena-model';
import { SEED_MAX, SPECS, STARTER_BOT, STARTERS } from './bot-arena-specs';
import { useBotArena } from './use-bot-arena';
import { ArenaResults } from './ArenaResults';
import { ArenaBoard } from './ArenaBoard';
import { ArenaCodeBox } from './ArenaCodeBox';
import { ArenaNumberField, SeatPickers } from './ArenaSetup';
import './lost-space.css';

export { SPECS, STARTER_BOT } from './bot-arena-specs';

export default function BotArena({ locale = 'en' }: { locale?: Locale }) {
  const m = messagesFor(BOT_ARENA_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const lineup: SeatChoice[] = [v.lbSeat0, v.lbSeat1, v.lbSeat2, v.lbSeat3];
  const langs: [Lang, Lang] = [v.lbLang0, v.lbLang1];
  const [codes, setCodes] = useState<[string, string]>([STARTER_BOT, STARTER_BOT]);
  const setCode = (slot: number, text: string) => setCodes((c) => (slot === 0 ? [text, c[1]] : [c[0], text]));
  useEffect(() => {
    // A link's languages: boxes still holding a starter bot get the starter of their language.
    setCodes((c) => [c[0] === STARTER_BOT ? STARTERS[v.lbLang0] : c[0], c[1] === STARTER_BOT ? STARTERS[v.lbLang1] : c[1]]);
  }, [v.lbLang0, v.lbLang1]);
  const [games, setGames] = useState<ArenaGame[]>([]);
  const [ranLineup, setRanLineup] = useState<SeatChoice[]>(lineup);
  const arena = useBotArena(setGames);
  const linked = useMemo(() => (v.lbGame ? gameFromLink(v.lbGame) : null), [v.lbGame]);
  const [picked, setPicked] = useState<Shown | null>(null);
  const shown = picked ?? (linked && 'shown' in linked ? linked.shown : null);
  const show = (s: Shown) => {
    setPicked(s);
    state.set({ lbGame: gameLink(s) });
  };
  const numberField = (key: 'lbSeed' | 'lbSeeds' | 'lbLimit', min: number, max: number, label: string) => (
    <ArenaNumberField id={`ls-arena-${key}`} label={label} value={v[key]} min={min} max={max} onSet={(n) => state.set({ [key]: n } as never)} />
  );
  return (
    <section id="bot-arena" class="atlas-island ls-island" aria-labelledby="ls-arena-title">
      <h2 id="ls-arena-title">{m.title}</h2>
      {[0, 1].map((slot) => (
        <ArenaCodeBox
          slot={slot}
          lang={langs[slot]}
          code={codes[slot]}
          locale={locale}
          onLang={(lang) => {
            state.set({ [`lbLang${slot}`]: lang } as never);
            // A box still holding the other language's starter bot gets this language's starter.
            if (codes[slot] === STARTERS[langs[slot]]) setCode(slot, STARTERS[lang]);
          }}
          onCode={(text) => setCode(slot, text)}
        />
      ))}
      <SeatPickers lineup={lineup} onSeat={(i, c) => state.set({ [`lbSeat${i}`]: c } as never)} locale={locale} />
      <div class="atlas-controls">
        {numberField('lbSeed', 0, SEED_MAX, m.firstSeed)}
        {numberField('lbSeeds', SEEDS.min, SEEDS.max, m.seeds)}
        {numberField('lbLimit', TURN_LIMIT.min, TURN_LIMIT.max, m.limit)}
        <button
          type="button"
          class="atlas-button"
          data-testid="ls-arena-run"
          onClick={() => {
            setRanLineup(lineup);
            setPicked(null);
            void arena.run({ codes, langs, lineup, firstSeed: v.lbSeed, seeds: v.lbSeeds, limit: v.lbLimit });
          }}
        >
          {m.run}
        </button>
        <button type="button" class="atlas-button" onClick={arena.stop} disabled={!arena.running}>
          {m.stop}
        </button>
      </div>
      <p aria-live="polite" data-testid="ls-arena-status">
        {statusText(arena.status, m, num)}
      </p>
      <ArenaResults games={games} lineup={ranLineup} onShow={(g) => show(shownGame(g, ranLineup))} locale={locale} />
      {linked && 'error' in linked && <p class="atlas-status">{m.badLink(linked.error)}</p>}
      <ArenaBoard shown={shown} onOpen={show} locale={locale} />
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}

type StatusMessages = Pick<(typeof BOT_ARENA_MESSAGES)['en'], 'playing' | 'stopped' | 'finished'>;

/** The arena's one status line: the game being played, stopped, or how many games finished. */
function statusText(status: ReturnType<typeof useBotArena>['status'], m: StatusMessages, num: (x: number) => string): string {
  if (status.kind === 'playing') return m.playing(num(status.i + 1), num(status.total));
  if (status.kind === 'stopped') return m.stopped;
  return status.kind === 'finished' ? m.finished(num(status.games)) : '';
}
