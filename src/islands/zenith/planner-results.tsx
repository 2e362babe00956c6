// The climb planner's results (a view part of ClimbPlanner.tsx): the answer with its gap, hyperspeed and arrival chart,
// and the table of when each floor is reached at the planned pace and at the player's.
import { FLOOR_STARTS, FPS, PLAN_MAX_APM } from '~/engines/zenith';
import type { Locale } from '~/i18n/locales';
import { formatNumber } from '~/i18n/format';
import type { ClimbRun } from './climb-model';
import type { MESSAGES } from './ClimbPlanner.messages';
import type { Plan, Values } from './planner-model';
import { PlanGap } from './PlanGap';
import { ArrivalChart } from './ArrivalChart';
import { splitFrameOf } from './plan-gap';
import { zenithClock } from './clock';
import { hyperText } from './planner-text';
import { splitRows } from './planner-view';

type Messages = (typeof MESSAGES)['en'];

/** When each floor is first reached, at the planned pace and at the player's APM. */
export function SplitsTable(o: {
  t: Messages;
  v: Values;
  apm: number | null;
  by: string;
  planned: ClimbRun | null;
  reverse: ClimbRun;
  nameOf: (f: number) => string;
  locale?: Locale;
}) {
  const { t, v, locale } = o;
  return (
    <div class="atlas-table-wrap zcf-fit">
      <table data-testid="cp-splits">
        <caption>{t.caption(FPS)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.colFloor}</th>
            <th scope="col">{o.apm !== null ? t.colPlan(o.apm, o.by) : t.colPlanned}</th>
            <th scope="col">{t.colAt(v.cpApm)}</th>
          </tr>
        </thead>
        <tbody>
          {splitRows(o.planned, o.reverse).map((row) => (
            <tr data-floor={row.floor} class={v.cpBy === 'floor' && v.cpFloor === row.floor ? 'zcf-target' : undefined}>
              <th scope="row">
                {formatNumber(locale ?? 'en', row.floor)} {o.nameOf(row.floor)}{' '}
                <span class="atlas-source-value">{formatNumber(locale ?? 'en', FLOOR_STARTS[row.floor - 1])} m</span>
              </th>
              <td class="atlas-num">{row.planned === null ? '—' : zenithClock(locale, row.planned)}</td>
              <td class="atlas-num">{row.yours === null ? '—' : zenithClock(locale, row.yours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The answer: the APM, its gap and sensitivity, hyperspeed, and the arrival chart around it. */
export function Answer(o: {
  t: Messages;
  busy: boolean;
  tried: number;
  plan: Plan | null;
  planned: ClimbRun | null;
  target: string;
  by: string;
  minutes: number;
  locale?: Locale;
}) {
  const { t, plan, locale } = o;
  const a = plan?.answer ?? null;
  return (
    <div class="zcf-result" aria-live="polite" aria-busy={o.busy} data-testid="cp-answer">
      {o.busy ? (
        <p>{t.searching(o.tried)}</p>
      ) : a && o.planned ? (
        <>
          <p>
            {t.needBefore(o.target, o.by)}
            <span class="zcf-big">{t.needApm(a.apm)}</span>
            {t.needAfter(zenithClock(locale, splitFrameOf(a.frame)))}
          </p>
          <PlanGap plan={a} locale={locale} />
          <p data-testid="cp-hyper">{hyperText(t, o.planned, locale)}</p>
          <ArrivalChart curve={plan!.curve} minutes={o.minutes} answer={a.apm} target={o.target} by={o.by} locale={locale} />
        </>
      ) : (
        <p>{t.cannot(o.target, o.by, PLAN_MAX_APM)}</p>
      )}
    </div>
  );
}
