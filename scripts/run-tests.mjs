// `npm test`: runs the npm scripts typecheck, lint (when package.json has it), test:unit, build and test:e2e in that
// order, stops at the first failure, and prints how long each stage took and one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts ?? {};
const stages = ['typecheck', 'lint', 'test:unit', 'build', 'test:e2e'].filter((s) => s !== 'lint' || s in scripts);
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

const done = [];
const start = Date.now();
for (const stage of stages) {
  if (!(stage in scripts)) {
    console.error(`\nnpm test: package.json has no "${stage}" script.`);
    process.exit(1);
  }
  console.log(`\n▶ ${stage}`);
  const t0 = Date.now();
  const run = spawnSync(npm, ['run', stage], { stdio: 'inherit' });
  const took = Date.now() - t0;
  const ok = run.status === 0;
  done.push(`${stage} ${ok ? 'passed' : 'FAILED'} in ${seconds(took)}`);
  console.log(`${ok ? '✔' : '✘'} ${stage}: ${seconds(took)}`);
  if (!ok) {
    console.log(`\nnpm test FAILED at ${stage} after ${seconds(Date.now() - start)} (${done.join('; ')})`);
    console.log(testCounts());
    process.exit(run.status ?? 1);
  }
}
console.log(`\nnpm test passed in ${seconds(Date.now() - start)} (${done.join('; ')})`);
console.log(testCounts());
