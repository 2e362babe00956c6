// Island: gravity and delays against level for one mode, as steps on a log scale; in Master, COOLs in the first
// sections shift the curve (speed level). Marks the fall back to slow gravity at speed level 200 and the kill timer.
import {
  COOL_SPEED_BONUS,
  MASTER_GRAVITY_DROP_SPEED_LEVEL,
  MAX_SECTION_COOLS,
  SPEED_CHART_LAST_LEVEL,
  delaySteps,
  first20GLevel,
  gravitySteps,
  killTimerFor,
  killTimerDelays,
  levelReachingSpeedLevel,
  type SpeedMode,
} from '~/engines/tgm3';
import { choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { ChartFigure, type ChartMarker } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import { tgm3Clock } from './clock';
import { messagesFor } from '~/i18n/messages';
import type { IslandProps } from './props';
import type { Locale } from '~/i18n/locales';
import { formatNumber } from '~/i18n/format';
import { MESSAGES } from './SpeedCurves.messages';
import { delayLines } from './delay-lines';

const ORDER: SpeedMode[] = ['master', 'easy', 'sakura', 'shirase', 'kamui'];
const MODES = ORDER.filter((m) => m in SPEED_CHART_LAST_LEVEL);

export const SPECS = {
  scMode: choiceParam<SpeedMode>({ default: 'master', choices: MODES }),
  scCools: numberParam({ default: 0, min: 0, max: MAX_SECTION_COOLS }),
};

/** Gravity in G as the table prints it: a fraction of a cell when exact (1/64), else up to 4 decimals. */
export function formatG(g: number, locale: Locale = 'en'): string {
  if (g > 0 && g < 1 && Number.isInteger(1 / g)) return `1/${formatNumber(locale, 1 / g)} G`;
  return `${formatNumber(locale, g, 4)} G`;
}
/** Log-axis ticks: label powers of ten and the 20G ceiling only, so the axis stays readable. */
function tickG(g: number, locale: Locale): string {
  const power = Math.log10(g);
  if (Math.abs(power - Math.round(power)) < 1e-9 || g === 20) return `${formatNumber(locale, g, 2)} G`;
  return '';
}

export default function SpeedCurves({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const st = useUrlState(SPECS, locale);
  const { scMode: mode, scCools: cools } = st.values;
  const master = mode === 'master';
  const grav = gravitySteps(mode, cools);
  const delays = delaySteps(mode, cools);
  const at20 = first20GLevel(mode, cools);
  const drop = master ? levelReachingSpeedLevel(MASTER_GRAVITY_DROP_SPEED_LEVEL, cools) : null;
  const kill = killTimerFor(mode);
  const top = grav.reduce((m, s) => Math.max(m, s.g), 0);
  const markers: ChartMarker[] = [];
  // The chart shows a numbered tag per mark; the words are in the list under it, so no label crosses another at 390 px.
  const mark = (axis: 'x' | 'y', value: number, label: string) => markers.push({ axis, value, label, tag: formatNumber(locale ?? 'en', markers.length + 1) });
  if (drop !== null) mark('x', drop, m.slowAgain(MASTER_GRAVITY_DROP_SPEED_LEVEL));
  if (at20 !== null && at20 > 0) mark('x', at20, '20G');
  if (kill) mark('y', top, m.killMark(tgm3Clock(locale, kill.frames)));
  const killRow = killTimerDelays();
  return (
    <section class="atlas-island tgm3-island" id="speed-curves" aria-labelledby="sc-title">
      <h3 id="sc-title">{m.title}</h3>
      <div class="tgm3-grid">
        <label for="sc-mode">
          {m.mode}
          <select id="sc-mode" value={mode} onChange={(e) => st.set({ scMode: (e.currentTarget as HTMLSelectElement).value as SpeedMode })}>
            {MODES.map((mode) => (
              <option value={mode} key={mode}>
                {m.modeName(mode)}
              </option>
            ))}
          </select>
        </label>
        <label for="sc-cools">
          {m.cools} <output for="sc-cools">{formatNumber(locale ?? 'en', cools)}</output>
          <input
            id="sc-cools"
            type="range"
            min={0}
            max={MAX_SECTION_COOLS}
            step={1}
            value={cools}
            disabled={!master}
            aria-valuetext={m.coolsValue(cools)}
            onInput={(e) => st.set({ scCools: Number((e.currentTarget as HTMLInputElement).value) })}
          />
        </label>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="sc-summary">
        {m.modeName(mode)}
        {m.colon}
        {at20 === null ? m.never20G : at20 === 0 ? m.first20G : m.from20G(at20)}
        {master ? m.withCools(cools, COOL_SPEED_BONUS) : ''}
        {m.stop}
        {drop !== null ? m.fallsBack(formatG(grav.find((s) => s.level === drop)?.g ?? 0, locale), drop, MASTER_GRAVITY_DROP_SPEED_LEVEL) : ''}
        {kill ? m.killTimer(tgm3Clock(locale, kill.frames), killRow.from, killRow.to) : ''}
      </p>
      <ChartFigure
        id="sc-gravity-chart"
        kind="line"
        title={m.gravityChart(m.modeName(mode))}
        data={{
          labels: grav.map((s) => s.level),
          xTitle: m.level,
          yTitle: m.gravityAxis,
          xLinear: true,
          yLog: true,
          yMin: 0.01,
          yMax: 30, // literal-ok: chart axis top in frames, not a game number
          markers,
          series: [{ label: m.gravity, values: grav.map((s) => s.g), stepped: 'before' }],
        }}
        format={(g) => formatG(g, locale)}
        formatTick={(g) => tickG(g, locale ?? 'en')}
        height={260}
        tableCollapsed
        locale={locale}
      />
      <ChartFigure
        id="sc-delays-chart"
        kind="line"
        title={m.delaysChart(m.modeName(mode))}
        data={{
          labels: delays.map((s) => s.level),
          xTitle: m.level,
          yTitle: m.frames,
          xLinear: true,
          series: [...delayLines(delays).map((l) => ({ label: m[l.key], values: l.values, stepped: 'before' as const, dash: l.dash }))],
        }}
        height={220}
        tableCollapsed
        locale={locale}
      />
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
