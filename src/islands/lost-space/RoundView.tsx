// One round of a played game as the simulator shows it: the station map with players, traps and drops at the end of
// that round, the players' table and the round's events. The match simulator and the bot arena both show games with it.
import { keyList, nodeLabel, nodeOf, type SimulatedGame } from '~/engines/lost-space';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { MapLegend, PLAYER_COLOURS, StationMap } from './StationMap';
import { SimPlayers } from './SimPlayers';
import { SIMULATOR_MESSAGES } from './lost-space.messages';
import { eventText } from './event-text';

interface Props {
  game: Pick<SimulatedGame, 'rounds' | 'events'>;
  round: number;
  /** Each player's name (a bot's name, or "your bot"), by player id. */
  names: readonly string[];
  locale: Locale;
  /** data-testid of the events list (the simulator's tests read `ls-sim-events`). */
  eventsId?: string;
}

export function RoundView({ game, round, names, locale, eventsId = 'ls-sim-events' }: Props) {
  const m = messagesFor(SIMULATOR_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const snap = game.rounds[round];
  const events = game.events.filter((e) => e.round === round);
  const players = snap.players
    .filter((p) => p.status === 'alive')
    .map((p) => ({ at: nodeOf(p.at), label: String(p.id), colour: PLAYER_COLOURS[p.id], title: m.tokenPlayer(p.id, nodeLabel(nodeOf(p.at)), num(p.hp)) }));
  const traps = snap.traps.map((t) => ({
    at: nodeOf(t.at),
    label: '',
    colour: PLAYER_COLOURS[t.owner],
    title: m.tokenTrap(t.owner, m.trapKind(t.kind), nodeLabel(nodeOf(t.at))),
  }));
  const drops = snap.drops.map((d) => ({
    at: nodeOf(d.at),
    label: '',
    colour: '',
    title: m.tokenDrop(keyList(d.keys).join(m.keySep), nodeLabel(nodeOf(d.at))),
  }));
  return (
    <>
      <StationMap
        afterRound={round}
        players={players}
        traps={traps}
        drops={drops}
        label={m.positions(
          num(round),
          snap.players.map((p) => m.position(p.id, p.status === 'alive' ? m.at(nodeLabel(nodeOf(p.at))) : m.status(p.status))).join(m.positionSep),
        )}
        locale={locale}
      />
      <p class="atlas-status">{m.key}</p>
      <MapLegend locale={locale} />
      <SimPlayers snap={snap} round={round} names={names} locale={locale} />
      <h3>{m.eventsOf(num(round))}</h3>
      {events.length ? (
        <ul class="ls-events" data-testid={eventsId}>
          {events.map((e) => {
            // A sentence the Chinese log does not know yet is shown in English, marked as such.
            const t = eventText(e, locale);
            return <li lang={t.translated ? undefined : 'en'}>{t.text}</li>;
          })}
        </ul>
      ) : (
        <p class="atlas-status" data-testid={eventsId}>
          {round === 0 ? m.nothingYet : m.noEvents}
        </p>
      )}
    </>
  );
}
