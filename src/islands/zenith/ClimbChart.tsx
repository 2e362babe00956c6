// The climb chart (issue 13 item 1): altitude over floor bands, rank on integer gridlines, attack lines per minute;
// drawn at the element's real pixel width so text keeps its size on a phone. Shared by the simulator and the planner.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Mod } from '~/engines/zenith';
import { chartLegend, chartModel, type ClimbRun } from './climb-model';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import './climb-figures.css';
import { MESSAGES as M } from './ClimbChart.messages';
import { AltitudePanel, AttackPanel, RankPanel } from './climb-chart-parts';

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
  return (
    <div class="zcf-chart" ref={ref}>
      <svg width={m.width} height={m.height} viewBox={`0 0 ${m.width} ${m.height}`} role="img" aria-label={label} data-testid={`${idPrefix}-chart`}>
        <AltitudePanel m={m} locale={locale} />
        <RankPanel m={m} locale={locale} />
        <AttackPanel m={m} locale={locale} />
      </svg>
      <ul class="zcf-legend" aria-label={t.key}>
        {chartLegend(m).map((key) => (
          <li>
            <span class={`zcf-key zcf-key-${key}`} />
            {t[LEGEND_TEXT[key]]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The legend's text for each key the chart model lists. */
const LEGEND_TEXT = {
  alt: 'keyAlt',
  mark: 'keyMark',
  rank: 'keyRank',
  skip: 'keySkip',
  hyper: 'keyHyper',
  sent: 'keySent',
  cancel: 'keyCancel',
  fatigue: 'keyFatigue',
} as const;
