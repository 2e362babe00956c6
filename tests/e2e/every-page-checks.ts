// The checks every built page must pass: every island hydrated; no console error, page error, failed request, dialog
// or Content-Security-Policy violation; axe (WCAG 2.0/2.1 A and AA plus best practice); no main-thread task over 200 ms
// of CPU while loading and hydrating; no sideways page scroll at 390 px; no island region scrolling sideways at
// 1280 px; and on Chinese pages no English interface text (zh-english-scan.ts), at both widths.
//
// One load per page (issue 24): the page loads at 390 px, is checked there, is resized to 1280 px and checked again.
// - Axe's structure rules (names, labels, ARIA, landmarks, headings, ids, lang: axe-in-page.ts STRUCTURE_RULES) read
//   markup, not layout, so they run once, at 390 px; at 1280 px they run again only on what was not rendered at
//   390 px (content a media query shows only on wide screens, such as the table of contents at the side, or anything an
//   island re-rendered on the resize). The layout rules (colours and overflow: LAYOUT_RULES) run at
//   both widths.
// - Themes: the two widths of a page run axe in opposite themes (page n: light at 1280 and dark at 390 when n is even,
//   the other way round when odd), so every page is checked in both themes and at both widths; the sideways-scroll
//   checks are cheap and run in both themes at each width. The theme is switched through Starlight's theme menu.
// - Colour contrast in big tables runs on one cell per distinct look, with a guard per table (axe-in-page.ts).
// - Long tasks: the load and hydration run under a Chromium trace and each task's main-thread CPU time is judged
//   (long-tasks.ts); a wall-clock observer would be stretched by a busy machine.
// Chrome: Starlight's header and sidebar are the same on every page of a language (only the current page's link is
// marked), so they are checked in full, in both themes at both widths, on the pages in CHROME_PAGES, and left out of
// the axe run elsewhere. Those pages also get a fresh load at 1280 px (the chrome is laid out by width at load time),
// with every rule in both themes at each width. The rest of each page (content, islands, table of contents) is
// checked on every page.
// The pages are split over two files (every-page.e2e.ts, every-page-2.e2e.ts) so they run in parallel workers. Each
// page collects every problem as "page | width | check | message" so one run lists them all.
import { appendFileSync } from 'node:fs';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { forgetPage, settled, twoFrames, watchPage, type PageWatch, type Theme } from './browser';
import { builtPages, pagesUnderTest } from './pages';
import { hydrateAll, useBrowser } from './island';
import { islandsOnPage } from './islands-on-page';
import { englishOnChinesePage, isScannedChinesePage } from './zh-english-scan';
import { LAYOUT_RULES, STRUCTURE_RULES, axeProblems, injectAxe, rememberStructureChecked, sampleTableContrast } from './axe-in-page';
import { describeTasks, longTasksDuring } from './long-tasks';
import { italicChineseOnPage } from './zh-italic-scan';

export const PHONE = 390;
export const DESKTOP = 1280;

/** Switches the page's theme the way a reader does, through Starlight's theme menu, and waits until it applies. */
async function switchTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((t) => {
    const select = document.querySelector<HTMLSelectElement>('starlight-theme-select select');
    if (!select) throw new Error('no Starlight theme menu on the page');
    select.value = t;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, theme);
  await page.waitForFunction((t) => document.documentElement.dataset.theme === t && localStorage.getItem('starlight-theme') === t, theme);
  // Islands repaint on the data-theme change (MutationObserver): let two frames pass before reading colours.
  await twoFrames(page);
}

/** Starlight's header and sidebar: the same on every page of a language. */
export const CHROME = ['header.header', '#starlight__sidebar'];
/** Pages checked with their chrome, in both themes at both widths: the home page and a section page per language. */
export const CHROME_PAGES = ['/', '/zenith/', '/zh-cn/', '/zh-cn/zenith/'];

