// The hostile URL values every island parameter must survive, shared by the url-state unit test and the browser test.

/** A global the payloads try to set; it must stay undefined. */
export const MARK = 'atlasPwned';
/** An attribute every injected element carries, so any markup that reached the DOM can be found. */
export const MARK_ATTR = 'data-atlas-pwned';

/** Bidi controls (embeddings, overrides, isolates, marks) and other invisible format characters. */
export const BIDI = '\u202E\u202B\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
/** What must never appear in a notice: any control or format character. */
export const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

const MARKUP =
  `"><img src=x ${MARK_ATTR} onerror="window.${MARK}=1;alert(1)">` + `<script ${MARK_ATTR}>window.${MARK}=1;alert(2)</script><b ${MARK_ATTR}>bold</b>`;

export interface HostileKind {
  name: string;
  /** The value as the parameter reads it after URL decoding. */
  value: string;
  /** The value as written in the query; differs from encodeURIComponent(value) only for malformed encodings. */
  query?: string;
}

/**
 * One value per group of kinds (numbers that are not finite, overflowing numbers, markup with bidi controls and broken
 * escapes, __proto__ in a long list). The url-state unit test sends every kind to every parameter of every island's
 * parser; the browser test loads each page with the last two as `kindFor` says.
 */
const MARKUP_KIND: HostileKind = {
  name: 'markup, bidi controls, malformed percent-encoding',
  value: `${BIDI}${MARKUP}\u202Eevil\uFFFD%A`,
  query: `${encodeURIComponent(`${BIDI}${MARKUP}\u202Eevil`)}%E0%A4%A`,
};
const LIST_KIND: HostileKind = {
  name: '__proto__ and a 400-item list, 4000+ characters',
  value: Array.from({ length: 400 }, (_, i) => ['__proto__', 'constructor', `<b ${MARK_ATTR}>x</b>`, `\u202E${'long'.repeat(3)}`][i % 4]).join(','),
};
/**
 * Both of the above in one value: the markup first (a notice echoes a value's first characters, so the markup is what a
 * notice shows, as with the markup kind alone), then a comma and the 400-item list (so a list parameter gets the markup
 * as its first item and then every item of the list kind). The browser test sends this one value.
 */
export const MARKUP_AND_LIST: HostileKind = {
  name: 'markup, bidi controls and malformed percent-encoding, then __proto__ in a 400-item list',
  value: `${MARKUP_KIND.value},${LIST_KIND.value}`,
  query: `${MARKUP_KIND.query}${encodeURIComponent(`,${LIST_KIND.value}`)}`,
};

/**
 * One value per group of kinds (numbers that are not finite, overflowing numbers, markup with bidi controls and broken
 * escapes, __proto__ in a long list, and the last two in one value). The url-state unit test sends every kind to every
 * parameter of every island's parser; the browser test loads each page with the last as `kindFor` says.
 */
export const HOSTILE_KINDS: HostileKind[] = [
  { name: 'NaN', value: 'NaN' },
  { name: '+1e309', value: '1e309' },
  // 400 digits overflow a double as -1e309 does: one load covers both.
  { name: '-1e309 as a 400-digit number', value: `-${'9'.repeat(400)}` },
  // %E0%A4 is a cut UTF-8 sequence and %A a cut escape: URLSearchParams reads them as U+FFFD and a literal "%A".
  MARKUP_KIND,
  LIST_KIND,
  MARKUP_AND_LIST,
];

/** Loads per page in the browser test (see `kindFor`). */
export const HOSTILE_LOADS = 1;

/**
 * The kind parameter number `index` (on the whole page) gets on load number `load` of the browser test: every
 * parameter gets the markup and bidi value followed by the __proto__ list, in one load (issue 24; it was two loads,
 * one per kind). So every parameter of every island meets markup and a list in the page (where injection and rendering
 * could go wrong). The number kinds (NaN, +1e309, a 400-digit negative) are not loaded in the browser: the url-state
 * unit test sends every kind to every parameter of every island in ISLAND_URL_SPECS, the same registry the browser
 * test takes its parameters from, and each number kind ends as a number parser's fallback with a notice, which the
 * hostile load already shows in the page.
 */
export function kindFor(_load: number, _index: number): HostileKind {
  return MARKUP_AND_LIST;
}

/** Keys aimed at prototype pollution through naive query parsers, sent on every load. */
export const POLLUTING_QUERY = '__proto__[polluted]=1&__proto__.polluted=1&constructor[prototype][polluted]=1';

/** The query-string text for one parameter. */
export function queryPart(key: string, kind: HostileKind): string {
  return `${encodeURIComponent(key)}=${kind.query ?? encodeURIComponent(kind.value)}`;
}
