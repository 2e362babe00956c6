// Every exported TGM3 engine function, fed hostile arguments (NaN, ±Infinity, -1, 1e9, 0.5, huge lists, odd strings),
// either throws a RangeError that names the argument, or returns a valid result (no NaN, no undefined, no Infinity).
// Each export needs a row below with valid arguments, so a new export without one fails the test (issue 11 item 6).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as tgm3 from '~/engines/tgm3';
import { MASTER_DELAYS, MASTER_GRAVITY } from '~/engines/tgm3/data/speed';
import { fcParams } from './fc-config';
import { ThrowLog } from '../data/bounds-probe';

type Args = { names: string[]; args: unknown[] };
const piece = { type: 'piece', activeFrames: 10, lines: 1, afterFrames: 5 };
const GAMES = [32, 32, 32, 32, 30, 31, 29].map((grade, i) => ({ grade, classAtPlay: 25 + i }));
const row = (names: string[], ...args: unknown[]): Args => ({ names, args });

/** Valid arguments of every exported function, with the parameter names a RangeError may cite. */
const VALID: Record<string, Args> = {
  internalGradeRow: row(['internalGrade'], 5),
  comboMultiplier: row(['comboSize', 'lines'], 3, 2),
  levelMultiplier: row(['level'], 300),
  gradePoints: row(['internalGrade', 'lines', 'comboSize', 'level'], 10, 2, 2, 300),
  gradeBoosts: row(['internalGrade'], 12),
  tapGradeName: row(['internalGrade'], 27),
  coolLimitFrames: row(['section', 'previous', 'rule'], 2, { t70Frames: 2000, hadCool: true }, 'afterCool'),
  isSectionCool: row(['t70Frames', 'limit'], 2000, 2100),
  isSectionRegret: row(['section', 'sectionFrames'], 3, 4000),
  regretInternalGrade: row(['internalGrade'], 11),
  rollKindFor: row(['internalGrade', 'sectionCools'], 27, 9),
  rollHundredths: row(['roll'], { kind: 'invisible', clears: [1, 2, 3, 4], survived: true }),
  gradeBreakdown: row(['internalGrade', 'sectionCools', 'roll', 'qualifiedGM', 'grade input'], {
    internalGrade: 31,
    sectionCools: 9,
    roll: { kind: 'invisible', clears: [0, 0, 0, 5], survived: true },
    qualifiedGM: false,
  }),
  displayedGrade: row(['internalGrade', 'sectionCools', 'roll', 'qualifiedGM', 'grade input'], { internalGrade: 20, sectionCools: 4 }),
  levelAdvance: row(['lines'], 3),
  levelAdvanceIn: row(['mode', 'lines'], 'other', 3),
  decayAfterFrames: row(['counter', 'rate', 'frames'], 10, 80, 200),
  newMasterState: row([]),
  stepMaster: row(['state', 'event', 'options'], tgm3.newMasterState(), piece, { decay: 'activeAlways' }),
  applyMasterEvent: row(['state', 'event', 'options'], tgm3.newMasterState(), piece, { decay: 'activeAlways' }),
  runMaster: row(['events', 'event', 'options'], [piece, piece, { type: 'frames', frames: 30 }, { type: 'clear', lines: 4, level: 50 }], { plusTwo: 'always' }),
  shiraseRegretLimit: row(['section'], 4),
  shiraseTorikan: row(['level', 'rule'], 1000, 'world'),
  shiraseGradeName: row(['grade'], 7),
  shiraseRun: row(['sectionFrames', 'rule'], [1500, 1500, 3100, 1400], 'classic'),
  garbageQuota: row(['level'], 650),
  garbageRun: row(['linesPerPiece', 'startLevel'], [0, 0, 1, 0, 4], 500),
  scoreParts: row(['level', 'lines', 'soft', 'sonic', 'combo', 'levelAfter', 'lockDelay', 'activeTime', 'score input'], {
    level: 100,
    lines: 4,
    soft: 3,
    sonic: 10,
    combo: 7,
    levelAfter: 106,
    lockDelay: 30,
    activeTime: 20,
  }),
  clearScore: row(['level', 'lines', 'soft', 'sonic', 'combo', 'levelAfter', 'lockDelay', 'activeTime', 'score input'], {
    level: 0,
    lines: 1,
    soft: 0,
    sonic: 0,
    combo: 1,
    levelAfter: 1,
    lockDelay: 30,
    activeTime: 1,
  }),
  nextCombo: row(['previousCombo', 'previousPieceCleared', 'lines'], 3, true, 2),
  comboSequence: row(['linesPerPiece'], [1, 2, 0, 4, 4]),
  idleDecayLoss: row(['internalGrade', 'frames', 'points'], 30, 600, 99),
  traceMaster: row(['events', 'event', 'options', 'maxSteps'], [piece, piece], { decay: 'activeAlways' }, 1000),
  speedLevelWithCools: row(['level', 'cools'], 450, 3),
  gravitySteps: row(['mode', 'cools'], 'master', 2),
  delaySteps: row(['mode', 'cools'], 'master', 2),
  levelReachingSpeedLevel: row(['speedLevelTarget', 'cools'], 500, 3),
  first20GLevel: row(['mode', 'cools'], 'master', 3),
  killTimerFor: row(['mode'], 'master'),
  allClearMedal: row(['bravos'], 2),
  comboMedal: row(['combo'], 5),
  sectionTimeMedal: row(['sectionFrames', 'recordFrames'], 3000, 2900),
  examTarget: row(['lastSevenGrades'], [14, 17, 19, 16, 13, 18, 15]),
  examTargetFourthBest: row(['lastSevenGrades'], [14, 17, 19, 16, 13, 18, 15]),
  isDemotionGame: row(['grade', 'qualifiedClass'], 5, 20),
  promotionPossible: row(['games', 'qualifiedClass'], GAMES, 13),
  examOutlook: row(['games', 'qualifiedClass'], GAMES, 20),
  demotionPoints: row(['games', 'start'], GAMES, 3),
  demotionPointsFor: row(['grade', 'classAtPlay', 'qualifiedClass'], 5, 20),
  recordedGrade: row(['grade', 'classAtPlay'], 32, 30),
  gmExamPossible: row(['games', 'qualifiedClass'], GAMES, 31),
  examPassed: row(['examGrade', 'gradeReached', 'survivedRoll'], 32, 32, true),
  pieceAt: row(['name', 'n'], 'sakura', 12),
  window: row(['name', 'n', 'count'], 'kamui', 5, 10),
  findPattern: row(['name', 'pattern'], 'sakura', 'IO'),
  pieceCounts: row(['name'], 'kamui'),
  stepAt: row(['steps', 'x'], MASTER_GRAVITY, 300),
  delayRowAt: row(['rows', 'x'], MASTER_DELAYS, 300),
  speedLevel: row(['level', 'finishedCoolSections'], 450, 4),
  masterGravity: row(['speedLevel'], 450),
  masterDelays: row(['speedLevel'], 950),
  gravityG: row(['mode', 'level'], 'master', 250),
  delaysAt: row(['mode', 'level'], 'shirase', 1200),
  killTimerActive: row(['mode', 'frames'], 'easy', 54000),
  killTimerDelays: row([]),
  clock: row(['frames'], 8880),
  seconds: row(['frames'], 125),
  framesFromSeconds: row(['seconds'], 7.5),
  framesFromMinSec: row(['minutes', 'seconds'], 2, 28),
  planMaster: row(
    ['times', 'options'],
    [
      { t70: 2000, frames: 2900 },
      { t70: 2100, frames: 3000 },
    ],
    { plusTwo: 'afterCool', exam: false },
  ),
  checkNumber: row(['x'], 'x', 5),
  checkInt: row(['x'], 'x', 5, 0, 10),
  checkFrames: row(['x'], 'x', 5),
  checkLines: row(['x'], 'x', 2, false),
  checkChoice: row(['x'], 'x', 'a', ['a', 'b']),
  checkList: row(['x'], 'x', [1], 3),
  checkObject: row(['x'], 'x', {}),
  checkBool: row(['x'], 'x', true),
  masterPlayEvents: row(['sections', 'order'], [{ frames: 3000, x70Frames: 2000, singles: 2, doubles: 2, triples: 1, tetrises: 3 }], 'combo'),
  cellShortfall: row(
    ['steps'],
    [
      { pieces: 10, lines: 2 },
      { pieces: 3, lines: 1 },
    ],
  ),
  planProblem: row(['err'], new RangeError('x')),
  newTiState: row([]),
  pieceTally: row(['pieces'], ['I', 'T', 'O']),
  tiSteps: row(['seed', 'count'], 5, 20),
  sequenceOf: row(['generator', 'seed', 'count'], 'bag', 5, 20),
  gapCounts: row(['sequence', 'maxGap'], 'IJLIOS', 5),
  longestGap: row(['sequence'], 'IJLIOS'),
  estimateX70Frames: row(['splitFrames'], 3000),
  sectionTimeline: row(
    ['splits', 'options', 'times'],
    [
      { frames: 2700, x70Frames: 1800 },
      { frames: 2640, x70Frames: null },
    ],
    {},
  ),
  reverseCools: row(['from', 'previousX70', 'previousCool', 'plusTwo', 'query'], { from: 4, previousX70: 1800, previousCool: true }),
  invisibleRollTarget: row(['missed'], 1),
  sakuraStages: row([]),
  sakuraClearBonus: row(['frames'], 700),
  sakuraExOffered: row(['cleared', 'frames', 'reading'], 20, 17000, 'visualizer'),
  sakuraStageOffer: row(['index', 'reading'], 24, 'wiki'),
  estimateMaster: row(['sections', 'roll', 'qualifiedGM', 'estimate input'], {
    sections: [{ frames: 3000, x70Frames: 2000, singles: 2, doubles: 2, triples: 1, tetrises: 3 }],
  }),
};

