// The planner's chart of arrival time against steady APM (issue 31 item 2), with the same numbers as a table.
// Layout comes from planner-model.ts (arrivalChart); this view only draws it.
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { formatNumber } from '~/i18n/format';
import { arrivalChart, onTime, type CurvePoint } from './planner-model';
import { zenithClock, zenithMinutes } from './clock';
import { MESSAGES } from './ClimbPlanner.messages';
import { framesOfMinutes } from '~/engines/zenith';

export function ArrivalChart(props: { curve: CurvePoint[]; minutes: number; answer: number; target: string; by: string; locale?: Locale }) {
  const { curve, minutes, answer, locale } = props;
  const t = messagesFor(MESSAGES, locale);
  const c = arrivalChart(curve, minutes);
  if (!c) return null;
  const frames = framesOfMinutes(minutes);
  const n = (x: number) => formatNumber(locale ?? 'en', x);
  const bottom = c.height - c.pad.bottom;
  return (
    <figure class="zcf-chart" data-testid="cp-arrival">
      <figcaption>{t.chartTitle(props.target, props.by)}</figcaption>
      <svg viewBox={`0 0 ${c.width} ${c.height}`} width={c.width} height={c.height} role="img" aria-label={t.chartTitle(props.target, props.by)}>
        {c.yTicks.map((k) => (
          <g>
            <line class="zcf-grid" x1={c.pad.left} x2={c.width - c.pad.right} y1={k.y} y2={k.y} />
            <text x={c.pad.left - 4} y={k.y + 4} text-anchor="end">
              {zenithMinutes(locale, k.seconds)}
            </text>
          </g>
        ))}
        {c.xTicks.map((k) => (
          <text x={k.x} y={bottom + 14} text-anchor="middle">
            {n(k.apm)}
          </text>
        ))}
        <text x={(c.pad.left + c.width - c.pad.right) / 2} y={c.height - 4} text-anchor="middle">
          {t.chartX}
        </text>
        <line class="zcf-target-line" x1={c.pad.left} x2={c.width - c.pad.right} y1={c.targetY} y2={c.targetY} />
        {c.points.map((p) => (
          <circle
            class={p.late ? 'zcf-late' : p.apm === answer ? 'zcf-answer' : 'zcf-ontime'}
            cx={p.x}
            cy={p.y}
            r={p.apm === answer ? 4.5 : 3}
            data-apm={p.apm}
          />
        ))}
      </svg>
      <p class="zcf-arrival-key">
        <span>
          <span class="zcf-arrival-ontime" aria-hidden="true">
            ●
          </span>{' '}
          {t.keyOn}
        </span>
        <span>
          <span class="zcf-arrival-late" aria-hidden="true">
            ○
          </span>{' '}
          {t.keyLate}
        </span>
        <span>
          <span aria-hidden="true">- -</span> {t.keyTarget}
        </span>
      </p>
      <ArrivalTable curve={curve} frames={frames} answer={answer} by={props.by} locale={locale} />
    </figure>
  );
}

/** The chart's numbers as a table: each pace, when it arrives, and whether that is in time. */
function ArrivalTable(props: { curve: CurvePoint[]; frames: number; answer: number; by: string; locale?: Locale }) {
  const { curve, frames, answer, locale } = props;
  const t = messagesFor(MESSAGES, locale);
  const n = (x: number) => formatNumber(locale ?? 'en', x);
  return (
    <details>
      <summary>{t.tableSummary}</summary>
      <div class="atlas-table-wrap zcf-fit">
        <table data-testid="cp-arrival-table">
          <caption>{t.tableCaption(props.by)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colApm}</th>
              <th scope="col">{t.colArrives}</th>
              <th scope="col">{t.colOnTime}</th>
            </tr>
          </thead>
          <tbody>
            {curve.map((p) => (
              <tr data-apm={p.apm} class={p.apm === answer ? 'zcf-target' : undefined}>
                <th scope="row" class="atlas-num">
                  {n(p.apm)}
                </th>
                <td class="atlas-num">{p.frame === null ? '—' : zenithClock(locale, p.frame)}</td>
                <td>{onTime(p, frames) ? t.yes : p.frame === null ? t.never : t.late}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
