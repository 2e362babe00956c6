// Starts the static server over dist/ once for all browser tests and hands its URL to them. Each test worker starts its
// own Chromium (island.ts useBrowser).
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { serveStatic } from './static-server';
import { AXE_FILE, AXE_PATH } from './axe-in-page';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('No production build in dist/: run `npm run build` first (npm test does).');
  const { server, url } = await serveStatic('dist', '/', undefined, { [AXE_PATH]: AXE_FILE });
  project.provide('baseUrl', url);
  return async () => {
    await new Promise<void>((done) => server.close(() => done()));
  };
}
