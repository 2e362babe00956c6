// Starts the system Chromium through playwright-core (a fresh temporary profile each time), records console errors,
// page errors and dialogs per page, and waits for a page's network to settle.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

const OPTIONS = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

function needChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is missing at ${CHROMIUM}: install it with "apt-get update && apt-get install -y chromium" (as root).`);
  }
}

/** Starts Chromium, or fails with one line that says how to install it. */
export async function launch(): Promise<Browser> {
  needChromium();
  return chromium.launch(OPTIONS);
}

export type Theme = 'light' | 'dark';

/** A context whose pages start in the given Starlight theme. */
export async function themedContext(browser: Browser, theme: Theme): Promise<BrowserContext> {
  const context = await browser.newContext({ colorScheme: theme, viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => {
    try {
      localStorage.setItem('starlight-theme', t);
    } catch {
      /* storage may be blocked; the colour scheme still applies */
    }
  }, theme);
  return context;
}

export interface PageWatch {
  errors: string[];
  dialogs: string[];
}

/** Requests of a page still waiting for their response, and when that set last changed. */
interface RequestTracker {
  inFlight: Set<Request>;
  changedAt: number;
}
const trackers = new WeakMap<Page, RequestTracker>();

function trackRequests(page: Page) {
  const tracker: RequestTracker = { inFlight: new Set(), changedAt: Date.now() };
  const end = (req: Request) => {
    if (tracker.inFlight.delete(req)) tracker.changedAt = Date.now();
  };
  page.on('request', (req) => {
    tracker.inFlight.add(req);
    tracker.changedAt = Date.now();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  trackers.set(page, tracker);
}

/** Resolves once the page has drawn two more frames (work queued for the next frame has run and been painted). */
export const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Waits until the page has no request in flight, none has started or ended for `quietMs`, and the page has drawn two
 * frames since (so work a frame callback or an intersection observer was about to start has started). Playwright's
 * 'networkidle' asks for 500 ms of silence on every load; this asks for the silence the page actually needs. The page
 * must be watched (watchPage) before it navigates.
 */
export async function settled(page: Page, { quietMs = 100, timeout = 20_000 } = {}): Promise<void> {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('settled(): call watchPage(page) before the page loads');
  const deadline = Date.now() + timeout;
  for (;;) {
    await twoFrames(page);
    const quietFor = Date.now() - tracker.changedAt;
    if (tracker.inFlight.size === 0 && quietFor >= quietMs) return;
    if (Date.now() > deadline) {
      const open = [...tracker.inFlight].map((r) => r.url()).slice(0, 3);
      throw new Error(`the network did not settle within ${timeout} ms (in flight: ${open.join(', ') || 'none'})`);
    }
    // A condition poll, not a sleep: wait out the rest of the quiet period, or briefly while requests are open.
    await new Promise((r) => setTimeout(r, tracker.inFlight.size > 0 ? 20 : quietMs - quietFor));
  }
}

/**
 * Makes a tab that showed a page of the site like a fresh one for the next page: the site's storage cleared and the
 * watch's records emptied. Tests that load many pages keep one tab (a navigation within the site keeps the renderer
 * process and the files already fetched, where a fresh context starts both anew) and call this before each page.
 */
export async function forgetPage(page: Page, watch: PageWatch): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  watch.errors.length = 0;
  watch.dialogs.length = 0;
}

/** Records console errors, uncaught exceptions, failed requests and dialogs (dismissing them). */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { errors: [], dialogs: [] };
  trackRequests(page);
  page.on('console', (msg) => {
    if (msg.type() === 'error') watch.errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => watch.errors.push(`pageerror: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400) watch.errors.push(`http ${res.status()}: ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    // A request cut off because the test moved on (navigation, closing the page) is not a failure a reader would meet;
    // a missing file shows up as an HTTP status above, and a refused one as another error text here.
    const why = req.failure()?.errorText ?? '';
    if (why !== 'net::ERR_ABORTED') watch.errors.push(`requestfailed: ${req.url()} ${why}`);
  });
  page.on('dialog', async (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return watch;
}
