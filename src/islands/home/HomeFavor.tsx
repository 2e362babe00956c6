// Home page island: as you climb Zenith's floors, garbage favor falls and the chances of the hole columns even out.
// One slider (?hfFloor=), the engine's pick chance of each column rank drawn as bars with their numbers.
import { COLUMNS, FLOOR_NAMES, favorProbabilities, garbageFavor } from '~/engines/zenith';
import { numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';

export const SPECS = { hfFloor: numberParam({ default: 1, min: 1, max: FLOOR_NAMES.length }) };

const W = 300; // literal-ok: SVG width
const H = 120; // literal-ok: SVG height
const BAR = W / COLUMNS;
const percent = (p: number) => `${Math.round(100 * p)}%`; // literal-ok: fraction to percent

export default function HomeFavor() {
  const state = useUrlState(SPECS);
  const floor = state.values.hfFloor;
  const favor = garbageFavor(floor, []);
  const chances = favorProbabilities(favor);
  const top = Math.max(...chances, 0.25);
  return (
    <section class="atlas-home-live" id="home-favor" aria-labelledby="home-favor-title">
      <h2 id="home-favor-title">Try it: where the garbage hole goes, floor by floor</h2>
      <label for="home-favor-floor">
        Floor {floor}, {FLOOR_NAMES[floor - 1]} (favor {favor})
        <input
          id="home-favor-floor"
          type="range"
          min={1}
          max={FLOOR_NAMES.length}
          step={1}
          value={floor}
          onInput={(e) => state.set({ hfFloor: Number((e.currentTarget as HTMLInputElement).value) })}
        />
      </label>
      <svg
        viewBox={`0 0 ${W} ${H + 16 /* literal-ok: room for the rank labels, SVG units */}`}
        role="img"
        aria-label={`Chance that each column rank gets the hole at floor ${floor}: ${chances.map(percent).join(', ')}, for ranks 1 to ${COLUMNS}.`}
      >
        {chances.map((p, i) => {
          const h = (p / top) * (H - 14); // literal-ok: room for the bar label in SVG units
          return (
            <g key={i}>
              <rect x={i * BAR + 2} y={H - h} width={BAR - 4} height={h} class="bar" />
              <text x={i * BAR + BAR / 2} y={H - h - 3} class="value">
                {percent(p)}
              </text>
              <text x={i * BAR + BAR / 2} y={H + 12} class="rank">
                {i + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <p class="atlas-home-live-caption">
        Bars: the chance that each column rank gets the garbage hole. Rank 1 is the first column in the game's sorted order: the hardest one in the 2025-01-19
        client, the easiest after the spring 2025 change. Higher floors lower the favor, and the chances even out. Drag the slider or use the arrow keys.{' '}
        <a href="/zenith/garbage-favor/">How garbage favor works</a>
      </p>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
