// The arena's results: standings by the ranking rules with each entrant's record against each other one, the list of
// games (each can be shown on the board), and the turns the readers' bots spent doing nothing, with the reason.
import { standings, type ArenaGame } from '~/engines/lost-space';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatFixed, formatNumber } from '~/i18n/format';
import { BOT_ARENA_MESSAGES } from './BotArena.messages';
import type { SeatChoice } from './arena-model';

interface Props {
  games: readonly ArenaGame[];
  lineup: readonly SeatChoice[];
  onShow: (g: ArenaGame) => void;
  locale: Locale;
}

/** Nothing-turns in runs: one line per reason, with how many more turns in a row had the same reason. */
function nothingLines(games: readonly ArenaGame[]) {
  const lines: { game: number; round: number; player: number; reason: ArenaGame['nothing'][number]['reason']; more: number }[] = [];
  for (const g of games)
    for (const n of g.nothing) {
      const last = lines.at(-1);
      if (last && last.game === g.spec.index && last.player === n.player && JSON.stringify(last.reason) === JSON.stringify(n.reason)) last.more++;
      else lines.push({ game: g.spec.index, round: n.round, player: n.player, reason: n.reason, more: 0 });
    }
  return lines;
}

export function ArenaResults({ games, lineup, onShow, locale }: Props) {
  const m = messagesFor(BOT_ARENA_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const fix = (x: number) => formatFixed(locale, x, 2);
  if (games.length === 0) return null;
  const name = (e: number) => `${m.choice(lineup[e])} (${num(e)})`;
  const lines = nothingLines(games);
  return (
    <div data-testid="ls-arena-results">
      <div class="atlas-table-wrap" tabindex={0} role="region" aria-label={m.standings}>
        <table>
          <caption>{m.standings}</caption>
          <thead>
            <tr>
              {[m.entrant, m.games, m.meanPlace, m.meanPoints, m.escapes, m.versus].map((h) => (
                <th scope="col">{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {standings(games).map((r) => (
              <tr data-entrant={r.entrant}>
                <th scope="row">{name(r.entrant)}</th>
                <td>{num(r.games)}</td>
                <td data-testid="ls-arena-mean-place">{fix(r.meanPlace)}</td>
                <td>{fix(r.meanPoints)}</td>
                <td>{num(r.escapes)}</td>
                <td>
                  {r.versus
                    .map((x) => `${name(x.entrant)}: ${m.above(num(x.above), num(x.games))}, ${m.vsCell(fix(x.meanPlace), fix(x.theirMeanPlace))}`)
                    .join('; ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{m.gamesList}</h3>
      <ol class="ls-arena-games" data-testid="ls-arena-games">
        {games.map((g) => (
          <li>
            {m.gameRow(
              num(g.spec.index + 1),
              g.spec.seed,
              g.spec.entrants.map((e, seat) => `${m.seat(seat)} ${name(e)} ${m.place(num(g.places[seat]))}`).join(', '),
            )}{' '}
            <button type="button" class="atlas-button" onClick={() => onShow(g)}>
              {m.show}
            </button>
          </li>
        ))}
      </ol>
      <h3>{m.nothingTitle}</h3>
      {lines.length === 0 ? (
        <p data-testid="ls-arena-nothing">{m.noNothing}</p>
      ) : (
        <ul data-testid="ls-arena-nothing">
          {lines.slice(0, 40).map((l) => (
            <li>
              {m.gameRow(num(l.game + 1), games[l.game]?.spec.seed ?? '', '')}
              {m.nothingItem(num(l.round), l.player, m.reason(l.reason, num), l.more ? m.moreTimes(num(l.more)) : '')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
