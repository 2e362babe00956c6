// Source tables: the three fatigue timelines of seed 000 (normal "疲劳时间", 专家+, 双人+), against the engine's running totals.
import { fatigueAt, FATIGUE_TIMELINES, type FatigueMode, type Mod } from '~/engines/zenith';
import type { Cell, SourceTableSpec } from '~/lib/source-table';
import { formatClock } from '~/i18n/format';

const COLUMNS = ['Permanent lines added', 'Permanent lines in total', 'Receive (%)', 'Messiness (%)', 'Other'];
type Row = [time: string, added: number | null, total: number | null, receive: number | null, messy: number | null, other: string | null];

const clock = (s: number) => formatClock('en', s);

function engineRows(mode: FatigueMode, mods: Mod[]): { label: string; cells: Cell[] }[] {
  return FATIGUE_TIMELINES[mode].map((step) => {
    const before = fatigueAt(step.at - 1, mods);
    const now = fatigueAt(step.at, mods);
    const e = step.effect;
    const other =
      e.kind === 'messier' ? 'messier, grace off' : e.kind === 'fullyMessy' ? 'fully messy' : e.kind === 'noRevive' ? 'no revive' : e.kind === 'reviveDifficulty' ? `revive +${e.add}` : null;
    return {
      label: clock(step.at),
      cells: [
        now.permanentLines - before.permanentLines || null,
        now.permanentLines - before.permanentLines ? now.permanentLines : null,
        now.receivePercent - before.receivePercent || null,
        e.kind === 'messiness' ? 100 * e.value : null,
        other,
      ],
    };
  });
}

function spec(id: string, title: string, section: string, mode: FatigueMode, mods: Mod[], rows: Row[]): SourceTableSpec {
  return {
    id,
    ruleSet: 'zenith',
    title,
    rowHeader: 'Time',
    source: { file: '000_ecc5a4213eb4b823.txt', section },
    page: '/zenith/fatigue/',
    printed: { columns: COLUMNS, rows: rows.map(([label, ...cells]) => ({ label, cells })) },
    engine: () => ({ columns: COLUMNS, rows: engineRows(mode, mods) }),
    known: [],
  };
}

// Printed totals appear only where the seed wrote "(共N)"; effects are translated into the column they change.
export const zenithFatigueNormal = spec('zenith/fatigue-normal', 'Fatigue, normal', '疲劳时间 (fatigue) table', 'normal', [], [
  ['8:00', 2, null, null, null, null],
  ['9:00', null, null, 25, null, null],
  ['10:00', 3, 5, null, null, null],
  ['11:00', null, null, 25, null, null],
  ['12:00', 5, 10, null, null, null],
]);

export const zenithFatigueExpertReversed = spec('zenith/fatigue-expert-reversed', 'Fatigue, Expert+', '专家+ (The Tyrant) fatigue table', 'expert_reversed', ['expert_reversed'], [
  ['6:00', null, null, null, null, 'messier, grace off'],
  ['7:00', null, null, 25, null, null],
  ['8:00', 3, null, null, null, null],
  ['9:00', null, null, 25, null, null],
  ['10:00', 5, 8, null, null, null],
  ['11:00', null, null, null, null, 'fully messy'],
  ['12:00', 12, 20, null, null, null],
]);

export const zenithFatigueDuoReversed = spec('zenith/fatigue-duo-reversed', 'Fatigue, Duo+', '双人+ (Bleeding Hearts) fatigue table', 'duo_reversed', ['duo_reversed'], [
  ['1:00', null, null, null, 5, null],
  ['1:30', null, null, null, 15, null],
  ['2:00', null, null, null, 30, null],
  ['2:30', null, null, null, 20, null],
  ['3:00', null, null, null, 0, null],
  ['3:30', null, null, null, 10, null],
  ['4:00', null, null, null, 25, null],
  ['4:30', null, null, null, null, 'revive +3'],
  ['5:00', null, null, null, 10, null],
  ['5:30', 4, null, null, null, null],
  ['6:00', null, null, null, 30, null],
  ['6:30', null, null, null, 40, null],
  ['7:00', null, null, null, 50, null],
  ['7:30', null, null, null, 60, null],
  ['8:00', null, null, 25, null, null],
  ['8:30', null, null, null, null, 'no revive'],
  ['9:30', null, null, null, 20, null],
  ['10:00', null, null, null, 10, null],
  ['10:30', 12, 16, null, null, null],
]);
