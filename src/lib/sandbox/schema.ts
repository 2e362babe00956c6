// The shape checks of the bot sandbox (src/lib/sandbox/host.ts). A caller describes, as plain JSON data, the one reply
// its game accepts from bot code (a ReplySchema); the sandbox frame checks every reply against it BEFORE the page sees
// anything, and the host checks again on arrival. Anything else is reduced to a short preview text.
//
// Each function here is self-contained (it refers to nothing outside itself but its own name), because the frame's
// program is written out from their source text (frame-program.ts): keep it so.

/** What one reply may be: small integers, short strings, null, objects of named fields, short arrays, or a choice. */
export type ReplySchema =
  | { type: 'int'; min: number; max: number }
  | { type: 'string'; maxLength: number }
  | { type: 'null' }
  | { type: 'object'; fields: Record<string, ReplySchema> }
  | { type: 'array'; items: ReplySchema; maxItems: number }
  | { type: 'oneOf'; options: ReplySchema[] };

/** The checked value, rebuilt from the schema (only its fields, nothing else), or ok: false when it does not fit. */
export type Checked = { ok: true; value: unknown } | { ok: false };

/**
 * Checks `v` against `schema` and rebuilds it from the schema's own fields (extra fields are dropped), so what passes
 * is plain data of a bounded size. Never throws: a getter that throws or an odd object counts as not fitting.
 */
export function checkValue(schema: ReplySchema, v: unknown, depth = 0): Checked {
  try {
    if (depth > 8) return { ok: false };
    switch (schema.type) {
      case 'int':
        return typeof v === 'number' && Number.isInteger(v) && v >= schema.min && v <= schema.max ? { ok: true, value: v } : { ok: false };
      case 'string':
        return typeof v === 'string' && v.length <= schema.maxLength ? { ok: true, value: v } : { ok: false };
      case 'null':
        return v === null ? { ok: true, value: null } : { ok: false };
      case 'object': {
        if (!v || typeof v !== 'object' || Array.isArray(v)) return { ok: false };
        const out: Record<string, unknown> = {};
        for (const key of Object.keys(schema.fields)) {
          if (!Object.prototype.hasOwnProperty.call(v, key)) return { ok: false };
          const c = checkValue(schema.fields[key], (v as Record<string, unknown>)[key], depth + 1);
          if (!c.ok) return c;
          out[key] = c.value;
        }
        return { ok: true, value: out };
      }
      case 'array': {
        if (!Array.isArray(v) || v.length > schema.maxItems) return { ok: false };
        const out: unknown[] = [];
        for (let i = 0; i < v.length; i++) {
          const c = checkValue(schema.items, v[i], depth + 1);
          if (!c.ok) return c;
          out.push(c.value);
        }
        return { ok: true, value: out };
      }
      case 'oneOf':
        for (const option of schema.options) {
          const c = checkValue(option, v, depth + 1);
          if (c.ok) return c;
        }
        return { ok: false };
      default:
        return { ok: false };
    }
  } catch {
    return { ok: false };
  }
}

/**
 * At most `max` characters of `s`, with control and format characters (bidi overrides, zero-width marks) removed and
 * runs of whitespace made one space; a cut text ends in "…". A huge text is sliced before anything else touches it.
 */
export function cutText(s: string, max: number): string {
  const head = String(s).slice(0, 4 * max + 16);
  const clean = head.replace(/\s+/g, ' ').replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '');
  const chars = Array.from(clean);
  return chars.length > max || head.length < String(s).length ? `${chars.slice(0, max).join('')}…` : clean;
}

/**
 * A short JSON-like picture of any value (what a bot returned that did not fit), at most `max` characters: strings
 * are sliced before being quoted, and only the first few items and fields, a few levels deep, are looked at.
 */
export function previewValue(v: unknown, max: number): string {
  const walk = (x: unknown, depth: number): string => {
    try {
      if (x === null) return 'null';
      if (x === undefined) return 'undefined';
      if (typeof x === 'string') return JSON.stringify(x.length > max ? `${x.slice(0, max)}…` : x);
      if (typeof x === 'number' || typeof x === 'boolean' || typeof x === 'bigint') return String(x);
      if (typeof x === 'function') return 'a function';
      if (typeof x !== 'object') return typeof x;
      if (depth > 2) return Array.isArray(x) ? '[…]' : '{…}';
      if (Array.isArray(x)) {
        const items = x.slice(0, 8).map((y) => walk(y, depth + 1));
        return `[${items.join(',')}${x.length > 8 ? ',…' : ''}]`;
      }
      const keys = Object.keys(x);
      const fields = keys.slice(0, 8).map((k) => `${JSON.stringify(k.slice(0, 40))}:${walk((x as Record<string, unknown>)[k], depth + 1)}`);
      return `{${fields.join(',')}${keys.length > 8 ? ',…' : ''}}`;
    } catch {
      return '?';
    }
  };
  const text = walk(v, 0).replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '');
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
