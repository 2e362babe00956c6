// Source table: the numbers seed 003 states in its prose, one per row, against the engine's constants.
import {
  ATTACK_DAMAGE, DEFAULT_LAST_ROUND, DETECT_COOLDOWN, ESCAPE_COUNTDOWN, LAST_ZONE_ROUND, MAX_HP, MEDKIT_HEAL, POINTS, RESPAWN_ROUNDS, SUPPLY_REGROW_ROUNDS,
  SUPPLY_STOCK, ZONES,
} from '~/engines/lost-space';
import type { SourceTableSpec } from '~/lib/source-table';

const PRINTED: [string, number][] = [
  ['Maximum HP (角色)', 200],
  ['Attack damage (攻击)', 70],
  ['Medkit heal (治疗)', 100],
  ['Rounds until respawn (角色)', 5],
  ['Detect cooldown, rounds (探查)', 5],
  ['Escape countdown, rounds (逃生舱)', 2],
  ['Supply point stock (地图)', 2],
  ['Rounds to regain 1 supply (地图)', 8],
  ['Warehouse fails, end of round (地图)', 40],
  ['Vents fail, end of round (地图)', 50],
  ['Central computer fails, end of round (地图)', 60],
  ['Medical fails, end of round (地图)', 70],
  ['Hangar fails, end of round (地图)', 80],
  ['Overtime length, rounds (基本规则)', 30],
  ['Last round (地图)', 100],
  ['Points per key pick-up (排名规则)', 1],
  ['Points per kill (排名规则)', 2],
  ['Points per death (排名规则)', -3],
];

function engineValues(): [string, number][] {
  return [
    ['Maximum HP (角色)', MAX_HP],
    ['Attack damage (攻击)', ATTACK_DAMAGE],
    ['Medkit heal (治疗)', MEDKIT_HEAL],
    ['Rounds until respawn (角色)', RESPAWN_ROUNDS],
    ['Detect cooldown, rounds (探查)', DETECT_COOLDOWN],
    ['Escape countdown, rounds (逃生舱)', ESCAPE_COUNTDOWN],
    ['Supply point stock (地图)', SUPPLY_STOCK],
    ['Rounds to regain 1 supply (地图)', SUPPLY_REGROW_ROUNDS],
    ...ZONES.map((z, i): [string, number] => [PRINTED[8 + i][0], z.failsAtEndOfRound]),
    // Overtime runs from the end of the last failure to the default end of the game.
    ['Overtime length, rounds (基本规则)', DEFAULT_LAST_ROUND - LAST_ZONE_ROUND],
    ['Last round (地图)', DEFAULT_LAST_ROUND],
    ['Points per key pick-up (排名规则)', POINTS.keyPickup],
    ['Points per kill (排名规则)', POINTS.kill],
    ['Points per death (排名规则)', POINTS.death],
  ];
}

/** A printed value, by its row label (for claims derived from what the source printed). */
const printedValue = (label: string): number => (PRINTED.find(([l]) => l === label) as [string, number])[1];

export const lostSpaceNumbers: SourceTableSpec = {
  id: 'lost-space/numbers',
  ruleSet: 'lost-space',
  title: 'Numbers stated in the rules',
  rowHeader: 'Rule',
  source: { file: '003_85ed9463c6a679c3.txt', section: 'prose of 基本规则, 角色, 行动内容, 逃生舱, 地图, 排名规则' },
  page: '/lost-space/',
  printed: { columns: ['Value'], rows: PRINTED.map(([label, v]) => ({ label, cells: [v] })) },
  engine: () => ({ columns: ['Value'], rows: engineValues().map(([label, v]) => ({ label, cells: [v] })) }),
  known: [
    {
      row: 'Overtime length, rounds (基本规则)',
      reason:
        'RULINGS.md, Lost Space: the seed says both "overtime lasts 30 rounds" (to round 110) and "the game ends at the end of round 100". The engine ends at 100 by default (20 rounds of overtime); 110 is a setting.',
      // The printed last round minus the printed hangar failure: the overtime the "ends at round 100" reading leaves.
      engineMust: { value: printedValue('Last round (地图)') - printedValue('Hangar fails, end of round (地图)') },
    },
  ],
};
