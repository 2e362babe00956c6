// Typed URL query parameters for calculators: parse with defaults, clamp or ignore bad values and say why.

/** One parameter's parser. `parse` returns the value to use and, when the raw text was bad, a notice. */
export interface ParamSpec<T> {
  readonly default: T;
  parse(raw: string): { value: T; notice?: string };
  format(value: T): string;
}

export type ParamSpecs = Record<string, ParamSpec<unknown>>;
export type ParamValues<S extends ParamSpecs> = { [K in keyof S]: S[K] extends ParamSpec<infer T> ? T : never };

const MAX_ECHO = 24;
/**
 * Control and format characters (C0/C1 controls, bidi embeddings, overrides and isolates such as U+202E, zero-width
 * joiners, BOM): invisible, and a bidi override in an echoed value would reorder the notice around it.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/** Text with every control or format character removed (whitespace controls become one space). */
export function plainText(raw: string): string {
  return raw.replace(/\s+/g, ' ').replace(INVISIBLE, '');
}
/** Shows a bad raw value in a notice, cleaned and shortened; it is only ever rendered as text, never as HTML. */
export function echo(raw: string): string {
  const chars = Array.from(plainText(raw));
  return JSON.stringify(chars.length > MAX_ECHO ? `${chars.slice(0, MAX_ECHO).join('')}…` : chars.join(''));
}

/** A number in [min, max], rounded to `step` places of decimals (0 = integer); out-of-range values are clamped. */
export function numberParam(o: { default: number; min: number; max: number; decimals?: number }): ParamSpec<number> {
  const decimals = o.decimals ?? 0;
  const round = (x: number) => Number(x.toFixed(decimals));
  return {
    default: o.default,
    parse(raw) {
      const text = raw.trim();
      const x = text === '' ? Number.NaN : Number(text);
      if (!Number.isFinite(x)) return { value: o.default, notice: `${echo(raw)} is not a number; using ${o.default}.` };
      if (x < o.min) return { value: o.min, notice: `${echo(raw)} is below the minimum ${o.min}; using ${o.min}.` };
      if (x > o.max) return { value: o.max, notice: `${echo(raw)} is above the maximum ${o.max}; using ${o.max}.` };
      const r = round(x);
      if (r !== x) return { value: r, notice: `${echo(raw)} rounded to ${r}.` };
      return { value: r };
    },
    format: (v) => String(v),
  };
}

const MAX_LISTED = 8;
/** The allowed words for a notice: all of a short list, the first few of a long one. */
function someChoices(choices: readonly string[]): string {
  if (choices.length <= MAX_LISTED) return choices.join(', ');
  return `${choices.slice(0, MAX_LISTED).join(', ')} … (${choices.length} in all)`;
}

/** One of a fixed list of words. */
export function choiceParam<T extends string>(o: { default: T; choices: readonly T[] }): ParamSpec<T> {
  return {
    default: o.default,
    parse(raw) {
      const hit = o.choices.find((c) => c === raw);
      if (hit !== undefined) return { value: hit };
      return { value: o.default, notice: `${echo(raw)} is not one of ${someChoices(o.choices)}; using ${o.default}.` };
    },
    format: (v) => v,
  };
}

/** A yes/no switch written as 1 or 0. */
export function boolParam(o: { default: boolean }): ParamSpec<boolean> {
  return {
    default: o.default,
    parse(raw) {
      if (raw === '1' || raw === 'true') return { value: true };
      if (raw === '0' || raw === 'false') return { value: false };
      return { value: o.default, notice: `${echo(raw)} is not 1 or 0; using ${o.default ? 1 : 0}.` };
    },
    format: (v) => (v ? '1' : '0'),
  };
}

/** A short text (seeds, board strings) limited to the given characters and length. */
export function textParam(o: { default: string; pattern: RegExp; maxLength: number; describe: string }): ParamSpec<string> {
  return {
    default: o.default,
    parse(raw) {
      if (raw.length <= o.maxLength && o.pattern.test(raw)) return { value: raw };
      return { value: o.default, notice: `${echo(raw)} is not ${o.describe}; using the default.` };
    },
    format: (v) => v,
  };
}

/** A list of words from a fixed set, comma separated; unknown words are dropped and reported. */
export function listParam<T extends string>(o: { default: readonly T[]; choices: readonly T[]; max?: number }): ParamSpec<T[]> {
  return {
    default: [...o.default],
    parse(raw) {
      const parts = raw === '' ? [] : raw.split(',');
      const kept: T[] = [];
      const dropped: string[] = [];
      for (const p of parts) {
        const hit = o.choices.find((c) => c === p);
        if (hit !== undefined && !kept.includes(hit)) kept.push(hit);
        else if (hit === undefined) dropped.push(p);
      }
      const limited = o.max !== undefined ? kept.slice(0, o.max) : kept;
      const notes: string[] = [];
      if (dropped.length) notes.push(`ignored ${dropped.slice(0, 3).map(echo).join(', ')}${dropped.length > 3 ? '…' : ''}`);
      if (limited.length < kept.length) notes.push(`kept only the first ${o.max}`);
      return notes.length ? { value: limited, notice: `${notes.join('; ')}.` } : { value: limited };
    },
    format: (v) => v.join(','),
  };
}

/**
 * Reads the parameters named in `specs` from a query string. Keys not in `specs` are never touched
 * (another island on the page may own them), so `__proto__` and friends cannot reach the result.
 */
export function readParams<S extends ParamSpecs>(search: string, specs: S): { values: ParamValues<S>; notices: string[] } {
  const query = new URLSearchParams(search);
  const values = Object.create(null) as Record<string, unknown>;
  const notices: string[] = [];
  for (const key of Object.keys(specs)) {
    const spec = specs[key];
    const all = query.getAll(key);
    if (all.length === 0) {
      values[key] = spec.default;
      continue;
    }
    if (all.length > 1) notices.push(`${key}: given ${all.length} times; using the first.`);
    const { value, notice } = spec.parse(all[0]);
    values[key] = value;
    if (notice) notices.push(`${key}: ${notice}`);
  }
  return { values: { ...values } as ParamValues<S>, notices };
}

/** Writes the given parameters into a query string, keeping every other key as it was. */
export function writeParams<S extends ParamSpecs>(search: string, specs: S, values: ParamValues<S>): string {
  const query = new URLSearchParams(search);
  for (const key of Object.keys(specs)) {
    query.set(key, specs[key].format((values as Record<string, unknown>)[key]));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
