// Island: a whole seeded game between bots, scrubbed round by round (?msSeed=&msBot0..msBot3=&msEnd=&msRound=); the link replays it.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  BOT_IDS,
  BOT_NAMES,
  DEFAULT_LAST_ROUND,
  LAST_ROUND_CHOICES,
  LAST_ZONE_ROUND,
  LONG_LAST_ROUND,
  finalOrder,
  HIGHLIGHT_NAMES,
  matchHighlights,
  results,
  simulate,
  type BotId,
} from '~/engines/lost-space';
import { choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { useOnScreen } from '~/lib/use-on-screen';
import { StateBar } from '~/islands/common/StateBar';
import { RoundView } from './RoundView';
import { RoundSlider } from './RoundSlider';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { SIMULATOR_MESSAGES } from './lost-space.messages';
import { eventText } from './event-text';
import './lost-space.css';
import { DraftInput } from '../common/DraftInput';

type End = `${(typeof LAST_ROUND_CHOICES)[number]}`;
const ENDS = LAST_ROUND_CHOICES.map((r) => String(r) as End);
/** Largest seed a link may carry (an island choice: six digits). */
const SEED_MAX = 999_999;
/**
 * The match the simulator opens on (an island choice): a hunter among two goal bots and a random one, on a seed whose
 * match has fights, traps laid and set off, a death in a failing zone, a key drop picked up and overtime. It opens on
 * the round of the first kill.
 */
const DEFAULT_LINEUP = { seed: 26, bots: ['goal', 'hunter', 'goal', 'random'] as BotId[], end: String(DEFAULT_LAST_ROUND) as End }; // literal-ok: a seed, a UI choice
const DEFAULT_GAME = simulate({ seed: DEFAULT_LINEUP.seed, bots: DEFAULT_LINEUP.bots, lastRound: DEFAULT_LAST_ROUND });
export const SIM_DEFAULTS = { ...DEFAULT_LINEUP, round: matchHighlights(DEFAULT_GAME.events).find((h) => h.kind === 'kill')?.round ?? 0 };
export const SPECS = {
  msSeed: numberParam({ default: SIM_DEFAULTS.seed, min: 0, max: SEED_MAX }),
  msBot0: choiceParam<BotId>({ default: SIM_DEFAULTS.bots[0], choices: BOT_IDS }),
  msBot1: choiceParam<BotId>({ default: SIM_DEFAULTS.bots[1], choices: BOT_IDS }),
  msBot2: choiceParam<BotId>({ default: SIM_DEFAULTS.bots[2], choices: BOT_IDS }),
  msBot3: choiceParam<BotId>({ default: SIM_DEFAULTS.bots[3], choices: BOT_IDS }),
  msEnd: choiceParam({ default: SIM_DEFAULTS.end, choices: ENDS }),
  msRound: numberParam({ default: SIM_DEFAULTS.round, min: 0, max: LONG_LAST_ROUND }),
};
/** Play speeds: milliseconds per round (island choices); their names are in the message table. */
const PLAY_SPEEDS = [
  { ms: 800 },
  { ms: 400 },
  { ms: 120 }, // literal-ok: play speed in ms per round, a UI choice
] as const;

export default function MatchSimulator({ locale = 'en' }: { locale?: Locale }) {
  const m = messagesFor(SIMULATOR_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const botName = (id: BotId) => m.bot(id, BOT_NAMES[id]);
  const state = useUrlState(SPECS, locale);
  const { msSeed, msBot0, msBot1, msBot2, msBot3, msEnd, msRound } = state.values;
  const bots = [msBot0, msBot1, msBot2, msBot3];
  const isDefault = msSeed === SIM_DEFAULTS.seed && bots.every((b, i) => b === SIM_DEFAULTS.bots[i]) && msEnd === SIM_DEFAULTS.end;
  const game = useMemo(
    () => (isDefault ? DEFAULT_GAME : simulate({ seed: msSeed, bots, lastRound: Number(msEnd) })),
    [msSeed, msBot0, msBot1, msBot2, msBot3, msEnd],
  );
  const highlights = useMemo(() => matchHighlights(game.events), [game]);
  const last = game.rounds.length - 1;
  const round = Math.min(msRound, last);
  const order = finalOrder(game.final);
  const res = results(game.final);

  // Starts paused for every reader (so also under reduced motion): rounds advance only with the buttons, or Play.
  const [playing, setPlayingState] = useState(false);
  const [speed, setSpeed] = useState(1);
  // Read by a pending timer: a pause takes effect at once, even before the effect below has been cleaned up.
  const playingRef = useRef(false);
  const setPlaying = (on: boolean) => {
    playingRef.current = on;
    setPlayingState(on);
  };
  const ref = useRef<HTMLElement | null>(null);
  const onScreen = useOnScreen(ref);
  useEffect(() => {
    if (!playing || !onScreen) return;
    if (round >= last) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => {
      if (playingRef.current) state.set({ msRound: round + 1 });
    }, PLAY_SPEEDS[speed].ms);
    return () => clearTimeout(t);
  }, [playing, onScreen, round, last, speed]);

  return (
    <section id="match-simulator" class="atlas-island ls-island" aria-labelledby="ls-sim-title" ref={ref}>
      <h2 id="ls-sim-title">{m.title}</h2>
      <div class="atlas-controls">
        <label for="ls-sim-seed">
          {m.seed}
          <DraftInput
            id="ls-sim-seed"
            type="number"
            min={0}
            max={SEED_MAX}
            step={1}
            value={msSeed}
            onChange={(e) => {
              const n = Math.round(Number((e.currentTarget as HTMLInputElement).value));
              if (Number.isFinite(n)) state.set({ msSeed: Math.min(SEED_MAX, Math.max(0, n)) });
            }}
          />
        </label>
        {bots.map((b, i) => (
          <label for={`ls-sim-bot${i}`}>
            {m.player(i)}
            <select id={`ls-sim-bot${i}`} value={b} onChange={(e) => state.set({ [`msBot${i}`]: (e.currentTarget as HTMLSelectElement).value } as never)}>
              {BOT_IDS.map((id) => (
                <option value={id}>{botName(id)}</option>
              ))}
            </select>
          </label>
        ))}
        <label for="ls-sim-end">
          {m.endsAfter}
          <select id="ls-sim-end" value={msEnd} onChange={(e) => state.set({ msEnd: (e.currentTarget as HTMLSelectElement).value as End })}>
            {ENDS.map((x) => (
              <option value={x}>
                {num(Number(x))}
                {x === String(DEFAULT_LAST_ROUND) ? m.defaultEnd : m.overtimeEnd(num(Number(x) - LAST_ZONE_ROUND))}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div class="atlas-controls">
        <RoundSlider id="ls-sim-round" round={round} last={last} onRound={(r) => state.set({ msRound: r })} locale={locale} />
        <button type="button" class="atlas-button" onClick={() => state.set({ msRound: Math.max(0, round - 1) })} disabled={round === 0}>
          {m.previous}
        </button>
        <button type="button" class="atlas-button" onClick={() => state.set({ msRound: Math.min(last, round + 1) })} disabled={round === last}>
          {m.next}
        </button>
        <button type="button" class="atlas-button" aria-pressed={playing} onClick={() => setPlaying(!playing)}>
          {playing ? m.pause : m.play}
        </button>
        <label>
          {m.speed}
          <select value={String(speed)} onChange={(e) => setSpeed(Number((e.currentTarget as HTMLSelectElement).value))}>
            {PLAY_SPEEDS.map((_, i) => (
              <option value={String(i)}>{m.speedName(i)}</option>
            ))}
          </select>
        </label>
      </div>
      <p aria-live="polite" data-testid="ls-sim-summary">
        {round === 0 ? m.start : m.endOf(num(round))}
        {m.ended(num(game.final.round))}
        {order.map((id, i) => m.orderItem(num(i + 1), id, res[id].escaped, num(res[id].round))).join(m.orderSep)}
        {m.orderEnd}
      </p>
      <div class="atlas-controls" role="group" aria-label={m.jumpGroup}>
        <span>{m.jumpTo}</span>
        {highlights.map((h) => (
          <button
            type="button"
            class="atlas-button"
            aria-pressed={round === h.round}
            title={m.highlightTitle(num(h.round), eventText(h, locale).text)}
            onClick={() => state.set({ msRound: h.round })}
          >
            {m.highlight(h.kind, HIGHLIGHT_NAMES[h.kind])} ({num(h.round)})
          </button>
        ))}
        {highlights.length === 0 && <span>{m.noHighlights}</span>}
      </div>
      <RoundView game={game} round={round} names={bots.map(botName)} locale={locale} />
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
