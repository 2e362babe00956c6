// The fatigue timelines' "what changes when" table (a view part of Timelines.tsx; rows from timelines-model.ts).
import { fatigueMode, type Mod } from '~/engines/zenith';
import type { Locale } from '~/i18n/locales';
import { formatPercent, numberFormatter } from '~/i18n/format';
import { FATIGUE_TEXT_ZH } from './fatigue-text-zh';
import { zenithMinutes } from './clock';
import type { M } from './Timelines.messages';
import { timelineRows, type TimelineRow } from './timelines-model';

type Text = (typeof M)['en'];

/** The "what changes when" table: one row per change, a fatigue step opening onto the game's text and the full state. */
export function ChangesTable({ m, mods, locale }: { m: Text; mods: Mod[]; locale?: Locale }) {
  const mode = fatigueMode(mods);
  const n = numberFormatter(locale);
  const more = (r: TimelineRow) => {
    const s = r.state;
    const text = r.step!.text;
    return (
      <details class="tl-more">
        <summary>{r.change}</summary>
        <p class="atlas-source-value">{m.quote(locale === 'zh-cn' ? (FATIGUE_TEXT_ZH[`${mode}:${r.at}`] ?? text) : text)}</p>
        <p class="atlas-source-value">
          {m.factor(r.targetingFactor)}
          {s.fullyMessy ? m.full : s.graceOff ? m.messierOff : s.messiness !== null ? formatPercent(locale ?? 'en', s.messiness, 0) : m.byFloor}
          {m.revive}
          {s.noRevive ? m.impossible : s.reviveDifficultyBonus ? m.plusDifficulty(s.reviveDifficultyBonus) : m.asUsual}
          {m.stop}
        </p>
      </details>
    );
  };
  return (
    <div class="atlas-table-wrap zcf-fit">
      <table data-testid="tl-table">
        <caption>{m.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.from}</th>
            <th scope="col">{m.what}</th>
            <th scope="col">{m.lines}</th>
            <th scope="col">{m.garbage}</th>
          </tr>
        </thead>
        <tbody>
          {timelineRows(m, mods).map((r) => (
            <tr data-at={r.at}>
              <th scope="row">{zenithMinutes(locale, r.at)}</th>
              <td>{r.step ? more(r) : r.change}</td>
              <td class="atlas-num">{n(r.state.permanentLines)}</td>
              <td class="atlas-num">{n(r.state.receiveMultiplier, 3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
