// One floor of the station as an SVG, drawn from the engine's map data in layers: the ground (lattice, zones, edges),
// the route, the fixed features and the tokens (FloorMarks.tsx) and, when the map takes clicks, a hit area per node.
// StationMap.tsx puts three of them together.
import { MAP_EDGES, MAP_NODES, SIZE, ZONES, hasFailed, nodeId, type Node } from '~/engines/lost-space';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { STATION_MAP_MESSAGES } from './lost-space.messages';
import { zoneNameIn } from './place-names';
import { FloorFeatures, FloorTokens } from './FloorMarks';
import { CELL, FLOOR_H, FLOOR_W, PAD, ZONE_COLOURS, centre, type Token } from './station-geometry';

export { CELL, PLAYER_COLOURS, ZONE_COLOURS, centre, type Token } from './station-geometry';

export interface FloorProps {
  z: number;
  title: string;
  /** Zones failed after the end of this round are greyed out. */
  afterRound: number;
  route?: Node[] | null;
  picks: Node[];
  players: Token[];
  traps: Token[];
  drops: Token[];
  onPick?: (n: Node) => void;
  locale: Locale;
}

const onFloor = (z: number) => (n: Node) => n[0] === z;
const zoneOf = new Map<number, number>();
ZONES.forEach((z, i) => z.nodes.forEach((n) => zoneOf.set(nodeId(n), i)));

/** The lattice, each zone's cells (grey once failed) and the edges. */
function FloorGround({ z, afterRound, locale }: Pick<FloorProps, 'z' | 'afterRound' | 'locale'>) {
  const m = messagesFor(STATION_MAP_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  return (
    <>
      {Array.from({ length: SIZE * SIZE }, (_, i) => {
        const [cx, cy] = centre([z, Math.floor(i / SIZE), i % SIZE]);
        return <circle class="ls-lattice" cx={cx} cy={cy} r={1.5} />;
      })}
      {MAP_NODES.filter((n) => onFloor(z)(n) && zoneOf.has(nodeId(n))).map((n) => {
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
      {MAP_EDGES.filter(([a]) => onFloor(z)(a)).map(([a, b]) => {
        const [x1, y1] = centre(a);
        const [x2, y2] = centre(b);
        return <line class="ls-edge" x1={x1} y1={y1} x2={x2} y2={y2} />;
      })}
    </>
  );
}

/** The route's moves on this floor, and a ring where it arrives by elevator. */
function FloorRoute({ z, route }: Pick<FloorProps, 'z' | 'route'>) {
  if (!route) return null;
  const segments: [Node, Node][] = [];
  for (let i = 1; i < route.length; i++) if (route[i][0] === route[i - 1][0] && route[i][0] === z) segments.push([route[i - 1], route[i]]);
  const rides = route.filter((n, i) => i > 0 && route[i - 1][0] !== n[0] && n[0] === z);
  return (
    <>
      {segments.map(([a, b]) => {
        const [x1, y1] = centre(a);
        const [x2, y2] = centre(b);
        return <line class="ls-route" x1={x1} y1={y1} x2={x2} y2={y2} />;
      })}
      {rides.map((n) => {
        const [cx, cy] = centre(n);
        return <circle class="ls-route" cx={cx} cy={cy} r={11} />;
      })}
    </>
  );
}

export function StationFloor(p: FloorProps) {
  return (
    <svg class="ls-map" viewBox={`0 0 ${FLOOR_W} ${FLOOR_H}`} role="img" aria-label={p.title}>
      <text class="ls-floor-title" x={PAD - 8} y={18}>
        {p.title}
      </text>
      <FloorGround z={p.z} afterRound={p.afterRound} locale={p.locale} />
      <FloorRoute z={p.z} route={p.route} />
      <FloorFeatures z={p.z} />
      <FloorTokens z={p.z} picks={p.picks} traps={p.traps} drops={p.drops} players={p.players} />
      {p.onPick &&
        MAP_NODES.filter(onFloor(p.z)).map((n) => {
          const [cx, cy] = centre(n);
          return <circle class="ls-hit" cx={cx} cy={cy} r={CELL / 2 - 2} data-node={n.join('-')} onClick={() => p.onPick!(n)} />;
        })}
    </svg>
  );
}
