// Every island's URL parameters, by island file name: the one list the tests read to check parameter names and to feed
// hostile values to every parameter an island declares. Islands export their specs as `SPECS`.
import type { ParamSpecs } from '~/lib/url-state';

const modules = import.meta.glob<{ SPECS?: ParamSpecs }>('./*/*.tsx', { eager: true });

/** `{ 'zenith/ClimbSimulator': { csApm: …, … }, … }` for every island file that exports SPECS. */
export const ISLAND_URL_SPECS: Record<string, ParamSpecs> = Object.fromEntries(
  Object.entries(modules)
    .filter(([, mod]) => mod.SPECS !== undefined)
    .map(([path, mod]) => [path.replace(/^\.\//, '').replace(/\.tsx$/, ''), mod.SPECS as ParamSpecs]),
);
