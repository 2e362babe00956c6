// The ranking calculator's model (no DOM, no Preact): its link parameters (four players' results), each player's
// points, the final order with the rule that decided each place, and how a typed field is read. The ranking rules are
// the engine's (src/engines/lost-space: explainRanking, rankingPoints); this file only reads links and inputs.
import { DEFAULT_LAST_ROUND, LONG_LAST_ROUND, explainRanking, rankingPoints, type TieBreak } from '~/engines/lost-space';
import { boolParam, numberParam } from '~/lib/url-state';

/** Default: two escapes in one round tied on points, and two survivors split by points. */
const DEFAULTS = [
  { e: true, r: 52, k: 3, x: 0, d: 0 },
  { e: true, r: 52, k: 4, x: 1, d: 1 },
  { e: false, r: DEFAULT_LAST_ROUND, k: 2, x: 1, d: 0 },
  { e: false, r: DEFAULT_LAST_ROUND, k: 5, x: 0, d: 1 },
];
/** URL names of each player's fields: rk<player id><Field>, e.g. rk0Escaped, rk2Kills. */
const FIELD = { e: 'Escaped', r: 'Round', k: 'Keys', x: 'Kills', d: 'Deaths' } as const;
export type FieldKey = Exclude<keyof typeof FIELD, 'e'>;
export const fieldKey = (id: number, f: keyof typeof FIELD) => `rk${id}${FIELD[f]}`;
/** Largest count a field takes (our choice: two digits); a round runs from 1 to the last round with overtime. */
const COUNT_MAX = 99;
export const FIELD_RANGE: Record<FieldKey, { min: number; max: number }> = {
  r: { min: 1, max: LONG_LAST_ROUND },
  k: { min: 0, max: COUNT_MAX },
  x: { min: 0, max: COUNT_MAX },
  d: { min: 0, max: COUNT_MAX },
};

export const SPECS = Object.fromEntries(
  DEFAULTS.flatMap((d, i) => [
    [fieldKey(i, 'e'), boolParam({ default: d.e })],
    ...(['r', 'k', 'x', 'd'] as const).map((f) => [fieldKey(i, f), numberParam({ default: d[f], ...FIELD_RANGE[f] })]),
  ]),
) as Record<string, ReturnType<typeof numberParam> | ReturnType<typeof boolParam>>;

export type RankValues = Record<string, number | boolean>;
export interface RankPlayer {
  id: number;
  escaped: boolean;
  round: number;
  points: number;
}

/** The four players of a link's values, with their points (keys +1, kills +2, deaths -3: the engine's rankingPoints). */
export const rankPlayers = (v: RankValues): RankPlayer[] =>
  DEFAULTS.map((_, id) => {
    const n = (f: FieldKey) => v[fieldKey(id, f)] as number;
    return { id, escaped: v[fieldKey(id, 'e')] as boolean, round: n('r'), points: rankingPoints({ keyPickups: n('k'), kills: n('x'), deaths: n('d') }) };
  });

/** The message that explains each tie-break (the engine names them in English). */
const WHY: Record<TieBreak, 'escapedWhy' | 'escapeRoundWhy' | 'laterRoundWhy' | 'pointsWhy' | 'orderWhy'> = {
  escaped: 'escapedWhy',
  'escape round': 'escapeRoundWhy',
  'later round': 'laterRoundWhy',
  points: 'pointsWhy',
  'action order': 'orderWhy',
};

/** The final order, best first: each player and the message key of the rule that put them below the one above. */
export const rankOrder = (players: RankPlayer[]): { player: RankPlayer; why: (typeof WHY)[TieBreak] | null }[] =>
  explainRanking(players).map((o) => ({ player: players[o.id], why: o.behindBy ? WHY[o.behindBy] : null }));

/** A typed field: rounded and clamped to its range (an empty field reads as 0, as Number does); null (ignored) when it is no number. */
export function fieldFromInput(f: FieldKey, text: string): number | null {
  const n = Math.round(Number(text));
  if (!Number.isFinite(n)) return null;
  return Math.min(FIELD_RANGE[f].max, Math.max(FIELD_RANGE[f].min, n));
}
