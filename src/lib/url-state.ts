// Typed URL query parameters for calculators: parse with defaults, clamp or ignore bad values and say why.
// A bad value gives a structured problem; readParams words it in the page's locale (English notice kept on `notice`).
import type { Locale } from '~/i18n/locales';
import { formatNumber } from '~/i18n/format';

/** Text given per locale (a textParam's description of what it accepts). */
export type LocalizedText = string | Readonly<Record<Locale, string>>;

/** Why a raw value was not used as it stood; `raw` is the text from the link, shown only through `echo`. */
export type ParamProblem =
  | { kind: 'not-number'; raw: string; using: number }
  | { kind: 'below'; raw: string; limit: number }
  | { kind: 'above'; raw: string; limit: number }
  | { kind: 'rounded'; raw: string; to: number }
  | { kind: 'not-choice'; raw: string; choices: readonly string[]; using: string }
  | { kind: 'not-bool'; raw: string; using: 0 | 1 }
  | { kind: 'not-text'; raw: string; describe: LocalizedText }
  | { kind: 'list'; dropped: readonly string[]; keptOnly?: number }
  | { kind: 'repeated'; times: number };

/** One parameter's parser. `parse` returns the value to use and, when the raw text was bad, the problem and its
 * English notice. */
export interface ParamSpec<T> {
  readonly default: T;
  parse(raw: string): { value: T; notice?: string; problem?: ParamProblem };
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
export function echo(raw: string, locale: Locale = 'en'): string {
  const chars = Array.from(plainText(raw));
  const shown = chars.length > MAX_ECHO ? `${chars.slice(0, MAX_ECHO).join('')}…` : chars.join('');
  // Chinese quotes a value in corner brackets; English in JSON's double quotes (which also show escapes).
  return locale === 'zh-cn' ? `「${shown}」` : JSON.stringify(shown);
}

const MAX_LISTED = 8;
/** The allowed words for a notice: all of a short list, the first few of a long one. */
function someChoices(choices: readonly string[], locale: Locale): string {
  const sep = locale === 'zh-cn' ? '、' : ', ';
  if (choices.length <= MAX_LISTED) return choices.join(sep);
  const head = choices.slice(0, MAX_LISTED).join(sep);
  return locale === 'zh-cn' ? `${head} …（共 ${choices.length} 个）` : `${head} … (${choices.length} in all)`;
}

const localText = (text: LocalizedText, locale: Locale): string | undefined => (typeof text === 'string' ? (locale === 'en' ? text : undefined) : text[locale]);

/** Between a parameter's name and its notice: a full-width colon in Chinese. */
const keySep = (locale: Locale): string => (locale === 'zh-cn' ? '：' : ': ');

/** The sentence for a problem in a locale (without the parameter name; readParams puts "key: " in front). */
export function describeProblem(p: ParamProblem, locale: Locale = 'en'): string {
  const n = (x: number) => (locale === 'en' ? String(x) : formatNumber(locale, x, 6));
  if (locale === 'zh-cn') {
    switch (p.kind) {
      case 'not-number':
        return `${echo(p.raw, locale)} 不是数字，改用 ${n(p.using)}。`;
      case 'below':
        return `${echo(p.raw, locale)} 小于最小值 ${n(p.limit)}，改用 ${n(p.limit)}。`;
      case 'above':
        return `${echo(p.raw, locale)} 大于最大值 ${n(p.limit)}，改用 ${n(p.limit)}。`;
      case 'rounded':
        return `${echo(p.raw, locale)} 已取整为 ${n(p.to)}。`;
      case 'not-choice':
        return `${echo(p.raw, locale)} 不是 ${someChoices(p.choices, locale)} 之一，改用 ${p.using}。`;
      case 'not-bool':
        return `${echo(p.raw, locale)} 不是 1 或 0，改用 ${p.using}。`;
      case 'not-text': {
        const what = localText(p.describe, locale);
        return what ? `${echo(p.raw, locale)} 不是${what}，改用默认值。` : `${echo(p.raw, locale)} 格式不对，改用默认值。`;
      }
      case 'list': {
        const notes: string[] = [];
        if (p.dropped.length)
          notes.push(
            `忽略了 ${p.dropped
              .slice(0, 3)
              .map((d) => echo(d, locale))
              .join('、')}${p.dropped.length > 3 ? '…' : ''}`,
          );
        if (p.keptOnly !== undefined) notes.push(`只保留前 ${n(p.keptOnly)} 个`);
        return `${notes.join('；')}。`;
      }
      case 'repeated':
        return `出现了 ${n(p.times)} 次，只用第一个。`;
    }
  }
  switch (p.kind) {
    case 'not-number':
      return `${echo(p.raw)} is not a number; using ${n(p.using)}.`;
    case 'below':
      return `${echo(p.raw)} is below the minimum ${n(p.limit)}; using ${n(p.limit)}.`;
    case 'above':
      return `${echo(p.raw)} is above the maximum ${n(p.limit)}; using ${n(p.limit)}.`;
    case 'rounded':
      return `${echo(p.raw)} rounded to ${n(p.to)}.`;
    case 'not-choice':
      return `${echo(p.raw)} is not one of ${someChoices(p.choices, locale)}; using ${p.using}.`;
    case 'not-bool':
      return `${echo(p.raw)} is not 1 or 0; using ${p.using}.`;
    case 'not-text':
      return `${echo(p.raw)} is not ${localText(p.describe, 'en') ?? 'usable'}; using the default.`;
    case 'list': {
      const notes: string[] = [];
      if (p.dropped.length)
        notes.push(
          `ignored ${p.dropped
            .slice(0, 3)
            .map((d) => echo(d))
            .join(', ')}${p.dropped.length > 3 ? '…' : ''}`,
        );
      if (p.keptOnly !== undefined) notes.push(`kept only the first ${n(p.keptOnly)}`);
      return `${notes.join('; ')}.`;
    }
    case 'repeated':
      return `given ${n(p.times)} times; using the first.`;
  }
}

/** A parse result for a bad value: the value used, the problem, and its English notice. */
function bad<T>(value: T, problem: ParamProblem): { value: T; notice: string; problem: ParamProblem } {
  return { value, problem, notice: describeProblem(problem, 'en') };
}

/** A number in [min, max], rounded to `step` places of decimals (0 = integer); out-of-range values are clamped. */
/** A decimal numeral, optionally signed and with an exponent (what numberParam clamps when it overflows). */
const NUMERAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function numberParam(o: { default: number; min: number; max: number; decimals?: number }): ParamSpec<number> {
  const decimals = o.decimals ?? 0;
  const round = (x: number) => Number(x.toFixed(decimals));
  return {
    default: o.default,
    parse(raw) {
      const text = raw.trim();
      const x = text === '' ? Number.NaN : Number(text);
      // Digits too many for a double (Infinity) are still a number past the limit: clamped and reported like 99999.
      // The words NaN and Infinity are not numbers a player writes: the default, reported.
      if (Number.isNaN(x) || (!Number.isFinite(x) && !NUMERAL.test(text))) return bad(o.default, { kind: 'not-number', raw, using: o.default });
      if (x < o.min) return bad(o.min, { kind: 'below', raw, limit: o.min });
      if (x > o.max) return bad(o.max, { kind: 'above', raw, limit: o.max });
      const r = round(x);
      if (r !== x) return bad(r, { kind: 'rounded', raw, to: r });
      return { value: r };
    },
    format: (v) => String(v),
  };
}

/** One of a fixed list of words. */
export function choiceParam<T extends string>(o: { default: T; choices: readonly T[] }): ParamSpec<T> {
  return {
    default: o.default,
    parse(raw) {
      const hit = o.choices.find((c) => c === raw);
      if (hit !== undefined) return { value: hit };
      return bad(o.default, { kind: 'not-choice', raw, choices: o.choices, using: o.default });
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
      return bad(o.default, { kind: 'not-bool', raw, using: o.default ? 1 : 0 });
    },
    format: (v) => (v ? '1' : '0'),
  };
}

/** A short text (seeds, board strings) limited to the given characters and length. `describe` says what it accepts
 * ("a seed of letters and digits"), per locale when given as { en, 'zh-cn' }. */
export function textParam(o: { default: string; pattern: RegExp; maxLength: number; describe: LocalizedText }): ParamSpec<string> {
  return {
    default: o.default,
    parse(raw) {
      if (raw.length <= o.maxLength && o.pattern.test(raw)) return { value: raw };
      return bad(o.default, { kind: 'not-text', raw, describe: o.describe });
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
        else dropped.push(p); // unknown, or a repeat: reported either way
      }
      const limited = o.max !== undefined ? kept.slice(0, o.max) : kept;
      const keptOnly = limited.length < kept.length ? o.max : undefined;
      return dropped.length || keptOnly !== undefined ? bad(limited, { kind: 'list', dropped, keptOnly }) : { value: limited };
    },
    format: (v) => v.join(','),
  };
}

/**
 * Reads the parameters named in `specs` from a query string. Keys not in `specs` are never touched
 * (another island on the page may own them), so `__proto__` and friends cannot reach the result.
 */
export function readParams<S extends ParamSpecs>(search: string, specs: S, locale: Locale = 'en'): { values: ParamValues<S>; notices: string[] } {
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
    if (all.length > 1) notices.push(`${key}${keySep(locale)}${describeProblem({ kind: 'repeated', times: all.length }, locale)}`);
    const { value, notice, problem } = spec.parse(all[0]);
    values[key] = value;
    if (problem) notices.push(`${key}${keySep(locale)}${describeProblem(problem, locale)}`);
    else if (notice) notices.push(`${key}: ${notice}`);
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
