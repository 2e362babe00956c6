// Island: gravity and delays against level for one mode, as steps on a log scale; in Master, COOLs in the first
// sections shift the curve (speed level). Marks the fall back to slow gravity at speed level 200 and the kill timer.
import { COOL_SPEED_BONUS, MASTER_GRAVITY_DROP_SPEED_LEVEL, MAX_SECTION_COOLS, SPEED_CHART_LAST_LEVEL, killTimerDelays, type SpeedMode } from '~/engines/tgm3';
import { choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import type { ChartMarker } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';
import './tgm3.css';
import { tgm3Clock } from './clock';
import { messagesFor } from '~/i18n/messages';
import type { IslandProps } from './props';
import { formatNumber } from '~/i18n/format';
import { MESSAGES } from './SpeedCurves.messages';
import { SpeedCharts, formatG } from './SpeedCharts';
import { speedCurvesView, type SpeedMark } from './speed-curves-model';

const ORDER: SpeedMode[] = ['master', 'easy', 'sakura', 'shirase', 'kamui'];
const MODES = ORDER.filter((m) => m in SPEED_CHART_LAST_LEVEL);

export const SPECS = {
  scMode: choiceParam<SpeedMode>({ default: 'master', choices: MODES }),
  scCools: numberParam({ default: 0, min: 0, max: MAX_SECTION_COOLS }),
};

export default function SpeedCurves({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const st = useUrlState(SPECS, locale);
  const { scMode: mode, scCools: cools } = st.values;
  const v = speedCurvesView(mode, cools);
  const { master, at20, drop, kill } = v;
  // The chart shows a numbered tag per mark; the words are in the list under it, so no label crosses another at 390 px.
  const markLabel = (what: SpeedMark['what']) =>
    what === 'slowAgain' ? m.slowAgain(MASTER_GRAVITY_DROP_SPEED_LEVEL) : what === 'first20G' ? '20G' : m.killMark(tgm3Clock(locale, kill?.frames ?? 0));
  const markers: ChartMarker[] = v.marks.map((k, i) => ({ axis: k.axis, value: k.value, label: markLabel(k.what), tag: formatNumber(locale ?? 'en', i + 1) }));
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
        {drop ? m.fallsBack(formatG(drop.g, locale), drop.level, MASTER_GRAVITY_DROP_SPEED_LEVEL) : ''}
        {kill ? m.killTimer(tgm3Clock(locale, kill.frames), killRow.from, killRow.to) : ''}
      </p>
      <SpeedCharts view={v} title={m.modeName(mode)} markers={markers} locale={locale} />
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
