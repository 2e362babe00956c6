// Lost Space tables the pages compute from the engine's constants and map, as data (/data/lost-space/<id>.json, .csv).
import { ACTIONS, ITEMS, SUPPLY_POINTS, ZONES, nodeLabel } from '~/engines/lost-space';
import type { GeneratedTableSpec } from '../generated-tables';

const RULES = '003_85ed9463c6a679c3.txt';
const FLOORS = ['pod floor (z0)', 'spawn floor (z1)', 'lower floor (z2)'];

/** Supply points inside a zone: how many of the map's supply points are nodes of it. */
export const zoneSupplyPoints = (z: (typeof ZONES)[number]) => SUPPLY_POINTS.filter((s) => z.nodes.some((n) => n.join() === s.join())).length;

const actionsTable = (kind: 'main' | 'secondary'): GeneratedTableSpec => ({
  id: `lost-space/${kind}-actions`,
  ruleSet: 'lost-space',
  title: kind === 'main' ? 'Main actions: one per turn' : 'Secondary actions: any number, before or after the main action',
  rowHeader: 'Action',
  page: '/lost-space/actions/',
  source: { file: RULES, section: '行动内容 (actions)' },
  engineFunction: 'ACTIONS',
  grid: () => ({
    columns: ['needs', 'effect', 'ends the turn'],
    rows: ACTIONS.filter((a) => a.kind === kind).map((a) => ({ label: a.english, cells: [a.needs, a.effect, a.endsTurn ? 'yes' : 'no'] })),
  }),
});

export const lostSpaceMainActions = actionsTable('main');
export const lostSpaceSecondaryActions = actionsTable('secondary');

export const lostSpaceItems: GeneratedTableSpec = {
  id: 'lost-space/item-effects',
  ruleSet: 'lost-space',
  title: 'Items: effect and how many a player can carry',
  rowHeader: 'Item',
  page: '/lost-space/items/',
  source: { file: RULES, section: '道具 (items)' },
  engineFunction: 'ITEMS',
  grid: () => ({ columns: ['effect', 'carry'], rows: ITEMS.map((i) => ({ label: i.english, cells: [i.effect, i.carry] })) }),
};

export const lostSpaceZones: GeneratedTableSpec = {
  id: 'lost-space/zones',
  ruleSet: 'lost-space',
  title: 'Zones, the round at whose end each fails, and their nodes',
  rowHeader: 'Zone',
  page: '/lost-space/map/',
  source: { file: RULES, section: 'zones (nodes from the judge’s map file; the rules give the failing rounds)' },
  engineFunction: 'ZONES',
  grid: () => ({
    columns: ['fails at the end of round', 'floor', 'nodes', 'supply points'],
    rows: ZONES.map((z) => ({
      label: z.name,
      cells: [z.failsAtEndOfRound, FLOORS[z.nodes[0][0]] ?? `z${z.nodes[0][0]}`, z.nodes.map(nodeLabel).join(' '), zoneSupplyPoints(z)],
    })),
  }),
};

export const LOST_SPACE_TABLES: readonly GeneratedTableSpec[] = [lostSpaceZones, lostSpaceMainActions, lostSpaceSecondaryActions, lostSpaceItems];
