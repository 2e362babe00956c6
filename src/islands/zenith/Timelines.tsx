// Island: fatigue and targeting over a run, minute by minute (normal, Expert+, Duo+), plus how long grace takes to drain on a floor.
// The view only: rows, the summary and the grace run come from timelines-model.ts, the words from Timelines.messages.ts.
import { TARGETING_GRACE_MAX, fatigueMode, normalizeMods, secondsOfFrame, type GraceReading, type Mod } from '~/engines/zenith';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ModPicker, modName, withModNotice } from './mod-picker';
import { VersionPicker } from './version-picker';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { modName as modNameZh, versionLabel } from './zenith-zh';
import './zenith.css';
import './climb-figures.css';
import { formatFixed, numberFormatter } from '~/i18n/format';
import { zenithMinutes } from './clock';
import { M } from './Timelines.messages';
import { END, SPECS, endOfRun, graceRun } from './timelines-model';
import { ChangesTable } from './timelines-table';

export { M } from './Timelines.messages';
export { SPECS } from './timelines-model';

type Text = (typeof M)['en'];
type State = ReturnType<typeof useUrlState<typeof SPECS>>;

/** Grace draining after an 18-line hit on the chosen floor: its controls, the sentence and the chart. */
function GraceSection({ m, mods, state, locale }: { m: Text; mods: Mod[]; state: State; locale?: Locale }) {
  const { tlFloor: floor, tlGrace: reading, tlVer: ver } = state.values;
  const g = graceRun(floor, mods, reading, ver);
  const current = ver === 'current';
  return (
    <>
      <h4 id="tl-grace-title">{m.graceTitle}</h4>
      <div class="atlas-controls">
        <label>
          {m.floor}{' '}
          <input
            type="range"
            id="tl-floor"
            min={1}
            max={10}
            step={1}
            value={floor}
            aria-valuetext={m.floorValue(floor)}
            onInput={(e) => state.set({ tlFloor: Number((e.currentTarget as HTMLInputElement).value) })}
          />{' '}
          {numberFormatter(locale)(floor)}
        </label>
        <label>
          {m.table}
          <select id="tl-grace" value={reading} onChange={(e) => state.set({ tlGrace: (e.currentTarget as HTMLSelectElement).value as GraceReading })}>
            <option value="code">{m.code}</option>
            <option value="prose">{m.prose}</option>
          </select>
        </label>
      </div>
      <p aria-live="polite" data-testid="tl-grace">
        {m.graceText(TARGETING_GRACE_MAX, g.added, versionLabel(ver, locale), g.interval, formatFixed(locale ?? 'en', secondsOfFrame(g.emptyAt), 2))}
        {current ? m.protNow(Number(g.protection[0].toFixed(2))) /* format-ok: rounds a number the message formats */ : m.protSeed}
      </p>
      <ChartFigure
        kind="line"
        title={m.chart(TARGETING_GRACE_MAX, floor)}
        data={{
          labels: g.perSecond.map((_, i) => i),
          xTitle: m.xTitle,
          yTitle: m.grace,
          ...(current ? { y2Title: m.y2 } : {}),
          series: [{ label: m.grace, values: g.perSecond }, ...(current ? [{ label: m.protSeries, values: g.protection, axis: 'right' as const }] : [])],
        }}
        height={200}
        tableCollapsed
        locale={locale}
      />
    </>
  );
}

export default function Timelines({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const state = useUrlState(SPECS, locale);
  const mods = normalizeMods(state.values.tlMods);
  const mode = fatigueMode(mods);
  const end = endOfRun(mods);
  return (
    <section class="atlas-island" id="fatigue-timeline" aria-labelledby="tl-title">
      <h3 id="tl-title">{m.title}</h3>
      <ModPicker idPrefix="tl" mods={mods} onChange={(m) => state.set({ tlMods: m })} locale={locale} />
      <VersionPicker idPrefix="tl" version={state.values.tlVer} onChange={(x) => state.set({ tlVer: x })} note={m.verNote} locale={locale} />
      <p class="zen-result" aria-live="polite" data-testid="tl-summary">
        {mode === 'normal' ? m.normalFatigue : mode === 'expert_reversed' ? m.expertFatigue : m.duoFatigue}
        {mods.length ? m.modsIn(mods.map((x) => (locale === 'zh-cn' ? modNameZh(x, locale) : modName(x))).join(m.sep)) : ''}
        {m.byEnd(end.lines, end.multiplier, zenithMinutes(locale, END))}
      </p>
      <ChangesTable m={m} mods={mods} locale={locale} />
      <GraceSection m={m} mods={mods} state={state} locale={locale} />
      <StateBar
        notices={withModNotice(state.notices, 'tlMods', state.values.tlMods, mods, locale)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
