// Island: the station map with a round slider that fails zones, and the shortest route between two picked nodes (?mxRound=&mxFrom=&mxTo=).
import { useState } from 'preact/hooks';
import {
  FLOOR_NAMES,
  MAP_NODES,
  ZONES,
  failedZones,
  nodeLabel,
  placeName,
  shortestRoute,
  hasFailed,
  nodeId,
  LONG_LAST_ROUND,
  type Node,
} from '~/engines/lost-space';
import { choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { MapLegend, StationMap, isSame } from './StationMap';
import './lost-space.css';

const NODE_KEYS = MAP_NODES.map((n) => n.join('-'));
const toNode = (k: string): Node => k.split('-').map(Number) as unknown as Node;
export const SPECS = {
  mxRound: numberParam({ default: 0, min: 0, max: LONG_LAST_ROUND }),
  mxFrom: choiceParam({ default: '1-0-0', choices: NODE_KEYS }),
  mxTo: choiceParam({ default: '1-6-6', choices: NODE_KEYS }),
};

export default function MapExplorer() {
  const state = useUrlState(SPECS);
  const { mxRound, mxFrom, mxTo } = state.values;
  const [next, setNext] = useState<'from' | 'to'>('from');
  const from = toNode(mxFrom);
  const to = toNode(mxTo);
  const route = shortestRoute(from, to, { afterRound: mxRound });
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
            {MAP_NODES.filter((n) => n[0] === z).map((n) => (
              <option value={n.join('-')}>{placeName(n)}</option>
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
      <StationMap
        afterRound={mxRound}
        route={route}
        picks={[from, to]}
        onPick={pick}
        label={`Map of the three floors after round ${mxRound}; route from ${nodeLabel(from)} to ${nodeLabel(to)}: ${route ? `${route.length - 1} moves` : 'none'}.`}
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
          <summary>The route, node by node</summary>
          <ol data-testid="ls-route-list">
            {route.map((n, i) => (
              <li>
                {nodeLabel(n)}
                {i > 0 && route[i - 1][0] !== n[0] ? ' (elevator ride)' : ''}
                {isSame(n, to) ? ' (end)' : ''}
              </li>
            ))}
          </ol>
        </details>
      )}
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
