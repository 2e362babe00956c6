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
  /**
   * "name(arg)" for each probed argument that the reference says is bounded (a listed message starts with its name)
   * but that no probe made throw: a listed bound that the function does not enforce.
   */
  unprovoked(probed: readonly (readonly [string, string])[]): string[] {
    return probed
      .filter(([name, arg]) => (boundsOf(this.ruleSet).get(name) ?? []).some((b) => b.message.startsWith(`${arg} `)))
      .filter(([name, arg]) => ![...(this.seen.get(name) ?? [])].some((m) => new RegExp(`^${arg}\\b`).test(m)))
      .map(([name, arg]) => `${name}(${arg})`);
  }
  /** "name: message" for each listed message of a probed argument that no probe's RangeError matched. */
  unmatched(probed: readonly (readonly [string, string])[]): string[] {
    return probed.flatMap(([name, arg]) =>
      (boundsOf(this.ruleSet).get(name) ?? [])
        .filter((b) => b.message.startsWith(`${arg} `))
        .filter((b) => ![...(this.seen.get(name) ?? [])].some((m) => new RegExp(`^${b.pattern}$`).test(m)))
        .map((b) => `${name}: ${b.message}`),
    );
  }
  /** How many exports threw at least once (a guard that the probe really ran). */
  get count(): number {
    return this.seen.size;
  }
}
