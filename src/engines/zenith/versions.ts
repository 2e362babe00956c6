// Client versions of Zenith (RULINGS.md, Zenith: the current game is a second "client version" beside the seed's
// 2025-01-19 loop; the seed stays the default). The list below is every rule-level difference between the seed
// (readme 54c116c) and MrZ's write-up at 34db990 (2026-03-12), read from zenith-current CHANGES.md §1 and checked
// against zenith-current readme.md and reference-code.js.

/** '2025-01' = the seed's reference loop (client of 19 January 2025); 'current' = the write-up at commit 34db990. */
export type ClientVersion = '2025-01' | 'current';
/** Every client version, the default first. */
export const CLIENT_VERSIONS = ['2025-01', 'current'] as const satisfies readonly ClientVersion[];
/** The default version is the seed's (RULINGS.md, Zenith). */
export const DEFAULT_CLIENT_VERSION: ClientVersion = '2025-01';
/** Labels for settings and captions. */
export const CLIENT_VERSION_LABELS: Record<ClientVersion, string> = {
  '2025-01': '2025-01-19 (seed)',
  current: 'current (2026-03 write-up)',
};

/** Checks a version argument; anything but the two known versions is a RangeError naming `name`. */
export function versionArg(name: string, v: unknown): ClientVersion {
  if (v === undefined) return DEFAULT_CLIENT_VERSION;
  if (v !== '2025-01' && v !== 'current') throw new RangeError(`${name} must be '2025-01' or 'current', not ${String(v)}`);
  return v;
}

export type ChangeTopic = 'windup' | 'incoming' | 'cancel streak' | 'xp' | 'climb' | 'targeting' | 'garbage' | 'gravity' | 'mods' | 'duo' | 'code';

export interface VersionChange {
  /** The number in CHANGES.md §1 (1–47). */
  id: number;
  topic: ChangeTopic;
  /** One-line name. */
  title: string;
  /** The rule in the seed (2025-01-19 client). */
  before: string;
  /** The rule at 34db990. */
  after: string;
  /** The commit that introduced it (later commits may have changed its numbers). */
  commit: string;
  /** Date of that commit, yyyy-mm-dd. */
  date: string;
  /** True when the engine computes the current rule behind `version: 'current'`. */
  modelled: boolean;
  /** Where the engine models it (function name), when it does. */
  where?: string;
}

