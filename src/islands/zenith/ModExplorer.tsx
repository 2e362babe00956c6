// Island: toggle mods (one reversed mod alone) and see every parameter the engine sets, floor by floor.
import {
  FLOOR_STARTS,
  STREAK_FAST_GARBAGE_AT,
  centerGathering,
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
import { ALL_MODS, ModPicker, modName, withModNotice } from './mod-picker';
import './zenith.css';
import { percent as pct } from '~/lib/format';

export const SPECS = { meMods: listParam({ default: ['expert'], choices: ALL_MODS }), meVer: versionParam() };
const FLOORS = FLOOR_STARTS.map((_, i) => i + 1);
const yes = (b: boolean) => (b ? 'yes' : 'no');

export default function ModExplorer() {
  const state = useUrlState(SPECS);
  const mods = normalizeMods(state.values.meMods);
  const ver = state.values.meVer;
  const rows = FLOORS.map((f) => ({ ...modParameters(f, mods), center: centerGathering(f, mods, ver), floor: f }));
  const p1 = rows[0];
  // One row per floor, one short column per parameter: the table fits the content column (the caption spells them out).
  const columns: [string, (p: (typeof rows)[number]) => string][] = [
    ['Favor', (p) => String(p.favor)],
    ['Messiness in / change', (p) => `${pct(Math.min(1, p.messinessInner))} / ${pct(Math.min(1, p.messinessChange))}`],
    [
      `Wait (f), streak ${STREAK_FAST_GARBAGE_AT}+`,
      (p) => `${p.garbageWaitFrames} / ${garbageWaitFramesOf(p.floor, mods, { streak: STREAK_FAST_GARBAGE_AT, version: ver })}`,
    ],
    ['Grace (s)', (p) => String(p.graceReleaseSeconds)],
    ['Gravity + (G)', (p) => (p.gravity === null ? '—' : String(Number(p.gravity.toFixed(2))))],
    ['Lock (f)', (p) => (p.lockDelayFrames === null ? '—' : String(p.lockDelayFrames))],
    ['Center', (p) => yes(p.center)],
  ];
  return (
    <section id="mod-explorer" class="atlas-island" aria-labelledby="me-title">
      <h3 id="me-title">Try it: mods → parameters</h3>
      <VersionPicker idPrefix="me" version={ver} onChange={(x) => state.set({ meVer: x })} />
      <ModPicker idPrefix="me" mods={mods} onChange={(m) => state.set({ meMods: m })} />
      <p class="zen-result" aria-live="polite" data-testid="me-summary">
        {mods.length ? mods.map(modName).join(', ') : 'No mods'}: XP leak factor {p1.leakFactor}, garbage received ×{p1.receiveMultiplier}, cancelling ×
        {p1.cancelMultiplier}, a KO gives {p1.killMetresRank1} m × rank, passive climb {yes(p1.passiveClimb)}, clear XP {yes(p1.clearXP)}, hold {yes(p1.hold)},
        garbage protection {yes(p1.garbageProtection)}
        {p1.maxRank ? `, rank capped at ${p1.maxRank}` : ''}, hyperspeed possible {yes(hyperspeedAllowedIn(mods, ver))}, favor sorts{' '}
        {sortDirectionOf(ver) === 'code' ? 'hardest' : 'easiest'} columns first.
      </p>
      <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label="Mod parameters by floor (scrollable)">
        <table class="zen-mod-table">
          <caption>
            Parameters by floor for the chosen mods (engine): garbage favor; messiness, inner and change (capped at 100%); garbage wait in frames, and at a
            cancel streak of {STREAK_FAST_GARBAGE_AT} or more; seconds between grace releases (code); gravity added; lock delay in frames; whether holes gather
            in columns 3–8.
          </caption>
          <thead>
            <tr>
              <th scope="col">Floor</th>
              {columns.map(([label]) => (
                <th scope="col">{label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr>
                <th scope="row">{`F${p.floor}`}</th>
                {columns.map(([, fn]) => (
                  <td class="atlas-num">{fn(p)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StateBar
        notices={withModNotice(state.notices, 'meMods', state.values.meMods, mods)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
      />
    </section>
  );
}
