// Island: gravity and delays against level for one mode, as steps on a log scale; in Master, COOLs in the first
// sections shift the curve (speed level). Marks the fall back to slow gravity at speed level 200 and the kill timer.
import {
  MASTER_GRAVITY_DROP_SPEED_LEVEL,
  MAX_SECTION_COOLS,
  SPEED_CHART_LAST_LEVEL,
  clock,
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

const ORDER: SpeedMode[] = ['master', 'easy', 'sakura', 'shirase', 'kamui'];
const MODES = ORDER.filter((m) => m in SPEED_CHART_LAST_LEVEL);
const NAMES: Record<SpeedMode, string> = { easy: 'Easy', sakura: 'Sakura', master: 'Master', shirase: 'Shirase', kamui: 'Kamui' };
export const SPECS = {
  scMode: choiceParam<SpeedMode>({ default: 'master', choices: MODES }),
  scCools: numberParam({ default: 0, min: 0, max: MAX_SECTION_COOLS }),
};

/** Gravity in G as the table prints it: a fraction of a cell when exact (1/64), else up to 4 decimals. */
export function formatG(g: number): string {
  if (g > 0 && g < 1 && Number.isInteger(1 / g)) return `1/${1 / g} G`;
  return `${Number(g.toFixed(4))} G`;
}
/** Log-axis ticks: label powers of ten and the 20G ceiling only, so the axis stays readable. */
function tickG(g: number): string {
  const power = Math.log10(g);
  if (Math.abs(power - Math.round(power)) < 1e-9 || g === 20) return `${Number(g.toPrecision(2))} G`;
  return '';
}

export default function SpeedCurves() {
  const st = useUrlState(SPECS);
  const { scMode: mode, scCools: cools } = st.values;
  const master = mode === 'master';
  const grav = gravitySteps(mode, cools);
  const delays = delaySteps(mode, cools);
  const at20 = first20GLevel(mode, cools);
  const drop = master ? levelReachingSpeedLevel(MASTER_GRAVITY_DROP_SPEED_LEVEL, cools) : null;
  const kill = killTimerFor(mode);
  const top = grav.reduce((m, s) => Math.max(m, s.g), 0);
  const markers: ChartMarker[] = [];
  if (drop !== null) markers.push({ axis: 'x', value: drop, label: `speed level ${MASTER_GRAVITY_DROP_SPEED_LEVEL}: slow again` });
  if (at20 !== null && at20 > 0) markers.push({ axis: 'x', value: at20, label: '20G' });
  if (kill) markers.push({ axis: 'y', value: top, label: `kill timer: 20G from ${clock(kill.frames)} at any level` });
  const killRow = killTimerDelays();
  return (
    <section class="atlas-island tgm3-island" id="speed-curves" aria-labelledby="sc-title">
      <h3 id="sc-title">Speed curves</h3>
      <div class="tgm3-grid">
        <label for="sc-mode">
          Mode
          <select id="sc-mode" value={mode} onChange={(e) => st.set({ scMode: (e.currentTarget as HTMLSelectElement).value as SpeedMode })}>
            {MODES.map((m) => (
              <option value={m} key={m}>
                {NAMES[m]}
              </option>
            ))}
          </select>
        </label>
        <label for="sc-cools">
          Master: COOLs in the first sections <output for="sc-cools">{cools}</output>
          <input
            id="sc-cools"
            type="range"
            min={0}
            max={MAX_SECTION_COOLS}
            step={1}
            value={cools}
            disabled={!master}
            aria-valuetext={`${cools} COOLs`}
            onInput={(e) => st.set({ scCools: Number((e.currentTarget as HTMLInputElement).value) })}
          />
        </label>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="sc-summary">
        {NAMES[mode]}: {at20 === null ? 'never 20G' : at20 === 0 ? '20G from the first piece' : `20G from level ${at20}`}
        {master ? ` with ${cools} COOL${cools === 1 ? '' : 's'} (speed level = level + 100 per finished COOL section)` : ''}.
        {drop !== null
          ? ` Gravity falls back to ${formatG(grav.find((s) => s.level === drop)?.g ?? 0)} at level ${drop} (speed level ${MASTER_GRAVITY_DROP_SPEED_LEVEL}).`
          : ''}
        {kill ? ` From ${clock(kill.frames)} the kill timer sets 20G and Shirase ${killRow.from}-${killRow.to} delays at any level.` : ''}
      </p>
      <ChartFigure
        id="sc-gravity-chart"
        kind="line"
        title={`${NAMES[mode]} gravity by level (cells per frame, log scale; one row per change)`}
        data={{
          labels: grav.map((s) => s.level),
          xTitle: 'Level',
          yTitle: 'Gravity (G, log scale)',
          xLinear: true,
          yLog: true,
          yMin: 0.01,
          yMax: 30,
          markers,
          series: [{ label: 'Gravity', values: grav.map((s) => s.g), stepped: 'before' }],
        }}
        format={formatG}
        formatTick={tickG}
        height={260}
        tableCollapsed
      />
      <ChartFigure
        id="sc-delays-chart"
        kind="line"
        title={`${NAMES[mode]} delays (frames) by level (one row per change)`}
        data={{
          labels: delays.map((s) => s.level),
          xTitle: 'Level',
          yTitle: 'Frames',
          xLinear: true,
          series: [
            { label: 'ARE', values: delays.map((d) => d.delays.are), stepped: 'before' },
            { label: 'Line ARE', values: delays.map((d) => d.delays.lineAre), stepped: 'before' },
            { label: 'DAS', values: delays.map((d) => d.delays.das), stepped: 'before' },
            { label: 'Lock', values: delays.map((d) => d.delays.lock), stepped: 'before' },
            { label: 'Line clear', values: delays.map((d) => d.delays.lineClear), stepped: 'before' },
          ],
        }}
        height={220}
        tableCollapsed
      />
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} />
    </section>
  );
}
