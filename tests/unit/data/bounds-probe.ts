// What the API reference lists as each export's bounds (src/reference/bounds.ts), for the tests that call the engines
// with hostile arguments (tests/unit/zenith/validation.test.ts, tests/unit/tgm3/validate.test.ts): every RangeError
// they see must match a message the reference lists for that export, so a function cannot gain a throw the page misses.
import { engineBounds, type Bound } from '~/reference/bounds';

const cache = new Map<string, Map<string, Bound[]>>();

/** The bounds of every export of one engine, as the reference lists them. */
export function boundsOf(ruleSet: string): Map<string, Bound[]> {
  if (!cache.has(ruleSet)) cache.set(ruleSet, engineBounds(process.cwd(), [ruleSet])[ruleSet]);
  return cache.get(ruleSet)!;
}

/** True when `message` is one the reference lists for `name`. */
export function listed(ruleSet: string, name: string, message: string): boolean {
  return (boundsOf(ruleSet).get(name) ?? []).some((b) => new RegExp(`^${b.pattern}$`).test(message));
}

/** Records RangeErrors seen while probing, then says which of them the reference does not list. */
export class ThrowLog {
  readonly seen = new Map<string, Set<string>>();
  constructor(readonly ruleSet: string) {}
  add(name: string, message: string): void {
    if (!this.seen.has(name)) this.seen.set(name, new Set());
    this.seen.get(name)!.add(message);
  }
  /** "name: message" for every recorded throw that matches no bound the reference lists for that export. */
  unlisted(): string[] {
    return [...this.seen].flatMap(([name, msgs]) => [...msgs].filter((m) => !listed(this.ruleSet, name, m)).map((m) => `${name}: ${m}`));
  }
  /** How many exports threw at least once (a guard that the probe really ran). */
  get count(): number {
    return this.seen.size;
  }
}
