// Island: the station map with a round slider that fails zones, and the shortest route between two named places
// (?mxRound=&mxFrom=&mxTo=&mxSafe=). Walked from the slider's round, one move a round, the route warns where it would
// reach a zone that has failed by then, and offers the safe route. The model is map-model.ts; the parts around the
// map are in MapRoute.tsx.
import { useState } from 'preact/hooks';
import { LONG_LAST_ROUND, nodeLabel } from '~/engines/lost-space';
import { boolParam, choiceParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { MapLegend, StationMap } from './StationMap';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { MAP_EXPLORER_MESSAGES } from './lost-space.messages';
import { placeNameIn } from './place-names';
import { NODE_KEYS, pickPlace, routeView, toNode } from './map-model';
import { PlaceSelect, RouteList, RouteSummary, RouteWarning } from './MapRoute';
import './lost-space.css';

export const SPECS = {
  mxRound: numberParam({ default: 0, min: 0, max: LONG_LAST_ROUND }),
  mxFrom: choiceParam({ default: '1-0-0', choices: NODE_KEYS }),
  mxTo: choiceParam({ default: '1-6-6', choices: NODE_KEYS }),
  mxSafe: boolParam({ default: false }),
};

export default function MapExplorer({ locale = 'en' }: { locale?: Locale }) {
  const m = messagesFor(MAP_EXPLORER_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  const state = useUrlState(SPECS, locale);
  const { mxRound, mxFrom, mxTo, mxSafe } = state.values;
  const [next, setNext] = useState<'from' | 'to'>('from');
  const from = toNode(mxFrom);
  const to = toNode(mxTo);
  const v = routeView(from, to, mxRound, mxSafe);
  // A click on the map sets the end chosen below (start or end); after a start it moves on to the end, as a reader expects.
  const pick = (n: Parameters<typeof pickPlace>[1]) => {
    const p = pickPlace(next, n);
    state.set(p.set);
    setNext(p.next);
  };

  return (
    <section id="map-explorer" class="atlas-island ls-island" aria-labelledby="ls-map-title">
      <h2 id="ls-map-title">{m.title}</h2>
      <div class="atlas-controls">
        <label for="ls-map-round">
          {m.afterRound}
          <input
            id="ls-map-round"
            class="ls-wide"
            type="range"
            min={0}
            max={LONG_LAST_ROUND}
            step={1}
            value={mxRound}
            aria-valuetext={m.afterRoundText(num(mxRound))}
            onInput={(e) => state.set({ mxRound: Number((e.currentTarget as HTMLInputElement).value) })}
          />
          <output for="ls-map-round">{num(mxRound)}</output>
        </label>
        <PlaceSelect id="ls-map-from" label={m.from} value={mxFrom} onChange={(x) => state.set({ mxFrom: x })} locale={locale} />
        <PlaceSelect id="ls-map-to" label={m.to} value={mxTo} onChange={(x) => state.set({ mxTo: x })} locale={locale} />
      </div>
      <RouteSummary v={v} from={from} to={to} locale={locale} />
      {v.dangers.length > 0 && <RouteWarning v={v} round={mxRound} onSafe={(on) => state.set({ mxSafe: on })} locale={locale} />}
      <StationMap
        afterRound={mxRound}
        route={v.route}
        picks={[from, to]}
        onPick={pick}
        label={m.mapLabel(num(mxRound), v.showSafe, nodeLabel(from), nodeLabel(to), v.route ? num(v.route.length - 1) : null)}
        locale={locale}
      />
      <div class="atlas-controls" role="group" aria-label={m.clickGroup}>
        <span>{m.clickSets}</span>
        <button type="button" class="atlas-button" aria-pressed={next === 'from'} onClick={() => setNext('from')}>
          {m.start}
        </button>
        <button type="button" class="atlas-button" aria-pressed={next === 'to'} onClick={() => setNext('to')}>
          {m.end}
        </button>
      </div>
      <p class="atlas-status" aria-live="polite">
        {m.clickStatus(next === 'from', placeNameIn(from, locale), placeNameIn(to, locale))}
      </p>
      <MapLegend locale={locale} />
      <RouteList v={v} to={to} locale={locale} />
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
