// The Master planner's GM-track card: each section's real COOL deadline (after the +2 s rule) and REGRET limit, and the
// margin in seconds (with the unit, so "+18.00 s" never reads as minutes).
import type { MasterEstimate } from '~/engines/tgm3';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { tgm3Clock } from './clock';
import { MESSAGES } from './MasterPlanner.messages';
import { marginText, sectionName } from './planner-model';

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
                {s.coolLimit !== null && <small class="tgm3-why">{marginText(s.coolLimit - s.x70Frames, locale)}</small>}
              </td>
              <td class={`atlas-num ${s.regretLimit < s.frames ? 'tgm3-bad' : ''}`}>
                {tgm3Clock(locale, s.regretLimit)}
                <small class="tgm3-why">{marginText(s.regretLimit - s.frames, locale)}</small>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
