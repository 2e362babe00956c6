// For pages that print an engine result which may be null: a page must fail its build rather than print "null" or
// nothing when the engine has no value where the page expects one.

/** The value, or an error naming what was missing. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected a value for ${what}, got ${String(value)}`);
  return value;
}
