// Bot code in arena links. The current format, `?arBot=`, is the code's UTF-8 bytes compressed with the platform's
// CompressionStream('deflate-raw') and written in base64url (RFC 4648 §5, no padding). The older `?arCode=` (the code as
// plain text, at most 4,000 characters) is still read, so links written before keep opening. Code from a link is shown
// with every control and format character removed (bidi overrides and isolates, zero-width marks), tabs and line
// breaks excepted, so what the box shows is what would run.

import { readStream } from '~/lib/read-stream';

/** Longest `arBot` value a link carries (characters): any 20,000 characters fit, even ones that do not compress
 * (at most 3 UTF-8 bytes each, 60,000 bytes, about 80,000 characters of base64url). */
export const LINK_MAX = 100_000;
/** The code a link is sure to carry, whatever its characters. */
export const LINK_CODE_MIN = 20_000; // literal-ok: a link's promised code length (issue 23), not the thinking budget
/** Longest code a link may unpack to (UTF-8 bytes): a guard against a small link that inflates to a huge text. */
export const UNPACKED_MAX = 400_000;
/** The longest code the old `arCode` format carried (characters). */
export const OLD_CODE_MAX = 4000;

const toBase64Url = (bytes: Uint8Array): string => {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array => {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
};

const through = (bytes: Uint8Array, stream: CompressionStream | DecompressionStream) =>
  new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream as unknown as ReadableWritablePair<Uint8Array, Uint8Array>);

/** The `arBot` value for a piece of code. */
export async function packCode(code: string): Promise<string> {
  const packed = await readStream(through(new TextEncoder().encode(code), new CompressionStream('deflate-raw')));
  return toBase64Url(packed!);
}

/** The code in an `arBot` value, or null when the value is not one (bad base64url, bad data, or too long unpacked). */
export async function unpackCode(text: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length > LINK_MAX || text.length % 4 === 1) return null;
  try {
    const bytes = await readStream(through(fromBase64Url(text), new DecompressionStream('deflate-raw')), { max: UNPACKED_MAX });
    return bytes ? new TextDecoder('utf-8', { fatal: true }).decode(bytes) : null;
  } catch {
    return null;
  }
}

/** Control and format characters that code shown from a link must not hold: every Cc and Cf except tab and line feed
 * (this includes U+202A-202E, U+2066-2069, U+200E/F, U+200B-200D and U+FEFF), and the Unicode line separators. */
const HIDDEN = /(?![\t\n])[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** The code with hidden characters removed and how many went (line ends \r\n and \r become \n, not counted). */
export function stripHidden(code: string): { code: string; removed: number } {
  const unified = code.replace(/\r\n?/g, '\n');
  let removed = 0;
  const clean = unified.replace(HIDDEN, () => {
    removed += 1;
    return '';
  });
  return { code: clean, removed };
}

/** Rows the code box shows for a piece of code (at least `min`, at most `max`) and the lines left below them. */
export function codeRows(code: string, min: number, max: number): { rows: number; below: number } {
  const lines = code.split('\n').length;
  const rows = Math.min(max, Math.max(min, lines));
  return { rows, below: Math.max(0, lines - rows) };
}