/** Every RangeError the calls below see, checked at the end against the bounds the API reference lists. */
const THROWN = new ThrowLog('tgm3');

const FUNCTIONS = Object.entries(tgm3).filter(([, v]) => typeof v === 'function') as [string, (...a: unknown[]) => unknown][];

const HOSTILE_NUMBERS: unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -1, 1e9, 0.5, -0.5];
const HOSTILE_OTHER: unknown[] = [undefined, null, '__proto__', 'x'.repeat(400), {}, [], true];

/** Every variant of `v` with one hostile value put somewhere inside it (numbers, list items, object fields, whole lists). */
function variants(v: unknown, depth = 0): unknown[] {
  const out: unknown[] = [...HOSTILE_NUMBERS, ...HOSTILE_OTHER];
  if (depth > 2) return out;
  if (Array.isArray(v)) {
    if (v.length > 0) out.push(Array.from({ length: tgm3.MAX_EVENTS + 1 }, () => v[0])); // a huge list of a valid item
    v.forEach((item, i) => {
      for (const h of variants(item, depth + 1)) out.push(v.map((x, j) => (j === i ? h : x)));
    });
  } else if (v && typeof v === 'object' && !(v as { sections?: unknown }).sections?.constructor?.name?.includes('Record')) {
    for (const [k, item] of Object.entries(v)) for (const h of variants(item, depth + 1)) out.push({ ...(v as object), [k]: h });
  }
  return out;
}

