// Island: the TGM3 randomizer, seeded and step by step (view). A window of the sequence, the inspected piece's rolls,
// swaps and refill, its history, and the pool before and after. The logic is in randomizer-model.ts and the engine.
import { TI_PIECES } from '~/engines/tgm3';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { IntegerField } from '~/islands/common/IntegerField';
import type { IslandProps } from './props';
import { numberFormatter } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES } from './RandomizerViewer.messages';
import { MAX_SEED, MAX_STEP, SPECS, viewerModel } from './randomizer-model';
import './tgm3.css';

export { SPECS };

export default function RandomizerViewer({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const n = numberFormatter(locale);
  const st = useUrlState(SPECS, locale);
  const { rzSeed: seed, rzStep: at } = st.values;
  const v = viewerModel(seed, at);
  const s = v.step;
  const last = v.window[v.window.length - 1].at;
  const go = (x: number) => st.set({ rzStep: Math.min(MAX_STEP, Math.max(0, x)) });
  return (
    <section id="randomizer-viewer" class="atlas-island tgm3-island" aria-labelledby="rz-title">
      <h3 id="rz-title">{m.title}</h3>
      <p class="tgm3-result" aria-live="polite" data-testid="rz-result">
        {at === 0 ? m.first(s.piece) : m.rolled(at, s.piece, s.rolls)}
        {s.swapped.length > 0 ? m.swaps(s.swapped.join(', ')) : ''}
        {at === 0 ? '' : s.refill ? m.refill(s.refill) : m.noRefill}
        {m.history(s.history.join(' '))}
      </p>
      <div class="tgm3-grid">
        <IntegerField id="rz-seed" label={m.seed} value={seed} min={0} max={MAX_SEED} onValue={(x) => st.set({ rzSeed: x })} locale={locale} />
        <IntegerField id="rz-step" label={m.step} value={at + 1} min={1} max={MAX_STEP + 1} onValue={(x) => go(x - 1)} locale={locale} />
        <div class="atlas-controls">
          <button type="button" class="atlas-button" onClick={() => go(at - 1)} disabled={at === 0}>
            {m.prev}
          </button>
          <button type="button" class="atlas-button" onClick={() => go(at + 1)} disabled={at === MAX_STEP}>
            {m.next}
          </button>
        </div>
      </div>
      <p class="tgm3-seq-row" aria-label={m.pieces(v.window[0].at, last)} data-testid="rz-pieces">
        {v.window.map((w) => (
          <span key={w.at} class={`${w.at === at ? 'tgm3-rz-at' : ''} ${w.swapped ? 'tgm3-rz-swap' : ''}`} title={n(w.at + 1)}>
            {w.piece}
          </span>
        ))}
      </p>
      <div class="atlas-table-wrap" role="region" aria-label={m.poolRegion} tabIndex={0}>
        <table class="tgm3-table" data-testid="rz-pool">
          <caption>{m.poolCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.piece}</th>
              {TI_PIECES.map((p) => (
                <th scope="col" key={p}>
                  {p}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[
              [m.before, v.poolBefore],
              [m.after, v.poolAfter],
            ].map(([label, row]) => (
              <tr key={label as string}>
                <th scope="row">{label as string}</th>
                {(row as number[]).map((c, i) => (
                  <td class="atlas-num" key={i}>
                    {n(c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StateBar notices={st.notices} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
