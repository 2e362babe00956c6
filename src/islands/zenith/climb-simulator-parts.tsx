// The climb simulator's sliders and its minute-by-minute table (ClimbSimulator.tsx), each a small view of the model's
// values (simulator-model.ts).
import { MAX_RUN_MINUTES } from '~/engines/zenith';
import type { Locale } from '~/i18n/locales';
import { formatFixed, numberFormatter } from '~/i18n/format';
import { messagesFor } from '~/i18n/messages';
import { APM_SLIDER } from './climb-model';
import type { MinuteRow, SimulatorValues } from './simulator-model';
import { MESSAGES as M } from './ClimbSimulator.messages';

type SliderKey = 'csApm' | 'csCancel' | 'csClears' | 'csKos' | 'csSpike' | 'csMin';
const PERCENT = 100;

/** The six sliders; each reports a finite value for its URL parameter. */
export function SimulatorSliders({ values: v, onValue, locale }: { values: SimulatorValues; onValue: (k: SliderKey, x: number) => void; locale?: Locale }) {
  const t = messagesFor(M, locale);
  const set = (k: SliderKey) => (e: Event) => {
    const x = Number((e.currentTarget as HTMLInputElement).value);
    if (Number.isFinite(x)) onValue(k, x);
  };
  return (
    <div class="zen-grid">
      <label>
        {t.apm(v.csApm)}
        <input type="range" id="cs-apm" min={0} max={APM_SLIDER.max} step={APM_SLIDER.step} value={v.csApm} onInput={set('csApm')} />
      </label>
      <label>
        {t.cancel(v.csCancel)}
        <input type="range" id="cs-cancel" min={0} max={PERCENT} step={5} value={v.csCancel} onInput={set('csCancel')} />
      </label>
      <label>
        {t.clears(v.csClears)}
        <input type="range" id="cs-clears" min={0} max={200} step={5} value={v.csClears} onInput={set('csClears')} />
      </label>
      <label>
        {t.kos(v.csKos)}
        <input type="range" id="cs-kos" min={0} max={10} step={0.1} value={v.csKos} onInput={set('csKos')} />
      </label>
      <label>
        {t.spike(v.csSpike)}
        <input type="range" id="cs-spike" min={0} max={300 /* literal-ok: slider range in lines */} step={5} value={v.csSpike} onInput={set('csSpike')} />
      </label>{' '}
      <label>
        {t.minutes(v.csMin)}
        <input type="range" id="cs-min" min={1} max={MAX_RUN_MINUTES} step={1} value={v.csMin} onInput={set('csMin')} />
      </label>
    </div>
  );
}

/** The run minute by minute, folded away under its summary line. */
export function MinuteTable({ rows, locale }: { rows: MinuteRow[]; locale?: Locale }) {
  const t = messagesFor(M, locale);
  const loc = locale ?? 'en';
  const n = numberFormatter(locale);
  return (
    <details>
      <summary>{t.byMinute}</summary>
      <div class="atlas-table-wrap zcf-fit" tabIndex={0} role="region" aria-label={t.byMinuteRegion}>
        <table data-testid="cs-minutes">
          <caption>{t.minuteCaption}</caption>
          <thead>
            <tr>
              {[t.colMin, t.colAlt, t.colFloor, t.colRank, t.colSent, t.colCancel, t.colClear, t.colKos].map((c) => (
                <th scope="col">{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr>
                <th scope="row">{n(r.minute + 1)}</th>
                <td class="atlas-num">{formatFixed(loc, r.altitude, 1)}</td>
                <td class="atlas-num">{n(r.floor)}</td>
                <td class="atlas-num">{formatFixed(loc, r.rank, 2)}</td>
                <td class="atlas-num">{n(r.sent)}</td>
                <td class="atlas-num">{n(r.cancelled)}</td>
                <td class="atlas-num">{n(r.cleared)}</td>
                <td class="atlas-num">{n(r.kos)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
