// Island: a seed and two bots make a whole match; scrub through its placements and see the score over the rounds.
// The match is played in short slices after hydration (never one long main-thread task: use-match-replay.ts); the
// default match's result, chart and last placement come from the build as a prop, so the first view needs no
// computation. What a placement shows is replay-view.ts's; the controls and the board are their own components.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { playMatch, BOTS, PLACEMENTS, type BotName } from '~/engines/block-war';
import { choiceParam, numberParam } from '~/lib/url-state';
import { seedParam } from './seed';
import { useUrlState } from '~/lib/use-url-state';
import { useOnScreen } from '~/lib/use-on-screen';
import { StateBar } from '~/islands/common/StateBar';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { BOT_NAMES, REPLAY_DEFAULT, outcomeOf, positionOf, type ReplaySummary } from './replay-view';
import { usePlayback, useSlicedMatch } from './use-match-replay';
import { MatchControls, TurnControls } from './MatchReplayControls';
import { MatchReplayBoard } from './MatchReplayBoard';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { MATCH_REPLAY_MESSAGES } from './MatchReplay.messages';
import './block-war.css';

export const SPECS = {
  mrSeed: seedParam(REPLAY_DEFAULT.seed),
  mrRed: choiceParam<BotName>({ default: REPLAY_DEFAULT.red, choices: BOT_NAMES }),
  mrBlue: choiceParam<BotName>({ default: REPLAY_DEFAULT.blue, choices: BOT_NAMES }),
  mrTurn: numberParam({ default: PLACEMENTS, min: 0, max: PLACEMENTS }),
};

export default function MatchReplay({ summary, locale = 'en' }: { summary?: ReplaySummary; locale?: Locale }) {
  const m = messagesFor(MATCH_REPLAY_MESSAGES, locale);
  const f = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const state = useUrlState(SPECS, locale);
  const { mrSeed: seed, mrRed: red, mrBlue: blue, mrTurn: wanted } = state.values;
  // At build time the whole match is played at once: the server-rendered page shows it without JavaScript.
  const serverMatch = useMemo(() => (typeof window === 'undefined' ? playMatch(seed, BOTS[red], BOTS[blue]) : null), [seed, red, blue]);
  const sum = summary && summary.seed === seed && summary.red === red && summary.blue === blue ? summary : null;
  // With the build's summary the last placement is known; the rest of the match is played only once the reader asks
  // for another placement (lazily), and then in slices.
  const [asked, setAsked] = useState(false);
  const askedOther = !!sum && wanted !== sum.n;
  useEffect(() => {
    if (askedOther) setAsked(true);
  }, [askedOther]);
  const sliced = useSlicedMatch(seed, red, blue, !serverMatch && (!sum || asked));
  const full = serverMatch ?? (sliced.done ? sliced.current : null);
  const { n, turn, history, rec } = positionOf(full, sliced.current, sum, wanted);
  const box = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(box);
  const step = (t: number) => state.set({ mrTurn: t });
  const { playing, setPlaying } = usePlayback({ onScreen, turn, n, known: history.length, step });
  const outcome = useMemo(() => outcomeOf(full, sum, locale), [full, sum]);
  const computed = sliced.current ? sliced.current.history.length : 0;
  const of = n === null ? '…' : f(n);

  return (
    <section id="match-replay" class="atlas-island" aria-labelledby="mr-title" ref={box}>
      <h3 id="mr-title">{m.title}</h3>
      <MatchControls
        m={m}
        seed={seed}
        red={red}
        blue={blue}
        onSeed={(s) => state.set({ mrSeed: s, mrTurn: PLACEMENTS })}
        onBot={(k, b) => state.set({ [k]: b })}
      />
      <p data-testid="mr-result">
        {m.matchOf(seed, m.bot(red), m.bot(blue))}
        {outcome === null ? (
          <span>{m.playing(f(computed))}</span>
        ) : (
          <>
            <strong>{outcome.result}</strong>
            {m.clears(f(outcome.clears))}
          </>
        )}
      </p>
      <TurnControls
        m={m}
        f={f}
        turn={turn}
        n={n}
        playing={playing}
        onTurn={step}
        onPlay={() => {
          if (!playing && n !== null && turn >= n) step(0);
          setPlaying(!playing);
        }}
      />
      <MatchReplayBoard m={m} f={f} turn={turn} of={of} rec={rec} computed={computed} />
      {outcome ? (
        <ChartFigure kind="line" title={m.chartTitle(seed)} data={outcome.chart} height={240} tableCollapsed locale={locale} />
      ) : (
        <p>{m.chartLater}</p>
      )}
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
