// Chinese typography faults in a built page (issue 28). Reads the main content of a page's HTML block by block (a
// paragraph, list item, table cell, caption or heading, without the blocks nested in it) as a reader sees it, with
// whitespace collapsed the way the browser collapses it (a line break inside a paragraph becomes a space), and lists
// each fault with the block's text. The rules (README, "The Chinese edition"):
// - no Markdown marker left on the page (`**`, a backtick): bold that ends on 「：」 or 「。」 does not close under
//   CommonMark's rules, so the punctuation goes outside the bold;
// - no space next to full-width punctuation (it carries its own spacing);
// - one space between a Chinese character and a Latin letter or digit, never none (the spacing rule this site chose),
//   except a piece letter written onto its Chinese word (T旋, I块);
// - no unfilled message placeholder such as {exampleDay}.
// Code, keyboard keys, SVG and English quoted on purpose (lang="en") are read as one Latin letter, so `x`，is still
// "Latin then punctuation". A source's own words quoted as printed (data-verbatim, a source table's cells, the source
// value under a differing cell) keep the source's spacing: only the Markdown and placeholder rules read them.
import { parse, type HTMLElement, type Node } from 'node-html-parser';

export type FaultKind = 'markdown' | 'space-by-punctuation' | 'cjk-latin-spacing' | 'placeholder';
export interface Fault {
  kind: FaultKind;
  /** The offending characters with a little context. */
  at: string;
  /** The whole block, for the report. */
  block: string;
}

const BLOCK_TAGS =
  'p li td th dt dd figcaption caption h1 h2 h3 h4 h5 h6 summary blockquote div section aside details table ul ol dl tr thead tbody figure header footer nav form fieldset label legend button option select';
const BLOCKS = new Set(BLOCK_TAGS.split(' '));
const OPAQUE = new Set(['code', 'kbd', 'samp', 'pre', 'svg', 'math', 'var']);
const CONTROLS = new Set(['input', 'textarea', 'img', 'meter', 'progress']);
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'canvas']);
/** Elements shown as a block by the site's stylesheet although their tag is inline. */
const BLOCK_CLASSES = ['atlas-source-value'];

/** Full-width punctuation: no space on either side. (Dashes, ellipses and curly quotes are shared with English.) */
const PUNCT = '。，、；：！？（）「」『』《》【】';
const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const PLACEHOLDER = /\{[A-Za-z_]\w*\}/;
/** Verbatim text is carried between these two marks until the rules read it. */
const OPEN = '\u0001';
const CLOSE = '\u0002';

const RULES: { kind: FaultKind; re: RegExp; verbatimToo: boolean }[] = [
  { kind: 'markdown', re: /\*\*|`/g, verbatimToo: true },
  { kind: 'space-by-punctuation', re: new RegExp(`.?[ \\u00a0\\u3000][${PUNCT}].?|.?[${PUNCT}][ \\u00a0\\u3000].?`, 'g'), verbatimToo: false },
  // A lone piece letter joined to Chinese is one word as players write it (T旋, I块, 两块O): not a spacing fault.
  {
    kind: 'cjk-latin-spacing',
    re: new RegExp(
      `.?[${HAN}](?:[A-Za-z0-9](?![A-Za-z0-9])(?<![IJLOSTZ])|[A-Za-z0-9]{2}).?|.?(?:[A-Za-z0-9](?<![^A-Za-z][IJLOSTZ]|^[IJLOSTZ])|(?<=[A-Za-z])[IJLOSTZ])[${HAN}].?`,
      'g',
    ),
    verbatimToo: false,
  },
  { kind: 'placeholder', re: new RegExp(PLACEHOLDER.source, 'g'), verbatimToo: true },
];

/** The faults in one block's text (whitespace already collapsed; verbatim runs between OPEN and CLOSE). */
export function faultsInText(block: string): Fault[] {
  const verbatim = [...block.matchAll(new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`, 'g'))].map((m) => m[1]).join(' ');
  // A form control or a verbatim run stands as one neutral character; the spaces around a control are layout, not text.
  const own = block.replace(new RegExp(`${OPEN}[^${CLOSE}]*${CLOSE}`, 'g'), '□').replace(/ ?□ ?/g, '□');
  const shown = block.replace(new RegExp(`[${OPEN}${CLOSE}]`, 'g'), '');
  const out: Fault[] = [];
  for (const { kind, re, verbatimToo } of RULES) {
    for (const text of verbatimToo ? [own, verbatim] : [own]) {
      for (const m of text.matchAll(re)) out.push({ kind, at: m[0], block: shown });
    }
  }
  return out;
}

const isVerbatim = (el: HTMLElement) =>
  el.hasAttribute('data-verbatim') ||
  el.classList.contains('atlas-source-value') ||
  (['td', 'th'].includes(el.rawTagName) && !!el.closest('.atlas-source-table tbody'));

/** Splits an element into the texts of its blocks: nested blocks become blocks of their own. */
function collect(node: Node, current: string[], blocks: string[][], verbatim: boolean): void {
  if (node.nodeType === 3) {
    const text = decode(node.rawText);
    current.push(verbatim ? `${OPEN}${text}${CLOSE}` : text);
    return;
  }
  if (node.nodeType !== 1) return;
  const el = node as HTMLElement;
  const tag = el.rawTagName?.toLowerCase() ?? '';
  if (SKIPPED.has(tag) || el.getAttribute('aria-hidden') === 'true') return;
  if (CONTROLS.has(tag)) {
    // A field, a slider or a picture stands between the words around it.
    current.push('□');
    return;
  }
  if (OPAQUE.has(tag) || el.getAttribute('lang')?.startsWith('en')) {
    // Read as one Latin letter, unless it shows an unfilled placeholder (`{exampleDay}` in code is still a fault).
    current.push(el.textContent.match(PLACEHOLDER)?.[0] ?? 'X');
    return;
  }
  const inVerbatim = verbatim || isVerbatim(el);
  if (tag === 'br') {
    current.push(' ');
    return;
  }
  if (BLOCKS.has(tag) || BLOCK_CLASSES.some((c) => el.classList.contains(c))) {
    const own: string[] = [];
    blocks.push(own);
    for (const child of el.childNodes) collect(child, own, blocks, inVerbatim);
    return;
  }
  for (const child of el.childNodes) collect(child, current, blocks, inVerbatim);
}

function decode(raw: string): string {
  return raw
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');
}

/** The blocks of a page's main content, each as the collapsed text a reader sees (verbatim runs marked). */
export function blocksOfPage(html: string): string[] {
  const main = parse(html).querySelector('main');
  if (!main) return [];
  const blocks: string[][] = [];
  collect(main, [], blocks, false);
  return blocks
    .map((b) =>
      b
        .join('')
        .replace(/[ \t\r\n]+/g, ' ')
        .trim(),
    )
    .filter((t) => t.replace(new RegExp(`[${OPEN}${CLOSE} ]`, 'g'), '').length > 0);
}

export function faultsInPage(html: string): Fault[] {
  return blocksOfPage(html).flatMap(faultsInText);
}
