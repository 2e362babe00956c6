// `npm test`: runs the npm scripts typecheck, lint, test:unit, build and test:e2e, and prints how long each stage
// took and one summary line. Each stage starts as soon as the stages it needs have passed (AFTER below), so the two
// cores never sit idle while one single-threaded stage runs: the build starts at once beside lint and the unit tests,
// and the browser tests start as soon as the build is done. The type check waits for the build because both write
// .astro/ (astro check and astro build each generate the content types there). The browser tests stream their output;
// the other stages hold theirs and print it whole when they end, so it does not interleave. The first failing stage
// stops the run: the stages still running are ended.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts ?? {};
/** Each stage, and the stages that must pass before it starts. */
const AFTER = { build: [], lint: [], 'test:unit': [], typecheck: ['build'], 'test:e2e': ['build'] };
const STREAMED = 'test:e2e';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// Vitest writes a JSON report per suite (see the test:unit and test:e2e scripts); the closing line adds them up.
const REPORTS = ['.test-results/unit.json', '.test-results/e2e.json'];
for (const r of REPORTS) rmSync(r, { force: true });
function testCounts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const r of REPORTS.filter((f) => existsSync(f))) {
    const j = JSON.parse(readFileSync(r, 'utf8'));
    passed += j.numPassedTests ?? 0;
    failed += j.numFailedTests ?? 0;
    skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  }
  return `Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`;
}

const running = new Map();
/** Ends every stage still running (each runs in its own process group, so its children end with it). */
function stopAll() {
  for (const child of running.values()) {
    try {
      process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** Runs one npm script; the streamed stage prints as it goes, the others hold their output until they end. */
function runStage(stage) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const streamed = stage === STREAMED;
    console.log(`\n▶ ${stage} started`);
    const child = spawn(npm, ['run', stage], {
      stdio: streamed ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
      detached: process.platform !== 'win32',
    });
    running.set(stage, child);
    const held = [];
    child.stdout?.on('data', (d) => held.push(d));
    child.stderr?.on('data', (d) => held.push(d));
    child.on('close', (code) => {
      running.delete(stage);
      const took = Date.now() - t0;
      if (!streamed) {
        console.log(`\n▶ ${stage}`);
        process.stdout.write(Buffer.concat(held));
      }
      const ok = code === 0;
      console.log(`${ok ? '✔' : failure ? '■' : '✘'} ${stage}${!ok && failure ? ' stopped' : ''}: ${seconds(took)}`);
      resolve({ stage, ok, code, took });
    });
  });
}

for (const stage of Object.keys(AFTER)) {
  if (!(stage in scripts)) {
    console.error(`\nnpm test: package.json has no "${stage}" script.`);
    process.exit(1);
  }
}

const start = Date.now();
const done = [];
const results = new Map();
let failure;
/** A stage's run, started once every stage it needs has passed; resolves to undefined when one of those failed. */
function stageRun(stage) {
  if (!results.has(stage)) {
    results.set(
      stage,
      Promise.all(AFTER[stage].map(stageRun)).then(async (needed) => {
        if (failure || needed.some((r) => !r?.ok)) return undefined;
        const r = await runStage(stage);
        done.push(`${r.stage} ${r.ok ? 'passed' : failure ? 'stopped' : 'FAILED'} in ${seconds(r.took)}`);
        if (!r.ok && !failure) {
          failure = r;
          stopAll();
        }
        return r;
      }),
    );
  }
  return results.get(stage);
}

await Promise.all(Object.keys(AFTER).map(stageRun));
if (failure) {
  console.log(`\nnpm test FAILED at ${failure.stage} after ${seconds(Date.now() - start)} (${done.join('; ')})`);
  console.log(testCounts());
  process.exit(failure.code || 1);
}
console.log(`\nnpm test passed in ${seconds(Date.now() - start)} (${done.join('; ')})`);
console.log(testCounts());
