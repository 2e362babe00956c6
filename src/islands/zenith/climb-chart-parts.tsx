// The climb chart's three panels (altitude, rank, attack per minute with the fatigue steps and the minute axis), drawn
// from the chart model (climb-model.ts chartModel) inside ClimbChart's svg.
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber } from '~/i18n/format';
import type { ChartModel } from './climb-model';
import { MESSAGES as M } from './ClimbChart.messages';

interface PanelProps {
  m: ChartModel;
  locale?: Locale;
}

/** Floor bands, metre ticks, hyperspeed spans, the altitude line and the floor entry marks. */
export function AltitudePanel({ m, locale }: PanelProps) {
  const t = messagesFor(M, locale);
  const { plot } = m;
  return (
    <g>
      {/* Altitude panel: floor bands, metre ticks, hyperspeed spans, the altitude line, floor entry marks. */}
      {m.alt.bands.map((b) => (
        <g class="zcf-band" data-floor={b.floor}>
          {b.shaded && <rect class="zcf-band-fill" x={plot.l} width={plot.r - plot.l} y={b.y0} height={b.y1 - b.y0} />}
          <line class="zcf-floor-line" x1={plot.l} x2={plot.r} y1={b.y1} y2={b.y1} />
          {b.label && (
            <text class="zcf-band-label" x={plot.l + 4} y={b.y0 + Math.min(14, (b.y1 - b.y0) / 2 + 5)}>
              {b.label}
            </text>
          )}
        </g>
      ))}
      {m.hyper.map((h) => (
        <g>
          <rect class="zcf-hyper" x={h.x0} width={Math.max(2, h.x1 - h.x0)} y={m.alt.top} height={m.alt.bottom - m.alt.top} />
          <text class="zcf-hyper-label" x={Math.max(h.x0 + 3, plot.l + 96)} y={m.alt.top - 8}>
            {h.label}
          </text>
        </g>
      ))}
      {m.alt.ticks.map((t) => (
        <g>
          <line class="zcf-grid" x1={plot.l - 4} x2={plot.l} y1={t.y} y2={t.y} />
          <text class="zcf-tick" x={plot.l - 6} y={t.y + 4} text-anchor="end">
            {t.label}
          </text>
        </g>
      ))}
      <path class="zcf-alt" d={m.alt.path} />
      {m.floorMarks.map((f) => (
        <g>
          <circle class="zcf-floor-mark" cx={f.x} cy={f.y} r={3.5}>
            <title>{t.floorAt(f.floor, f.clock)}</title>
          </circle>
          {f.label && (
            <text class="zcf-mark-label" x={f.x + 5} y={f.y + 14}>
              {formatNumber(locale ?? 'en', f.floor)}
            </text>
          )}
        </g>
      ))}
      <text class="zcf-panel-title" x={plot.l} y={m.alt.top - 8}>
        {t.altitude}
      </text>
    </g>
  );
}

/** Integer gridlines, the rank line and the rank skips. */
export function RankPanel({ m, locale }: PanelProps) {
  const t = messagesFor(M, locale);
  const { plot } = m;
  return (
    <g>
      {/* Rank panel: integer gridlines, the rank line, rank skips. */}
      {m.rank.ticks.map((t) => (
        <g>
          <line class="zcf-grid" x1={plot.l} x2={plot.r} y1={t.y} y2={t.y} />
          <text class="zcf-tick" x={plot.l - 6} y={t.y + 4} text-anchor="end">
            {t.label}
          </text>
        </g>
      ))}
      <path class="zcf-rank" d={m.rank.path} />
      {m.skips.map((s) => (
        <circle class="zcf-skip" cx={s.x} cy={s.y} r={4.5} />
      ))}
      <text class="zcf-panel-title" x={plot.l} y={m.rank.top - 10}>
        {t.rank}
      </text>
    </g>
  );
}

/** Attack lines per minute (sent under cancelled), the fatigue steps across all panels, and the minutes along the bottom. */
export function AttackPanel({ m, locale }: PanelProps) {
  const t = messagesFor(M, locale);
  const { plot } = m;
  return (
    <g>
      {/* Attack lines per minute: sent (solid) under cancelled. */}
      {m.bars.cols.map((c) => (
        <g>
          <rect class="zcf-sent" x={c.x} width={c.w} y={c.sentY} height={Math.max(0, m.bars.bottom - c.sentY)} />
          <rect class="zcf-cancel" x={c.x} width={c.w} y={c.cancelY} height={Math.max(0, c.sentY - c.cancelY)} />
        </g>
      ))}
      <line class="zcf-grid" x1={plot.l} x2={plot.r} y1={m.bars.bottom} y2={m.bars.bottom} />
      <text class="zcf-tick" x={plot.l - 6} y={m.bars.top + 8} text-anchor="end">
        {formatNumber(locale ?? 'en', m.bars.max)}
      </text>
      <text class="zcf-tick" x={plot.l - 6} y={m.bars.bottom} text-anchor="end">
        0
      </text>
      <text class="zcf-panel-title" x={plot.l} y={m.bars.top - 10}>
        {t.attack}
      </text>

      {/* Fatigue steps across all panels; minutes along the bottom. */}
      {m.fatigue.map((f) => (
        <line class="zcf-fatigue" x1={f.x} x2={f.x} y1={m.alt.top} y2={m.bars.bottom}>
          <title>{f.label}</title>
        </line>
      ))}
      {m.xTicks.map((t) => (
        <text class="zcf-tick" x={t.x} y={m.height - 8} text-anchor="middle">
          {t.label}
        </text>
      ))}
      <text class="zcf-tick" x={plot.l - 10} y={m.height - 8} text-anchor="end">
        {t.min}
      </text>
    </g>
  );
}
