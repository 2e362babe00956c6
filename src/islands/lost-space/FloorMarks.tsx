// What stands on a floor of the station drawing, over its ground: the fixed features (elevators, supply points, key
// machines with their spawn labels, the escape pod, the nodes) and the tokens of a moment (picked ends, traps, key drops,
// players). StationFloor.tsx draws them in this order.
import { ELEVATORS, ESCAPE_POD, KEY_MACHINES, MAP_NODES, SUPPLY_POINTS, nodeId, type Node } from '~/engines/lost-space';
import { centre, type Token } from './station-geometry';

const onFloor = (z: number) => (n: Node) => n[0] === z;

/** Elevators, supply points, key machines (with spawn labels), the escape pod and the nodes. */
export function FloorFeatures({ z }: { z: number }) {
  const on = onFloor(z);
  return (
    <>
      {ELEVATORS.filter((e) => e.floors.includes(z)).map((e) => {
        const [cx, cy] = centre([z, e.xy[0], e.xy[1]]);
        return <rect class="ls-elevator" x={cx - 9} y={cy - 9} width={18} height={18} rx={2} />;
      })}
      {SUPPLY_POINTS.filter(on).map((n) => {
        const [cx, cy] = centre(n);
        return <circle class="ls-supply" cx={cx} cy={cy} r={7} />;
      })}
      {KEY_MACHINES.flatMap((nodes, k) =>
        nodes.filter(on).map((n) => {
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
      {on(ESCAPE_POD) &&
        (() => {
          const [cx, cy] = centre(ESCAPE_POD);
          return <rect class="ls-pod" x={cx - 12} y={cy - 12} width={24} height={24} />;
        })()}
      {MAP_NODES.filter(on).map((n) => {
        const [cx, cy] = centre(n);
        return <circle class="ls-node" cx={cx} cy={cy} r={3.5} />;
      })}
    </>
  );
}

/** Picked ends, traps (triangles), key drops (diamonds) and players (numbered circles, fanned out when they share a node). */
export function FloorTokens({ z, picks, traps, drops, players }: { z: number; picks: Node[]; traps: Token[]; drops: Token[]; players: Token[] }) {
  const here = (t: Token) => t.at[0] === z;
  const stack = new Map<number, number>();
  const offset = (n: Node) => {
    const k = nodeId(n);
    const i = stack.get(k) ?? 0;
    stack.set(k, i + 1);
    return [(i % 2) * 10 - 5, Math.floor(i / 2) * 10 - 5];
  };
  return (
    <>
      {picks.filter(onFloor(z)).map((n) => {
        const [cx, cy] = centre(n);
        return <circle class="ls-pick" cx={cx} cy={cy} r={14} />;
      })}
      {traps.filter(here).map((t) => {
        const [cx, cy] = centre(t.at);
        return (
          <path d={`M${cx + 8} ${cy - 16} l6 10 h-12 z`} fill={t.colour} stroke="var(--sl-color-text)" stroke-width={0.8}>
            <title>{t.title}</title>
          </path>
        );
      })}
      {drops.filter(here).map((t) => {
        const [cx, cy] = centre(t.at);
        return (
          <path d={`M${cx - 12} ${cy - 16} l6 6 l-6 6 l-6 -6 z`} fill="#e6a700" stroke="var(--sl-color-text)" stroke-width={0.8}>
            <title>{t.title}</title>
          </path>
        );
      })}
      {players.filter(here).map((t) => {
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
    </>
  );
}
