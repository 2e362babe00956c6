// The climb chart (issue 13 item 1): altitude over floor bands, rank on integer gridlines, attack lines per minute;
// drawn at the element's real pixel width so text keeps its size on a phone. Shared by the simulator and the planner.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Mod } from '~/engines/zenith';
import { chartModel, type ClimbRun } from './climb-model';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import './climb-figures.css';
import { MESSAGE_DIGITS, formatNumber, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
const M = defineMessages({
  en: {
    floorAt: (floor: number, clock: string) => `Floor ${nEn(floor)} at ${clock}`,
    altitude: 'altitude (m)',
    rank: 'rank',
    attack: 'attack lines per minute',
    min: 'min',
    key: 'Chart key',
    keyAlt: 'altitude',
    keyMark: 'floor entry, with its number (times in the split table)',
    keyRank: 'rank',
    keySkip: 'rank skip',
    keyHyper: 'hyperspeed',
    keySent: 'lines sent',
    keyCancel: 'lines cancelled',
    keyFatigue: 'fatigue step',
  },
  'zh-cn': {
    floorAt: (floor: number, clock: string) => `${clock} 到达 ${nZh(floor)} 层`,
    altitude: '高度（m）',
    rank: '等级',
    attack: '每分钟攻击行数',
    min: '分钟',
    key: '图例',
    keyAlt: '高度',
    keyMark: '进入某层，标有层数（时间见分段表）',
    keyRank: '等级',
    keySkip: '跳级',
    keyHyper: '速通模式',
    keySent: '发送的行',
    keyCancel: '抵消的行',
    keyFatigue: '疲劳阶段',
  },
});

/** Width of the element in CSS pixels, following resizes; `fallback` for the server render. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setWidth(Math.round(el.getBoundingClientRect().width) || fallback);
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(read);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return { ref, width };
}

/** Width (px) the chart is drawn at before the page measures its column (server render, no JavaScript). */
const SERVER_RENDER_WIDTH = 704;

interface Props {
  run: ClimbRun;
  mods: readonly Mod[];
  /** Says what the chart shows; the aria-label. */
  label: string;
  idPrefix: string;
  locale?: Locale;
}

export function ClimbChart({ run, mods, label, idPrefix, locale }: Props) {
  const t = messagesFor(M, locale);
  const { ref, width } = useWidth(SERVER_RENDER_WIDTH);
  const m = chartModel(run, width, mods, locale);
  const { plot } = m;
  return (
    <div class="zcf-chart" ref={ref}>
      <svg width={m.width} height={m.height} viewBox={`0 0 ${m.width} ${m.height}`} role="img" aria-label={label} data-testid={`${idPrefix}-chart`}>
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
      </svg>
      <ul class="zcf-legend" aria-label={t.key}>
        <li>
          <span class="zcf-key zcf-key-alt" />
          {t.keyAlt}
        </li>
        <li>
          <span class="zcf-key zcf-key-mark" />
          {t.keyMark}
        </li>
        <li>
          <span class="zcf-key zcf-key-rank" />
          {t.keyRank}
        </li>
        {m.skips.length > 0 && (
          <li>
            <span class="zcf-key zcf-key-skip" />
            {t.keySkip}
          </li>
        )}
        {m.hyper.length > 0 && (
          <li>
            <span class="zcf-key zcf-key-hyper" />
            {t.keyHyper}
          </li>
        )}
        <li>
          <span class="zcf-key zcf-key-sent" />
          {t.keySent}
        </li>
        <li>
          <span class="zcf-key zcf-key-cancel" />
          {t.keyCancel}
        </li>
        <li>
          <span class="zcf-key zcf-key-fatigue" />
          {t.keyFatigue}
        </li>
      </ul>
    </div>
  );
}
