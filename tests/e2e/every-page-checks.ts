// The checks every built page must pass at one width, from one load: every island hydrated, no console error, page
// error, failed request or dialog, axe (WCAG 2.0/2.1 A and AA plus best practice), no long task over 200 ms while
// loading and hydrating, no sideways page scroll at 390 px, no island region scrolling sideways at 1280 px, and on
// Chinese pages no English interface text (zh-english-scan.ts).
//
// Axe runs in the page itself (axe-core's run(), the builder's "legacy" mode): the default mode injects axe's 580 KB
// source twice per run and opens a blank page to merge per-frame results, which cost more than the checks on our
// pages; they have no frames, so both modes check the same nodes with the same rules.
//
// Themes: axe's colour-contrast rule is most of its cost, so each load runs the full rule set once, in one theme, and
// the two widths of a page use opposite themes (page n: light at 1280 and dark at 390 when n is even, the other way
// round when odd). Every page is thus checked in full at both widths and in both themes; the site's shared chrome
// (header, sidebar, table of contents) meets all four combinations on neighbouring pages. The sideways-scroll checks
// are cheap and run in both themes at each width.
// Chrome: Starlight's header and sidebar are the same on every page of a language (only the current page's link is
// marked), so they are checked in full, in both themes at both widths, on the pages in CHROME_PAGES, and left out of
// the axe run elsewhere. The rest of each page (content, islands, table of contents) is checked on every page.
// Each page collects every problem as "page | width | check | message" so one run lists them all.
import { appendFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { settled, twoFrames, watchPage, type Theme } from './browser';
import { builtPages } from './pages';
import { hydrateAll, useBrowser } from './island';
import { islandsOnPage } from './islands-on-page';
import { englishOnChinesePage, isScannedChinesePage } from './zh-english-scan';
import { italicChineseOnPage } from './zh-italic-scan';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Longest main-thread task allowed while a page loads and hydrates (issue 13, item 11). */
export const LONG_TASK_BUDGET_MS = 200;
export const PHONE = 390;
export const DESKTOP = 1280;

/** Installed before any page script: records every long task (wall-clock), including those before it could run. */
function recordLongTasks() {
  const w = window as unknown as { __atlasLongTasks: { start: number; duration: number }[] };
  w.__atlasLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__atlasLongTasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* no long-task timing in this browser: nothing recorded */
  }
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Main-thread tasks of the page's renderer from a Chromium trace, with wall time and thread (CPU) time in ms. On a
 * shared two-core machine a task's wall time grows with the load (a 300 ms busy loop got 23 ms of CPU at load 22), so
 * the budget is checked on the thread time: the work the page itself put on its main thread.
 */
function rendererTasks(trace: Buffer): { wall: number; cpu: number }[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  // Tasks are the outermost 'toplevel' slices of a main thread (a scheduler task, or a microtask checkpoint run
  // outside one); slices nested inside them are parts of the same task.
  const slices = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`)).sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  const end = new Map<string, number>();
  const tasks: { wall: number; cpu: number }[] = [];
  for (const e of slices) {
    const thread = `${e.pid}:${e.tid}`;
    if ((e.ts ?? 0) < (end.get(thread) ?? -1)) continue;
    end.set(thread, (e.ts ?? 0) + (e.dur ?? 0));
    tasks.push({ wall: Math.round((e.dur ?? 0) / 1000), cpu: Math.round((e.tdur ?? 0) / 1000) });
  }
  return tasks;
}

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

async function axeProblems(page: Page, withChrome: boolean): Promise<string[]> {
  // Only violations come back: passes would list every node of the page and cost more to collect than to check.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (!withChrome) for (const selector of CHROME) builder = builder.exclude(selector);
  const result = await builder.withTags(AXE_TAGS).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')})`,
  );
}

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

const PROBLEM_LOG = process.env.E2E_PROBLEM_LOG;

/** The theme page number `index` gets its full axe run in at `width` (the other width gets the other theme). */
export function axeThemeFor(index: number, width: number): Theme {
  return (index + (width <= PHONE ? 1 : 0)) % 2 === 0 ? 'light' : 'dark';
}

