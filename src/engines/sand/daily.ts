// Sand blocks: the daily game. Its seed is the UTC date written as YYYY-MM-DD, so everyone gets the same pieces on the
// same day wherever they are (an extension of the site: the design document has no daily game).

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The UTC calendar date of a moment as YYYY-MM-DD (years 0-9999); throws a RangeError for an invalid date.
 * @source our own extension: the daily game's seed is the UTC date as YYYY-MM-DD
 */
export function utcDateText(date: Date): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new RangeError('date: not a valid Date');
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`date: year ${year} is outside 0-9999`);
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/**
 * The seed of the daily game for the UTC day that holds `date`: the date itself, YYYY-MM-DD.
 * @source our own extension (the design document has no daily game): the UTC date as the seed
 */
export function dailySeed(date: Date): string {
  return utcDateText(date);
}

/**
 * The day a seed belongs to when it is a daily seed (a real calendar date as YYYY-MM-DD), else null.
 * @source our own extension (the design document has no daily game): the UTC date as the seed
 */
export function dailyDateOfSeed(seed: string): string | null {
  if (typeof seed !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(seed);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as they are; an impossible day (02-30) rolls into the next month.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return seed;
}
