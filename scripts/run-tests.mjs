// `npm test`: runs the npm scripts typecheck, lint, test:unit, build and test:e2e, and prints how long each stage
// took and one summary line. The first three do not depend on each other and run side by side (their output is held
// and printed whole when each ends, so it does not interleave); the build runs alone after them (astro check and astro
// build both write .astro/), then the browser tests. The first failing group stops the run.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts ?? {};
const GROUPS = [['typecheck', 'lint', 'test:unit'], ['build'], ['test:e2e']];
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

/** Runs one npm script; a stage alone in its group streams its output, others hold it until they end. */
function runStage(stage, alone) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    if (alone) console.log(`\n▶ ${stage}`);
    const child = spawn(npm, ['run', stage], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held = [];
    child.stdout?.on('data', (d) => held.push(d));
    child.stderr?.on('data', (d) => held.push(d));
    child.on('close', (code) => {
      const took = Date.now() - t0;
      if (!alone) {
        console.log(`\n▶ ${stage}`);
        process.stdout.write(Buffer.concat(held));
      }
      const ok = code === 0;
      console.log(`${ok ? '✔' : '✘'} ${stage}: ${seconds(took)}`);
      resolve({ stage, ok, code, took });
    });
  });
}

for (const stage of GROUPS.flat()) {
  if (!(stage in scripts)) {
    console.error(`\nnpm test: package.json has no "${stage}" script.`);
    process.exit(1);
  }
}

const done = [];
const start = Date.now();
for (const group of GROUPS) {
  const results = await Promise.all(group.map((stage) => runStage(stage, group.length === 1)));
  for (const r of results) done.push(`${r.stage} ${r.ok ? 'passed' : 'FAILED'} in ${seconds(r.took)}`);
  const failed = results.find((r) => !r.ok);
  if (failed) {
    console.log(`\nnpm test FAILED at ${failed.stage} after ${seconds(Date.now() - start)} (${done.join('; ')})`);
    console.log(testCounts());
    process.exit(failed.code || 1);
  }
}
console.log(`\nnpm test passed in ${seconds(Date.now() - start)} (${done.join('; ')})`);
console.log(testCounts());