/** Registers the every-page tests for one viewport width. */
export function everyPageAt(width: number) {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();
  const pages = builtPages();

  describe(`every page at ${width} px`, () => {
    it('finds the pages the site must have', () => {
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
    });

    it.each(pages.map((path, index) => ({ path, index })))('$path', async ({ path, index }) => {
      const axeTheme = axeThemeFor(index, width);
      const problems: string[] = [];
      const note = (check: string, messages: string[]) => {
        for (const m of messages) problems.push(`${path} | ${width} | ${check} | ${m}`);
      };
      const context = await browser().newContext({ viewport: { width, height: 900 }, colorScheme: 'light' });
      await context.addInitScript(() => {
        try {
          localStorage.setItem('starlight-theme', 'light');
        } catch {
          /* storage blocked: the colour scheme still applies */
        }
      });
      await context.addInitScript(recordLongTasks);
      const page = await context.newPage();
      const watch = watchPage(page);
      /** Loads the page, hydrates every island, waits for the network to settle; returns the long tasks observed. */
      const loadAndHydrate = async (p: Page, report: (check: string, messages: string[]) => void) => {
        await p.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
        const islands = islandsOnPage(path).length;
        const hydrated = await hydrateAll(p).catch((e: Error) => {
          report('hydration', [e.message.split('\n')[0]]);
          return -1;
        });
        if (hydrated !== -1 && hydrated !== islands) report('hydration', [`${hydrated} islands in the page, ${islands} in the built HTML`]);
        await settled(p);
        return p.evaluate(() => (window as unknown as { __atlasLongTasks: { start: number; duration: number }[] }).__atlasLongTasks);
      };
      try {
        // The observer reports wall time, which a busy machine stretches. No observed task over the budget means none
        // used that much CPU either (CPU time never exceeds wall time). Only when it saw one does the page load again
        // under a trace, where each task's main-thread CPU time is judged instead.
        const observed = await loadAndHydrate(page, note);
        if (observed.some((o) => o.duration > LONG_TASK_BUDGET_MS)) {
          await browser().startTracing(page, { categories: ['toplevel'] });
          let tasks: { wall: number; cpu: number }[] = [];
          try {
            await loadAndHydrate(page, () => undefined);
          } finally {
            tasks = rendererTasks(await browser().stopTracing());
          }
          note(
            'long task',
            tasks
              .filter((t) => t.cpu > LONG_TASK_BUDGET_MS)
              .map(
                (t) =>
                  `${t.cpu} ms of main-thread CPU in one task (${t.wall} ms wall; budget ${LONG_TASK_BUDGET_MS} ms; observer saw ${observed.map((o) => o.duration).join(', ')} ms)`,
              ),
          );
        }
        for (const theme of ['light', 'dark'] as Theme[]) {
          if (theme !== 'light') await switchTheme(page, theme);
          const actual = await page.evaluate(() => document.documentElement.dataset.theme);
          if (actual !== theme) note(`theme ${theme}`, [`data-theme is ${actual}`]);
          const chromePage = CHROME_PAGES.includes(path);
          if (theme === axeTheme || chromePage) note(`axe ${theme}`, await axeProblems(page, chromePage));
          if (width <= PHONE) note(`sideways page ${theme}`, await pageOverflow(page));
          else note(`island sideways scroll ${theme}`, await islandOverflow(page));
        }
        // Last, because it opens every disclosure on the page.
        if (isScannedChinesePage(path)) note('Italic Chinese', await italicChineseOnPage(page));
        if (isScannedChinesePage(path)) note('English on a Chinese page', await englishOnChinesePage(page));
        note('console/page error/request', watch.errors);
        note('dialog', watch.dialogs);
      } finally {
        await context.close();
      }
      if (PROBLEM_LOG && problems.length) appendFileSync(PROBLEM_LOG, `${problems.join('\n')}\n`);
      expect(problems).toEqual([]);
    });
  });
}
