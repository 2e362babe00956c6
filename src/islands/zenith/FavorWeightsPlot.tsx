// Island: garbage-favor weights and pick chances for each column rank, with the favor in the URL (?favor=).
import { favorProbabilities, favorWeights, garbageFavor } from '~/engines/zenith';
import { numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { StateBar } from '~/islands/common/StateBar';

const FAVOR_MIN = -60;
const FAVOR_MAX = 60;
const SPECS = { favor: numberParam({ default: garbageFavor(1, []), min: FAVOR_MIN, max: FAVOR_MAX }) };
const RANKS = Array.from({ length: 10 }, (_, i) => i);

const percent = (p: number) => `${(100 * p).toFixed(1)}%`;
const weight = (w: number) => String(Number(w.toFixed(2)));

export default function FavorWeightsPlot() {
  const state = useUrlState(SPECS);
  const favor = state.values.favor;
  const weights = favorWeights(favor);
  const chances = favorProbabilities(favor);
  const zeroRanks = RANKS.filter((i) => weights[i] === 0);
  const inputId = 'favor-input';

  return (
    <section class="atlas-island" aria-labelledby="favor-plot-title">
      <h3 id="favor-plot-title">Try it: favor → column weights</h3>
      <div class="atlas-controls">
        <label for={inputId}>Favor</label>
        <input
          id={inputId}
          type="range"
          min={FAVOR_MIN}
          max={FAVOR_MAX}
          step={1}
          value={favor}
          aria-valuetext={`favor ${favor}`}
          onInput={(e) => state.set({ favor: Number((e.currentTarget as HTMLInputElement).value) })}
        />
        <label>
          Exact value
          <input
            type="number"
            min={FAVOR_MIN}
            max={FAVOR_MAX}
            step={1}
            value={favor}
            style={{ width: '5em' }}
            onChange={(e) => {
              const x = Math.round(Number((e.currentTarget as HTMLInputElement).value));
              if (Number.isFinite(x)) state.set({ favor: Math.min(FAVOR_MAX, Math.max(FAVOR_MIN, x)) });
            }}
          />
        </label>
      </div>
      <p aria-live="polite" data-testid="favor-summary">
        At favor <strong>{favor}</strong>, the easiest column (rank 0) is picked {percent(chances[0])} of the time and the
        hardest (rank 9) {percent(chances[9])}
        {zeroRanks.length > 0 ? `; ranks ${zeroRanks.join(', ')} have weight 0 and are never picked` : ''}.
        {favor === 0 ? ' Every column is equally likely.' : ''}
      </p>
      <ChartFigure
        kind="bar"
        title={`Weight of each column rank at favor ${favor}`}
        data={{ labels: RANKS, xTitle: 'Column rank (0 = easiest to dig)', yTitle: 'Weight', series: [{ label: 'Weight', values: weights }] }}
        format={weight}
        height={220}
        tableCollapsed
      />
      <ChartFigure
        kind="bar"
        title={`Chance that the hole goes in each column rank at favor ${favor}`}
        data={{ labels: RANKS, xTitle: 'Column rank (0 = easiest to dig)', yTitle: 'Chance', series: [{ label: 'Chance', values: chances }] }}
        format={percent}
        height={220}
        tableCollapsed
      />
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} />
    </section>
  );
}
