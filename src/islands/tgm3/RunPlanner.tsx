// Island: Master run planner. Section times to x70 and to the end → COOL / REGRET per section, +2 s limit, speed level,
// 20G, torikan. Four narrow columns (section, result, two times); limits and speed levels shown on demand.
import { FPS, MASTER_TORIKAN_FRAMES, MASTER_TORIKAN_LEVEL, SECTION_LEVELS, planMaster, type PlannedSection, type PlusTwoRule } from '~/engines/tgm3';
import { boolParam, choiceParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { formatList, parseSecondsList } from './parse';
import { sectionRange, sectionStart } from './sections';
import './tgm3.css';
import { tgm3Clock } from './clock';
import { formatFixed, formatNumber } from '~/i18n/format';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import type { IslandProps } from './props';
import { MESSAGES } from './RunPlanner.messages';
import { DraftInput } from '../common/DraftInput';

// Default: a strong run where section 2 misses its COOL only because of the +2 s rule, and section 6 is a REGRET.
const T70 = [44, 43, 46, 40, 40, 38, 37, 35, 34, 30]; // literal-ok: default example times in seconds
const END = [62, 60, 64, 57, 56, 54, 52, 48, 47, 45]; // literal-ok: default example times in seconds
/** Longest time a field accepts, in seconds (a form limit, not a game number). */
const MAX_SECONDS = 600; // literal-ok: form limit
const LIST = { pattern: /^[0-9., ]*$/, maxLength: 120, describe: { en: 'a comma list of seconds', 'zh-cn': '用逗号分隔的秒数' } }; // literal-ok: form limit on the text length
export const SPECS = {
  rpX70: textParam({ default: formatList(T70), ...LIST }),
  rpEnd: textParam({ default: formatList(END), ...LIST }),
  rpPlus: choiceParam<PlusTwoRule>({ default: 'afterCool', choices: ['afterCool', 'always'] }),
  rpExam: boolParam({ default: false }),
  /** "Show limits and speed levels": in the link too, so a shared link shows what its sender saw. */
  rpMore: boolParam({ default: false }),
};

const range = (i: number) => sectionRange(i, true);
/** The section whose end is the torikan level (section 4 ends at level 500). */
const TORIKAN_SECTION = MASTER_TORIKAN_LEVEL / SECTION_LEVELS - 1;

/** The verdict of one section and the one fact that decided it. */
function verdict(s: PlannedSection, locale?: Locale): { text: string; why: string; tone: '' | 'tgm3-yes' | 'tgm3-bad' } {
  const m = messagesFor(MESSAGES, locale);
  const secs = (f: number) => m.secs(formatFixed(locale ?? 'en', f / FPS, 2));
  const text = [s.cool ? 'COOL' : '', s.regret ? 'REGRET' : ''].filter(Boolean).join('\u202f+\u202f') || m.noCool;
  const plus = s.plusTwoApplied ? m.plusTwo : '';
  const cool = s.limit === null ? m.noCoolHere : s.cool ? m.within(secs(s.limit), plus) : m.over(secs(s.limit), plus);
  const why = s.regret ? m.regretWhy(cool, secs(s.regretLimit)) : cool;
  return { text, why, tone: s.regret ? 'tgm3-bad' : s.cool ? 'tgm3-yes' : '' };
}

export default function RunPlanner({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const secs = (f: number) => m.secs(formatFixed(locale ?? 'en', f / FPS, 2));
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const more = v.rpMore;
  const a = parseSecondsList(v.rpX70, T70, 0, MAX_SECONDS, locale);
  const b = parseSecondsList(v.rpEnd, END, 0, MAX_SECONDS, locale);
  const notes = [...a.notes.map((n) => m.x70Times(n)), ...b.notes.map((n) => m.sectionTimes(n))];
  const plan = planMaster(
    a.values.map((t, i) => ({ t70: t * FPS, frames: Math.max(t, b.values[i]) * FPS })),
    { plusTwo: v.rpPlus, exam: v.rpExam },
  );
  const setAt = (which: 'rpX70' | 'rpEnd', list: number[], i: number, x: number) => {
    if (!Number.isFinite(x)) return;
    const next = list.slice();
    next[i] = Math.min(MAX_SECONDS, Math.max(0, x));
    st.set({ [which]: formatList(next) } as Partial<typeof v>);
  };
  return (
    <section class="atlas-island tgm3-island" id="run-planner" aria-labelledby="rp-title">
      <h3 id="rp-title">{m.title}</h3>
      <div class="tgm3-grid">
        <label for="rp-plus">
          {m.plusRule}
          <select id="rp-plus" value={v.rpPlus} onChange={(e) => st.set({ rpPlus: (e.currentTarget as HTMLSelectElement).value as PlusTwoRule })}>
            <option value="afterCool">{m.afterCool}</option>
            <option value="always">{m.always}</option>
          </select>
        </label>
        <label class="tgm3-check" for="rp-exam">
          <span>
            <input id="rp-exam" type="checkbox" checked={v.rpExam} onChange={(e) => st.set({ rpExam: (e.currentTarget as HTMLInputElement).checked })} />{' '}
            {m.exam}
          </span>
        </label>
        <label class="tgm3-check" for="rp-more">
          <span>
            <input id="rp-more" type="checkbox" checked={more} onChange={(e) => st.set({ rpMore: (e.currentTarget as HTMLInputElement).checked })} /> {m.more}
          </span>
        </label>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="rp-summary">
        {m.summary(plan.cools, plan.regrets)}
        <strong>
          {plan.cools > 0 ? `+${formatNumber(locale ?? 'en', plan.cools)}` : formatNumber(locale ?? 'en', 0)}
          {plan.regrets > 0 ? m.minusBoosts(plan.regrets) : ''}
        </strong>
        {m.stop}
        {m.gap}
        {plan.level20G === null ? m.no20G : m.starts20G(plan.level20G)}
        {m.gap}
        {plan.stoppedAtTorikan
          ? m.stops(MASTER_TORIKAN_LEVEL, tgm3Clock(locale, plan.sections[TORIKAN_SECTION].endFrame), tgm3Clock(locale, MASTER_TORIKAN_FRAMES))
          : plan.sections.length > TORIKAN_SECTION
            ? `${m.levelAt(MASTER_TORIKAN_LEVEL, tgm3Clock(locale, plan.sections[TORIKAN_SECTION].endFrame))}${v.rpExam ? m.examNoTorikan : m.withinLimit(tgm3Clock(locale, MASTER_TORIKAN_FRAMES))}${m.stop}`
            : ''}
      </p>
      <table class="tgm3-table tgm3-plan">
        <caption>{m.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.section}</th>
            <th scope="col">{m.result}</th>
            <th scope="col">{m.toX70}</th>
            <th scope="col">{m.sectionS}</th>
          </tr>
        </thead>
        <tbody>
          {a.values.map((_, i) => {
            const s = plan.sections[i];
            const r = s ? verdict(s, locale) : null;
            return (
              <tr key={i}>
                <th scope="row">{range(i)}</th>
                <td data-testid={`rp-result-${i}`}>
                  <span class={r?.tone ?? ''}>{r ? r.text : m.notPlayed}</span>
                  {r && ' '}
                  {r && <small class="tgm3-why">{r.why}</small>}
                  {s && more && (
                    <small class="tgm3-why">
                      {m.coolLimit(s.limit === null ? m.none : secs(s.limit))}
                      {s.plusTwoApplied && s.baseLimit !== null ? m.table(secs(s.baseLimit)) : ''}
                      {m.details(secs(s.regretLimit), s.speedLevelAtStart, tgm3Clock(locale, s.endFrame))}
                    </small>
                  )}
                </td>
                <td>
                  <DraftInput
                    type="number"
                    min={0}
                    max={MAX_SECONDS}
                    step={0.5}
                    aria-label={m.secondsTo(sectionStart(i) + 70)}
                    value={a.values[i]}
                    onChange={(e) => setAt('rpX70', a.values, i, Number((e.currentTarget as HTMLInputElement).value))}
                  />
                </td>
                <td>
                  <DraftInput
                    type="number"
                    min={0}
                    max={MAX_SECONDS}
                    step={0.5}
                    aria-label={m.secondsFor(range(i))}
                    value={b.values[i]}
                    onChange={(e) => setAt('rpEnd', b.values, i, Number((e.currentTarget as HTMLInputElement).value))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>{m.note}</p>
      <StateBar notices={[...st.notices, ...notes]} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} locale={locale} />
    </section>
  );
}
