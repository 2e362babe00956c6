// The three floors of the station, one SVG each, side by side when they fit and stacked when not; drawn from the engine's map
// data; used by the explorer and the simulator.
import {
  ELEVATORS,
  ESCAPE_POD,
  FLOORS,
  KEY_MACHINES,
  MAP_EDGES,
  MAP_NODES,
  SIZE,
  SUPPLY_POINTS,
  ZONES,
  hasFailed,
  nodeId,
  type Node,
} from '~/engines/lost-space';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { STATION_MAP_MESSAGES } from './lost-space.messages';
import { floorName, zoneNameIn } from './place-names';

export const CELL = 34;
const PAD = 30; // literal-ok: SVG padding
const FLOOR_W = PAD * 2 + CELL * (SIZE - 1);
const TOP = 28;
const FLOOR_SOURCE = ['三层', '二层', '一层'];
/** Each floor's title in a locale: "z0 · pod floor (三层)" / "z0 · 三层（逃生舱层）". */
export const floorTitles = (locale: Locale = 'en') =>
  FLOOR_SOURCE.map((source, z) => messagesFor(STATION_MAP_MESSAGES, locale).floorTitle(z, floorName(z, locale), source));
export const FLOOR_TITLES = floorTitles('en');
/** Zone colours, in ZONES order: warehouse, vents, central computer, medical, hangar (hues of the replay picture's legend). */
export const ZONE_COLOURS = ['#8e44ad', '#2e5aa8', '#17b3c4', '#6aa84f', '#d4b000'];
export const PLAYER_COLOURS = ['#c0392b', '#1f6fd1', '#1e8449', '#a0522d'];

/** Centre of a node in its floor's drawing: x (rows) upwards from 0 at the bottom, y (columns) left to right. */
export const centre = (n: Node): [number, number] => [PAD + n[2] * CELL, TOP + PAD + (SIZE - 1 - n[1]) * CELL];

