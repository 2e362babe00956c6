// Island: each player's result → the final order, with the rule that decided each place (?rk0Escaped=&rk0Round=&rk0Keys=&rk0Kills=&rk0Deaths=...).
import { explainRanking, rankingPoints, LONG_LAST_ROUND, DEFAULT_LAST_ROUND, POINTS, type TieBreak } from '~/engines/lost-space';
import { boolParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber } from '~/i18n/format';
import { RANKING_MESSAGES } from './RankingCalculator.messages';
import './lost-space.css';
import { DraftInput } from '../common/DraftInput';

/** Default: two escapes in one round tied on points, and two survivors split by points. */
const DEFAULTS = [
  { e: true, r: 52, k: 3, x: 0, d: 0 },
  { e: true, r: 52, k: 4, x: 1, d: 1 },
  { e: false, r: DEFAULT_LAST_ROUND, k: 2, x: 1, d: 0 },
  { e: false, r: DEFAULT_LAST_ROUND, k: 5, x: 0, d: 1 },
];
/** URL names of each player's fields: rk<player id><Field>, e.g. rk0Escaped, rk2Kills. */
const FIELD = { e: 'Escaped', r: 'Round', k: 'Keys', x: 'Kills', d: 'Deaths' } as const;
type FieldKey = keyof typeof FIELD;
const key = (id: number, f: FieldKey) => `rk${id}${FIELD[f]}`;
export const SPECS = Object.fromEntries(
  DEFAULTS.flatMap((d, i) => [
    [key(i, 'e'), boolParam({ default: d.e })],
    [key(i, 'r'), numberParam({ default: d.r, min: 1, max: LONG_LAST_ROUND })],
    [key(i, 'k'), numberParam({ default: d.k, min: 0, max: 99 })],
    [key(i, 'x'), numberParam({ default: d.x, min: 0, max: 99 })],
    [key(i, 'd'), numberParam({ default: d.d, min: 0, max: 99 })],
  ]),
) as Record<string, ReturnType<typeof numberParam> | ReturnType<typeof boolParam>>;

/** The message that explains each tie-break (the engine names them in English). */
const WHY: Record<TieBreak, 'escapedWhy' | 'escapeRoundWhy' | 'laterRoundWhy' | 'pointsWhy' | 'orderWhy'> = {
  escaped: 'escapedWhy',
  'escape round': 'escapeRoundWhy',
  'later round': 'laterRoundWhy',
  points: 'pointsWhy',
  'action order': 'orderWhy',
};

export default function RankingCalculator({ locale }: { locale?: Locale }) {
  const m = messagesFor(RANKING_MESSAGES, locale);
  const num = (n: number) => formatNumber(locale ?? 'en', n);
  const state = useUrlState(SPECS, locale);
  const v = state.values as Record<string, number | boolean>;
  const players = DEFAULTS.map((_, id) => {
    const num = (s: FieldKey) => v[key(id, s)] as number;
    const points = rankingPoints({ keyPickups: num('k'), kills: num('x'), deaths: num('d') });
    return { id, escaped: v[key(id, 'e')] as boolean, round: num('r'), points, k: num('k'), x: num('x'), d: num('d') };
  });
  const order = explainRanking(players);
  const field = (id: number, s: FieldKey, label: string, max: number) => (
    <td>
      <DraftInput
        type="number"
        min={s === 'r' ? 1 : 0}
        max={max}
        step={1}
        value={v[key(id, s)] as number}
        aria-label={m.fieldLabel(id, label)}
        style={{ width: '4.5em' }}
        onChange={(e) => {
          const n = Math.round(Number((e.currentTarget as HTMLInputElement).value));
          if (Number.isFinite(n)) state.set({ [key(id, s)]: Math.min(max, Math.max(s === 'r' ? 1 : 0, n)) } as never);
        }}
      />
    </td>
  );
  return (
    <section id="ranking-calculator" class="atlas-island ls-island" aria-labelledby="ls-rank-title">
      <h2 id="ls-rank-title">{m.title}</h2>
      <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label={m.tableLabel}>
        <table>
          <caption>{m.caption(num(POINTS.keyPickup), num(POINTS.kill), num(POINTS.death))}</caption>
          <thead>
            <tr>
              <th scope="col">{m.player}</th>
              <th scope="col">{m.escaped}</th>
              <th scope="col">{m.round}</th>
              <th scope="col">{m.keys}</th>
              <th scope="col">{m.kills}</th>
              <th scope="col">{m.deaths}</th>
              <th scope="col">{m.points}</th>
            </tr>
          </thead>
          <tbody>
            {players.map((p) => (
              <tr>
                {/* A player id is a name (player 0-3), written as the rules write it. */}
                <th scope="row">{p.id}</th>
                <td>
                  <input
                    type="checkbox"
                    checked={p.escaped}
                    aria-label={m.escapedLabel(p.id)}
                    onChange={(e) => state.set({ [key(p.id, 'e')]: (e.currentTarget as HTMLInputElement).checked } as never)}
                  />
                </td>
                {field(p.id, 'r', m.roundField, LONG_LAST_ROUND)}
                {field(p.id, 'k', m.keysField, 99)}
                {field(p.id, 'x', m.killsField, 99)}
                {field(p.id, 'd', m.deathsField, 99)}
                <td class="atlas-num" data-testid={`ls-points-${p.id}`}>
                  {num(p.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol aria-live="polite" data-testid="ls-rank-order">
        {order.map((o) => {
          const p = players[o.id];
          return (
            <li>
              <strong>{m.playerName(o.id)}</strong>
              {m.dash}
              {p.escaped ? m.escapedIn(num(p.round)) : m.notEscaped(num(p.round))}
              {m.listSeparator}
              {m.pointsText(num(p.points))}
              {o.behindBy ? m.below(m[WHY[o.behindBy]]) : m.end}
            </li>
          );
        })}
      </ol>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
