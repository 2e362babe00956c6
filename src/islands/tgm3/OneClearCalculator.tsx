// Island: one-clear calculator (view). Grade, clear, combo and level → the points with the formula's numbers, the points
// left to the next internal grade, the decay per second, and a chart (with its table) of the same clear by combo size.
import type { Lines } from '~/engines/tgm3';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { IntegerField } from '~/islands/common/IntegerField';
import { ChartFigure } from '~/islands/common/ChartFigure';
import type { IslandProps } from './props';
import { formatFixed, formatNumber } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './OneClearCalculator.messages';
import { COMBO_ROWS, FIELDS, SPECS, oneClear } from './one-clear-model';
import './tgm3.css';

export { SPECS };
type Key = keyof typeof SPECS;

export default function OneClearCalculator({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const loc = locale ?? 'en';
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const r = oneClear(v.ocIg, v.ocLines as Lines, v.ocCombo, v.ocLevel, v.ocPts);
  const field = (key: Key, label: string) => (
    <IntegerField
      id={`oc-${key}`}
      label={label}
      value={v[key]}
      min={FIELDS[key].min}
      max={FIELDS[key].max}
      onValue={(x) => st.set({ [key]: x })}
      locale={locale}
    />
  );
  return (
    <section id="one-clear" class="atlas-island tgm3-island" aria-labelledby="oc-title">
      <h3 id="oc-title">{m.title}</h3>
      <p class="tgm3-result" aria-live="polite" data-testid="oc-result">
        {m.formula(r.base, formatFixed(loc, r.combo, 1), r.rounded, r.level)}
        <strong class="tgm3-big">{formatNumber(loc, r.points)}</strong> {m.earns}
        {r.top ? m.top : r.gradeUp ? m.gradeUp : m.toNext(r.toNext, r.clearsToNext)}
        {m.decay(r.decayFrames, formatFixed(loc, r.decayPerSecond, 2))}
      </p>
      <div class="tgm3-grid">
        {field('ocIg', m.ig)}
        {field('ocLines', m.lines)}
        {field('ocCombo', m.combo)}
        {field('ocLevel', m.level)}
        {field('ocPts', m.held)}
      </div>
      <ChartFigure
        id="oc-chart"
        kind="bar"
        title={m.chart}
        data={{
          labels: Array.from({ length: COMBO_ROWS }, (_, i) => i + 1),
          xTitle: m.comboAxis,
          yTitle: m.pointsAxis,
          series: [{ label: m.pointsAxis, values: r.byCombo }],
        }}
        height={200} // literal-ok: chart height in px
        tableCollapsed
        locale={locale}
      />
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
