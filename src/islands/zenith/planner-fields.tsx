// The climb planner's input fields (a view part of ClimbPlanner.tsx): the target, and the mods and pace behind a disclosure.
import { FLOOR_NAMES, FLOOR_STARTS, MAX_RUN_MINUTES, PACE_STYLES, type Mod } from '~/engines/zenith';
import type { useUrlState } from '~/lib/use-url-state';
import type { Locale } from '~/i18n/locales';
import { DraftInput } from '../common/DraftInput';
import { ModPicker } from './mod-picker';
import type { MESSAGES } from './ClimbPlanner.messages';
import { MAX_TARGET, type SPECS, type Values } from './planner-model';
import { PERCENT, type Setter } from './planner-view';
import { paceText } from './planner-text';

type Messages = (typeof MESSAGES)['en'];
type State = ReturnType<typeof useUrlState<typeof SPECS>>;

/** The target: a floor or an altitude, and the minute to reach it by. */
export function TargetFields({ t, v, state, set, nameOf }: { t: Messages; v: Values; state: State; set: Setter; nameOf: (f: number) => string }) {
  return (
    <fieldset class="zen-fieldset">
      <legend>{t.target}</legend>
      <div class="atlas-controls">
        {(['floor', 'altitude'] as const).map((by) => (
          <label>
            <input type="radio" name="cp-by" id={`cp-by-${by}`} value={by} checked={v.cpBy === by} onChange={() => state.set({ cpBy: by })} />
            {by === 'floor' ? t.aFloor : t.anAltitude}
          </label>
        ))}
        {v.cpBy === 'floor' ? (
          <label>
            {t.floor}
            <select id="cp-floor" value={String(v.cpFloor)} onChange={(e) => state.set({ cpFloor: Number((e.currentTarget as HTMLSelectElement).value) })}>
              {FLOOR_NAMES.map((_, i) => (i === 0 ? null : <option value={String(i + 1)}>{t.floorOption(i + 1, nameOf(i + 1), FLOOR_STARTS[i])}</option>))}
            </select>
          </label>
        ) : (
          <label>
            {t.altitude}
            <DraftInput type="number" id="cp-alt" min={1} max={MAX_TARGET} step={1} value={v.cpAlt} onChange={set('cpAlt')} />
          </label>
        )}
        <label>
          {t.byMinute}
          <DraftInput type="number" id="cp-min" min={1} max={MAX_RUN_MINUTES} step={0.5} value={v.cpMin} onChange={set('cpMin')} />
        </label>
      </div>
    </fieldset>
  );
}

/** Mods, how the attack is made, and the rest of the pace. */
export function PaceFields({ t, v, mods, state, set, locale }: { t: Messages; v: Values; mods: Mod[]; state: State; set: Setter; locale?: Locale }) {
  return (
    <details>
      <summary>{t.modsSummary(paceText(t, v, mods, locale))}</summary>
      <ModPicker idPrefix="cp" mods={mods} onChange={(m) => state.set({ cpMods: m })} locale={locale} />
      <div class="zen-grid">
        <label>
          {t.style}
          <select id="cp-style" value={v.cpStyle} onChange={(e) => state.set({ cpStyle: (e.currentTarget as HTMLSelectElement).value as Values['cpStyle'] })}>
            {PACE_STYLES.map((s) => (
              <option value={s}>{t.styleName(s)}</option>
            ))}
          </select>
        </label>
        {v.cpStyle !== 'even' && <p data-testid="cp-style-note">{t.styleNote}</p>}
        <label>
          {t.cancelShare(v.cpCancel)}
          <input type="range" id="cp-cancel" min={0} max={PERCENT} step={5} value={v.cpCancel} onInput={set('cpCancel')} />
        </label>
        <label>
          {t.clears(v.cpClears)}
          <input type="range" id="cp-clears" min={0} max={200} step={5} value={v.cpClears} onInput={set('cpClears')} disabled={v.cpStyle !== 'even'} />
        </label>
        <label>
          {t.kos(v.cpKos)}
          <input type="range" id="cp-kos" min={0} max={10} step={0.1} value={v.cpKos} onInput={set('cpKos')} />
        </label>
      </div>
    </details>
  );
}
