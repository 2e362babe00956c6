// View pieces of the Master planner: its result sentence, its section rows, and its GM-track card (each section's real COOL deadline after
// the +2 s rule and REGRET limit, and the margin in seconds, with the unit so "+18.00 s" never reads as minutes).
import { GRADE_NAMES, MASTER_LAST_LEVEL, MASTER_TORIKAN_LEVEL, type MasterEstimate } from '~/engines/tgm3';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { tgm3Clock } from './clock';
import { MESSAGES } from './MasterPlanner.messages';
import { MAX_COUNT, marginText, sectionName, withClear, withSeconds, type PlannerModel, type PlannerValues } from './planner-model';
import { NumField } from './NumField';
import { coolRegretText } from './sections';

/** Clear kinds in column order: singles, doubles, triples, tetrises. */
export const KINDS = [0, 1, 2, 3] as const;

/** A table head of column headers, shared by the planner's tables. */
export function HeadRow({ cells }: { cells: string[] }) {
  return (
    <thead>
      <tr>
        {cells.map((h, i) => (
          <th scope="col" key={i}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function PlannerCard({ e, locale }: { e: MasterEstimate; locale?: Locale }) {
  const m = messagesFor(MESSAGES, locale);
  return (
    <div class="atlas-table-wrap" role="region" aria-label={m.cardRegion} tabIndex={0}>
      <table class="tgm3-table" data-testid="mp-card">
        <caption>{m.cardCaption}</caption>
        <HeadRow cells={[m.levels, m.coolBy, m.regretOver]} />
        <tbody>
          {e.perSection.map((s) => (
            <tr key={s.section}>
              <th scope="row">{sectionName(s.section)}</th>
              <td class={`atlas-num ${s.coolLimit !== null && s.coolLimit < s.x70Frames ? 'tgm3-bad' : ''}`}>
                {s.coolLimit === null ? m.noCool : tgm3Clock(locale, s.coolLimit)}
                {s.coolLimit !== null && <small class="tgm3-why tgm3-margin">{marginText(s.coolLimit - s.x70Frames, locale)}</small>}
              </td>
              <td class={`atlas-num ${s.regretLimit < s.frames ? 'tgm3-bad' : ''}`}>
                {tgm3Clock(locale, s.regretLimit)}
                <small class="tgm3-why tgm3-margin">{marginText(s.regretLimit - s.frames, locale)}</small>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The result: the grade range, COOLs, REGRETs, internal grade and the roll reached; or why the play cannot happen. */
export function PlannerSummary({ model, qualified, locale }: { model: PlannerModel; qualified: boolean; locale?: Locale }) {
  const m = messagesFor(MESSAGES, locale);
  const e = model.floor;
  const top = model.combo;
  if (!e || !top)
    return (
      <span role="alert">
        {m.cannot}
        {model.problem}
      </span>
    );
  const roll = e.stoppedAtTorikan
    ? m.torikanStops(MASTER_TORIKAN_LEVEL)
    : e.rollKind
      ? m.rollReached(e.rollKind === 'invisible')
      : m.notReached(MASTER_LAST_LEVEL);
  return (
    <>
      {m.final}
      <strong class="tgm3-big">{m.range(e.final.name, top.final.name)}</strong>
      {m.counts(e.cools, e.perSection.filter((s) => s.regret).length, e.internalGrade)}
      {roll}
      {m.rangeWhy(e.final.name, top.final.name)}
      {top.final.index === GRADE_NAMES.length - 2 && !qualified && top.rollKind ? m.heldAtMM : ''}
    </>
  );
}

/** One row per section: its result, the grade after it, then its split, x70 and clears as fields. */
export function SectionRows({ model, locale, onSet }: { model: PlannerModel; locale?: Locale; onSet: (p: Partial<PlannerValues>) => void }) {
  const m = messagesFor(MESSAGES, locale);
  const e = model.floor;
  return (
    <tbody>
      {model.sections.map((_, i) => {
        const r = e?.perSection[i];
        const name = sectionName(i);
        return (
          <tr key={i}>
            <th scope="row">{name}</th>
            <td class={r?.regret ? 'tgm3-bad' : r?.cool ? 'tgm3-yes' : ''}>{r ? coolRegretText(r) || '—' : m.notPlayed}</td>
            <td>{r ? r.gradeAtEnd.name : '—'}</td>
            <td>
              <NumField label={m.splitLabel(name)} value={model.split[i]} step={0.5} onValue={(x) => onSet(withSeconds('mpSplit', model.split, i, x))} />
            </td>
            <td>
              <NumField label={m.x70Label(name)} value={model.x70[i]} step={0.5} onValue={(x) => onSet(withSeconds('mpX70', model.x70, i, x))} />
            </td>
            {KINDS.map((k) => (
              <td key={k}>
                <NumField
                  label={m.clearLabel(m.kind(k), name)}
                  value={model.clears[i][k]}
                  max={MAX_COUNT}
                  onValue={(x) => onSet(withClear(model.clears, i, k, x))}
                />
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}
