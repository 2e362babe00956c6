// Home page island: as you climb Zenith's floors, garbage favor falls and the chances of the hole columns even out.
// A slider (?hfFloor=) and the client version (?hfVer=): the engine's pick chance of each place in the game's sorted
// column order, drawn as bars with their numbers. The version decides which end of that order is the easy one: the
// 2025-01-19 code sorts the hardest column first, the current code the easiest (the sort direction flipped in 2025).
import {
  COLUMNS,
  CLIENT_VERSION_LABELS,
  FLOOR_NAMES,
  centerGathering,
  favorProbabilities,
  garbageFavor,
  sortDirectionOf,
  type ClientVersion,
} from '~/engines/zenith';
import { numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { VersionPicker, versionParam } from '~/islands/zenith/version-picker';

export const SPECS = { hfFloor: numberParam({ default: 1, min: 1, max: FLOOR_NAMES.length }), hfVer: versionParam() };

const W = 300; // literal-ok: SVG width
const H = 120; // literal-ok: SVG height
const BAR = W / COLUMNS;
const percent = (p: number) => `${Math.round(100 * p)}%`; // literal-ok: fraction to percent

/** What the first sorted place is in a version: the seed's code sorts hardest first ('code'), the current code easiest first. */
const firstIsHardest = (version: ClientVersion) => sortDirectionOf(version) === 'code';

export default function HomeFavor() {
  const state = useUrlState(SPECS);
  const floor = state.values.hfFloor;
  const version = state.values.hfVer;
  const favor = garbageFavor(floor, []);
  const chances = favorProbabilities(favor);
  const hardFirst = firstIsHardest(version);
  const gathered = centerGathering(floor, [], version);
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
      <VersionPicker idPrefix="hf" version={version} onChange={(x) => state.set({ hfVer: x })} />
      <svg
        viewBox={`0 0 ${W} ${H + 16 /* literal-ok: room for the labels, SVG units */}`}
        role="img"
        aria-label={`Chance that each column rank gets the hole at floor ${floor}: ${chances.map(percent).join(', ')}, for ranks 1 to ${COLUMNS}; in the ${CLIENT_VERSION_LABELS[version]} client rank 1 is the ${hardFirst ? 'hardest' : 'easiest'} column.`}
        data-testid="home-favor-bars"
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
        Bars: the chance that each column rank gets the garbage hole. Rank 1 is the first column in the game's sorted order:{' '}
        {hardFirst
          ? 'in the 2025-01-19 client that is the hardest column, so high favor sent the hole to hard columns.'
          : 'in the current game that is the easiest column, so high favor sends the hole to easy columns.'}{' '}
        Higher floors lower the favor, and the chances even out.
        {gathered ? ' On this floor the current game also keeps the hole out of the two outer columns on each side (center gathering).' : ''} Drag the slider or
        use the arrow keys. <a href="/zenith/garbage-favor/">How garbage favor works</a>
      </p>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
