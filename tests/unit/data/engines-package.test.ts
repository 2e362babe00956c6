// The engines as a package (packages/engines): built from src/engines into a private folder, packed with `npm pack`,
// installed from the tarball into an empty project with no network (`npm install --offline`), and run there by Node
// alone, one call per rule set, through the package's own entry points ('@stack-atlas/engines/<rule-set>').
// Expected values are worked by hand from the documents (comments name them).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngines, RULE_SETS } from '../../../scripts/build-engines.mjs';

const PKG = join('packages', 'engines');
const work = mkdtempSync(join(tmpdir(), 'engines-pack-'));
const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });

/** One call per rule set, run in the installed project; prints one JSON line. */
const SCRIPT = `
import { floorAt, planClimb } from '@stack-atlas/engines/zenith';
import { gradePoints } from '@stack-atlas/engines/tgm3';
import { baseScore } from '@stack-atlas/engines/sand';
import { placementPoints } from '@stack-atlas/engines/block-war';
import { shortestMoves } from '@stack-atlas/engines/lost-space';
const plan = planClimb({ target: 1650, minutes: 8 });
console.log(JSON.stringify({
  floorAt50: floorAt(50),
  planApm: plan && plan.apm,
  tetrisAtGrade0: gradePoints(0, 4, 1, 0),
  sqrt24: baseScore(24, 'sqrt'),
  linear24: baseScore(24, 'linear'),
  points: placementPoints(2, 1, 3),
  moves: shortestMoves([1, 2, 2], [1, 2, 3]),
  hasDocument: typeof globalThis.document,
}));
`;

let tarball = '';
let project = '';

beforeAll(() => {
  const pkg = join(work, 'engines');
  execFileSync('mkdir', ['-p', pkg]);
  for (const f of ['package.json', 'README.md', 'CHANGELOG.md']) if (existsSync(join(PKG, f))) copyFileSync(join(PKG, f), join(pkg, f));
  buildEngines(join(pkg, 'dist'));
  const name = npm(['pack', '--silent', '--pack-destination', work], pkg).trim().split('\n').pop()!;
  tarball = join(work, name);
  project = join(work, 'project');
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'plain-project', version: '1.0.0', type: 'module', private: true }));
  npm(['install', '--offline', '--no-audit', '--no-fund', tarball], project);
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the engines package', () => {
  it('has one entry per rule set, each with JavaScript and type declarations, and no site or DOM code', () => {
    const manifest = JSON.parse(readFileSync(join(PKG, 'package.json'), 'utf8')) as {
      exports: Record<string, { types: string; default: string }>;
      dependencies?: object;
    };
    expect(Object.keys(manifest.exports).filter((k) => k !== './package.json')).toEqual(RULE_SETS.map((r) => `./${r}`));
    expect(manifest.dependencies ?? {}).toEqual({});
    const installed = join(project, 'node_modules', '@stack-atlas', 'engines');
    for (const r of RULE_SETS) {
      expect(existsSync(join(installed, manifest.exports[`./${r}`].types)), `${r} types`).toBe(true);
      expect(existsSync(join(installed, manifest.exports[`./${r}`].default)), `${r} module`).toBe(true);
    }
    // The declarations keep the doc comments, with each function's source (CHANGELOG: "the type declarations carry these").
    expect(readFileSync(join(installed, 'dist', 'engines', 'zenith', 'climb-state.d.ts'), 'utf8')).toMatch(/@source seed 000 code: a run starts at rank 1/);
    const js = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? js(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : []));
    for (const f of js(join(installed, 'dist'))) {
      const text = readFileSync(f, 'utf8');
      expect(text, f).not.toMatch(/from '~\/|\b(document|window|localStorage)\./);
    }
  });

  it('runs one call per rule set in a plain Node project', () => {
    writeFileSync(join(project, 'run.mjs'), SCRIPT);
    const out = JSON.parse(execFileSync(process.execPath, ['run.mjs'], { cwd: project, encoding: 'utf8' })) as Record<string, unknown>;
    expect(out).toMatchObject({
      floorAt50: 2, // seed 000, floors: floor 2 starts at 50 m
      tetrisAtGrade0: 50, // seed 002, grade points table: internal grade 0, four lines, 50; combo and level multipliers 1
      sqrt24: 48, // seed 004 §9.2 formula A: floor(10 × √24) = floor(48.99)
      linear24: 8, // seed 004 §9.2 formula B: floor(0.35 × 24) = floor(8.4)
      points: 5, // seed 001 scoring: peace(2) = 1, battle(1) = 1, plus the combo 3 of the round's start
      moves: 1, // the judge's map: [1, 2, 2] and [1, 2, 3] share an edge
      hasDocument: 'undefined',
    });
    // The plan is a whole APM within the planner's range (1 to PLAN_MAX_APM, 600).
    expect(Number.isInteger(out.planApm) && (out.planApm as number) > 0 && (out.planApm as number) <= 600).toBe(true);
  });
});
