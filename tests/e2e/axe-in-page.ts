// Axe for the every-page sweep, run in the page itself, with two ways of doing less work for the same result.
//
// 1. axe-core is injected once per page load and run as often as needed; the @axe-core/playwright builder injects its
//    source again on every run. It is loaded as a script from the tests' static server (AXE_PATH, the package's own
//    axe.js, the code of axe-core's `source`), so a tab that loads page after page takes it from its cache, already
//    compiled, instead of receiving its 1.3 MB again through Playwright and compiling it on every page.
// 2. Colour contrast in big tables: a table of 20 or more cells is checked on one cell per distinct look. Two cells
//    look the same when the cell, its row and row group, and every element inside the cell have the same tag, class
//    attribute and computed colour, background, font size, weight, opacity, text shadow, visibility and display, and
//    both or neither hold text: axe's contrast verdict depends only on those. Every other cell (and all inside it) is
//    marked data-atlas-contrast-skip, and the colour-contrast rule is configured to pass over marked elements; no
//    other rule is affected. A guard reports any table whose checked cells miss one of its states (tag and class of
//    cell and row) or that has no checked cell at all. The marks are made afresh before every run, so the sample
//    follows the theme and width of that run.
// 3. The same for the site's generated lists of entries (SAMPLED_ENTRIES: the API reference's entries, the
//    contradiction notes), when a page has 20 or more of a kind: an entry is checked when it holds an element whose
//    look, with the looks of its ancestors up to the entry and whether it holds text of its own, no checked entry had;
//    the others are marked. So every element of every entry has its exact twin, in look and in the looks around it,
//    checked. Entries differ in how many paragraphs or list items they hold, not in how those look, so a few are
//    checked (a guard reports a kind with no checked entry).
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeCore = require('axe-core') as { version: string; getRules: (tags?: string[]) => { ruleId: string }[] };

/** Where the tests' static server serves axe-core (global-setup.ts), the version in the path so a cached copy is never stale. */
export const AXE_PATH = `/__atlas-tests/axe-core-${axeCore.version}.js`;
/** The file served there: axe-core's unminified build, whose code is what the package's `source` holds. */
export const AXE_FILE = require.resolve('axe-core/axe.js');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Rules whose verdict can change with the viewport width or the theme: colours (contrast, links told apart from text
 * by colour) and overflow (a region scrolls at one width only). They run at both widths, each width in its own theme.
 * Every other rule of AXE_TAGS reads markup, names, roles and attributes.
 */
export const LAYOUT_RULES = ['color-contrast', 'link-in-text-block', 'scrollable-region-focusable'];
/** The rules that read structure (names, labels, ARIA, landmarks, headings, ids, lang): all the others of AXE_TAGS. */
export const STRUCTURE_RULES = axeCore
  .getRules(AXE_TAGS)
  .map((r) => r.ruleId)
  .filter((id) => !LAYOUT_RULES.includes(id));

/** Tables with at least this many cells get their colour contrast checked on one cell per distinct look. */
export const SAMPLED_TABLE_CELLS = 20;
/** The generated entries sampled the same way when a page has SAMPLED_TABLE_CELLS or more of a kind. */
export const SAMPLED_ENTRIES = ['article.api-entry', 'aside.atlas-contradiction'];
const SKIP = 'data-atlas-contrast-skip';

interface AxeColours {
  commons?: { color?: { Color?: { prototype: { parseString: (this: ColourChannels, text: string) => unknown } } } };
}
interface ColourChannels {
  r: number;
  g: number;
  b: number;
  alpha: number;
}

/**
 * Runs in the page: makes axe's colour parser remember what each CSS colour text parses to. Colour contrast and
 * link-in-text-block parse the computed colours of every element and of each one's backgrounds, tens of thousands of
 * times a page (29,000 on /tgm3/master-grading/) from about ten distinct texts, and the parse (colour.js, then a gamut
 * clip) was about a quarter of colour contrast's time. A text parses to the same channels every time, so a parse that succeeded is answered from the memory (a
 * failing parse runs again, as before, and records its failure as before). Checked: every node's result of both rules
 * (passes, incomplete and violations, with each check's data and message) was the same with and without it on five
 * pages (four in the light theme, two in the dark). Left as it is when a later axe-core has no such parser.
 */