export interface Token {
  at: Node;
  label: string;
  colour: string;
  title: string;
}

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
  const m = messagesFor(STATION_MAP_MESSAGES, locale);
  const titles = floorTitles(locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const width = FLOOR_W;
  const height = TOP + PAD * 2 + CELL * (SIZE - 1);
  const on = (z: number) => (n: Node) => n[0] === z;
  const zoneOf = new Map<number, number>();
  ZONES.forEach((z, i) => z.nodes.forEach((n) => zoneOf.set(nodeId(n), i)));
  const routeSegments: [Node, Node][] = [];
  if (route) for (let i = 1; i < route.length; i++) if (route[i][0] === route[i - 1][0]) routeSegments.push([route[i - 1], route[i]]);
  const rides = route ? route.filter((n, i) => i > 0 && route[i - 1][0] !== n[0]) : [];
  // Players on one node are fanned out so each token stays visible.
  const stack = new Map<number, number>();
  const offset = (n: Node) => {
    const k = nodeId(n);
    const i = stack.get(k) ?? 0;
    stack.set(k, i + 1);
    return [(i % 2) * 10 - 5, Math.floor(i / 2) * 10 - 5];
  };
  const floor = (z: number) => (
    <svg class="ls-map" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={titles[z]}>
      <text class="ls-floor-title" x={PAD - 8} y={18}>
        {titles[z]}
      </text>
      {Array.from({ length: SIZE * SIZE }, (_, i) => {
        const [cx, cy] = centre([z, Math.floor(i / SIZE), i % SIZE]);
        return <circle class="ls-lattice" cx={cx} cy={cy} r={1.5} />;
      })}
      {MAP_NODES.filter((n) => on(z)(n) && zoneOf.has(nodeId(n))).map((n) => {
        const zi = zoneOf.get(nodeId(n))!;
        const [cx, cy] = centre(n);
        const failed = hasFailed(nodeId(n), afterRound);
        return (
          <rect
            class={failed ? 'ls-failed' : undefined}
            x={cx - CELL / 2 + 2}
            y={cy - CELL / 2 + 2}
            width={CELL - 4}
            height={CELL - 4}
            rx={5}
            fill={failed ? undefined : ZONE_COLOURS[zi]}
            fill-opacity={failed ? undefined : 0.28}
          >
            <title>{m.zoneTitle(zoneNameIn(ZONES[zi].name, locale), failed, num(ZONES[zi].failsAtEndOfRound))}</title>
          </rect>
        );
      })}
      {MAP_EDGES.filter(([a]) => on(z)(a)).map(([a, b]) => {
        const [x1, y1] = centre(a);
        const [x2, y2] = centre(b);
        return <line class="ls-edge" x1={x1} y1={y1} x2={x2} y2={y2} />;
      })}
      {routeSegments
        .filter(([a]) => on(z)(a))
        .map(([a, b]) => {
          const [x1, y1] = centre(a);
          const [x2, y2] = centre(b);
          return <line class="ls-route" x1={x1} y1={y1} x2={x2} y2={y2} />;
        })}
      {rides.filter(on(z)).map((n) => {
        const [cx, cy] = centre(n);
        return <circle class="ls-route" cx={cx} cy={cy} r={11} />;
      })}
      {ELEVATORS.filter((e) => e.floors.includes(z)).map((e) => {
        const [cx, cy] = centre([z, e.xy[0], e.xy[1]]);
        return <rect class="ls-elevator" x={cx - 9} y={cy - 9} width={18} height={18} rx={2} />;
      })}
      {SUPPLY_POINTS.filter(on(z)).map((n) => {
        const [cx, cy] = centre(n);
        return <circle class="ls-supply" cx={cx} cy={cy} r={7} />;
      })}
      {KEY_MACHINES.flatMap((nodes, k) =>
        nodes.filter(on(z)).map((n) => {
          const [cx, cy] = centre(n);
          // Spawns sit on the spawn-floor machines: one label "S0 K0" above the top row or below the bottom row.
          const text = n[0] === 1 ? `S${k} K${k}` : `K${k}`;
          return (
            <g>
              <rect class="ls-machine" x={cx - 11} y={cy - 11} width={22} height={22} />
              <text x={cx} y={n[1] === 0 ? cy + 24 : cy - 15} text-anchor="middle">
                {text}
              </text>
            </g>
          );
        }),
      )}
      {on(z)(ESCAPE_POD) &&
        (() => {
          const [cx, cy] = centre(ESCAPE_POD);
          return <rect class="ls-pod" x={cx - 12} y={cy - 12} width={24} height={24} />;
        })()}
      {MAP_NODES.filter(on(z)).map((n) => {
        const [cx, cy] = centre(n);
        return <circle class="ls-node" cx={cx} cy={cy} r={3.5} />;
      })}
      {picks.filter(on(z)).map((n) => {
        const [cx, cy] = centre(n);
        return <circle class="ls-pick" cx={cx} cy={cy} r={14} />;
      })}
      {traps
        .filter((t) => on(z)(t.at))
        .map((t) => {
          const [cx, cy] = centre(t.at);
          return (
            <path d={`M${cx + 8} ${cy - 16} l6 10 h-12 z`} fill={t.colour} stroke="var(--sl-color-text)" stroke-width={0.8}>
              <title>{t.title}</title>
            </path>
          );
        })}
      {drops
        .filter((t) => on(z)(t.at))
        .map((t) => {
          const [cx, cy] = centre(t.at);
          return (
            <path d={`M${cx - 12} ${cy - 16} l6 6 l-6 6 l-6 -6 z`} fill="#e6a700" stroke="var(--sl-color-text)" stroke-width={0.8}>
              <title>{t.title}</title>
            </path>
          );
        })}
      {players
        .filter((t) => on(z)(t.at))
        .map((t) => {
          const [cx, cy] = centre(t.at);
          const [dx, dy] = offset(t.at);
          return (
            <g class="ls-player">
              <circle cx={cx + dx} cy={cy + dy} r={7} fill={t.colour} stroke="#fff" stroke-width={1} />
              <text x={cx + dx} y={cy + dy + 3.5} text-anchor="middle">
                {t.label}
              </text>
              <title>{t.title}</title>
            </g>
          );
        })}
      {onPick &&
        MAP_NODES.filter(on(z)).map((n) => {
          const [cx, cy] = centre(n);
          return <circle class="ls-hit" cx={cx} cy={cy} r={CELL / 2 - 2} data-node={n.join('-')} onClick={() => onPick(n)} />;
        })}
    </svg>
  );
  return (
    // One drawing per floor: three across when the column is wide enough, else stacked, so no floor is ever cut off.
    <div class="ls-map-wrap" role="group" aria-label={label}>
      {Array.from({ length: FLOORS }, (_, z) => floor(z))}
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
