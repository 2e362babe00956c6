// The match simulator's players at the end of a round: a table on a wide screen, one card per player on a phone (both
// rendered from the same rows; the stylesheet shows one), so no column hides behind a sideways scroll at 390 px.
import { ITEMS, keyList, nodeLabel, nodeOf, rankingPoints, type MatchState } from '~/engines/lost-space';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { SIMULATOR_MESSAGES } from './lost-space.messages';
import { PLAYER_COLOURS } from './StationMap';
import './cards.css';

interface Props {
  snap: MatchState;
  round: number;
  /** Each player's name, by player id. */
  names: readonly string[];
  locale: Locale;
}

export function SimPlayers({ snap, round, names, locale }: Props) {
  const m = messagesFor(SIMULATOR_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const rows = snap.players.map((p) => ({
    id: p.id,
    cells: [
      names[p.id],
      `${m.status(p.status)}${p.countdown > 0 ? m.countdown(num(p.countdown)) : ''}`,
      p.status === 'alive' ? nodeLabel(nodeOf(p.at)) : '—',
      num(p.hp),
      keyList(p.keys).join(' ') || '—',
      ITEMS.filter((i) => p.items[i.id] > 0)
        .map((i) => m.item(i.id, i.english, i.chinese, num(p.items[i.id])))
        .join(m.itemSep) || '—',
      num(rankingPoints(p)),
    ],
  }));
  const heads = [m.thBot, m.thState, m.thNode, m.thHp, m.thKeys, m.thItems, m.thPoints];
  const numeric = (i: number) => i === 3 || i === 6;
  const NODE_COLUMN = 2;
  return (
    <>
      <div class="atlas-table-wrap ls-wide-only" tabIndex={0} role="region" aria-label={m.playersRegion}>
        <table data-testid="ls-sim-players">
          <caption>{m.playersCaption(num(round))}</caption>
          <thead>
            <tr>
              <th scope="col">{m.thPlayer}</th>
              {heads.map((h) => (
                <th scope="col">{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr>
                <th scope="row" style={{ color: PLAYER_COLOURS[r.id] }}>
                  {r.id}
                </th>
                {r.cells.map((c, i) => (
                  <td class={numeric(i) ? 'atlas-num' : i === NODE_COLUMN ? 'ls-nowrap' : undefined}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section class="ls-phone-only ls-cards" aria-label={m.playersCaption(num(round))} data-testid="ls-sim-cards">
        <h3>{m.playersCaption(num(round))}</h3>
        {rows.map((r) => (
          // The player's colour marks the card's edge, not its text: some colours are too light to read on the dark theme.
          <dl class="ls-card" style={{ borderLeft: `0.35rem solid ${PLAYER_COLOURS[r.id]}` }}>
            <dt>{m.thPlayer}</dt>
            <dd>{r.id}</dd>
            {r.cells.map((c, i) => (
              <>
                <dt>{heads[i]}</dt>
                <dd>{c}</dd>
              </>
            ))}
          </dl>
        ))}
      </section>
    </>
  );
}
