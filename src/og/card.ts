// Link-preview cards (Open Graph images): one 1200 x 630 picture per page, made at build time from the page title over a
// small stack of blocks drawn here. Used by src/pages/og/[...slug].png.ts (the image) and src/og/route-middleware.ts (the tags).

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The image path of a docs entry: /og/<entry id>.png (the home page is "index"). */
export const cardPath = (entryId: string): string => `/og/${entryId || 'index'}.png`;

/** The rule set a page belongs to (its first path segment), as named on the card. English only: the card is drawn by the build machine's fonts. */
const SECTIONS: Record<string, { name: string; colour: string }> = {
  zenith: { name: 'Zenith Tower (TETR.IO Quick Play 2)', colour: '#d7a74a' },
  tgm3: { name: 'TGM3 Terror-Instinct', colour: '#4a90d7' },
  sand: { name: 'Sand blocks', colour: '#d7c14a' },
  'block-war': { name: 'Block War', colour: '#d75a4a' },
  'lost-space': { name: 'Lost Space', colour: '#7a5ad7' },
  about: { name: 'About & verification', colour: '#4ab07a' },
};
const HOME = { name: 'Five block-stacking rule sets, with live engines', colour: '#4ab07a' };
/** The same for Chinese pages (entry ids "zh-cn/<section>/..."); drawn with the machine's CJK font when it has one. */
const SECTIONS_ZH: Record<string, string> = {
  zenith: '天顶之塔（TETR.IO 快速游戏 2）',
  tgm3: 'TGM3 Terror-Instinct',
  sand: '流沙方块',
  'block-war': '方块大战',
  'lost-space': '失落深空',
  about: '关于与核对',
};
const HOME_ZH = '五套堆方块规则，引擎在网页里实时运行';

export const sectionOf = (entryId: string) => {
  const zh = /^zh-cn(\/|$)/.test(entryId);
  const first = (zh ? entryId.replace(/^zh-cn\/?/, '') : entryId).split('/')[0];
  const section = SECTIONS[first] ?? HOME;
  return zh ? { ...section, name: SECTIONS_ZH[first] ?? HOME_ZH } : section;
};

/** CJK characters are about twice as wide as average Latin letters and may break between any two of them. */
const CJK = /[\u3000-\u9fff\uff00-\uffef]/;
/** Splits a title into wrap units: words, and single CJK characters (each counted as two letters wide). */
const units = (text: string): string[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => (CJK.test(w) ? (w.match(/[\u3000-\u9fff\uff00-\uffef]|[^\u3000-\u9fff\uff00-\uffef]+/g) ?? []) : [w]));
const width = (s: string) => Array.from(s).reduce((n, c) => n + (CJK.test(c) ? 2 : 1), 0);

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Greedy word wrap to at most `maxLines` lines of about `perLine` characters; the last line ends in … when cut. */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  // Between two CJK units there is no space; between words there is one.
  const join = (a: string, b: string) => (a === '' ? b : CJK.test(a.slice(-1)) || CJK.test(b[0]) ? `${a}${b}` : `${a} ${b}`);
  for (const word of units(text)) {
    if (line && width(join(line, word)) > perLine) {
      lines.push(line);
      line = word;
    } else line = join(line, word);
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  // A CJK line loses its last character; a Latin line its last word.
  kept[maxLines - 1] = `${CJK.test(last.slice(-1)) ? Array.from(last).slice(0, -1).join('') : last.replace(/\W*\s*\S*$/, '')}…`;
  return kept;
}

/** A small deterministic number from the page id, so each page gets its own stack. */
function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

/** The card as SVG: site name, rule set, the page title, and a ten-column well with a stack of blocks at the right. */
export function cardSvg(entryId: string, title: string): string {
  const section = sectionOf(entryId);
  const cell = 28;
  const cols = 10;
  const rows = 14;
  const wellX = CARD_WIDTH - 80 - cols * cell;
  const wellY = (CARD_HEIGHT - rows * cell) / 2;
  let h = hash(entryId);
  const blocks: string[] = [];
  for (let c = 0; c < cols; c++) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    const height = 2 + (h % 6);
    const gap = h % 3 === 0 ? 1 + ((h >>> 4) % (height - 1)) : -1; // a hole in some columns, as in a real stack
    for (let r = 0; r < height; r++) {
      if (r === gap) continue;
      const x = wellX + c * cell;
      const y = wellY + (rows - 1 - r) * cell;
      const shade = r % 2 === 0 ? section.colour : '#ffffff';
      blocks.push(
        `<rect x="${x + 2}" y="${y + 2}" width="${cell - 4}" height="${cell - 4}" rx="4" fill="${section.colour}"/>` +
          (shade === '#ffffff' ? `<rect x="${x + 2}" y="${y + 2}" width="${cell - 4}" height="${cell - 4}" rx="4" fill="#ffffff" fill-opacity="0.18"/>` : ''),
      );
    }
  }
  // Bold sans letters average about 0.65 em: 18 characters of 56 px (or 23 of 46 px) fill the 710 px left of the well.
  const large = wrap(title, 18, 3);
  const fits = large.length < 3 || !large[2].endsWith('…');
  const lines = fits ? large : wrap(title, 23, 4);
  const titleSize = fits ? 56 : 46;
  const titleY = 330 - ((lines.length - 1) * titleSize * 1.2) / 2;
  const text = lines
    .map(
      (l, i) => `<text x="80" y="${Math.round(titleY + i * titleSize * 1.2)}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="DejaVu Sans, Noto Sans, Arial, Helvetica, Noto Sans CJK SC, sans-serif">
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#17181c"/>
<rect x="0" y="0" width="16" height="${CARD_HEIGHT}" fill="${section.colour}"/>
<text x="80" y="110" font-size="34" font-weight="700" fill="${section.colour}">Stack Atlas</text>
<text x="80" y="156" font-size="28" fill="#c8cad0">${escapeXml(section.name)}</text>
${text}
<rect x="${wellX - 4}" y="${wellY - 4}" width="${cols * cell + 8}" height="${rows * cell + 8}" fill="none" stroke="#5a5d66" stroke-width="4" rx="6"/>
${blocks.join('\n')}
</svg>`;
}
