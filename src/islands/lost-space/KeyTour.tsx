// Island: the key-tour planner. From a chosen spawn (and a start round), the soonest order of key machines and the
// walk to the escape pod, listed round by round and drawn on the map (?ktSpawn=&ktRound=). The model is tour-model.ts.
import { DEFAULT_LAST_ROUND, LAST_ZONE_ROUND, LONG_LAST_ROUND, SPAWNS, type KeyTour as KeyTourPlan } from '~/engines/lost-space';
import { choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { StationMap } from './StationMap';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { KEY_TOUR_MESSAGES } from './lost-space.messages';
import { floorName, floorShort, listPlaceNameIn, placeNameIn } from './place-names';
import { tourView } from './tour-model';
import './lost-space.css';

const SPAWN_KEYS = SPAWNS.map((_, i) => String(i));
export const SPECS = {
  ktSpawn: choiceParam({ default: '0', choices: SPAWN_KEYS }),
  ktRound: numberParam({ default: 0, min: 0, max: LAST_ZONE_ROUND }),
};

export default function KeyTour({ locale = 'en' }: { locale?: Locale }) {
  const m = messagesFor(KEY_TOUR_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const state = useUrlState(SPECS, locale);
  const spawn = Number(state.values.ktSpawn);
  const after = state.values.ktRound;
  const { tour, ending, latest, path } = tourView(spawn, after);
  // The end of the game cuts a late tour off (RULINGS.md, Lost Space: round 100 by default, 110 with overtime).
  const endingText =
    ending === 'overtime-only'
      ? m.overtimeOnly(num(DEFAULT_LAST_ROUND), num(LONG_LAST_ROUND))
      : ending === 'too-late'
        ? m.tooLate(num(DEFAULT_LAST_ROUND), num(LONG_LAST_ROUND))
        : '';

  return (
    <section id="key-tour" class="atlas-island ls-island" aria-labelledby="kt-title">
      <h2 id="kt-title">{m.title}</h2>
      <div class="atlas-controls">
        <label for="kt-spawn">
          {m.startAt}
          <select
            id="kt-spawn"
            class="ls-place"
            value={state.values.ktSpawn}
            onChange={(e) => state.set({ ktSpawn: (e.currentTarget as HTMLSelectElement).value })}
          >
            <optgroup label={floorName(SPAWNS[0][0], locale)}>
              {SPAWNS.map((n, i) => (
                <option value={String(i)}>{listPlaceNameIn(n, locale)}</option>
              ))}
            </optgroup>
          </select>
        </label>
        <label for="kt-round">
          {m.startRound}
          <input
            id="kt-round"
            class="ls-wide"
            type="range"
            min={0}
            max={LAST_ZONE_ROUND}
            step={1}
            value={after}
            aria-valuetext={after === 0 ? m.atStart : m.afterRound(num(after))}
            onInput={(e) => state.set({ ktRound: Number((e.currentTarget as HTMLInputElement).value) })}
          />
          <output for="kt-round">{num(after)}</output>
        </label>
      </div>
      <p aria-live="polite" data-testid="kt-summary">
        {tour
          ? m.summary(
              spawn,
              after ? num(after) : null,
              tour.machines.map((k) => m.machine(k.key, floorShort(k.node[0], locale))).join(m.machineSep),
              num(tour.podRound),
              num(tour.escapeRound),
              num(tour.goneAtStartOf),
            )
          : m.noTour(spawn, num(after))}
        {endingText}
        {endingText && m.latest(spawn, latest === null ? null : num(latest), num(DEFAULT_LAST_ROUND))}
      </p>
      <StationMap
        afterRound={after}
        route={path}
        picks={tour ? tour.machines.map((k) => k.node) : []}
        label={tour ? m.mapLabel(spawn, num(tour.steps.length)) : m.noMap}
        locale={locale}
      />
      {tour && <TourTable tour={tour} locale={locale} />}
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}

/** The tour round by round: what the player does, and where. */
function TourTable({ tour, locale }: { tour: KeyTourPlan; locale: Locale }) {
  const m = messagesFor(KEY_TOUR_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  return (
    <div class="atlas-table-wrap" tabIndex={0} role="region" aria-label={m.region}>
      <table data-testid="kt-steps">
        <caption>{m.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.round}</th>
            <th scope="col">{m.action}</th>
            <th scope="col">{m.place}</th>
          </tr>
        </thead>
        <tbody>
          {tour.steps.map((s) => (
            <tr>
              <td class="atlas-num">{num(s.round)}</td>
              <td>{s.action === 'getKey' ? m.getKey(s.key ?? 0) : m[s.action]}</td>
              <td>{placeNameIn(s.node, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
