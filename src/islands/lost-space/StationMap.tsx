// The three floors of the station, one SVG each (StationFloor.tsx), side by side when they fit and stacked when not;
// drawn from the engine's map data; used by the explorer, the key tour, the simulator and the arena. Also the legend.
import { FLOORS, ZONES, type Node } from '~/engines/lost-space';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { STATION_MAP_MESSAGES } from './lost-space.messages';
import { floorName, zoneNameIn } from './place-names';
import { StationFloor, ZONE_COLOURS, type Token } from './StationFloor';

export { CELL, PLAYER_COLOURS, ZONE_COLOURS, centre, type Token } from './StationFloor';

const FLOOR_SOURCE = ['三层', '二层', '一层'];
/** Each floor's title in a locale: "z0 · pod floor (三层)" / "z0 · 三层（逃生舱层）". */
export const floorTitles = (locale: Locale = 'en') =>
  FLOOR_SOURCE.map((source, z) => messagesFor(STATION_MAP_MESSAGES, locale).floorTitle(z, floorName(z, locale), source));
export const FLOOR_TITLES = floorTitles('en');

interface Props {
  /** Zones failed after the end of this round are greyed out. */
  afterRound: number;
  route?: Node[] | null;
  picks?: Node[];
  players?: Token[];
  traps?: Token[];
  drops?: Token[];
  onPick?: (n: Node) => void;
  label: string;
  /** The page's language (default English). */
  locale?: Locale;
}

const same = (a: Node, b: Node) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

export function StationMap({ afterRound, route, picks = [], players = [], traps = [], drops = [], onPick, label, locale = 'en' }: Props) {
  const titles = floorTitles(locale);
  return (
    // One drawing per floor: three across when the column is wide enough, else stacked, so no floor is ever cut off.
    <div class="ls-map-wrap" role="group" aria-label={label}>
      {Array.from({ length: FLOORS }, (_, z) => (
        <StationFloor
          z={z}
          title={titles[z]}
          afterRound={afterRound}
          route={route}
          picks={picks}
          players={players}
          traps={traps}
          drops={drops}
          onPick={onPick}
          locale={locale}
        />
      ))}
    </div>
  );
}

export const isSame = same;

export function MapLegend({ locale = 'en' }: { locale?: Locale }) {
  const m = messagesFor(STATION_MAP_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  return (
    <ul class="ls-legend" aria-label={m.legend}>
      {ZONES.map((z, i) => (
        <li>
          <span class="ls-swatch" style={{ background: ZONE_COLOURS[i], opacity: 0.6 }} />
          {m.legendZone(zoneNameIn(z.name, locale), num(z.failsAtEndOfRound))}
        </li>
      ))}
      <li>
        <span class="ls-swatch ls-failed-swatch" style={{ background: 'var(--sl-color-gray-4)' }} />
        {m.failedZone}
      </li>
      <li>
        <span class="ls-swatch" style={{ borderColor: '#d98c00', borderWidth: '2px' }} />
        {m.elevator}
      </li>
      <li>
        <span class="ls-swatch" style={{ borderColor: '#d33', borderRadius: '50%' }} />
        {m.supply}
      </li>
      <li>
        <span class="ls-swatch" style={{ borderColor: '#1a7f37', borderWidth: '3px' }} />
        {m.pod}
      </li>
      <li>
        <span class="ls-swatch" style={{ borderColor: 'var(--atlas-accent-2)', borderWidth: '2px' }} />
        {m.machines}
      </li>
    </ul>
  );
}