/** The 47 rule-level differences (zenith-current CHANGES.md §1 and §2). */
export const VERSION_CHANGES: readonly VersionChange[] = [
  { id: 1, topic: 'windup', title: 'Windup split', before: 'Cut into 4s, at most four segments, the remainder piled into the last (17 = 4+4+4+5).', after: 'An imagined total of 16 is split into four parts (larger last); the attack fills them in order and any excess is dropped (17 = 4+4+4+4).', commit: '8cc8675', date: '2025-10-17', modelled: true, where: 'windupSplit' },
  { id: 2, topic: 'windup', title: 'Windup grows with altitude', before: 'No altitude rule.', after: 'The imagined total gains 1 per 500 m multiple from 4000 m.', commit: '8cc8675', date: '2025-10-17', modelled: true, where: 'windupImaginedTotal' },
  { id: 3, topic: 'windup', title: 'Windup under Volatile', before: 'Every size doubles, roughly (±1).', after: 'The imagined total doubles (the code tests upright Volatile only).', commit: '8cc8675', date: '2025-10-17', modelled: true, where: 'windupImaginedTotal' },
  { id: 4, topic: 'windup', title: 'Windup timer and queue', before: 'Not described.', after: 'A windup blocks for 120 + 30 × segments frames; a second windup waits for the first.', commit: '8cc8675', date: '2025-10-17', modelled: true, where: 'windupSchedule' },
  { id: 5, topic: 'incoming', title: 'Altitude penalty', before: 'No adjustment between attack and red bar.', after: 'Critical altitude c = max(min(attacker, 3500), min(you − 1000, 2000)); above it the attack is multiplied by 1 + 0.004 (you − c)² / (you + c).', commit: '09939ce', date: '2025-02-15', modelled: true, where: 'altitudePenalty' },
  { id: 6, topic: 'incoming', title: 'Dead partner', before: 'None.', after: 'Duo with the partner dead: ×1.5.', commit: '09939ce', date: '2025-02-15', modelled: true, where: 'incomingAttack' },
  { id: 7, topic: 'incoming', title: 'Cancel-streak penalty', before: 'None.', after: '+ k × S², k 0.001 (0.0003 Volatile without All-Spin, 0.002 All-Spin without Volatile), capped at floor + 3 on floors 1–7, none from 8; 6 during a windup; ×2 with Volatile.', commit: '09939ce', date: '2025-02-15', modelled: true, where: 'cancelStreakBump' },
  { id: 8, topic: 'incoming', title: 'Carry protection', before: 'None.', after: 'Duo with under 20% of the team altitude from sends and kills: ×(0.55 + share).', commit: '09939ce', date: '2025-02-15', modelled: true, where: 'incomingAttack' },
  { id: 9, topic: 'incoming', title: 'Grace protection', before: 'None.', after: 'Targeting grace above 8: ×(1 − 0.05 × (grace − 8)).', commit: '09939ce', date: '2025-02-15', modelled: true, where: 'incomingAttack' },
  { id: 10, topic: 'incoming', title: 'Order of the incoming steps', before: 'None.', after: 'Altitude, partner, cancel streak, carry, grace; then × receive multiplier and chance rounding.', commit: '09939ce', date: '2025-02-15', modelled: true, where: 'incomingAttack' },
  { id: 11, topic: 'cancel streak', title: 'Cancel streak (连续抵消)', before: 'No such value.', after: 'S grows by lines cancelled (+N), perfect clears (+3), two anti-loop checks and idle time or pieces (+5); clearing garbage resets it; rising garbage, I-spins, quads and S/Z/J/L spins lower it.', commit: '09939ce', date: '2025-02-15', modelled: true, where: 'cancelStreakAfter' },
  { id: 12, topic: 'cancel streak', title: 'Extra pieces per bag', before: 'Always a 7-piece bag.', after: 'From S = 20/30/40/50/60 the bag gains O; L/J; S/Z (and a one-time i5); L/J and T/I; S/Z.', commit: '2fee771', date: '2025-03-22', modelled: true, where: 'cancelStreakExtraPieces' },
  { id: 13, topic: 'cancel streak', title: 'Faster garbage at high streak', before: 'No such rule.', after: 'From S = 25 the garbage countdown is halved.', commit: '09939ce', date: '2025-02-15', modelled: true, where: 'garbageWaitFramesOf' },
  { id: 14, topic: 'xp', title: 'Cancel XP falls with the streak', before: 'Cancel XP = lines × 50% + 0.05.', after: 'The 50% falls 0.5 points per point of S above 25 (40 with Volatile, 10 with All-Spin), never below 5%.', commit: 'd6a594e', date: '2025-02-15', modelled: true, where: 'cancelXp' },
  { id: 15, topic: 'xp', title: 'No cancel XP in Duo+', before: 'Cancelling gives 0 lines of XP under Expert or Volatile+.', after: 'Also under Duo+.', commit: 'd6a594e', date: '2025-02-15', modelled: true, where: 'cancelXp' },
  { id: 16, topic: 'climb', title: 'Kill altitude against Snowball', before: 'A kill gives 15 m (8 m in Expert+).', after: 'Also 8 m when the victim plays Snowball.', commit: 'c912a0a', date: '2025-12-22', modelled: true, where: 'killMetres' },
  { id: 17, topic: 'xp', title: 'All-Spin+ send XP cut', before: 'Sending always gives XP.', after: 'From 800 m, with fewer than 5 garbage lines dug, sending gives no XP under All-Spin+.', commit: 'c9a4431', date: '2025-05-25', modelled: true, where: 'sendGivesXp' },
  { id: 18, topic: 'climb', title: 'Rank skip described as a cascade', before: 'One skip, then one more promotion.', after: 'The skip repeats every frame while XP fills the bar. Same code.', commit: '2e795fb', date: '2025-07-14', modelled: false },
  { id: 19, topic: 'climb', title: 'Hyperspeed off with any mod', before: 'Off only with Duo or a reversed mod.', after: 'Off with any mod.', commit: '424704b', date: '2025-05-02', modelled: true, where: 'hyperspeedAllowedIn' },
  { id: 20, topic: 'targeting', title: 'Who is targeted', before: 'Mostly players at a similar altitude.', after: 'The server decides; high rank and a small altitude gap raise the odds.', commit: '9d67a63', date: '2025-02-18', modelled: false },
  { id: 21, topic: 'targeting', title: 'Grace gain', before: 'Grace grows by the lines received.', after: 'Grace grows by the red bar after the incoming steps; under Volatile+ divided by 3 and floored.', commit: 'eac56c0', date: '2025-02-15', modelled: true, where: 'graceGain' },
  { id: 22, topic: 'garbage', title: 'Favor sort direction', before: 'Columns sorted by dig score, hardest first.', after: 'Easiest first.', commit: '6b7f9d5', date: '2025-04-22', modelled: true, where: 'sortDirectionOf' },
  { id: 23, topic: 'garbage', title: 'Favor prose', before: 'Positive favor = easier.', after: 'Holes get harder with height (33 − 3F falls). No number moved.', commit: 'f89eb23', date: '2025-03-27', modelled: false },
  { id: 24, topic: 'garbage', title: 'Center gathering', before: 'None.', after: 'When messiness_inner ≤ 0.15 and floor ≤ 5 (always with Volatile+), holes avoid the two outer columns on each side.', commit: '2fee771', date: '2025-03-22', modelled: true, where: 'centerGathering' },
  { id: 25, topic: 'garbage', title: 'What messiness means', before: 'A chance of a different column.', after: 'A chance to re-roll the column (the re-roll may land on the same column).', commit: '8b7a3ac', date: '2025-03-18', modelled: false },
  { id: 26, topic: 'garbage', title: 'Expert+ fully messy time', before: '6 minutes in the messiness list.', after: '11 minutes (as the fatigue table always said).', commit: '8b7a3ac', date: '2025-03-18', modelled: false },
  { id: 27, topic: 'code', title: 'Volatile+ favor in the code', before: 'favor = 50 under Volatile+.', after: 'The new code overwrites it with 33 − 3F (a transcription slip); the prose still says 50, which the site keeps.', commit: 'b90276d', date: '2025-07-21', modelled: false },
  { id: 28, topic: 'gravity', title: 'Base gravity', before: 'Not stated.', after: 'g = 0.02 cells per frame, +0.0005 per second, from the start.', commit: 'bb8032f', date: '2025-09-15', modelled: true, where: 'baseGravity' },
  { id: 29, topic: 'gravity', title: 'Gravity mod bumps', before: 'Only the code array [0, 0.48, 0.3, …].', after: '+0.48 at the start, +0.3 per new floor, added to the base gravity.', commit: 'eb1b147', date: '2025-09-11', modelled: true, where: 'baseGravity' },
  { id: 30, topic: 'mods', title: 'Double Hole', before: 'A row may have two holes.', after: 'A 50% chance of one extra hole at a random place.', commit: 'b062ef2', date: '2025-10-22', modelled: true, where: 'DOUBLEHOLE_EXTRA_HOLE_CHANCE' },
  { id: 31, topic: 'mods', title: 'Double Hole with All-Spin', before: 'Not stated.', after: 'The All-Spin penalty row can get the extra hole too.', commit: '34db990', date: '2026-03-12', modelled: false },
  { id: 32, topic: 'duo', title: 'What Duo halves', before: 'Most outward values, e.g. attack and XP.', after: 'Only the attack a player sends.', commit: '7f3db98', date: '2025-12-09', modelled: true, where: 'duoXpFactor' },
  { id: 33, topic: 'mods', title: 'Damnation (Double Hole+)', before: 'Checkerboard start, chaos garbage, no cancelling.', after: 'T-spins only; no attack unless a clear digs garbage or BLIGHTED is held (×1.75); always 4 garbage rows.', commit: '5870c00', date: '2025-03-22', modelled: false },
  { id: 34, topic: 'mods', title: 'The Warlock (All-Spin+)', before: 'Non-spin clears count as Singles; a repeated text kills.', after: 'Non-spin clears are Void with 0 attack; a repeated spin line count or Void kills; from B2B 4 the bonus is +2.', commit: '5870c00', date: '2025-03-22', modelled: true, where: 'warlockAttack, warlockRepeatRows' },
  { id: 35, topic: 'mods', title: 'Loaded Dice line-clear delay', before: '1.15 s.', after: '70 frames.', commit: 'a93cd46', date: '2025-11-14', modelled: true, where: 'MESSY_REVERSED_CLEAR_DELAY_FRAMES' },
  { id: 36, topic: 'mods', title: 'Last Stand center gathering', before: 'None.', after: 'Center gathering always on.', commit: '2fee771', date: '2025-03-22', modelled: true, where: 'centerGathering' },
  { id: 37, topic: 'duo', title: 'Bleeding Hearts backfire', before: 'Extra attack/2 into the partner, rounding unknown.', after: 'A Zen-style 0.5× backfire, partner first, instant.', commit: '02ad324', date: '2025-02-14', modelled: false },
  { id: 38, topic: 'duo', title: 'Revive difficulty', before: 'Floor + revives so far.', after: 'Floor + an accumulated difficulty that grows by 1 on floors 1–5, 2 on 6–9, 3 on 10 per revive.', commit: '2fee771', date: '2025-03-22', modelled: true, where: 'reviveDifficultyOf' },
  { id: 39, topic: 'duo', title: 'Revive ladder entry 16', before: 'B B (a code slip).', after: 'B B A.', commit: 'b557adf', date: '2025-03-22', modelled: true, where: 'revivePlanOf' },
  { id: 40, topic: 'duo', title: 'Revive tasks under No Hold', before: 'Four tasks excluded.', after: 'Six: placeoconsecutive and odoubleconsecutive too.', commit: '4206e06', date: '2025-10-17', modelled: true, where: 'NO_HOLD_EXCLUDED_TASKS_CURRENT' },
  { id: 41, topic: 'duo', title: 'Revive task wording', before: 'Quad and T-spin combo tasks at combo 1–3.', after: 'At combo 2 or more, no upper bound; reset rules spelled out.', commit: '95a9486', date: '2025-02-15', modelled: false },
  { id: 42, topic: 'mods', title: 'Snowball (SB)', before: 'Not in the text.', after: 'A 4×4 board that grows by 1 each 20 lines, up to 20×20.', commit: 'ee45cdf', date: '2025-10-02', modelled: false },
  { id: 43, topic: 'mods', title: 'Permafrost (rSB)', before: 'Not in the text.', after: 'Snowball with DAS = ARR = 0.3 frames.', commit: '8d9c553', date: '2025-12-19', modelled: false },
  { id: 44, topic: 'mods', title: 'Pentomino (PN)', before: 'Not in the text.', after: 'An 18-piece bag of pentominoes with ASC-DX kicks.', commit: 'a25ab29', date: '2025-04-01', modelled: false },
  { id: 45, topic: 'mods', title: 'Hexomino (rPN)', before: 'Not in the text.', after: 'Unlocked by 2500 m with PN; hexominoes.', commit: 'a25ab29', date: '2025-04-01', modelled: false },
  { id: 46, topic: 'mods', title: 'Named mod combinations', before: 'Not in the text.', after: 'A list of named combinations (achievements).', commit: '8999e20', date: '2025-12-16', modelled: false },
  { id: 47, topic: 'code', title: 'New arrays in the reference code', before: 'None.', after: 'ReviveLevelIncrease, CancelingFatigueBumpCap, messiness_center, ExplodeAttack; the column sort flipped.', commit: '2fee771', date: '2025-03-22', modelled: true, where: 'REVIVE_LEVEL_INCREASE, CANCELING_FATIGUE_BUMP_CAP' },
];
