// Island: Master run planner (view). Section times to x70 and to the end → COOL / REGRET per section, +2 s limit, speed
// level, 20G, torikan. Four narrow columns (section, result, two times); limits and speed levels shown on demand.
// The logic is in run-model.ts.
import type { PlusTwoRule } from '~/engines/tgm3';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { formatNumber } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import type { IslandProps } from './props';
import { HeadRow } from './PlannerCard';
import { NumField } from './NumField';
import { MESSAGES } from './RunPlanner.messages';
import { SPECS, limitsText, runModel, torikanText, verdict, withRunTime } from './run-model';
import { sectionRange, sectionStart } from './sections';
import './tgm3.css';

export { SPECS };
const range = (i: number) => sectionRange(i, true);

export default function RunPlanner({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const { x70, end, plan, notes } = runModel(v, locale);
  const n = (x: number) => formatNumber(locale ?? 'en', x);
  const check = (id: string, key: 'rpExam' | 'rpMore', label: string) => (
    <label class="tgm3-check" for={id}>
      <span>
        <input id={id} type="checkbox" checked={v[key]} onChange={(e) => st.set({ [key]: (e.currentTarget as HTMLInputElement).checked })} /> {label}
      </span>
    </label>
  );
  return (
    <section class="atlas-island tgm3-island" id="run-planner" aria-labelledby="rp-title">
      <h3 id="rp-title">{m.title}</h3>
      <div class="tgm3-grid">
        <label for="rp-plus">
          {m.plusRule}
          <select id="rp-plus" value={v.rpPlus} onChange={(e) => st.set({ rpPlus: (e.currentTarget as HTMLSelectElement).value as PlusTwoRule })}>
            <option value="afterCool">{m.afterCool}</option>
            <option value="always">{m.always}</option>
          </select>
        </label>
        {check('rp-exam', 'rpExam', m.exam)}
        {check('rp-more', 'rpMore', m.more)}
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="rp-summary">
        {m.summary(plan.cools, plan.regrets)}
        <strong>
          {plan.cools > 0 ? `+${n(plan.cools)}` : n(0)}
          {plan.regrets > 0 ? m.minusBoosts(plan.regrets) : ''}
        </strong>
        {m.stop}
        {m.gap}
        {plan.level20G === null ? m.no20G : m.starts20G(plan.level20G)}
        {m.gap}
        {torikanText(plan, v.rpExam, locale)}
      </p>
      <table class="tgm3-table tgm3-plan">
        <caption>{m.caption}</caption>
        <HeadRow cells={[m.section, m.result, m.toX70, m.sectionS]} />
        <tbody>
          {x70.map((_, i) => {
            const s = plan.sections[i];
            const r = s ? verdict(s, locale) : null;
            return (
              <tr key={i}>
                <th scope="row">{range(i)}</th>
                <td data-testid={`rp-result-${i}`}>
                  <span class={r?.tone ?? ''}>{r ? r.text : m.notPlayed}</span>
                  {r && ' '}
                  {r && <small class="tgm3-why">{r.why}</small>}
                  {s && v.rpMore && <small class="tgm3-why">{limitsText(s, locale)}</small>}
                </td>
                <td>
                  <NumField label={m.secondsTo(sectionStart(i) + 70)} value={x70[i]} step={0.5} onValue={(x) => st.set(withRunTime('rpX70', x70, i, x))} />
                </td>
                <td>
                  <NumField label={m.secondsFor(range(i))} value={end[i]} step={0.5} onValue={(x) => st.set(withRunTime('rpEnd', end, i, x))} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>{m.note}</p>
      <StateBar notices={[...st.notices, ...notes]} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
