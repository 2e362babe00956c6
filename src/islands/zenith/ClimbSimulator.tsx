// Island: a 1–12 minute run at a steady pace through simulateClimb; altitude over floor bands, rank, attack per minute,
// each floor's split time, and the same run minute by minute as a table.
import { useMemo } from 'preact/hooks';
import { CLIMB_DEFAULT_PACE, FLOOR_NAMES, MAX_RUN_MINUTES, secondsOfFrame } from '~/engines/zenith';
import { listParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ALL_MODS, ModPicker, modName, withModNotice } from './mod-picker';
import { ClimbChart } from './ClimbChart';
import { APM_SLIDER, runClimb } from './climb-model';
import { minuteRows, shortProtections, simulatorInput } from './simulator-model';
import { MinuteTable, SimulatorSliders } from './climb-simulator-parts';
import { SplitTable } from './SplitTable';
import { VersionPicker, versionParam } from './version-picker';
import { useHydrated } from './use-hydrated';
import { useLagged } from './use-lagged';
import { groupLabels } from './group-labels';
import type { Locale } from '~/i18n/locales';
import { zenithClock } from './clock';
import { formatFixed } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import { floorName, modName as modNameZh, versionLabel } from './zenith-zh';
import { MESSAGES as M } from './ClimbSimulator.messages';
import './zenith.css';
import './climb-figures.css';

const PERCENT = 100;
export const SPECS = {
  csApm: numberParam({ default: CLIMB_DEFAULT_PACE.apm, min: 0, max: APM_SLIDER.max }),
  csCancel: numberParam({ default: CLIMB_DEFAULT_PACE.cancelShare * PERCENT, min: 0, max: PERCENT }),
  csClears: numberParam({ default: CLIMB_DEFAULT_PACE.clearLinesPerMin, min: 0, max: 200 }),
  csKos: numberParam({ default: CLIMB_DEFAULT_PACE.kosPerMin, min: 0, max: 10, decimals: 1 }),
  csMin: numberParam({ default: MAX_RUN_MINUTES, min: 1, max: MAX_RUN_MINUTES }),
  csSpike: numberParam({ default: 0, min: 0, max: 300 }), // literal-ok: slider range for a hypothetical spike, a UI choice
  csMods: listParam({ default: [], choices: ALL_MODS }),
  csVer: versionParam(),
};

export default function ClimbSimulator({ locale }: { locale?: Locale }) {
  const t = messagesFor(M, locale);
  const zh = locale === 'zh-cn';
  const loc = locale ?? 'en';
  const seconds = (f: number) => t.seconds(formatFixed(loc, secondsOfFrame(f), 1));
  const state = useUrlState(SPECS, locale);
  const hydrated = useHydrated();
  const v = state.values;
  const input = simulatorInput(v);
  const mods = input.mods;
  // A drag fires many input events a frame: the figure takes the latest one, once a frame (issue 31 item 3).
  const lagged = useLagged(input, JSON.stringify(input));
  const shown = lagged.shown;
  const run = useMemo(() => runClimb(shown), [JSON.stringify(shown)]);
  const { last } = run;
  const shortProtection = shortProtections(run);
  const reached = run.splits.filter((x) => x !== null).length;
  // Skips that fall on the same tenth of a second are one time with a count, not the same time twice (issue 31 item 7).
  const skipList = groupLabels(run.skips.map(seconds)).map(([label, count]) => t.skipCount(label, count));
  const desc = t.desc(shown.minutes, formatFixed(loc, last.altitude, 1), last.floor, formatFixed(loc, last.rank, 2));
  const floorLabel = (f: number) => (zh ? floorName(f, locale) : FLOOR_NAMES[f - 1]);
  const modList = mods.map((x) => (zh ? modNameZh(x, locale) : modName(x))).join(t.sep);

  return (
    <section class="atlas-island" id="climb-simulator" aria-labelledby="cs-title">
      <h3 id="cs-title">{t.title}</h3>
      {!hydrated && <p class="atlas-status">{t.noJs}</p>}
      <SimulatorSliders values={v} onValue={(k, x) => state.set({ [k]: x } as Partial<typeof v>)} locale={locale} />
      {/* The chart right under the sliders, so a slider and the figure it drives share one phone screen (issue 31 item 4). */}
      <ClimbChart run={run} mods={mods} label={desc} idPrefix="cs" locale={locale} />
      <p class="zen-result" aria-live="polite" aria-busy={lagged.pending} data-testid="cs-summary" data-apm={shown.apm}>
        {lagged.pending ? t.updating(shown.apm) : ''}
        {t.after(shown.minutes)}
        <strong>{t.metres(formatFixed(loc, last.altitude, 1))}</strong>
        {t.state(
          last.floor,
          floorLabel(last.floor),
          formatFixed(loc, last.rank, 2),
          formatFixed(loc, run.peakRank, 2),
          last.cancelStreak,
          versionLabel(shown.version, locale),
        )}
        {t.events(run.events.length, modList)}
        {run.splits[last.floor] !== null && last.floor > 1 ? t.floorAt(last.floor, zenithClock(locale, run.splits[last.floor]!)) : ''}
        {run.skips.length ? t.skips(skipList.slice(0, 4).join(t.sep), skipList.length > 4) : t.noSkip}
        {shortProtection ? t.fatigue(shortProtection) : ''}
        {run.hyper.length ? t.hyper(seconds(run.hyper[0].start), run.hyper[0].completed, run.hyper[0].end !== null ? seconds(run.hyper[0].end) : null) : ''}
      </p>
      <ModPicker idPrefix="cs" mods={mods} onChange={(m) => state.set({ csMods: m })} locale={locale} />
      <VersionPicker idPrefix="cs" version={v.csVer} onChange={(x) => state.set({ csVer: x })} note={t.verNote} locale={locale} />
      <div class="zcf-tables">
        <SplitTable splits={run.splits} idPrefix="cs" caption={t.splits(reached, FLOOR_NAMES.length)} locale={locale} />
        <MinuteTable rows={minuteRows(run)} locale={locale} />
      </div>
      <StateBar
        notices={withModNotice(state.notices, 'csMods', v.csMods, mods, locale)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
