// Chinese typography faults in a built page (issue 28): reads the main content of a page's HTML block by block (a
// paragraph, list item, table cell, caption or heading, without the blocks nested in it) as a reader sees it, with
// whitespace collapsed the way the browser collapses it (a line break inside a paragraph becomes a space), and lists
// each fault with the block's text. Code, keyboard keys, scripts and SVG are read as one Latin letter, so that
// `x`，and English quoted on purpose (lang="en"), are still "Latin then punctuation". The rules (README, "The Chinese edition"):
// - no Markdown markers left on the page (`**`, a backtick): bold that ends on 「：」 or 「。」 does not close under
//   CommonMark's rules, so the punctuation goes outside the bold;
// - no space next to full-width punctuation (it carries its own spacing);
// - one space between a Chinese character and a Latin letter or digit, never none (the spacing rule this site chose);
// - no unfilled message placeholder such as {exampleDay}.
import { parse, type HTMLElement, type Node } from 'node-html-parser';

export type FaultKind = 'markdown' | 'space-by-punctuation' | 'cjk-latin-spacing' | 'placeholder';
export interface Fault {
  kind: FaultKind;
  /** The offending characters with a little context. */
  at: string;
  /** The whole block, for the report. */
  block: string;
}

const BLOCKS = new Set([
  'p',
  'li',
  'td',
  'th',
  'dt',
  'dd',
  'figcaption',
  'caption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'summary',
  'blockquote',
  'div',
  'section',
  'aside',
  'details',
  'table',
  'ul',
  'ol',
  'dl',
  'tr',
  'thead',
  'tbody',
  'figure',
  'header',
  'footer',
  'nav',
  'form',
  'fieldset',
  'label',
  'legend',
  'button',
  'option',
  'select',
]);
const OPAQUE = new Set(['code', 'kbd', 'samp', 'pre', 'svg', 'math', 'var']);
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'canvas']);

/** Full-width punctuation: no space on either side. (Dashes, ellipses and curly quotes are shared with English.) */
const PUNCT = '。，、；：！？（）「」『』《》【】';
const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';

const PLACEHOLDER = /\{[A-Za-z_]\w*\}/;

const RULES: { kind: FaultKind; re: RegExp }[] = [
  { kind: 'markdown', re: /\*\*|`/g },
  { kind: 'space-by-punctuation', re: new RegExp(`.?[ \\u00a0\\u3000][${PUNCT}].?|.?[${PUNCT}][ \\u00a0\\u3000].?`, 'g') },
  { kind: 'cjk-latin-spacing', re: new RegExp(`.?[${HAN}][A-Za-z0-9].?|.?[A-Za-z0-9][${HAN}].?`, 'g') },
  { kind: 'placeholder', re: new RegExp(PLACEHOLDER.source, 'g') },
];

/** The faults in one block's text (whitespace already collapsed). */
export function faultsInText(block: string): Fault[] {
  const out: Fault[] = [];
  for (const { kind, re } of RULES) {
    for (const m of block.matchAll(re)) out.push({ kind, at: m[0], block });
  }
  return out;
}

/** Splits an element into the texts of its blocks: nested blocks become blocks of their own. */
function collect(node: Node, current: string[], blocks: string[][]): void {
  if (node.nodeType === 3) {
    current.push(
      node.rawText
        .replace(/&nbsp;/g, '\u00a0')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#39;|&apos;/g, "'")
        .replace(/&quot;/g, '"'),
    );
    return;
  }
  if (node.nodeType !== 1) return;
  const el = node as HTMLElement;
  const tag = el.rawTagName?.toLowerCase() ?? '';
  if (SKIPPED.has(tag) || el.getAttribute('aria-hidden') === 'true') return;
  if (OPAQUE.has(tag) || el.getAttribute('lang')?.startsWith('en')) {
    // Read as one Latin letter, unless it shows an unfilled placeholder (`{exampleDay}` in code is still a fault).
    current.push(el.textContent.match(PLACEHOLDER)?.[0] ?? 'X');
    return;
  }
  if (tag === 'br') {
    current.push(' ');
    return;
  }
  if (BLOCKS.has(tag)) {
    const own: string[] = [];
    blocks.push(own);
    for (const child of el.childNodes) collect(child, own, blocks);
    return;
  }
  for (const child of el.childNodes) collect(child, current, blocks);
}

/** The blocks of a page's main content, each as the collapsed text a reader sees. */
export function blocksOfPage(html: string): string[] {
  const main = parse(html).querySelector('main');
  if (!main) return [];
  const blocks: string[][] = [];
  collect(main, [], blocks);
  return blocks
    .map((b) =>
      b
        .join('')
        .replace(/[ \t\r\n]+/g, ' ')
        .trim(),
    )
    .filter((t) => t.length > 0);
}

export function faultsInPage(html: string): Fault[] {
  return blocksOfPage(html).flatMap(faultsInText);
}
