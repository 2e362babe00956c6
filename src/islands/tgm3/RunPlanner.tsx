// Island: Master run planner. Section times to x70 and to the end → COOL / REGRET per section, +2 s limit, speed level,
// 20G, torikan. Four narrow columns (section, result, two times); limits and speed levels shown on demand.
import { useState } from 'preact/hooks';
import { FPS, MASTER_TORIKAN_FRAMES, clock, planMaster, seconds, type PlannedSection, type PlusTwoRule } from '~/engines/tgm3';
import { boolParam, choiceParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { formatList, parseSecondsList } from './parse';
import { sectionRange, sectionStart } from './sections';
import './tgm3.css';

// Default: a strong run where section 2 misses its COOL only because of the +2 s rule, and section 6 is a REGRET.
const T70 = [44, 43, 46, 40, 40, 38, 37, 35, 34, 30];
const END = [62, 60, 64, 57, 56, 54, 52, 48, 47, 45]; // literal-ok: default example times in seconds
/** Longest time a field accepts, in seconds (a form limit, not a game number). */
const MAX_SECONDS = 600; // literal-ok: form limit
const secs = (f: number) => `${seconds(f)} s`;
const LIST = { pattern: /^[0-9., ]*$/, maxLength: 120, describe: { en: 'a comma list of seconds', 'zh-cn': '用逗号分隔的秒数' } }; // literal-ok: form limit on the text length
export const SPECS = {
  rpX70: textParam({ default: formatList(T70), ...LIST }),
  rpEnd: textParam({ default: formatList(END), ...LIST }),
  rpPlus: choiceParam<PlusTwoRule>({ default: 'afterCool', choices: ['afterCool', 'always'] }),
  rpExam: boolParam({ default: false }),
};

const range = (i: number) => sectionRange(i, true);

/** The verdict of one section and the one fact that decided it. */
function verdict(s: PlannedSection): { text: string; why: string; tone: '' | 'tgm3-yes' | 'tgm3-bad' } {
  const text = [s.cool ? 'COOL' : '', s.regret ? 'REGRET' : ''].filter(Boolean).join(' + ') || 'no COOL';
  const plus = s.plusTwoApplied ? ' (+2 s rule)' : '';
  const cool = s.limit === null ? 'no COOL in this section' : s.cool ? `x70 within ${secs(s.limit)}${plus}` : `x70 over ${secs(s.limit)}${plus}`;
  const why = s.regret ? `${cool}; section over ${secs(s.regretLimit)}` : cool;
  return { text, why, tone: s.regret ? 'tgm3-bad' : s.cool ? 'tgm3-yes' : '' };
}

export default function RunPlanner() {
  const st = useUrlState(SPECS);
  const [more, setMore] = useState(false);
  const v = st.values;
  const a = parseSecondsList(v.rpX70, T70, 0, MAX_SECONDS);
  const b = parseSecondsList(v.rpEnd, END, 0, MAX_SECONDS);
  const notes = [...a.notes.map((n) => `x70 times: ${n}`), ...b.notes.map((n) => `section times: ${n}`)];
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
      <h3 id="rp-title">Master run planner</h3>
      <div class="tgm3-grid">
        <label for="rp-plus">
          +2 s rule applies
          <select id="rp-plus" value={v.rpPlus} onChange={(e) => st.set({ rpPlus: (e.currentTarget as HTMLSelectElement).value as PlusTwoRule })}>
            <option value="afterCool">after a COOL (site default)</option>
            <option value="always">after every section</option>
          </select>
        </label>
        <label class="tgm3-check" for="rp-exam">
          <span>
            <input id="rp-exam" type="checkbox" checked={v.rpExam} onChange={(e) => st.set({ rpExam: (e.currentTarget as HTMLInputElement).checked })} /> Exam
            game (no torikan)
          </span>
        </label>
        <label class="tgm3-check" for="rp-more">
          <span>
            <input id="rp-more" type="checkbox" checked={more} onChange={(e) => setMore((e.currentTarget as HTMLInputElement).checked)} /> Show limits and speed
            levels
          </span>
        </label>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="rp-summary">
        {plan.cools} section COOL{plan.cools === 1 ? '' : 's'}, {plan.regrets} REGRET{plan.regrets === 1 ? '' : 's'}: grade effect{' '}
        <strong>
          {plan.cools > 0 ? `+${plan.cools}` : '0'}
          {plan.regrets > 0 ? ` and −${plan.regrets} boost${plan.regrets === 1 ? '' : 's'}` : ''}
        </strong>
        . {plan.level20G === null ? 'No 20G within these sections.' : `20G starts at level ${plan.level20G}.`}{' '}
        {plan.stoppedAtTorikan
          ? `The game stops at level 500: ${clock(plan.sections[4].endFrame)} is past ${clock(MASTER_TORIKAN_FRAMES)}.`
          : plan.sections.length >= 5
            ? `Level 500 at ${clock(plan.sections[4].endFrame)}${v.rpExam ? ' (exam: no torikan)' : `, within ${clock(MASTER_TORIKAN_FRAMES)}`}.`
            : ''}
      </p>
      <table class="tgm3-table tgm3-plan">
        <caption>Each section: the result, then your times in seconds (to x70, and for the whole section)</caption>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col">Result</th>
            <th scope="col">To x70 (s)</th>
            <th scope="col">Section (s)</th>
          </tr>
        </thead>
        <tbody>
          {a.values.map((_, i) => {
            const s = plan.sections[i];
            const r = s ? verdict(s) : null;
            return (
              <tr key={i}>
                <th scope="row">{range(i)}</th>
                <td data-testid={`rp-result-${i}`}>
                  <span class={r?.tone ?? ''}>{r ? r.text : 'not played'}</span>
                  {r && <small class="tgm3-why">{r.why}</small>}
                  {s && more && (
                    <small class="tgm3-why">
                      COOL limit {s.limit === null ? 'none' : secs(s.limit)}
                      {s.plusTwoApplied && s.baseLimit !== null ? ` (table ${secs(s.baseLimit)})` : ''}; REGRET over {secs(s.regretLimit)}; speed level{' '}
                      {s.speedLevelAtStart} at the start; ends at {clock(s.endFrame)}
                    </small>
                  )}
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    max={MAX_SECONDS}
                    step={0.5}
                    aria-label={`Seconds to level ${sectionStart(i) + 70}`}
                    value={a.values[i]}
                    onChange={(e) => setAt('rpX70', a.values, i, Number((e.currentTarget as HTMLInputElement).value))}
                  />
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    max={MAX_SECONDS}
                    step={0.5}
                    aria-label={`Seconds for section ${range(i)}`}
                    value={b.values[i]}
                    onChange={(e) => setAt('rpEnd', b.values, i, Number((e.currentTarget as HTMLInputElement).value))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>A REGRET removes one boost from whatever internal grade you have at that moment (none at internal grade 0). A COOL counts once its section ends.</p>
      <StateBar notices={[...st.notices, ...notes]} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} />
    </section>
  );
}
