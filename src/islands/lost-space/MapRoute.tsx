// The map explorer's parts below and beside the map (views only; the model is map-model.ts): the place selects, the
// summary line, the warning with its safe-route offer, and the route listed round by round.
import { FLOOR_NAMES, PLANNER_PLACES, ZONES, nodeLabel, type Node } from '~/engines/lost-space';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { MAP_EXPLORER_MESSAGES } from './lost-space.messages';
import { isSame } from './StationMap';
import { dangerKind, safeOffer, type RouteView } from './map-model';
import { floorName, listPlaceNameIn, placeNameIn, zoneNameIn } from './place-names';

const tools = (locale: Locale) => ({
  m: messagesFor(MAP_EXPLORER_MESSAGES, locale),
  num: (x: number) => formatNumber(locale, x, MESSAGE_DIGITS),
  zone: (i: number) => zoneNameIn(ZONES[i].name, locale),
});

/** A select of every planner place, grouped by floor. */
export function PlaceSelect(p: { id: string; label: string; value: string; onChange: (v: string) => void; locale: Locale }) {
  return (
    <label for={p.id}>
      {p.label}
      <select id={p.id} class="ls-place" value={p.value} onChange={(e) => p.onChange((e.currentTarget as HTMLSelectElement).value)}>
        {FLOOR_NAMES.map((_, z) => (
          <optgroup label={floorName(z, p.locale)}>
            {PLANNER_PLACES.filter((pl) => pl.node[0] === z).map((pl) => (
              <option value={pl.node.join('-')}>{listPlaceNameIn(pl.node, p.locale)}</option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

/** The summary: the zones failed by the round, then the route shown (or why there is none). */
export function RouteSummary({ v, from, to, locale }: { v: RouteView; from: Node; to: Node; locale: Locale }) {
  const { m, num, zone } = tools(locale);
  const [a, b] = [nodeLabel(from), nodeLabel(to)];
  const rides = v.rides ? num(v.rides) : null;
  const route = v.route
    ? v.showSafe
      ? m.safeRoute(a, b, num(v.route.length - 1), rides, num(v.plain!.length - 1))
      : m.route(a, b, num(v.route.length - 1), rides)
    : v.failedEnd
      ? m.endFailed(nodeLabel(v.failedEnd))
      : m.noRoute(a, b);
  return (
    <p aria-live="polite" data-testid="ls-route-summary">
      {v.failed.length === 0 ? m.noneFailed : m.failed(v.failed.map(zone).join(m.listSep))}
      {route}
    </p>
  );
}

/** The warning when the shortest route meets failed zones, with the safe route's offer and its switch. */
export function RouteWarning({ v, round, onSafe, locale }: { v: RouteView; round: number; onSafe: (on: boolean) => void; locale: Locale }) {
  const { m, num, zone } = tools(locale);
  const offer = safeOffer(v);
  const says = (d: RouteView['dangers'][number]) =>
    dangerKind(d) === 'refused'
      ? m.refused(nodeLabel(d.node), zone(d.zone), num(d.round), num(ZONES[d.zone].failsAtEndOfRound))
      : m.dies(nodeLabel(d.node), zone(d.zone), num(d.round));
  return (
    <div class="atlas-notice ls-route-warning" data-testid="ls-route-warning">
      <p>
        {m.warningHead(num(round))}
        {v.dangers.map(says).join(m.dangerSep)}
        {m.warningEnd}
      </p>
      <p>
        {offer.kind === 'none' ? m.noSafe : offer.kind === 'same' ? m.safeSame(num(offer.moves)) : m.safeMore(num(offer.moves), num(offer.extra))}{' '}
        {offer.kind !== 'none' && (
          <button type="button" class="atlas-button" aria-pressed={v.showSafe} onClick={() => onSafe(!v.showSafe)}>
            {v.showSafe ? m.showShortest : m.showSafe}
          </button>
        )}
      </p>
    </div>
  );
}

/** The route shown, place by place with its round, rides, the end and failed zones marked. */
export function RouteList({ v, to, locale }: { v: RouteView; to: Node; locale: Locale }) {
  const { m, num, zone } = tools(locale);
  const route = v.route;
  if (!route) return null;
  return (
    <details>
      <summary>{m.listSummary(v.showSafe)}</summary>
      <ol data-testid="ls-route-list" start={0}>
        {v.steps.map((st, i) => (
          <li>
            {i === 0 ? m.stepFirst(num(st.round)) : m.step(num(st.round))}
            {placeNameIn(st.node, locale)}
            {i > 0 && route[i - 1][0] !== st.node[0] ? m.ride : ''}
            {isSame(st.node, to) ? m.isEnd : ''}
            {st.unsafe ? m.failedBy(zone(st.zone)) : ''}
          </li>
        ))}
      </ol>
    </details>
  );
}