function rememberParsedColours() {
  const proto = (window as unknown as { axe: AxeColours }).axe.commons?.color?.Color?.prototype;
  if (!proto) return;
  const parse = proto.parseString;
  const known = new Map<string, [number, number, number, number]>();
  proto.parseString = function (this: ColourChannels, text: string) {
    const hit = known.get(text);
    if (!hit) {
      parse.call(this, text);
      known.set(text, [this.r, this.g, this.b, this.alpha]);
    } else [this.r, this.g, this.b, this.alpha] = hit;
    return this;
  };
}

/** Injects axe-core into the loaded page and points its colour-contrast rule past the cells marked as sampled out. */
export async function injectAxe(page: Page): Promise<void> {
  // The page's own Content-Security-Policy allows scripts from its origin ('self'), where AXE_PATH is served.
  const tag = await page.addScriptTag({ url: AXE_PATH });
  // axe stays defined; its script element is not left in the page the rules check.
  await tag.evaluate((el) => (el as Element).remove());
  await tag.dispose();
  await page.evaluate((skip) => {
    const axe = (window as unknown as { axe?: { configure: (spec: unknown) => void } }).axe;
    if (!axe) throw new Error('axe-core did not load');
    axe.configure({ rules: [{ id: 'color-contrast', selector: `:not([${skip}])` }] });
  }, SKIP);
  await page.evaluate(rememberParsedColours);
}

interface SampleReport {
  problems: string[];
  cells: number;
  checked: number;
}

/**
 * Runs in the page: marks every cell of a big table that looks like an earlier cell of the same table, and every entry
 * of a long generated list whose elements all look like elements of entries already checked.
 */
function markContrastSample({ skip, minCells, entries }: { skip: string; minCells: number; entries: string[] }): SampleReport {
  for (const el of document.querySelectorAll(`[${skip}]`)) el.removeAttribute(skip);
  const look = (el: Element | null) => {
    if (!el) return '';
    const s = getComputedStyle(el);
    return [
      el.tagName,
      el.getAttribute('class') ?? '',
      s.color,
      s.backgroundColor,
      s.backgroundImage,
      s.fontSize,
      s.fontWeight,
      s.opacity,
      s.textShadow,
      s.visibility,
      s.display,
    ].join('|');
  };
  const state = (cell: Element) => `${cell.tagName.toLowerCase()}.${cell.getAttribute('class') ?? ''} in tr.${cell.parentElement?.getAttribute('class') ?? ''}`;
  const report: SampleReport = { problems: [], cells: 0, checked: 0 };
  document.querySelectorAll('table').forEach((table, t) => {
    const cells = Array.from(table.querySelectorAll('th, td')).filter((c) => c.closest('table') === table);
    if (cells.length < minCells) return;
    const firstOfLook = new Map<string, Element>();
    for (const cell of cells) {
      const parts = [look(cell.parentElement), look(cell.parentElement?.parentElement ?? null), look(cell)];
      for (const inner of cell.querySelectorAll('*')) parts.push(look(inner));
      parts.push(cell.textContent?.trim() ? 'text' : 'empty');
      const key = parts.join('\n');
      if (!firstOfLook.has(key)) firstOfLook.set(key, cell);
      else for (const el of [cell, ...cell.querySelectorAll('*')]) el.setAttribute(skip, '');
    }
    const checked = [...firstOfLook.values()];
    report.cells += cells.length;
    report.checked += checked.length;
    const name = table.closest('[id]')?.id ?? `table ${t + 1}`;
    const checkedStates = new Set(checked.map(state));
    const missing = [...new Set(cells.map(state))].filter((s) => !checkedStates.has(s));
    if (missing.length) report.problems.push(`${name}: no checked cell in state ${missing.join(', ')}`);
    if (checked.length === 0) report.problems.push(`${name}: no checked cell`);
  });
  // Each element of an entry as its look, the looks of its ancestors up to the entry, and text of its own or none.
  const elementLooks = (entry: Element) => {
    const out: string[] = [];
    const walk = (el: Element, above: string) => {
      const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      const path = `${above}\n${look(el)}`;
      out.push(`${path}|${own ? 'text' : 'empty'}`);
      for (const child of el.children) walk(child, path);
    };
    walk(entry, '');
    return out;
  };
  for (const kind of entries) {
    const all = Array.from(document.querySelectorAll(kind)).filter((e) => !e.closest('table'));
    if (all.length < minCells) continue;
    const seen = new Set<string>();
    let checked = 0;
    for (const entry of all) {
      const looks = elementLooks(entry);
      if (looks.some((l) => !seen.has(l))) {
        checked++;
        for (const l of looks) seen.add(l);
      } else for (const el of [entry, ...entry.querySelectorAll('*')]) el.setAttribute(skip, '');
    }
    report.cells += all.length;
    report.checked += checked;
    if (checked === 0) report.problems.push(`${kind}: no checked entry`);
  }
  return report;
}

