// Starts the static server over dist/ once for all browser tests and hands its URL to them, and starts one Chromium per
// test worker (VITEST_POOL_ID 1..maxWorkers) for the test files of that worker to connect to (island.ts useBrowser).
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveStatic } from './static-server';
import { launchServer } from './browser';
import { AXE_FILE, AXE_PATH } from './axe-in-page';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The WebSocket endpoint of each worker's Chromium, by VITEST_POOL_ID - 1. */
    browserEndpoints: string[];
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('No production build in dist/: run `npm run build` first (npm test does).');
  const { server, url } = await serveStatic('dist', '/', undefined, { [AXE_PATH]: AXE_FILE });
  project.provide('baseUrl', url);
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const browsers = await Promise.all(Array.from({ length: workers }, () => launchServer()));
  project.provide(
    'browserEndpoints',
    browsers.map((b) => b.wsEndpoint()),
  );
  return async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await new Promise<void>((done) => server.close(() => done()));
  };
}