/** No NaN, no Infinity, no undefined anywhere in a result (null is a valid "none"). */
function isValid(x: unknown, seen = new Set<unknown>()): boolean {
  if (x === undefined) return false;
  if (typeof x === 'number') return Number.isFinite(x);
  if (typeof x === 'string') return !/NaN|undefined|Infinity/.test(x);
  if (x && typeof x === 'object') {
    if (seen.has(x)) return true;
    seen.add(x);
    return Object.values(x).every((y) => isValid(y, seen));
  }
  return true;
}

const STATE = VALID.stepMaster.args[0];
function fresh(args: unknown[]): unknown[] {
  // stepMaster mutates its state: give each call its own copy.
  return args.map((a) => (a === STATE ? tgm3.newMasterState() : a && typeof a === 'object' && 'samples' in (a as object) ? structuredClone(a) : a));
}

/** True when a non-finite number sits anywhere in x: no answer can be right for it, so it must throw. */
function holdsNonFinite(x: unknown): boolean {
  if (typeof x === 'number') return !Number.isFinite(x);
  if (Array.isArray(x)) return x.length < 10_000 && x.some(holdsNonFinite);
  if (x && typeof x === 'object') return Object.values(x).some(holdsNonFinite);
  return false;
}

describe('every TGM3 engine export rejects bad input with a RangeError naming it, or returns a valid value', () => {
  it('every exported function has a row of valid arguments in this test', () => {
    expect(FUNCTIONS.map(([n]) => n).filter((n) => !(n in VALID))).toEqual([]);
  });

  it('the valid arguments give valid results', () => {
    for (const [name, f] of FUNCTIONS) {
      if (!(name in VALID) || name.startsWith('check')) continue;
      expect(isValid(f(...fresh(VALID[name].args))), name).toBe(true);
    }
  });

  it.each(FUNCTIONS.filter(([n]) => !n.startsWith('check')).map(([n, f]) => [n, f] as const))('%s: each hostile argument', (name, f) => {
    const row = VALID[name];
    if (!row) return;
    row.args.forEach((arg, i) => {
      for (const h of variants(arg)) {
        const args = fresh(row.args.map((a, j) => (j === i ? h : a)));
        let result: unknown;
        try {
          result = f(...args);
        } catch (e) {
          expect(e, `${name} arg ${i}`).toBeInstanceOf(RangeError);
          const msg = (e as Error).message;
          THROWN.add(name, msg);
          expect(
            row.names.some((n) => msg.includes(n)) || /^(event|events|state|options|times|steps|rows)\b/.test(msg),
            `${name}: "${msg}" names no argument`,
          ).toBe(true);
          continue;
        }
        // The messages name the call only when the check fails: the hostile lists hold MAX_EVENTS + 1 items, and writing
        // them out for every passing call was most of this test's time (issue 24).
        const nonFinite = holdsNonFinite(h);
        expect(nonFinite, nonFinite ? `${name}(${JSON.stringify(args).slice(0, 200)}) must throw for a non-finite number` : name).toBe(false);
        const valid = isValid(result);
        expect(valid, valid ? name : `${name}(${JSON.stringify(args).slice(0, 200)}) returned ${JSON.stringify(result)?.slice(0, 200)}`).toBe(true);
      }
    });
  });

  it('random junk in any argument position: RangeError or a valid value (fast-check, fixed seed)', () => {
    const junk = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.string({ maxLength: 20 }),
      fc.constant(undefined),
      fc.constant(null),
      fc.array(fc.double(), { maxLength: 5 }),
      fc.boolean(),
    );
    const callable = FUNCTIONS.filter(([n]) => n in VALID && !n.startsWith('check'));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: callable.length - 1 }), fc.nat(8), junk, (k, pos, value) => {
        const [name, f] = callable[k];
        const args = fresh(VALID[name].args.slice());
        args[pos % Math.max(1, args.length)] = value;
        try {
          return isValid(f(...args));
        } catch (e) {
          if (e instanceof RangeError) THROWN.add(name, e.message);
          return e instanceof RangeError;
        }
      }),
      fcParams(3000, 42),
    );
  });

  it('each RangeError seen above matches a message the API reference lists for that export (none for "no bounds")', () => {
    // Its own pass too (one hostile value per argument), so the check holds when this test runs alone.
    for (const [name, f] of FUNCTIONS)
      VALID[name]?.args.forEach((_, i) => {
        for (const h of [...HOSTILE_NUMBERS, ...HOSTILE_OTHER])
          try {
            f(...fresh(VALID[name].args.map((a, j) => (j === i ? h : a))));
          } catch (e) {
            if (e instanceof RangeError) THROWN.add(name, e.message);
          }
      });
    expect(THROWN.count).toBeGreaterThan(40);
    expect(THROWN.unlisted()).toEqual([]);
  }, 60_000);
});
