// Island: revive difficulty (floor + revives, Duo+ time effects) → plan of task grades, and example draws from a seeded RNG.
import { FATIGUE_TIMELINES, REVIVE_PLANS, SECONDS_PER_MINUTE, drawRevive, fatigueAt, revivePlanOf, reviveDifficultyOf, type Mod } from '~/engines/zenith';
import { VersionPicker, versionParam } from './version-picker';
import { createRng } from '~/lib/rng';
import { boolParam, choiceParam, numberParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGES as M } from './RevivePlanner.messages';
import { bold } from './zenith-zh';
import { zenithMinutes } from './clock';
import { REVIVE_TASKS_ZH } from './revive-tasks-zh';
import './zenith.css';
import { DraftInput } from '../common/DraftInput';

export const SPECS = {
  rvFloor: numberParam({ default: 6, min: 1, max: 10 }),
  rvRevives: numberParam({ default: 2, min: 0, max: 30 }),
  rvMode: choiceParam<'duo' | 'duo_reversed'>({ default: 'duo', choices: ['duo', 'duo_reversed'] }),
  rvNohold: boolParam({ default: false }),
  rvTime: numberParam({ default: 3, min: 0, max: 12, decimals: 1 }),
  rvDraw: numberParam({ default: 1, min: 1, max: 100000 }),
  rvVer: versionParam(),
  /** Current client: the floors of earlier revives, e.g. 6-7 (the score adds 1, 2 or 3 per revive by its floor). */
  rvPast: textParam({
    default: '6-7',
    pattern: /^((10|[1-9])(-(10|[1-9])){0,29})?$/,
    maxLength: 89,
    describe: 'floors 1 to 10 of earlier revives joined by -, e.g. 6-7',
  }),
};

/** When Duo+ stops revives, from the engine's timeline. */
const NO_REVIVE_AT = FATIGUE_TIMELINES.duo_reversed.find((s) => s.effect.kind === 'noRevive')?.at ?? Infinity;

export default function RevivePlanner({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const state = useUrlState(SPECS, locale);
  const v = state.values;
  const mods: Mod[] = v.rvMode === 'duo_reversed' ? ['duo_reversed'] : v.rvNohold ? ['duo', 'nohold'] : ['duo'];
  const f = v.rvMode === 'duo_reversed' ? fatigueAt(v.rvTime * SECONDS_PER_MINUTE, mods) : null;
  const past = v.rvPast ? v.rvPast.split('-').map(Number) : [];
  const score =
    v.rvVer === 'current'
      ? reviveDifficultyOf(v.rvFloor, past, { bonus: f?.reviveDifficultyBonus ?? 0, version: 'current' })
      : reviveDifficultyOf(v.rvFloor, new Array<number>(v.rvRevives).fill(1), { bonus: f?.reviveDifficultyBonus ?? 0 });
  const plan = revivePlanOf(score, v.rvVer);
  const rng = createRng(`revive|${v.rvDraw}`);
  const draws = [0, 1, 2].map(() => drawRevive(score, mods, rng, f?.noRevive ?? false, v.rvVer));
  const num = (k: 'rvFloor' | 'rvRevives' | 'rvTime') => (e: Event) => {
    const n = Number((e.currentTarget as HTMLInputElement).value);
    if (Number.isFinite(n)) state.set({ [k]: n } as Partial<typeof v>);
  };
  return (
    <section id="revive-planner" class="atlas-island" aria-labelledby="rv-title">
      <h3 id="rv-title">{m.title}</h3>
      <VersionPicker
        idPrefix="rv"
        version={v.rvVer}
        onChange={(x) => state.set({ rvVer: x })}
        note={v.rvVer === 'current' ? m.noteNow : m.noteSeed}
        locale={locale}
      />
      <div class="zen-grid">
        <label>
          {m.floor}
          <DraftInput type="number" id="rv-floor" min={1} max={10} value={v.rvFloor} onChange={num('rvFloor')} />
        </label>
        {v.rvVer === 'current' ? (
          <label>
            {m.past}
            <DraftInput type="text" id="rv-past" value={v.rvPast} onChange={(e) => state.set({ rvPast: (e.currentTarget as HTMLInputElement).value.trim() })} />
          </label>
        ) : (
          <label>
            {m.revives}
            <DraftInput type="number" id="rv-revives" min={0} max={30} value={v.rvRevives} onChange={num('rvRevives')} />
          </label>
        )}
        <label>
          {m.mode}
          <select id="rv-mode" value={v.rvMode} onChange={(e) => state.set({ rvMode: (e.currentTarget as HTMLSelectElement).value as 'duo' | 'duo_reversed' })}>
            <option value="duo">{m.duo}</option>
            <option value="duo_reversed">{m.duoRev}</option>
          </select>
        </label>
        {v.rvMode === 'duo' ? (
          <label>
            <input
              type="checkbox"
              id="rv-nohold"
              checked={v.rvNohold}
              onChange={(e) => state.set({ rvNohold: (e.currentTarget as HTMLInputElement).checked })}
            />{' '}
            {m.nohold}
          </label>
        ) : (
          <label>
            {m.minutes}
            <DraftInput type="number" id="rv-time" min={0} max={12} step={0.5} value={v.rvTime} onChange={num('rvTime')} />
          </label>
        )}
      </div>
      <p class="zen-result" aria-live="polite" data-testid="rv-summary">
        {f?.noRevive ? m.onlyX(zenithMinutes(locale, NO_REVIVE_AT)) : bold(m.plan(score, plan.join(' '), score >= REVIVE_PLANS.length))}
      </p>
      <ReviveDraws draws={draws} locale={locale} />
      <button type="button" class="atlas-button" id="rv-again" onClick={() => state.set({ rvDraw: v.rvDraw + 1 })}>
        {m.again}
      </button>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}

/** The drawn revive tasks, one list item per draw, each task as the write-up words it. */
function ReviveDraws({ draws, locale }: { draws: { grade: string; id: string; text: string }[][]; locale?: Locale }) {
  const m = messagesFor(M, locale);
  const taskText = (t: { grade: string; id: string; text: string }) => (locale === 'zh-cn' ? (REVIVE_TASKS_ZH[`${t.grade}:${t.id}`] ?? t.text) : t.text);
  return (
    <ol class="zen-list" data-testid="rv-draws">
      {draws.map((d) => (
        <li>
          {d.map((t, i) => (
            <>
              {i > 0 && m.sep}
              {`${t.grade}: `}
              {/* The task as the write-up words it (its own spacing). */}
              <span data-verbatim="">{taskText(t)}</span>
            </>
          ))}
        </li>
      ))}
    </ol>
  );
}
