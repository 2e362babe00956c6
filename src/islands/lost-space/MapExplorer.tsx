// Island: the station map with a round slider that fails zones, and the shortest route between two named places
// (?mxRound=&mxFrom=&mxTo=&mxSafe=). Walked from the slider's round, one move a round, the route warns where it would
// reach a zone that has failed by then, and offers the safe route.
import { useState } from 'preact/hooks';
import {
  FLOOR_NAMES,
  PLANNER_PLACES,
  ZONES,
  failedZones,
  nodeLabel,
  shortestRoute,
  safeRoute,
  routeTimeline,
  hasFailed,
  nodeId,
  LONG_LAST_ROUND,
  type Node,
} from '~/engines/lost-space';
import { boolParam, choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { MapLegend, StationMap, isSame } from './StationMap';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { MAP_EXPLORER_MESSAGES } from './lost-space.messages';
import { floorName, listPlaceNameIn, placeNameIn, zoneNameIn } from './place-names';
import './lost-space.css';

const NODE_KEYS = PLANNER_PLACES.map((p) => p.node.join('-'));
const toNode = (k: string): Node => k.split('-').map(Number) as unknown as Node;
export const SPECS = {
  mxRound: numberParam({ default: 0, min: 0, max: LONG_LAST_ROUND }),
  mxFrom: choiceParam({ default: '1-0-0', choices: NODE_KEYS }),
  mxTo: choiceParam({ default: '1-6-6', choices: NODE_KEYS }),
  mxSafe: boolParam({ default: false }),
};

export default function MapExplorer({ locale = 'en' }: { locale?: Locale }) {
  const m = messagesFor(MAP_EXPLORER_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const zone = (i: number) => zoneNameIn(ZONES[i].name, locale);
  const placeName = (n: Node) => placeNameIn(n, locale);
  const state = useUrlState(SPECS, locale);
  const { mxRound, mxFrom, mxTo, mxSafe } = state.values;
  const [next, setNext] = useState<'from' | 'to'>('from');
  const from = toNode(mxFrom);
  const to = toNode(mxTo);
  const plain = shortestRoute(from, to, { afterRound: mxRound });
  const plainSteps = plain ? routeTimeline(plain, mxRound) : [];
  const dangers = plainSteps.filter((st) => st.unsafe);
  const safe = dangers.length > 0 ? safeRoute(from, to, { afterRound: mxRound }) : plain;
  const showSafe = mxSafe && dangers.length > 0 && safe !== null;
  const route = showSafe ? safe : plain;
  const steps = route ? routeTimeline(route, mxRound) : [];
  const failed = failedZones(mxRound).map(zone);
  const rides = route ? route.filter((n, i) => i > 0 && n[0] !== route[i - 1][0]).length : 0;
  const endFailed = hasFailed(nodeId(from), mxRound) || hasFailed(nodeId(to), mxRound);

  // A click on the map sets the end chosen below (start or end); after a start it moves on to the end, as a reader expects.
  const pick = (n: Node) => {
    const key = n.join('-');
    if (next === 'from') state.set({ mxFrom: key });
    else state.set({ mxTo: key });
    setNext(next === 'from' ? 'to' : 'from');
  };
  const select = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <label for={id}>
      {label}
      <select id={id} class="ls-place" value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
        {FLOOR_NAMES.map((_, z) => (
          <optgroup label={floorName(z, locale)}>
            {PLANNER_PLACES.filter((p) => p.node[0] === z).map((p) => (
              <option value={p.node.join('-')}>{listPlaceNameIn(p.node, locale)}</option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );

  return (
    <section id="map-explorer" class="atlas-island ls-island" aria-labelledby="ls-map-title">
      <h2 id="ls-map-title">{m.title}</h2>
      <div class="atlas-controls">
        <label for="ls-map-round">
          {m.afterRound}
          <input
            id="ls-map-round"
            class="ls-wide"
            type="range"
            min={0}
            max={LONG_LAST_ROUND}
            step={1}
            value={mxRound}
            aria-valuetext={m.afterRoundText(num(mxRound))}
            onInput={(e) => state.set({ mxRound: Number((e.currentTarget as HTMLInputElement).value) })}
          />
          <output for="ls-map-round">{num(mxRound)}</output>
        </label>
        {select('ls-map-from', m.from, mxFrom, (v) => state.set({ mxFrom: v }))}
        {select('ls-map-to', m.to, mxTo, (v) => state.set({ mxTo: v }))}
      </div>
      <p aria-live="polite" data-testid="ls-route-summary">
        {failed.length === 0 ? m.noneFailed : m.failed(failed.join(m.listSep))}
        {route
          ? showSafe
            ? m.safeRoute(nodeLabel(from), nodeLabel(to), num(route.length - 1), rides ? num(rides) : null, num(plain!.length - 1))
            : m.route(nodeLabel(from), nodeLabel(to), num(route.length - 1), rides ? num(rides) : null)
          : endFailed
            ? m.endFailed(hasFailed(nodeId(from), mxRound) ? nodeLabel(from) : nodeLabel(to))
            : m.noRoute(nodeLabel(from), nodeLabel(to))}
      </p>
      {dangers.length > 0 && (
        <div class="atlas-notice ls-route-warning" data-testid="ls-route-warning">
          <p>
            {m.warningHead(num(mxRound))}
            {dangers
              .map((d) =>
                ZONES[d.zone].failsAtEndOfRound < d.round
                  ? m.refused(nodeLabel(d.node), zone(d.zone), num(d.round), num(ZONES[d.zone].failsAtEndOfRound))
                  : m.dies(nodeLabel(d.node), zone(d.zone), num(d.round)),
              )
              .join(m.dangerSep)}
            {m.warningEnd}
          </p>
          <p>
            {safe
              ? safe.length === plain!.length
                ? m.safeSame(num(safe.length - 1))
                : m.safeMore(num(safe.length - 1), num(safe.length - plain!.length))
              : m.noSafe}{' '}
            {safe && (
              <button type="button" class="atlas-button" aria-pressed={showSafe} onClick={() => state.set({ mxSafe: !showSafe })}>
                {showSafe ? m.showShortest : m.showSafe}
              </button>
            )}
          </p>
        </div>
      )}
      <StationMap
        afterRound={mxRound}
        route={route}
        picks={[from, to]}
        onPick={pick}
        label={m.mapLabel(num(mxRound), showSafe, nodeLabel(from), nodeLabel(to), route ? num(route.length - 1) : null)}
        locale={locale}
      />
      <div class="atlas-controls" role="group" aria-label={m.clickGroup}>
        <span>{m.clickSets}</span>
        <button type="button" class="atlas-button" aria-pressed={next === 'from'} onClick={() => setNext('from')}>
          {m.start}
        </button>
        <button type="button" class="atlas-button" aria-pressed={next === 'to'} onClick={() => setNext('to')}>
          {m.end}
        </button>
      </div>
      <p class="atlas-status" aria-live="polite">
        {m.clickStatus(next === 'from', placeName(from), placeName(to))}
      </p>
      <MapLegend locale={locale} />
      {route && (
        <details>
          <summary>{m.listSummary(showSafe)}</summary>
          <ol data-testid="ls-route-list" start={0}>
            {steps.map((st, i) => (
              <li>
                {i === 0 ? m.stepFirst(num(st.round)) : m.step(num(st.round))}
                {placeName(st.node)}
                {i > 0 && route[i - 1][0] !== st.node[0] ? m.ride : ''}
                {isSame(st.node, to) ? m.isEnd : ''}
                {st.unsafe ? m.failedBy(zone(st.zone)) : ''}
              </li>
            ))}
          </ol>
        </details>
      )}
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
