// Island: the key-tour planner. From a chosen spawn (and a start round), the soonest order of key machines and the
// walk to the escape pod, listed round by round and drawn on the map (?ktSpawn=&ktRound=).
import { FLOOR_NAMES, LAST_ZONE_ROUND, SPAWNS, keyTour, placeName } from '~/engines/lost-space';
import { choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { StationMap } from './StationMap';
import './lost-space.css';

const SPAWN_KEYS = SPAWNS.map((_, i) => String(i));
export const SPECS = {
  ktSpawn: choiceParam({ default: '0', choices: SPAWN_KEYS }),
  ktRound: numberParam({ default: 0, min: 0, max: LAST_ZONE_ROUND }),
};
const ACTION_TEXT = { move: 'move to', ride: 'ride the elevator to', getKey: 'take key', escape: 'start the escape countdown on' } as const;

export default function KeyTour() {
  const state = useUrlState(SPECS);
  const spawn = Number(state.values.ktSpawn);
  const after = state.values.ktRound;
  const tour = keyTour(spawn, { afterRound: after });
  const path = tour ? [SPAWNS[spawn], ...tour.steps.filter((s) => s.action === 'move' || s.action === 'ride').map((s) => s.node)] : null;

  return (
    <section id="key-tour" class="atlas-island ls-island" aria-labelledby="kt-title">
      <h2 id="kt-title">Try it: the soonest key tour</h2>
      <div class="atlas-controls">
        <label for="kt-spawn">
          Start at
          <select id="kt-spawn" value={state.values.ktSpawn} onChange={(e) => state.set({ ktSpawn: (e.currentTarget as HTMLSelectElement).value })}>
            {SPAWNS.map((n, i) => (
              <option value={String(i)}>{placeName(n)}</option>
            ))}
          </select>
        </label>
        <label for="kt-round">
          Starting after round
          <input
            id="kt-round"
            class="ls-wide"
            type="range"
            min={0}
            max={LAST_ZONE_ROUND}
            step={1}
            value={after}
            aria-valuetext={after === 0 ? 'at the start of the game' : `after round ${after}`}
            onInput={(e) => state.set({ ktRound: Number((e.currentTarget as HTMLInputElement).value) })}
          />
          <output for="kt-round">{after}</output>
        </label>
      </div>
      <p aria-live="polite" data-testid="kt-summary">
        {tour
          ? `From spawn ${spawn}${after ? ` after round ${after}` : ''}: keys ${tour.machines.map((m) => `K${m.key} (${FLOOR_NAMES[m.node[0]]})`).join(', then ')}; at the pod in round ${tour.podRound}, escape countdown in round ${tour.escapeRound}, gone at the start of round ${tour.goneAtStartOf}.`
          : `From spawn ${spawn} after round ${after} no tour reaches the pod: failed zones cut every way.`}
      </p>
      <StationMap
        afterRound={after}
        route={path}
        picks={tour ? tour.machines.map((m) => m.node) : []}
        label={tour ? `Map of the tour from spawn ${spawn}: ${tour.steps.length} rounds of actions, the key machines circled.` : 'Map: no tour.'}
      />
      {tour && (
        <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label="The tour by round (scrollable)">
          <table data-testid="kt-steps">
            <caption>The tour, one action per round</caption>
            <thead>
              <tr>
                <th scope="col">Round</th>
                <th scope="col">Action</th>
                <th scope="col">Place</th>
              </tr>
            </thead>
            <tbody>
              {tour.steps.map((s) => (
                <tr>
                  <td class="atlas-num">{s.round}</td>
                  <td>{s.action === 'getKey' ? `${ACTION_TEXT.getKey} ${s.key}` : ACTION_TEXT[s.action]}</td>
                  <td>{placeName(s.node)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
