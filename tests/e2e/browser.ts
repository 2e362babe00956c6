// Launches the system Chromium through playwright-core (a fresh temporary profile each time) and records console errors, page errors and dialogs per page.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Starts Chromium, or fails with one line that says how to install it. */
export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is missing at ${CHROMIUM}: install it with "apt-get update && apt-get install -y chromium" (as root).`);
  }
  return chromium.launch({
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
  });
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

/** Records console errors, uncaught exceptions, failed requests and dialogs (dismissing them). */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { errors: [], dialogs: [] };
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
