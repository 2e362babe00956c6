// Island: a whole seeded game between bots, scrubbed round by round (?msSeed=&msBot0..msBot3=&msEnd=&msRound=); the link
// replays it. The state, the game and every text shown are the model's (sim-model.ts); this file wires them together.
import { useMemo, useRef } from 'preact/hooks';
import { useUrlState } from '~/lib/use-url-state';
import { useOnScreen } from '~/lib/use-on-screen';
import { StateBar } from '~/islands/common/StateBar';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { RoundView } from './RoundView';
import { SimHighlights, SimLineup, SimPlayback } from './SimControls';
import { SIMULATOR_MESSAGES } from './lost-space.messages';
import { SPECS, simGame, simView } from './sim-model';
import { useSimPlayback } from './use-sim-playback';
import './lost-space.css';

export { SIM_DEFAULTS, SPECS } from './sim-model';

export default function MatchSimulator({ locale = 'en' }: { locale?: Locale }) {
  const m = messagesFor(SIMULATOR_MESSAGES, locale);
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const game = useMemo(() => simGame(v), [v.msSeed, v.msBot0, v.msBot1, v.msBot2, v.msBot3, v.msEnd]);
  const view = simView(game, v, locale);
  const toRound = (r: number) => state.set({ msRound: r });
  const ref = useRef<HTMLElement | null>(null);
  const play = useSimPlayback(view.round, view.last, useOnScreen(ref), toRound);

  return (
    <section id="match-simulator" class="atlas-island ls-island" aria-labelledby="ls-sim-title" ref={ref}>
      <h2 id="ls-sim-title">{m.title}</h2>
      <SimLineup seed={v.msSeed} view={view} end={v.msEnd} set={state.set} locale={locale} />
      <SimPlayback
        view={view}
        playing={play.playing}
        speed={play.speed}
        onRound={toRound}
        onPlaying={play.setPlaying}
        onSpeed={play.setSpeed}
        locale={locale}
      />
      <p aria-live="polite" data-testid="ls-sim-summary">
        {view.summary}
      </p>
      <SimHighlights view={view} onRound={toRound} locale={locale} />
      <RoundView game={game} round={view.round} names={view.names} locale={locale} />
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
