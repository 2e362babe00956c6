// Island: Shirase planner. Section times → REGRETs, torikans, grade; plus the rising-garbage counter for a pattern of clears.
import {
  SHIRASE_GARBAGE_START_LEVEL,
  SHIRASE_LAST_LEVEL,
  framesFromSeconds,
  garbageQuota,
  garbageRun,
  shiraseRegretLimit,
  shiraseRun,
  type Lines,
  type RuleSystem,
} from '~/engines/tgm3';
import { choiceParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { formatList, parseSecondsList } from './parse';
import { sectionRange, sectionStart } from './sections';
import './tgm3.css';
import { tgm3Clock } from './clock';
import { messagesFor } from '~/i18n/messages';
import type { IslandProps } from './props';
import { numberFormatter } from '~/i18n/format';
import { MESSAGES } from './ShirasePlanner.messages';
import { DraftInput } from '../common/DraftInput';

// Default: a Classic run that beats both torikans, with one slow section (200-299) that costs a REGRET.
const TIMES = [25, 25, 51, 23, 23, 29, 29, 29, 29, 29, 30, 32, 35]; // literal-ok: default example times in seconds
export const SPECS = {
  shTimes: textParam({
    default: formatList(TIMES),
    pattern: /^[0-9., ]*$/,
    maxLength: 160,
    describe: { en: 'a comma list of seconds', 'zh-cn': '用逗号分隔的秒数' },
  }),
  shRule: choiceParam<RuleSystem>({ default: 'classic', choices: ['classic', 'world'] }),
  shPat: textParam({
    default: '0001',
    pattern: /^[0-4]{1,40}$/,
    maxLength: 40,
    describe: { en: 'digits 0-4 (lines per piece)', 'zh-cn': '0-4 的数字（每个方块消的行数）' },
  }),
};
const GARBAGE_PIECES = 60; // literal-ok: how many pieces the figure plays, a choice
/** Longest section time a field accepts, in seconds (a form limit, not a game number). */
const MAX_SECONDS = 600; // literal-ok: form limit

export default function ShirasePlanner({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const n = numberFormatter(locale);
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const parsed = parseSecondsList(v.shTimes, TIMES, 0, MAX_SECONDS, locale);
  const r = shiraseRun(
    parsed.values.map((s) => framesFromSeconds(s)),
    v.shRule,
  );
  const pattern = Array.from({ length: GARBAGE_PIECES }, (_, i) => Number(v.shPat[i % v.shPat.length]) as 0 | Lines);
  const g = garbageRun(pattern, SHIRASE_GARBAGE_START_LEVEL);
  const firstGarbage = g.steps.find((s) => s.garbage);
  const setAt = (i: number, x: number) => {
    if (!Number.isFinite(x)) return;
    const next = parsed.values.slice();
    next[i] = Math.min(MAX_SECONDS, Math.max(0, x));
    st.set({ shTimes: formatList(next) });
  };
  return (
    <section class="atlas-island tgm3-island" aria-labelledby="sh-title">
      <h3 id="sh-title">{m.title}</h3>
      <div class="atlas-controls">
        <label for="sh-rule">{m.rule}</label>
        <select id="sh-rule" value={v.shRule} onChange={(e) => st.set({ shRule: (e.currentTarget as HTMLSelectElement).value as RuleSystem })}>
          <option value="classic">{m.classic}</option>
          <option value="world">{m.world}</option>
        </select>
      </div>
      <p class="tgm3-result" aria-live="polite" data-testid="sh-result">
        {m.grade}
        <strong class="tgm3-big">{r.gradeName}</strong>
        {m.cleared(r.sectionsCleared, r.regrets)}
        {r.stoppedAt ? m.torikan(r.stoppedAt, tgm3Clock(locale, r.sections[r.sections.length - 1].endFrame)) : r.reachedRoll ? m.roll(SHIRASE_LAST_LEVEL) : ''}
      </p>
      <div class="atlas-table-wrap" role="region" aria-label={m.region} tabIndex={0}>
        <table class="tgm3-table tgm3-shirase">
          <caption>{m.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.section}</th>
              <th scope="col">{m.time}</th>
              <th scope="col">{m.regretOver}</th>
              <th scope="col">{m.regret}</th>
              <th scope="col">{m.clockAtEnd}</th>
              <th scope="col">{m.quota}</th>
            </tr>
          </thead>
          <tbody>
            {parsed.values.map((t, i) => {
              const s = r.sections[i];
              const quota = garbageQuota(sectionStart(i));
              return (
                <tr key={i}>
                  <th scope="row">{sectionRange(i)}</th>
                  <td>
                    <DraftInput
                      type="number"
                      min={0}
                      max={MAX_SECONDS}
                      step={0.5}
                      aria-label={m.secondsFor(sectionRange(i))}
                      value={t}
                      onChange={(e) => setAt(i, Number((e.currentTarget as HTMLInputElement).value))}
                    />
                  </td>
                  <td class="atlas-num">{tgm3Clock(locale, shiraseRegretLimit(i))}</td>
                  <td class={s?.regret ? 'tgm3-bad' : ''}>{s ? (s.regret ? 'REGRET' : '—') : m.notPlayed}</td>
                  <td class="atlas-num">{s ? tgm3Clock(locale, s.endFrame) : '—'}</td>
                  <td class="atlas-num">{quota === null ? '—' : n(quota)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h4>{m.rising(SHIRASE_GARBAGE_START_LEVEL)}</h4>
      <label for="sh-pat">
        {m.pattern}{' '}
        <DraftInput
          id="sh-pat"
          type="text"
          inputMode="numeric"
          maxLength={40}
          value={v.shPat}
          onChange={(e) => {
            const t = (e.currentTarget as HTMLInputElement).value.replace(/[^0-4]/g, '').slice(0, 40);
            if (t) st.set({ shPat: t });
          }}
        />
      </label>
      <p aria-live="polite" data-testid="sh-garbage">
        {m.garbage(GARBAGE_PIECES, SHIRASE_GARBAGE_START_LEVEL, g.garbageLines)}
        {firstGarbage ? m.first(firstGarbage.piece + 1, firstGarbage.level) : ''}
        {m.counter(g.steps[g.steps.length - 1].counter)}
      </p>
      <StateBar
        notices={[...st.notices, ...parsed.notes.map((n) => m.timesNote('shTimes', n))]}
        shareUrl={st.shareUrl}
        onReset={st.reset}
        onDismiss={st.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
