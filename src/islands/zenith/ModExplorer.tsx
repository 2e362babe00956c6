// Island: toggle mods (one reversed mod alone) and see every parameter the engine sets, floor by floor.
import {
  FLOOR_STARTS,
  STREAK_FAST_GARBAGE_AT,
  centerGathering,
  comboOf,
  garbageWaitFramesOf,
  hyperspeedAllowedIn,
  modParameters,
  normalizeMods,
  sortDirectionOf,
} from '~/engines/zenith';
import { VersionPicker, versionParam } from './version-picker';
import { listParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ALL_MODS, ModPicker, modList, withModNotice } from './mod-picker';
import { MESSAGES } from './ModExplorer.messages';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber, formatPercent } from '~/i18n/format';
import './zenith.css';

export const SPECS = { meMods: listParam({ default: ['expert'], choices: ALL_MODS }), meVer: versionParam() };
const FLOORS = FLOOR_STARTS.map((_, i) => i + 1);

export default function ModExplorer({ locale }: { locale?: Locale }) {
  const m = messagesFor(MESSAGES, locale);
  const loc = locale ?? 'en';
  const n = (x: number, digits = 0) => formatNumber(loc, x, digits);
  const pct = (x: number) => formatPercent(loc, x, 1);
  const yes = (b: boolean) => (b ? m.yes : m.no);
  const state = useUrlState(SPECS, locale);
  const mods = normalizeMods(state.values.meMods);
  const ver = state.values.meVer;
  const combo = comboOf(mods);
  const rows = FLOORS.map((f) => ({ ...modParameters(f, mods), center: centerGathering(f, mods, ver), floor: f }));
  const p1 = rows[0];
  // One row per floor, one short column per parameter: the table fits the content column (the caption spells them out).
  const columns: [string, (p: FloorRow) => string][] = [
    [m.favor, (p) => n(p.favor)],
    [m.messiness, (p) => `${pct(Math.min(1, p.messinessInner))} / ${pct(Math.min(1, p.messinessChange))}`],
    [
      m.wait(n(STREAK_FAST_GARBAGE_AT)),
      (p) => `${n(p.garbageWaitFrames)} / ${n(garbageWaitFramesOf(p.floor, mods, { streak: STREAK_FAST_GARBAGE_AT, version: ver }))}`,
    ],
    [m.grace, (p) => n(p.graceReleaseSeconds, 3)],
    [m.gravity, (p) => (p.gravity === null ? '—' : n(p.gravity, 2))],
    [m.lock, (p) => (p.lockDelayFrames === null ? '—' : n(p.lockDelayFrames))],
    [m.center, (p) => yes(p.center)],
  ];
  return (
    <section id="mod-explorer" class="atlas-island" aria-labelledby="me-title">
      <h3 id="me-title">{m.title}</h3>
      <VersionPicker idPrefix="me" version={ver} onChange={(x) => state.set({ meVer: x })} {...{ locale }} />
      <ModPicker idPrefix="me" mods={mods} onChange={(x) => state.set({ meMods: x })} locale={locale} />
      <p class="zen-result" aria-live="polite" data-testid="me-summary">
        {m.summary(
          mods.length ? modList(mods, locale) : m.noMods,
          n(p1.leakFactor, 3),
          n(p1.receiveMultiplier, 3),
          n(p1.cancelMultiplier, 3),
          n(p1.killMetresRank1, 3),
          yes(p1.passiveClimb),
          yes(p1.clearXP),
          yes(p1.hold),
          yes(p1.garbageProtection),
        )}
        {p1.maxRank ? m.cap(n(p1.maxRank)) : ''}
        {m.tail(yes(hyperspeedAllowedIn(mods, ver)), sortDirectionOf(ver) === 'code')}
      </p>
      <p class="zen-note" data-testid="me-combo">
        {combo ? m.combo(loc === 'zh-cn' ? combo.zh : combo.name) : m.noCombo}
      </p>
      <ModTable rows={rows} columns={columns} locale={locale} />
      <StateBar
        notices={withModNotice(state.notices, 'meMods', state.values.meMods, mods, locale)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}

type FloorRow = ReturnType<typeof modParameters> & { center: boolean; floor: number };

/** One row per floor, one short column per parameter (the caption spells them out). */
function ModTable({ rows, columns, locale }: { rows: FloorRow[]; columns: [string, (p: FloorRow) => string][]; locale?: Locale }) {
  const m = messagesFor(MESSAGES, locale);
  const n = (x: number) => formatNumber(locale ?? 'en', x);
  return (
    <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label={m.region}>
      <table class="zen-mod-table">
        <caption>{m.caption(n(STREAK_FAST_GARBAGE_AT))}</caption>
        <thead>
          <tr>
            <th scope="col">{m.floor}</th>
            {columns.map(([label]) => (
              <th scope="col">{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr>
              <th scope="row">{m.floorRow(n(p.floor))}</th>
              {columns.map(([, fn]) => (
                <td class="atlas-num">{fn(p)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