/** Marks the contrast sample of every big table and long list of entries for the next axe run; returns the guard's problems. */
export async function sampleTableContrast(page: Page): Promise<SampleReport> {
  return page.evaluate(markContrastSample, { skip: SKIP, minCells: SAMPLED_TABLE_CELLS, entries: SAMPLED_ENTRIES });
}

/** Runs in the page: remembers which elements are rendered now (the state the structure rules were run in). */
function rememberRendered() {
  const seen = new WeakSet<Element>();
  for (const el of document.querySelectorAll('body *')) if (el.checkVisibility({ visibilityProperty: true })) seen.add(el);
  (window as unknown as { __atlasStructureSeen: WeakSet<Element> }).__atlasStructureSeen = seen;
}

export const rememberStructureChecked = (page: Page) => page.evaluate(rememberRendered);

export interface AxeRun {
  /**
   * Rules of AXE_TAGS not to run (the run is always by tags, so axe leaves out its experimental rules exactly as in a
   * run of every rule; naming rules to run would switch those on).
   */
  skip?: string[];
  /** Selectors left out of the run (the site's chrome on most pages). */
  exclude: string[];
  /**
   * Run only on the elements rendered now that were not rendered when rememberStructureChecked ran (the outermost of
   * each group: content a media query or the theme shows only now, or an island re-rendered at this width).
   */
  onlyNewlyRendered?: boolean;
}

/** Runs in the page: axe over the requested part of the page; violations only. */
async function runAxeInPage({ skip, tags, exclude, onlyNewlyRendered }: { skip: string[]; tags: string[]; exclude: string[]; onlyNewlyRendered: boolean }) {
  type Violation = { id: string; help: string; nodes: { target: unknown[] }[] };
  const w = window as unknown as {
    axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
    __atlasStructureSeen?: WeakSet<Element>;
  };
  let include: Element[] | undefined;
  if (onlyNewlyRendered) {
    const seen = w.__atlasStructureSeen;
    if (!seen) throw new Error('rememberStructureChecked() was not called on this page');
    const rendered = (el: Element) => el.checkVisibility({ visibilityProperty: true });
    const left = exclude.join(', ');
    include = Array.from(document.querySelectorAll('body *')).filter(
      (el) => !seen.has(el) && rendered(el) && !(el.parentElement && !seen.has(el.parentElement) && rendered(el.parentElement)) && !(left && el.closest(left)),
    );
    if (include.length === 0) return [];
  }
  const rules = Object.fromEntries(skip.map((id) => [id, { enabled: false }]));
  const options = { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] };
  const context = include ? { include } : exclude.length ? { exclude: exclude.map((s) => [s]) } : document;
  const result = await w.axe.run(context, options);
  return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Runs axe in the page (injectAxe first) and returns one line per violated rule. */
export async function axeProblems(page: Page, run: AxeRun): Promise<string[]> {
  const violations = await page.evaluate(runAxeInPage, {
    skip: run.skip ?? [],
    tags: AXE_TAGS,
    exclude: run.exclude,
    onlyNewlyRendered: run.onlyNewlyRendered ?? false,
  });
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}: ${v.nodes.slice(0, 3).join(' | ')})`);
}
