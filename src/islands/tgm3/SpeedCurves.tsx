// Island: gravity and delays against level for one mode; in Master, COOLs in the first sections shift the curve (speed level).
import { delaysAt, gravityG, speedLevel, type SpeedMode } from '~/engines/tgm3';
import { choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';

const MODES: SpeedMode[] = ['master', 'easy', 'sakura', 'shirase', 'kamui'];
const LAST: Record<SpeedMode, number> = { easy: 200, sakura: 300, master: 999, shirase: 1300, kamui: 500 };
const NAMES: Record<SpeedMode, string> = { easy: 'Easy', sakura: 'Sakura', master: 'Master', shirase: 'Shirase', kamui: 'Kamui' };
export const SPECS = {
  sc_mode: choiceParam<SpeedMode>({ default: 'master', choices: MODES }),
  sc_cools: numberParam({ default: 0, min: 0, max: 9 }),
};

/** The level the engine should look up: Master uses the speed level, with a COOL in each of the first `cools` sections. */
function lookupLevel(mode: SpeedMode, level: number, cools: number): number {
  if (mode !== 'master') return level;
  return speedLevel(level, Math.min(cools, Math.floor(level / 100)));
}

export default function SpeedCurves() {
  const st = useUrlState(SPECS);
  const { sc_mode: mode, sc_cools: cools } = st.values;
  const last = LAST[mode];
  const stepSize = last > 500 ? 10 : 5;
  const levels: number[] = [];
  for (let l = 0; l <= last; l += stepSize) levels.push(l);
  if (levels[levels.length - 1] !== last) levels.push(last);
  const gravity = levels.map((l) => gravityG(mode, lookupLevel(mode, l, cools)));
  const delays = levels.map((l) => delaysAt(mode, lookupLevel(mode, l, cools)));
  let first20G: number | null = null;
  for (let l = 0; l <= last && first20G === null; l++) if (gravityG(mode, lookupLevel(mode, l, cools)) >= 20) first20G = l;
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="sc-title">
      <h3 id="sc-title">Speed curves</h3>
      <div class="atlas-controls">
        <label for="sc-mode">Mode</label>
        <select id="sc-mode" value={mode} onChange={(e) => st.set({ sc_mode: (e.currentTarget as HTMLSelectElement).value as SpeedMode })}>
          {MODES.map((m) => (
            <option value={m} key={m}>
              {NAMES[m]}
            </option>
          ))}
        </select>
        <label for="sc-cools">Master: COOLs in the first sections</label>
        <input
          id="sc-cools"
          type="range"
          min={0}
          max={9}
          step={1}
          value={cools}
          disabled={mode !== 'master'}
          aria-valuetext={`${cools} COOLs`}
          onInput={(e) => st.set({ sc_cools: Number((e.currentTarget as HTMLInputElement).value) })}
        />
        <output for="sc-cools">{cools}</output>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="sc-summary">
        {NAMES[mode]}: {first20G === null ? 'never 20G' : first20G === 0 ? '20G from the first piece' : `20G from level ${first20G}`}
        {mode === 'master' ? ` with ${cools} COOL${cools === 1 ? '' : 's'} (speed level = level + 100 per finished COOL section)` : ''}.
      </p>
      <ChartFigure
        kind="line"
        title={`${NAMES[mode]} gravity (cells per frame, G) by level`}
        data={{ labels: levels, xTitle: 'Level', yTitle: 'Gravity (G)', series: [{ label: 'Gravity (G)', values: gravity }] }}
        format={(g) => String(Number(g.toFixed(4)))}
        height={220}
        tableCollapsed
      />
      <ChartFigure
        kind="line"
        title={`${NAMES[mode]} delays (frames) by level`}
        data={{
          labels: levels,
          xTitle: 'Level',
          yTitle: 'Frames',
          series: [
            { label: 'ARE', values: delays.map((d) => d.are) },
            { label: 'Line ARE', values: delays.map((d) => d.lineAre) },
            { label: 'DAS', values: delays.map((d) => d.das) },
            { label: 'Lock', values: delays.map((d) => d.lock) },
            { label: 'Line clear', values: delays.map((d) => d.lineClear) },
          ],
        }}
        height={220}
        tableCollapsed
      />
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} />
    </section>
  );
}
