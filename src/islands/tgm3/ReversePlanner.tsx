// Island: reverse planner (view). From a section, the previous x70 time and whether it was a COOL → the slowest x70 and
// split that still earn every COOL to the end, as a table and a chart, and what the invisible roll still asks for.
// The logic is in reverse-model.ts (engine: deadlines.ts).
import { MASTER_SECTIONS } from '~/engines/tgm3';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { DraftInput } from '~/islands/common/DraftInput';
import { IntegerField } from '~/islands/common/IntegerField';
import { messagesFor } from '~/i18n/messages';
import type { IslandProps } from './props';
import { HeadRow } from './PlannerCard';
import { MESSAGES } from './ReversePlanner.messages';
import { SPECS, reverseModel, reverseSummary } from './reverse-model';
import { Estimate, ReverseChart, Row } from './ReverseParts';
import './tgm3.css';

export { SPECS };

export default function ReversePlanner({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const model = reverseModel(v);
  return (
    <section id="reverse-planner" class="atlas-island tgm3-island" aria-labelledby="rv-title">
      <h3 id="rv-title">{m.title}</h3>
      <p class="tgm3-result" aria-live="polite" data-testid="rv-summary">
        {reverseSummary(model, locale)}
      </p>
      <div class="tgm3-grid">
        <IntegerField id="rv-from" label={m.from} value={v.bpFrom} min={0} max={MASTER_SECTIONS - 1} onValue={(x) => st.set({ bpFrom: x })} locale={locale} />
        <label>
          {m.prev}
          <DraftInput
            type="number"
            min={0}
            step={0.01}
            value={v.bpPrev}
            disabled={v.bpFrom === 0}
            onChange={(e) => {
              const x = Number(e.currentTarget.value);
              if (Number.isFinite(x)) st.set({ bpPrev: x });
            }}
          />
        </label>
        <label class="tgm3-check">
          <input
            type="checkbox"
            checked={v.bpCool}
            disabled={v.bpFrom === 0}
            onChange={(e) => st.set({ bpCool: (e.currentTarget as HTMLInputElement).checked })}
          />{' '}
          {m.prevCool}
        </label>
        <IntegerField
          id="rv-missed"
          label={m.missed}
          value={v.bpMissed}
          min={0}
          max={MASTER_SECTIONS - 1}
          onValue={(x) => st.set({ bpMissed: x })}
          locale={locale}
        />
      </div>
      <Estimate m={m} locale={locale} onX70={(x) => st.set({ bpPrev: x })} />
      <div class="atlas-table-wrap" role="region" aria-label={m.caption} tabIndex={0}>
        <table class="tgm3-table tgm3-fit" data-testid="rv-table">
          <caption>{m.caption}</caption>
          <HeadRow cells={[m.levels, m.latestX70, m.latestSplit]} />
          <tbody>
            {model.rows.map((r) => (
              <Row key={r.section} r={r} m={m} locale={locale} />
            ))}
          </tbody>
        </table>
      </div>
      <ReverseChart rows={model.rows} locale={locale} />
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
