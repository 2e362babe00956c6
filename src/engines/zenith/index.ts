// Zenith Tower engine (TETR.IO Quick Play 2, seed 000): the public API that islands, pages and tests use.
export { MOD_IDS, hasMod, hasReversed, hasAnyReversed, type Mod, type ModId } from './mods';
export { FLOOR_STARTS, FLOOR_NAMES, floorAt } from './floors';
export { COLUMNS, favorWeights, favorProbabilities, garbageFavor } from './garbage-favor';
