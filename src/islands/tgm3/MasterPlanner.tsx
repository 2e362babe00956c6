// Island: Master planner (view). Per section a split time, an x70 time and the clears → COOL/REGRET, the grade after each
// section, the roll reached and the final grade as a range (clears spread out, or back to back), plus a GM-track card.
// The logic is in planner-model.ts; the result comes first so a phone shows it before the inputs.
import { useState } from 'preact/hooks';
import { withBase } from '~/lib/base-path';
import { timelineHref } from './timeline-model';
import { MAX_ROLL_CLEARS } from '~/engines/tgm3';
import { HeadRow, KINDS, PlannerCard, PlannerSummary, SectionRows } from './PlannerCard';
import { NumField } from './NumField';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import type { IslandProps } from './props';
import { MESSAGES } from './MasterPlanner.messages';
import { SPECS, plannerModel, summaryText, withRoll } from './planner-model';

export { SPECS };
const messages = (locale?: Locale) => messagesFor(MESSAGES, locale);

export default function MasterPlanner({ locale }: IslandProps) {
  const m = messages(locale);
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const [copied, setCopied] = useState('');
  const model = plannerModel(v, locale);
  const e = model.floor;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(summaryText(model, v, st.shareUrl(), locale));
      setCopied(m.copied);
    } catch {
      setCopied(m.blocked);
    }
  };
  const check = (key: 'mpSurv' | 'mpGm', label: string) => (
    <label>
      <input type="checkbox" checked={v[key]} onChange={(ev) => st.set({ [key]: (ev.currentTarget as HTMLInputElement).checked })} /> {label}
    </label>
  );
  return (
    <section id="master-planner" class="atlas-island tgm3-island tgm3-planner" aria-labelledby="mp-title">
      <h3 id="mp-title">{m.title}</h3>
      <p class="tgm3-result" aria-live="polite" data-testid="mp-summary">
        <PlannerSummary model={model} qualified={v.mpGm} locale={locale} />
      </p>
      <div class="atlas-table-wrap" role="region" aria-label={m.sectionsRegion} tabIndex={0}>
        <table class="tgm3-table tgm3-mplan">
          <caption>{m.caption}</caption>
          <HeadRow cells={[m.levels, m.result, m.grade, m.split, 'x70', ...KINDS.map((k) => m.short(k))]} />
          <SectionRows model={model} locale={locale} onSet={st.set} />
        </table>
      </div>
      <fieldset class="tgm3-roll">
        <legend>{m.rollClears}</legend>
        {KINDS.map((k) => (
          <label key={k}>
            {m.kind(k)}{' '}
            <NumField label={m.rollKind(m.kind(k))} value={model.roll[k]} max={MAX_ROLL_CLEARS} onValue={(x) => st.set(withRoll(model.roll, k, x))} />
          </label>
        ))}
        {check('mpSurv', m.survived)}
        {check('mpGm', m.qualifiedGM)}
      </fieldset>
      {e && <PlannerCard e={e} locale={locale} />}
      <div class="atlas-controls">
        <button type="button" class="atlas-button" onClick={copy}>
          {m.copy}
        </button>
        <a href={withBase(timelineHref(model.split, model.x70, locale))} data-testid="mp-timeline">
          {m.timeline}
        </a>
        <span role="status" data-testid="mp-copied">
          {copied}
        </span>
      </div>
      {copied && (
        <pre class="tgm3-copy" data-testid="mp-copy-text">
          {summaryText(model, v, st.shareUrl(), locale)}
        </pre>
      )}
      <StateBar notices={[...st.notices, ...model.notes]} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
