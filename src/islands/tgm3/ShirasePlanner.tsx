// Island: Shirase planner (view). Section times → REGRETs, torikans, grade; plus the rising-garbage counter for a pattern
// of clears. The logic is in shirase-model.ts.
import { SHIRASE_GARBAGE_START_LEVEL, SHIRASE_LAST_LEVEL, shiraseRegretLimit, type RuleSystem } from '~/engines/tgm3';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { DraftInput } from '../common/DraftInput';
import { numberFormatter } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import type { IslandProps } from './props';
import { tgm3Clock } from './clock';
import { HeadRow } from './PlannerCard';
import { NumField } from './NumField';
import { sectionRange } from './sections';
import { GARBAGE_PIECES, MAX_PATTERN, SPECS, patternFrom, shiraseModel, withShiraseTime } from './shirase-model';
import { MESSAGES } from './ShirasePlanner.messages';
import './tgm3.css';

export { SPECS };

export default function ShirasePlanner({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const n = numberFormatter(locale);
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const { times, run: r, quotas, garbage: g, firstGarbage, notes } = shiraseModel(v, locale);
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="sh-title">
      <h3 id="sh-title">{m.title}</h3>
      <div class="atlas-controls">
        <label for="sh-rule">{m.rule}</label>
        <select id="sh-rule" value={v.shRule} onChange={(e) => st.set({ shRule: (e.currentTarget as HTMLSelectElement).value as RuleSystem })}>
          <option value="classic">{m.classic}</option>
          <option value="world">{m.world}</option>
        </select>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="sh-result">
        {m.grade}
        <strong class="tgm3-big">{r.gradeName}</strong>
        {m.cleared(r.sectionsCleared, r.regrets)}
        {r.stoppedAt ? m.torikan(r.stoppedAt, tgm3Clock(locale, r.sections[r.sections.length - 1].endFrame)) : r.reachedRoll ? m.roll(SHIRASE_LAST_LEVEL) : ''}
      </p>
      <div class="atlas-table-wrap" role="region" aria-label={m.region} tabIndex={0}>
        <table class="tgm3-table tgm3-shirase">
          <caption>{m.caption}</caption>
          <HeadRow cells={[m.section, m.time, m.regretOver, m.regret, m.clockAtEnd, m.quota]} />
          <tbody>
            {times.map((t, i) => {
              const s = r.sections[i];
              const quota = quotas[i];
              return (
                <tr key={i}>
                  <th scope="row">{sectionRange(i)}</th>
                  <td>
                    <NumField label={m.secondsFor(sectionRange(i))} value={t} step={0.5} onValue={(x) => st.set(withShiraseTime(times, i, x))} />
                  </td>
                  <td class="atlas-num">{tgm3Clock(locale, shiraseRegretLimit(i))}</td>
                  <td class={s?.regret ? 'tgm3-bad' : ''}>{s ? (s.regret ? 'REGRET' : '—') : m.notPlayed}</td>
                  <td class="atlas-num">{s ? tgm3Clock(locale, s.endFrame) : '—'}</td>
                  <td class="atlas-num">{quota === null ? '—' : n(quota)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h4>{m.rising(SHIRASE_GARBAGE_START_LEVEL)}</h4>
      <label for="sh-pat">
        {m.pattern}{' '}
        <DraftInput
          id="sh-pat"
          type="text"
          inputMode="numeric"
          maxLength={MAX_PATTERN}
          value={v.shPat}
          onChange={(e) => {
            const t = patternFrom((e.currentTarget as HTMLInputElement).value);
            if (t) st.set({ shPat: t });
          }}
        />
      </label>
      <p aria-live="polite" data-testid="sh-garbage">
        {m.garbage(GARBAGE_PIECES, SHIRASE_GARBAGE_START_LEVEL, g.garbageLines)}
        {firstGarbage ? m.first(firstGarbage.piece + 1, firstGarbage.level) : ''}
        {m.counter(g.steps[g.steps.length - 1].counter)}
      </p>
      <StateBar notices={[...st.notices, ...notes]} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
