// Island: each player's result → the final order, with the rule that decided each place (?rk0Escaped=&rk0Round=&rk0Keys=&rk0Kills=&rk0Deaths=...).
// The model (links, points, order, typed fields) is ranking-model.ts.
import { POINTS } from '~/engines/lost-space';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber } from '~/i18n/format';
import { RANKING_MESSAGES } from './RankingCalculator.messages';
import './lost-space.css';
import { DraftInput } from '../common/DraftInput';
import { FIELD_RANGE, SPECS, fieldFromInput, fieldKey, rankOrder, rankPlayers, type FieldKey, type RankPlayer, type RankValues } from './ranking-model';

export { SPECS } from './ranking-model';

type Set = (change: Record<string, number | boolean>) => void;

/** One player's row: escaped, round, keys, kills, deaths (each a field of the link), and the points they make. */
function PlayerRow({ p, v, set, locale }: { p: RankPlayer; v: RankValues; set: Set; locale?: Locale }) {
  const m = messagesFor(RANKING_MESSAGES, locale);
  const field = (f: FieldKey, label: string) => (
    <td>
      <DraftInput
        type="number"
        min={FIELD_RANGE[f].min}
        max={FIELD_RANGE[f].max}
        step={1}
        value={v[fieldKey(p.id, f)] as number}
        aria-label={m.fieldLabel(p.id, label)}
        style={{ width: '4.5em' }}
        onChange={(e) => {
          const n = fieldFromInput(f, (e.currentTarget as HTMLInputElement).value);
          if (n !== null) set({ [fieldKey(p.id, f)]: n });
        }}
      />
    </td>
  );
  return (
    <tr>
      {/* A player id is a name (player 0-3), written as the rules write it. */}
      <th scope="row">{p.id}</th>
      <td>
        <input
          type="checkbox"
          checked={p.escaped}
          aria-label={m.escapedLabel(p.id)}
          onChange={(e) => set({ [fieldKey(p.id, 'e')]: (e.currentTarget as HTMLInputElement).checked })}
        />
      </td>
      {field('r', m.roundField)}
      {field('k', m.keysField)}
      {field('x', m.killsField)}
      {field('d', m.deathsField)}
      <td class="atlas-num" data-testid={`ls-points-${p.id}`}>
        {formatNumber(locale ?? 'en', p.points)}
      </td>
    </tr>
  );
}

export default function RankingCalculator({ locale }: { locale?: Locale }) {
  const m = messagesFor(RANKING_MESSAGES, locale);
  const num = (n: number) => formatNumber(locale ?? 'en', n);
  const state = useUrlState(SPECS, locale);
  const v = state.values as RankValues;
  const players = rankPlayers(v);
  const set: Set = (change) => state.set(change as never);
  return (
    <section id="ranking-calculator" class="atlas-island ls-island" aria-labelledby="ls-rank-title">
      <h2 id="ls-rank-title">{m.title}</h2>
      <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label={m.tableLabel}>
        <table>
          <caption>{m.caption(num(POINTS.keyPickup), num(POINTS.kill), num(POINTS.death))}</caption>
          <thead>
            <tr>
              {[m.player, m.escaped, m.round, m.keys, m.kills, m.deaths, m.points].map((h) => (
                <th scope="col">{h}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {players.map((p) => (
              <PlayerRow p={p} v={v} set={set} locale={locale} />
            ))}
          </tbody>
        </table>
      </div>
      <ol aria-live="polite" data-testid="ls-rank-order">
        {rankOrder(players).map(({ player: p, why }) => (
          <li>
            <strong>{m.playerName(p.id)}</strong>
            {m.dash}
            {p.escaped ? m.escapedIn(num(p.round)) : m.notEscaped(num(p.round))}
            {m.listSeparator}
            {m.pointsText(num(p.points))}
            {why ? m.below(m[why]) : m.end}
          </li>
        ))}
      </ol>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