/** The page scrolls sideways when its scrolling element is wider than the viewport. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement;
    return el.scrollWidth > window.innerWidth ? [`page is ${el.scrollWidth} px wide in a ${window.innerWidth} px viewport`] : [];
  });

/** Elements inside islands whose content is wider than their box and which clip or scroll it sideways. */
const islandOverflow = (page: Page) =>
  page.evaluate(() => {
    const label = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const island = el.closest('astro-island')?.getAttribute('component-url')?.split('/').pop()?.split('.')[0] ?? '?';
      return `${island}: ${el.tagName.toLowerCase()}${id}${cls}`;
    };
    const out: string[] = [];
    for (const el of document.querySelectorAll('astro-island *')) {
      const x = getComputedStyle(el).overflowX;
      if (x !== 'auto' && x !== 'scroll' && x !== 'hidden') continue;
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${label(el)} scrolls sideways (${el.scrollWidth} px of content in ${el.clientWidth} px)`);
    }
    return out;
  });

/** The theme page number `index` gets its axe run in at `width` (the other width gets the other theme). */
export function axeThemeFor(index: number, width: number): Theme {
  return (index + (width <= PHONE ? 1 : 0)) % 2 === 0 ? 'light' : 'dark';
}

type Note = (check: string, messages: string[]) => void;

/** Installed before any page script: starts every page in the light theme and records CSP violations. */
function beforePageScripts() {
  try {
    localStorage.setItem('starlight-theme', 'light');
  } catch {
    /* storage blocked: the colour scheme still applies */
  }
  const w = window as unknown as { __atlasCsp: string[] };
  w.__atlasCsp = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    w.__atlasCsp.push(`${e.effectiveDirective} refused ${e.blockedURI || 'inline code'} (${e.sourceFile || 'the page'}:${e.lineNumber})`),
  );
}

interface Loaded {
  page: Page;
  watch: PageWatch;
  /** Reports the CSP violations, errors and dialogs the page met (and closes the tab when it was opened for this page). */
  finish: () => Promise<void>;
}

/**
 * A browser tab with the sweep's start-up script. The pages without the site's chrome share one tab per file, loaded
 * one after another (issue 24): a navigation within the site keeps the tab's renderer process and the files it has
 * already fetched, where a fresh context starts a new renderer and fetches and compiles every script again. Before
 * each page the tab is made like a fresh one (resetTab): the page before's storage cleared, the light scheme, 390 px
 * wide, its records emptied.
 */
interface Tab {
  page: Page;
  watch: PageWatch;
  close: () => Promise<void>;
}

async function openTab(browser: Browser, width: number): Promise<Tab> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: 'light' });
  await context.addInitScript(beforePageScripts);
  const page = await context.newPage();
  return { page, watch: watchPage(page), close: () => context.close() };
}

async function resetTab(tab: Tab, width: number) {
  await forgetPage(tab.page, tab.watch);
  await tab.page.emulateMedia({ colorScheme: 'light' });
  await tab.page.setViewportSize({ width, height: 900 });
}

/**
 * Loads `path` at `width` under a trace, in the shared tab (made fresh first) or in a new one, hydrates every island
 * and waits for the network to settle.
 */
async function load(browser: Browser, path: string, width: number, note: Note, shared?: Tab): Promise<Loaded> {
  const tab = shared ?? (await openTab(browser, width));
  if (shared) await resetTab(shared, width);
  const { page, watch } = tab;
  const finish = async () => {
    try {
      note('content security policy', await page.evaluate(() => (window as unknown as { __atlasCsp: string[] }).__atlasCsp));
      note('console/page error/request', watch.errors);
      note('dialog', watch.dialogs);
    } finally {
      if (!shared) await tab.close();
    }
  };
  try {
    const longTasks = await longTasksDuring(page, async () => {
      await page.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'load' });
      const islands = islandsOnPage(path).length;
      const hydrated = await hydrateAll(page).catch((e: Error) => {
        note('hydration', [e.message.split('\n')[0]]);
        return -1;
      });
      if (hydrated !== -1 && hydrated !== islands) note('hydration', [`${hydrated} islands in the page, ${islands} in the built HTML`]);
      await settled(page);
    });
    note('long task', describeTasks(longTasks));
    await injectAxe(page);
  } catch (e) {
    if (!shared) await tab.close();
    throw e;
  }
  return { page, watch, finish };
}

/**
 * What axe runs in one state (width and theme) of a loaded page: every rule, the layout rules (plus the structure rules
 * on what was not rendered in the state that ran every rule), or nothing.
 */
type AxeScope = 'every rule' | 'layout' | 'none';

async function checkState(page: Page, o: { width: number; theme: Theme; axe: AxeScope; chrome: boolean }, note: Note) {
  const current = await page.evaluate(() => document.documentElement.dataset.theme);
  if (current !== o.theme) await switchTheme(page, o.theme);
  const actual = await page.evaluate(() => document.documentElement.dataset.theme);
  if (actual !== o.theme) note(`theme ${o.theme}`, [`data-theme is ${actual}`]);
  if (o.axe !== 'none') {
    const exclude = o.chrome ? [] : CHROME;
    note('contrast sample', (await sampleTableContrast(page)).problems);
    if (o.axe === 'every rule') {
      note(`axe ${o.theme}`, await axeProblems(page, { exclude }));
      await rememberStructureChecked(page);
    } else {
      note(`axe ${o.theme} (layout rules)`, await axeProblems(page, { skip: STRUCTURE_RULES, exclude }));
      note(`axe ${o.theme} (structure rules on what shows only now)`, await axeProblems(page, { skip: LAYOUT_RULES, exclude, onlyNewlyRendered: true }));
    }
  }
  if (o.width <= PHONE) note(`sideways page ${o.theme}`, await pageOverflow(page));
  else note(`island sideways scroll ${o.theme}`, await islandOverflow(page));
}

/** The English scan of a Chinese page; it opens every disclosure to read it, and closes again those it opened. */
async function scanChinese(page: Page, path: string, note: Note) {
  if (!isScannedChinesePage(path)) return;
  note('Italic Chinese', await italicChineseOnPage(page));
  await page.evaluate(() => document.querySelectorAll('main details:not([open])').forEach((d) => d.setAttribute('data-atlas-closed', '')));
  note('English on a Chinese page', await englishOnChinesePage(page));
  await page.evaluate(() =>
    document.querySelectorAll('[data-atlas-closed]').forEach((d) => {
      d.removeAttribute('open');
      d.removeAttribute('data-atlas-closed');
    }),
  );
}

/** A page with the site's chrome: a load per width, every rule in both themes at each. */
async function checkChromePage(browser: Browser, path: string, note: Note) {
  for (const width of [PHONE, DESKTOP]) {
    const { page, finish } = await load(browser, path, width, (check, messages) => note(`${width} | ${check}`, messages));
    try {
      for (const theme of ['light', 'dark'] as Theme[])
        await checkState(page, { width, theme, axe: 'every rule', chrome: true }, (c, m) => note(`${width} | ${c}`, m));
      await scanChinese(page, path, (c, m) => note(`${width} | ${c}`, m));
    } finally {
      await finish();
    }
  }
}

/** Any other page: one load at 390 px (in the file's shared tab), checked there, resized to 1280 px and checked again. */
async function checkPage(browser: Browser, tab: Tab, path: string, index: number, note: Note) {
  const at = (width: number) => (check: string, messages: string[]) => note(`${width} | ${check}`, messages);
  const { page, finish } = await load(browser, path, PHONE, at(PHONE), tab);
  try {
    const narrow = axeThemeFor(index, PHONE);
    for (const theme of ['light', 'dark'] as Theme[])
      await checkState(page, { width: PHONE, theme, axe: theme === narrow ? 'every rule' : 'none', chrome: false }, at(PHONE));
    await scanChinese(page, path, at(PHONE));
    await page.setViewportSize({ width: DESKTOP, height: 900 });
    await settled(page);
    const wide = axeThemeFor(index, DESKTOP);
    for (const theme of ['dark', 'light'] as Theme[])
      await checkState(page, { width: DESKTOP, theme, axe: theme === wide ? 'layout' : 'none', chrome: false }, at(DESKTOP));
    await scanChinese(page, path, at(DESKTOP));
  } finally {
    await finish();
  }
}

const PROBLEM_LOG = process.env.E2E_PROBLEM_LOG;

/** Registers the every-page tests for shard `shard` of `shards` (page n goes to shard n mod shards). */
export function everyPage(shard: number, shards: number) {
  const browser = useBrowser();
  const pages = pagesUnderTest()
    .map((path, index) => ({ path, index }))
    .filter(({ index }) => index % shards === shard);

  describe(`every page (part ${shard + 1} of ${shards})`, () => {
    let tab: Tab | undefined;
    afterAll(() => tab?.close());
    if (shard === 0) it('finds the pages the site must have', mustHavePages);

    it.each(pages)('$path', async ({ path, index }) => {
      const problems: string[] = [];
      const note: Note = (check, messages) => {
        for (const m of messages) problems.push(`${path} | ${check} | ${m}`);
      };
      if (CHROME_PAGES.includes(path)) await checkChromePage(browser(), path, note);
      else {
        tab ??= await openTab(browser(), PHONE);
        // A page that failed to load or check may leave the tab in any state: the next page gets a new one.
        await checkPage(browser(), tab, path, index, note).catch(async (e: unknown) => {
          await tab?.close();
          tab = undefined;
          throw e;
        });
      }
      if (PROBLEM_LOG && problems.length) appendFileSync(PROBLEM_LOG, `${problems.join('\n')}\n`);
      expect(problems).toEqual([]);
    });
  });
}

function mustHavePages() {
  const pages = builtPages();
  for (const path of [
    '/',
    '/zenith/',
    '/zenith/garbage-favor/',
    '/tgm3/',
    '/sand/',
    '/block-war/',
    '/lost-space/',
    '/about/',
    '/about/source-tables/',
    '/about/contradictions/',
    '/about/sources/',
    '/about/how-to-verify/',
    ...CHROME_PAGES,
  ]) {
    expect(pages).toContain(path);
  }
  expect(pages.filter(isScannedChinesePage).length).toBeGreaterThanOrEqual(pages.length / 2 - 1);
}
