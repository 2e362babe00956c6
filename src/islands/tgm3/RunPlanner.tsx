// Island: Master run planner. Section times to x70 and to the end → COOL / REGRET per section, +2 s limit, speed level, 20G, torikan.
import { clock, planMaster, type PlusTwoRule } from '~/engines/tgm3';
import { boolParam, choiceParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { formatList, parseSecondsList } from './parse';
import './tgm3.css';

// Default: a strong run where section 2 misses its COOL only because of the +2 s rule, and section 6 is a REGRET.
const T70 = [44, 43, 46, 40, 40, 38, 37, 35, 34, 30];
const END = [62, 60, 64, 57, 56, 54, 52, 48, 47, 45];
/** Frames as seconds, e.g. 2760 → "46.00 s". */
const secs = (f: number) => `${(f / 60).toFixed(2)} s`;
const LIST = { pattern: /^[0-9., ]*$/, maxLength: 120, describe: 'a comma list of seconds' };
export const SPECS = {
  rp_70: textParam({ default: formatList(T70), ...LIST }),
  rp_end: textParam({ default: formatList(END), ...LIST }),
  rp_plus: choiceParam<PlusTwoRule>({ default: 'afterCool', choices: ['afterCool', 'always'] }),
  rp_exam: boolParam({ default: false }),
};

export default function RunPlanner() {
  const st = useUrlState(SPECS);
  const v = st.values;
  const a = parseSecondsList(v.rp_70, T70, 0, 600);
  const b = parseSecondsList(v.rp_end, END, 0, 600);
  const notes = [...a.notes.map((n) => `x70 times: ${n}`), ...b.notes.map((n) => `section times: ${n}`)];
  const plan = planMaster(
    a.values.map((t, i) => ({ t70: t * 60, frames: Math.max(t, b.values[i]) * 60 })),
    { plusTwo: v.rp_plus, exam: v.rp_exam },
  );
  const setAt = (which: 'rp_70' | 'rp_end', list: number[], i: number, x: number) => {
    if (!Number.isFinite(x)) return;
    const next = list.slice();
    next[i] = Math.min(600, Math.max(0, x));
    st.set({ [which]: formatList(next) } as Partial<typeof v>);
  };
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="rp-title">
      <h3 id="rp-title">Master run planner</h3>
      <div class="atlas-controls">
        <label for="rp-plus">+2 s rule applies</label>
        <select id="rp-plus" value={v.rp_plus} onChange={(e) => st.set({ rp_plus: (e.currentTarget as HTMLSelectElement).value as PlusTwoRule })}>
          <option value="afterCool">after a COOL section (site default)</option>
          <option value="always">after every section (Cambridge)</option>
        </select>
        <label>
          <input type="checkbox" checked={v.rp_exam} onChange={(e) => st.set({ rp_exam: (e.currentTarget as HTMLInputElement).checked })} /> Exam game (no
          torikan)
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
          ? `The game stops at level 500: ${clock(plan.sections[4].endFrame)} is past 7:00:00.`
          : plan.sections.length >= 5
            ? `Level 500 at ${clock(plan.sections[4].endFrame)}${v.rp_exam ? ' (exam: no torikan)' : ', within 7:00:00'}.`
            : ''}
      </p>
      <div class="atlas-table-wrap">
        <table class="tgm3-table">
          <caption>Per section (60 frames = 1 s); the +2 s rule lowers a limit below the table's value</caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">To x70 (s)</th>
              <th scope="col">COOL limit</th>
              <th scope="col">Section (s)</th>
              <th scope="col">REGRET over</th>
              <th scope="col">Result</th>
              <th scope="col">Speed level at start</th>
            </tr>
          </thead>
          <tbody>
            {a.values.map((_, i) => {
              const s = plan.sections[i];
              return (
              <tr key={i}>
                <th scope="row">{`${i * 100}-${i * 100 + 99}`}</th>
                <td>
                  <input
                    type="number"
                    min={0}
                    max={600}
                    step={0.5}
                    aria-label={`Seconds to level ${i * 100 + 70}`}
                    value={a.values[i]}
                    onChange={(e) => setAt('rp_70', a.values, i, Number((e.currentTarget as HTMLInputElement).value))}
                  />
                </td>
                <td class="atlas-num" title={s?.plusTwoApplied ? `table limit ${secs(s.baseLimit ?? 0)}` : undefined}>
                  {!s ? '—' : s.limit === null ? 'none' : secs(s.limit)}
                  {s?.plusTwoApplied ? <small> (+2 s rule)</small> : ''}
                </td>
                <td>
                  <input
                    type="number"
                    min={0}
                    max={600}
                    step={0.5}
                    aria-label={`Seconds for section ${i * 100}-${i * 100 + 99}`}
                    value={b.values[i]}
                    onChange={(e) => setAt('rp_end', b.values, i, Number((e.currentTarget as HTMLInputElement).value))}
                  />
                </td>
                <td class="atlas-num">{s ? secs(s.regretLimit) : '—'}</td>
                <td class={s?.regret ? 'tgm3-bad' : s?.cool ? 'tgm3-yes' : ''}>
                  {!s ? 'not played' : [s.cool ? 'COOL' : '', s.regret ? 'REGRET' : ''].filter(Boolean).join(' + ') || '—'}
                </td>
                <td class="atlas-num">{s ? s.speedLevelAtStart : '—'}</td>
              </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p>A REGRET removes one boost from whatever internal grade you have at that moment (none at internal grade 0). A COOL counts once its section ends.</p>
      <StateBar notices={[...st.notices, ...notes]} shareUrl={st.shareUrl} onReset={st.reset} onDismiss={st.dismissNotices} />
    </section>
  );
}
