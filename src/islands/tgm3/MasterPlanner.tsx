// Island: Master planner (view). Per section a split time, an x70 time and the clears → COOL/REGRET, the grade after each
// section, the roll reached and the final grade as a range (clears spread out, or back to back), plus a GM-track card.
// The logic is in planner-model.ts; the result comes first so a phone shows it before the inputs.
import { useState } from 'preact/hooks';
import { withBase } from '~/lib/base-path';
import { timelineHref } from './timeline-model';
import { GRADE_NAMES, MASTER_LAST_LEVEL, MASTER_TORIKAN_LEVEL, MAX_ROLL_CLEARS } from '~/engines/tgm3';
import { HeadRow, PlannerCard } from './PlannerCard';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import type { IslandProps } from './props';
import { MESSAGES } from './MasterPlanner.messages';
import { DraftInput } from '../common/DraftInput';
import { MAX_COUNT, MAX_SECONDS, SPECS, plannerModel, sectionName, summaryText, withClear, withRoll, withSeconds, type PlannerModel } from './planner-model';

export { SPECS };
const KINDS = [0, 1, 2, 3] as const;
const messages = (locale?: Locale) => messagesFor(MESSAGES, locale);
export type PlannerMessages = ReturnType<typeof messages>;
type M = PlannerMessages;

const Num = (p: { label: string; value: number; onValue: (x: number) => void; step?: number; max?: number }) => (
  <DraftInput
    type="number"
    min={0}
    max={p.max ?? MAX_SECONDS}
    step={p.step ?? 1}
    aria-label={p.label}
    value={p.value}
    onChange={(ev) => {
      const x = Number((ev.currentTarget as HTMLInputElement).value);
      if (Number.isFinite(x)) p.onValue(x);
    }}
  />
);

function Summary({ model, m, qualified }: { model: PlannerModel; m: M; qualified: boolean }) {
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
        <Summary model={model} m={m} qualified={v.mpGm} />
      </p>
      <div class="atlas-table-wrap" role="region" aria-label={m.sectionsRegion} tabIndex={0}>
        <table class="tgm3-table tgm3-mplan">
          <caption>{m.caption}</caption>
          <HeadRow cells={[m.levels, m.result, m.grade, m.split, 'x70', ...KINDS.map((k) => m.short(k))]} />
          <tbody>
            {model.sections.map((_, i) => {
              const r = e?.perSection[i];
              const name = sectionName(i);
              return (
                <tr key={i}>
                  <th scope="row">{name}</th>
                  <td class={r?.regret ? 'tgm3-bad' : r?.cool ? 'tgm3-yes' : ''}>
                    {r ? [r.cool ? 'COOL' : '', r.regret ? 'REGRET' : ''].filter(Boolean).join('\u202f+\u202f') || '—' : m.notPlayed}
                  </td>
                  <td>{r ? r.gradeAtEnd.name : '—'}</td>
                  <td>
                    <Num label={m.splitLabel(name)} value={model.split[i]} step={0.5} onValue={(x) => st.set(withSeconds('mpSplit', model.split, i, x))} />
                  </td>
                  <td>
                    <Num label={m.x70Label(name)} value={model.x70[i]} step={0.5} onValue={(x) => st.set(withSeconds('mpX70', model.x70, i, x))} />
                  </td>
                  {KINDS.map((k) => (
                    <td key={k}>
                      <Num
                        label={m.clearLabel(m.kind(k), name)}
                        value={model.clears[i][k]}
                        max={MAX_COUNT}
                        onValue={(x) => st.set(withClear(model.clears, i, k, x))}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <fieldset class="tgm3-roll">
        <legend>{m.rollClears}</legend>
        {KINDS.map((k) => (
          <label key={k}>
            {m.kind(k)} <Num label={m.rollKind(m.kind(k))} value={model.roll[k]} max={MAX_ROLL_CLEARS} onValue={(x) => st.set(withRoll(model.roll, k, x))} />
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
