// Puts the Chinese pages' typography right in their MDX sources (issue 28), in place. Run it after writing or merging
// Chinese pages: `node scripts/zh-typography-fix.mjs [files…]` (default: every content/docs/zh-cn/**/*.mdx). It is
// safe to run again: a fixed page is left as it is. tests/e2e/zh-typography.e2e.ts checks the built result.
// What it changes, outside code, JSX tags and {…} expressions:
// - punctuation that ends a bold span moves outside it (`**规则。**` → `**规则**。`), because CommonMark does not close
//   bold that ends on 「。」 before a Chinese character;
// - no space next to full-width punctuation;
// - in table cells, spaces inside a formula become no-break spaces ("3 + n" never wraps);
// - lines that continue one paragraph or list item are joined: no space where Chinese meets Chinese, one space where
//   a Latin letter or digit meets Chinese (the site's spacing rule).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PUNCT = '。，、；：！？（）「」『』《》【】';
const CLOSING = '。，、；：！？';
const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff';
const CHINESE_END = new RegExp(`[${HAN}${PUNCT}]$`);
const CHINESE_START = new RegExp(`^(\\*\\*)?[${HAN}${PUNCT}]`);

/** Replaces inline code, JSX tags, {…} expressions and links' targets with private-use placeholders. */
function protect(line) {
  const kept = [];
  const text = line.replace(/`[^`]*`|<[^>]*>|\{[^{}]*\}|\]\([^)]*\)/g, (m) => {
    kept.push(m);
    return String.fromCharCode(0xe000 + kept.length - 1);
  });
  return { text, restore: (s) => s.replace(/[\ue000-\uefff]/g, (c) => kept[c.charCodeAt(0) - 0xe000]) };
}

/** `**规则。**` → `**规则**。`: bold spans are the odd pieces between `**` markers, read left to right. */
function moveBoldPunctuation(text) {
  const parts = text.split('**');
  if (parts.length % 2 === 0) return text;
  const trailing = new RegExp(`[${CLOSING}]+$`);
  for (let i = 1; i < parts.length; i += 2) {
    const m = parts[i].match(trailing);
    if (m && m[0].length < parts[i].length) {
      parts[i] = parts[i].slice(0, -m[0].length);
      parts[i + 1] = m[0] + parts[i + 1];
    }
  }
  return parts.join('**');
}

/** The fixes inside one run of prose (no line-start markup); in a table cell, formulas are also kept together. */
function fixProse(s, inCell = false) {
  // A JSX comment renders nothing: a space after one that follows full-width punctuation is a space after the punctuation.
  s = s.replace(new RegExp(`([${PUNCT}])(\\{\\/\\*.*?\\*\\/\\})[ \\t]+`, 'g'), '$1$2');
  const { text, restore } = protect(s);
  let t = moveBoldPunctuation(text);
  if (inCell) t = keepFormulasTogether(t);
  t = t.replace(new RegExp(`[ \\t\\u00a0]+([${PUNCT}])`, 'g'), '$1').replace(new RegExp(`([${PUNCT}])[ \\t\\u00a0]+`, 'g'), '$1');
  return restore(t);
}

/** In a table cell, spaces inside a formula become no-break spaces (as src/i18n/format.ts keepFormulasTogether does). */
const keepFormulasTogether = (t) => t.replace(/(?<=[0-9A-Za-z)%.*+\-−×÷/=·<>≤≥]) (?=[0-9A-Za-z(*+\-−×÷/=·<>≤≥])/g, '\u00a0');

const MARKUP = /^(\s*(?:[-*+]|\d+\.)\s+|\s*#{1,6}\s+|\s*>\s?)/;

function fixLine(line) {
  if (/^\s*\|/.test(line)) {
    const { text, restore } = protect(line);
    const cells = text.split('|');
    return restore(
      cells
        .map((c, i) => (i === 0 || i === cells.length - 1 ? c : c.replace(/^(\s*)(.*?)(\s*)$/, (_, a, b, z) => a + fixProse(restore(b), true) + z)))
        .join('|'),
    );
  }
  const m = line.match(MARKUP);
  const head = m ? m[0] : '';
  return head + fixProse(line.slice(head.length)).replace(/[ \t]+$/, '');
}

/** A line that is only a JSX tag or a {…} expression (or comment): left alone, never joined. */
const isJsxLine = (l) => /^\s*<[A-Za-z/!]/.test(l) || /^\s*\{[^{}]*\}\s*(\{[^{}]*\}\s*)*$/.test(l) || /^\s*\{\/\*/.test(l);
const isProse = (l) => l.trim() !== '' && !isJsxLine(l) && !/^\s*(?:[|#>]|import |export |```|---|:::|\$\$)/.test(l) && !/^\s*(?:[-*+]|\d+\.)\s/.test(l);
const startsItem = (l) => /^\s*(?:[-*+]|\d+\.)\s/.test(l) || /^\s*>/.test(l);

export function fixMdx(source) {
  const lines = source.split('\n');
  const out = [];
  let fence = false;
  let pre = false;
  let esm = false;
  let front = lines[0] === '---';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (front) {
      out.push(line);
      if (i > 0 && line === '---') front = false;
      continue;
    }
    if (/^\s*```/.test(line)) fence = !fence;
    // A <pre> block or a template literal spanning lines keeps its lines as they are.
    if (pre || (/<pre\b|\{`/.test(line) && !/<\/pre>|`\}/.test(line))) {
      pre = !/<\/pre>|`\}/.test(line);
      out.push(line);
      continue;
    }
    if (/^(import|export) /.test(line)) esm = true;
    else if (line.trim() === '') esm = false;
    if (esm || fence || /^\s*```/.test(line) || /^\s*(import|export) /.test(line) || isJsxLine(line)) {
      out.push(line);
      continue;
    }
    const fixed = fixLine(line);
    const prev = out.length ? out[out.length - 1] : '';
    const canJoin =
      out.length > 0 && isProse(line) && (isProse(prev) || startsItem(prev)) && !isJsxLine(prev) && !/^\s*\|/.test(prev) && !/ {2}$|\\$/.test(prev);
    if (canJoin && !fence) {
      const left = prev.replace(/\s+$/, '');
      const right = fixed.trim();
      const glue =
        CHINESE_END.test(left) && CHINESE_START.test(right)
          ? ''
          : CHINESE_END.test(left) || CHINESE_START.test(right)
            ? new RegExp(`[${PUNCT}]$`).test(left) || new RegExp(`^[${PUNCT}]`).test(right)
              ? ''
              : ' '
            : ' ';
      out[out.length - 1] = fixLine(left + glue + right);
    } else {
      out.push(fixed);
    }
  }
  return out.join('\n');
}

function mdxFiles(dir) {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? mdxFiles(p) : n.endsWith('.mdx') ? [p] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : mdxFiles('content/docs/zh-cn');
  let changed = 0;
  for (const f of files) {
    const before = readFileSync(f, 'utf8');
    const after = fixMdx(before);
    if (after !== before) {
      writeFileSync(f, after);
      changed++;
    }
  }
  console.log(`zh-typography-fix: ${changed} of ${files.length} files changed`);
}
