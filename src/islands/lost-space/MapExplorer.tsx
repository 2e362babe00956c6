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
  placeName,
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
import './lost-space.css';

const NODE_KEYS = PLANNER_PLACES.map((p) => p.node.join('-'));
const toNode = (k: string): Node => k.split('-').map(Number) as unknown as Node;
export const SPECS = {
  mxRound: numberParam({ default: 0, min: 0, max: LONG_LAST_ROUND }),
  mxFrom: choiceParam({ default: '1-0-0', choices: NODE_KEYS }),
  mxTo: choiceParam({ default: '1-6-6', choices: NODE_KEYS }),
  mxSafe: boolParam({ default: false }),
};
const moves = (n: number) => `${n} move${n === 1 ? '' : 's'}`;

export default function MapExplorer() {
  const state = useUrlState(SPECS);
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
  const failed = failedZones(mxRound).map((i) => ZONES[i].name);
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
      <select id={id} value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
        {FLOOR_NAMES.map((floor, z) => (
          <optgroup label={floor}>
            {PLANNER_PLACES.filter((p) => p.node[0] === z).map((p) => (
              <option value={p.node.join('-')}>{p.name}</option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );

  return (
    <section id="map-explorer" class="atlas-island ls-island" aria-labelledby="ls-map-title">
      <h2 id="ls-map-title">Try it: the map, round by round</h2>
      <div class="atlas-controls">
        <label for="ls-map-round">
          After round
          <input
            id="ls-map-round"
            class="ls-wide"
            type="range"
            min={0}
            max={LONG_LAST_ROUND}
            step={1}
            value={mxRound}
            aria-valuetext={`after round ${mxRound}`}
            onInput={(e) => state.set({ mxRound: Number((e.currentTarget as HTMLInputElement).value) })}
          />
          <output for="ls-map-round">{mxRound}</output>
        </label>
        {select('ls-map-from', 'From', mxFrom, (v) => state.set({ mxFrom: v }))}
        {select('ls-map-to', 'To', mxTo, (v) => state.set({ mxTo: v }))}
      </div>
      <p aria-live="polite" data-testid="ls-route-summary">
        {failed.length === 0 ? 'No zone has failed yet. ' : `Failed: ${failed.join(', ')}. `}
        {route
          ? `Shortest route ${nodeLabel(from)} → ${nodeLabel(to)}: ${route.length - 1} move${route.length === 2 ? '' : 's'}${rides ? `, ${rides} of them elevator ride${rides > 1 ? 's' : ''}` : ''}.`
          : endFailed
            ? `No route: ${hasFailed(nodeId(from), mxRound) ? nodeLabel(from) : nodeLabel(to)} is in a failed zone.`
            : `No route from ${nodeLabel(from)} to ${nodeLabel(to)}.`}
      </p>
      {dangers.length > 0 && (
        <div class="atlas-notice ls-route-warning" data-testid="ls-route-warning">
          <p>
            Warning: walked from the end of round {mxRound}, one move a round, the shortest route reaches{' '}
            {dangers
              .map(
                (d) =>
                  `${nodeLabel(d.node)} (${ZONES[d.zone].name}) in round ${d.round}, ${ZONES[d.zone].failsAtEndOfRound < d.round ? `after the ${ZONES[d.zone].name} failed (end of round ${ZONES[d.zone].failsAtEndOfRound}): the move is refused` : `the round at whose end the ${ZONES[d.zone].name} fails: you would die there`}`,
              )
              .join('; ')}
            .
          </p>
          <p>
            {safe
              ? `The safe route takes ${moves(safe.length - 1)}${safe.length === plain!.length ? ', no more than the shortest' : `, ${moves(safe.length - plain!.length)} more`}.`
              : 'No route is safe all the way: every way there meets a failed zone in time.'}{' '}
            {safe && (
              <button type="button" class="atlas-button" aria-pressed={showSafe} onClick={() => state.set({ mxSafe: !showSafe })}>
                {showSafe ? 'Show the shortest route' : 'Show the safe route'}
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
        label={`Map of the three floors after round ${mxRound}; ${showSafe ? 'safe' : 'shortest'} route from ${nodeLabel(from)} to ${nodeLabel(to)}: ${route ? moves(route.length - 1) : 'none'}.`}
      />
      <div class="atlas-controls" role="group" aria-label="What a click on the map sets">
        <span>A click on the map sets the</span>
        <button type="button" class="atlas-button" aria-pressed={next === 'from'} onClick={() => setNext('from')}>
          start
        </button>
        <button type="button" class="atlas-button" aria-pressed={next === 'to'} onClick={() => setNext('to')}>
          end
        </button>
      </div>
      <p class="atlas-status" aria-live="polite">
        Click a node to set the {next === 'from' ? 'start' : 'end'} of the route (or use the two lists). Start: {placeName(from)}. End: {placeName(to)}.
      </p>
      <MapLegend />
      {route && (
        <details>
          <summary>The {showSafe ? 'safe' : 'shortest'} route, round by round</summary>
          <ol data-testid="ls-route-list" start={0}>
            {steps.map((st, i) => (
              <li>
                {i === 0 ? `end of round ${st.round}: ` : `round ${st.round}: `}
                {placeName(st.node)}
                {i > 0 && route[i - 1][0] !== st.node[0] ? ' (elevator ride)' : ''}
                {isSame(st.node, to) ? ' (end)' : ''}
                {st.unsafe ? ` — ${ZONES[st.zone].name} failed by then` : ''}
              </li>
            ))}
          </ol>
        </details>
      )}
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
