// lost-space: every printed source table the site transcribed, and every contradiction it shows.
import type { SourceTableSpec } from '~/lib/source-table';
import type { Contradiction } from '~/lib/contradictions';
import { lostSpaceItems } from './items';
import { lostSpaceNumbers } from './numbers';

export const LOST_SPACE_TABLES: SourceTableSpec[] = [lostSpaceNumbers, lostSpaceItems];

const SEED = '003_85ed9463c6a679c3.txt';

export const LOST_SPACE_CONTRADICTIONS: Contradiction[] = [
  {
    id: 'lost-space/map',
    ruleSet: 'lost-space',
    title: 'Which map',
    source: `${SEED}, 地图 (the picture img/map.png) against the judge's mapconf2.map`,
    readings: [
      { who: 'old picture (map-old.png)', says: 'An earlier layout of the three floors, with different edges.' },
      { who: "the judge's map file (mapconf2.map, map.json)", says: 'The layout the contest judge loads; the replay picture matches it.' },
    ],
    modelled: "The judge's map file (RULINGS.md, Lost Space: map).",
    page: '/lost-space/map/#which-map',
  },
  {
    id: 'lost-space/zone-rounds',
    ruleSet: 'lost-space',
    title: 'Which zone fails when',
    source: `${SEED}, 地图: "以上图文字从左到右的顺序依次在第 40，50，60，70，80 回合结束时失效"`,
    readings: [
      { who: 'prose', says: 'Zones fail in the left-to-right order of the labels of a picture, at 40, 50, 60, 70, 80; the order depends on which picture.' },
      { who: "judge's map file ([Block])", says: 'Warehouse 40, vents 50, central computer 60, medical 70, hangar 80.' },
    ],
    modelled: 'Warehouse 40, vents 50, central computer 60, medical 70, hangar 80, each at the end of its round (RULINGS.md, Lost Space: zone failure rounds).',
    page: '/lost-space/map/#when-zones-fail',
  },
  {
    id: 'lost-space/end-of-game',
    ruleSet: 'lost-space',
    title: 'When the game ends',
    source: `${SEED}, 基本规则 against 地图`,
    readings: [
      { who: '基本规则 (basic rules)', says: 'Overtime lasts 30 rounds after the last zone fails (round 80), so the game ends after round 110.' },
      { who: '地图 (map)', says: 'The game ends at the end of round 100.' },
    ],
    modelled: 'Round 100 by default, with 110 as a setting of the engine and the simulator (RULINGS.md, Lost Space: end of game).',
    page: '/lost-space/#when-the-game-ends',
  },
  {
    id: 'lost-space/coordinates',
    ruleSet: 'lost-space',
    title: 'Floors, coordinates and adjacency',
    source: `${SEED}, 地图 and 攻击 against the map file`,
    readings: [
      { who: 'rules', says: 'Floors are called 一层, 二层, 三层; the spawn is on 二层; elevators join "corresponding positions"; stacked positions are not adjacent.' },
      { who: 'map file', says: 'Coordinates [z, x, y] with z0 the pod floor, z1 the spawn floor, z2 the lower floor; adjacency is the edge list, diagonals included.' },
    ],
    modelled: 'The map file: [z, x, y]; moves, attacks, detect and blink use the edge list only; an elevator ride is a move between floors at the same (x, y) and never makes nodes adjacent (RULINGS.md, Lost Space: coordinates and adjacency).',
    page: '/lost-space/map/#floors-and-coordinates',
  },
  {
    id: 'lost-space/slime-turns',
    ruleSet: 'lost-space',
    title: 'How many turns a slime takes',
    source: `${SEED}, 道具 table: "跳过下两回合（本回合和下回合）"`,
    readings: [
      { who: 'main text of the cell', says: 'Skip the next two rounds.' },
      { who: 'the bracket in the same cell', says: 'This round and the next round.' },
    ],
    modelled: 'No ruling: our choice, the bracket. The turn in which the slime goes off ends at once, and the next round\'s turn is skipped; the bracket is the more precise of the two.',
    page: '/lost-space/items/#slime',
  },
  {
    id: 'lost-space/trap-visibility',
    ruleSet: 'lost-space',
    title: 'Who knows where traps are',
    source: `${SEED}, 道具, last paragraph`,
    readings: [
      { who: 'one sentence', says: 'Players know where their own traps are, even out of sight; detect is needed to find others\' traps.' },
      { who: 'the next sentence', says: 'Players can get the number and positions of existing traps.' },
    ],
    modelled: 'No ruling: our choice. A player sees only their own traps (the number of their traps still standing tells them some were set off or destroyed); otherwise detect would have no use.',
    page: '/lost-space/items/#who-sees-traps',
  },
  {
    id: 'lost-space/survivor-round',
    ruleSet: 'lost-space',
    title: 'The round of a player who neither escaped nor died',
    source: `${SEED}, 排名规则 and 基本规则`,
    readings: [
      { who: '排名规则 (ranking)', says: 'Players who did not escape are ranked by the round of death, later first.' },
      { who: '基本规则 (basic rules)', says: 'At the end of the game, players still alive are recorded as failed, without a death.' },
    ],
    modelled: 'No ruling: our choice. A survivor counts with the last round of the game, so survivors rank above every player who died earlier, and tie among themselves on points.',
    page: '/lost-space/ranking/#players-alive-at-the-end',
  },
];
