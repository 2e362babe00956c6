// Floors of the tower (seed 000 "爬塔"): altitude thresholds and names, and the floor for an altitude.
import { finite } from './validate';

/** Altitude in metres where each floor starts; the code's FloorDistance without its trailing Infinity. */
export const FLOOR_STARTS = [0, 50, 150, 300, 450, 650, 850, 1100, 1350, 1650] as const;

/** English floor names as the game shows them (seed 000 floor table, "原文" column). */
export const FLOOR_NAMES = [
  'Hall of Beginnings',
  'The Hotel',
  'The Casino',
  'The Arena',
  'The Museum',
  'Abandoned Offices',
  'The Laboratory',
  'The Core',
  'Corruption',
  'Platform of The Gods',
] as const;

/** Floor 1..10 for an altitude: the last floor whose start is at or below it (seed 000 floor table). */
export function floorAt(altitude: number): number {
  finite('altitude', altitude, 0);
  let floor = 1;
  for (let i = 1; i < FLOOR_STARTS.length; i++) if (altitude >= FLOOR_STARTS[i]) floor = i + 1;
  return floor;
}
