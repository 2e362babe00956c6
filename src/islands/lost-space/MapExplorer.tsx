// Island: the station map with a round slider that fails zones, and the shortest route between two picked nodes (?mround=&mfrom=&mto=).
import { useState } from 'preact/hooks';
import { MAP_NODES, ZONES, failedZones, nodeLabel, shortestRoute, hasFailed, nodeId, LONG_LAST_ROUND, type Node } from '~/engines/lost-space';
import { choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { MapLegend, StationMap, isSame } from './StationMap';
import './lost-space.css';

const NODE_KEYS = MAP_NODES.map((n) => n.join('-'));
const toNode = (k: string): Node => k.split('-').map(Number) as unknown as Node;
export const SPECS = {
  mround: numberParam({ default: 0, min: 0, max: LONG_LAST_ROUND }),
  mfrom: choiceParam({ default: '1-0-0', choices: NODE_KEYS }),
  mto: choiceParam({ default: '1-6-6', choices: NODE_KEYS }),
};

export default function MapExplorer() {
  const state = useUrlState(SPECS);
  const { mround, mfrom, mto } = state.values;
  const [next, setNext] = useState<'from' | 'to'>('from');
  const from = toNode(mfrom);
  const to = toNode(mto);
  const route = shortestRoute(from, to, { afterRound: mround });
  const failed = failedZones(mround).map((i) => ZONES[i].name);
  const rides = route ? route.filter((n, i) => i > 0 && n[0] !== route[i - 1][0]).length : 0;
  const endFailed = hasFailed(nodeId(from), mround) || hasFailed(nodeId(to), mround);

  const pick = (n: Node) => {
    const key = n.join('-');
    if (next === 'from') state.set({ mfrom: key });
    else state.set({ mto: key });
    setNext(next === 'from' ? 'to' : 'from');
  };
  const select = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <label for={id}>
      {label}
      <select id={id} value={value} onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value)}>
        {MAP_NODES.map((n) => (
          <option value={n.join('-')}>{nodeLabel(n)}</option>
        ))}
      </select>
    </label>
  );

  return (
    <section class="atlas-island ls-island" aria-labelledby="ls-map-title">
      <h3 id="ls-map-title">Try it: the map, round by round</h3>
      <div class="atlas-controls">
        <label for="ls-map-round">
          After round
          <input
            id="ls-map-round" class="ls-wide" type="range" min={0} max={LONG_LAST_ROUND} step={1} value={mround}
            aria-valuetext={`after round ${mround}`}
            onInput={(e) => state.set({ mround: Number((e.currentTarget as HTMLInputElement).value) })}
          />
          <output for="ls-map-round">{mround}</output>
        </label>
        {select('ls-map-from', 'From', mfrom, (v) => state.set({ mfrom: v }))}
        {select('ls-map-to', 'To', mto, (v) => state.set({ mto: v }))}
      </div>
      <p aria-live="polite" data-testid="ls-route-summary">
        {failed.length === 0 ? 'No zone has failed yet. ' : `Failed: ${failed.join(', ')}. `}
        {route
          ? `Shortest route ${nodeLabel(from)} → ${nodeLabel(to)}: ${route.length - 1} move${route.length === 2 ? '' : 's'}${rides ? `, ${rides} of them elevator ride${rides > 1 ? 's' : ''}` : ''}.`
          : endFailed
            ? `No route: ${hasFailed(nodeId(from), mround) ? nodeLabel(from) : nodeLabel(to)} is in a failed zone.`
            : `No route from ${nodeLabel(from)} to ${nodeLabel(to)}.`}
      </p>
      <StationMap
        afterRound={mround}
        route={route}
        picks={[from, to]}
        onPick={pick}
        label={`Map of the three floors after round ${mround}; route from ${nodeLabel(from)} to ${nodeLabel(to)}: ${route ? `${route.length - 1} moves` : 'none'}.`}
      />
      <p class="atlas-status">Click a node to set the {next === 'from' ? 'start' : 'end'} of the route (or use the two lists).</p>
      <MapLegend />
      {route && (
        <details>
          <summary>The route, node by node</summary>
          <ol data-testid="ls-route-list">
            {route.map((n, i) => (
              <li>{nodeLabel(n)}{i > 0 && route[i - 1][0] !== n[0] ? ' (elevator ride)' : ''}{isSame(n, to) ? ' (end)' : ''}</li>
            ))}
          </ol>
        </details>
      )}
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
