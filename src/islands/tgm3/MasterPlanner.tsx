// Island: Master planner. Per section a split time, an x70 time and the clears → COOL/REGRET, the grade after each
// section, the roll reached and the final grade (estimateMaster, i.e. the Master engine), plus a GM-track card.
import { useState } from 'preact/hooks';
import {
  GRADE_NAMES,
  MASTER_LAST_LEVEL,
  MASTER_SECTIONS,
  MASTER_TORIKAN_LEVEL,
  MAX_ROLL_CLEARS,
  SECTION_LEVELS,
  estimateMaster,
  framesFromSeconds,
  type MasterEstimate,
  type SectionPlay,
} from '~/engines/tgm3';
import { boolParam, textParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { formatList, parseSecondsList } from './parse';
import './tgm3.css';
import { tgm3Clock } from './clock';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import type { IslandProps } from './props';
import { MESSAGES } from './MasterPlanner.messages';
import { DraftInput } from '../common/DraftInput';

const SECTIONS = MASTER_SECTIONS;
// Default: a GM-pace run. Each section a second faster than the last, x70 well inside every COOL limit; per section
// 4 singles, 3 doubles, 3 triples and 7 tetrises. Roll: a double and five tetrises, survived.
const SPLIT = [48, 47, 46, 45, 44, 43, 42, 41, 40, 39];
const X70 = [34, 33, 32, 31, 30, 29, 28, 27, 26, 25]; // literal-ok: default example times in seconds
const CLEARS = Array.from({ length: SECTIONS }, () => [4, 3, 3, 7]);
/** Longest time a field accepts, in seconds (a form limit, not a game number). */
const MAX_SECONDS = 600; // literal-ok: form limit
const ROLL = [0, 1, 0, 5];
const KINDS = [0, 1, 2, 3] as const;
const MAX_COUNT = 50;
const formatClears = (c: number[][]) => c.map((x) => x.join('-')).join(',');
const LIST = { pattern: /^[0-9., ]*$/, maxLength: 120, describe: { en: 'a comma list of seconds', 'zh-cn': '用逗号分隔的秒数' } }; // literal-ok: form limit on the text length

export const SPECS = {
  mpSplit: textParam({ default: formatList(SPLIT), ...LIST }),
  mpX70: textParam({ default: formatList(X70), ...LIST }),
  mpClears: textParam({
    default: formatClears(CLEARS),
    pattern: /^[0-9,-]*$/,
    maxLength: 160,
    describe: { en: 'singles-doubles-triples-tetrises per section, comma separated', 'zh-cn': '每个区段“一行-两行-三行-四行”的次数，用逗号分隔' },
  }),
  mpRoll: textParam({
    default: ROLL.join('-'),
    pattern: /^[0-9]{1,4}(-[0-9]{1,4}){3}$/,
    maxLength: 20,
    describe: { en: 'roll singles-doubles-triples-tetrises', 'zh-cn': '字幕中“一行-两行-三行-四行”的次数' },
  }),
  mpSurv: boolParam({ default: true }),
  mpGm: boolParam({ default: false }),
};

/** Reads "4-3-3-7,..." into 10 rows of 4 counts in 0..MAX_COUNT; bad rows take the default and are reported. */
function parseClears(text: string, locale?: Locale): { values: number[][]; notes: string[] } {
  const m = messagesFor(MESSAGES, locale);
  const parts = text.split(',');
  const notes: string[] = [];
  const values = CLEARS.map((d, i) => {
    const raw = parts[i];
    if (raw === undefined || raw === '') return d;
    const xs = raw.split('-').map(Number);
    if (xs.length !== 4 || xs.some((x) => !Number.isInteger(x) || x < 0 || x > MAX_COUNT)) {
      notes.push(m.clearsNote(i + 1, MAX_COUNT, d.join('-')));
      return d;
    }
    return xs;
  });
  if (parts.length > SECTIONS) notes.push(m.firstSections(SECTIONS));
  return { values, notes };
}

/** "100-199"; the last section ends at the last level. */
const sectionName = (i: number) => `${i * SECTION_LEVELS}-${Math.min(MASTER_LAST_LEVEL, (i + 1) * SECTION_LEVELS - 1)}`;
/** Signed seconds with two decimals: "+1.50 s" ahead, "−0.33 s" behind. */
const margin = (locale: Locale | undefined, frames: number) => `${frames >= 0 ? '+' : '−'}${tgm3Clock(locale, Math.abs(frames)).replace(/^0:/, '')}`;

/** The plain-text summary the "copy" button writes. */
export function summaryText(e: MasterEstimate, url: string, qualifiedGM: boolean, locale?: Locale): string {
  const m = messagesFor(MESSAGES, locale);
  const roll = e.rollKind ? m.sumRoll(e.rollKind) : e.stoppedAtTorikan ? m.sumNoRollTorikan(MASTER_TORIKAN_LEVEL) : m.sumNotReached;
  const lines = [
    m.sumTitle(e.final.name, e.final.index === GRADE_NAMES.length - 2 && !qualifiedGM && !!e.rollKind),
    m.sumCounts(e.cools, e.perSection.filter((s) => s.regret).length, e.internalGrade, roll),
    ...e.perSection.map((s) =>
      m.sumSection(
        s.section * SECTION_LEVELS,
        tgm3Clock(locale, s.frames),
        tgm3Clock(locale, s.x70Frames),
        `${s.cool ? ' COOL' : ''}${s.regret ? ' REGRET' : ''}`,
        s.gradeAtEnd.name,
      ),
    ),
    url,
  ];
  return lines.join('\n');
}

export default function MasterPlanner({ locale }: IslandProps) {
  const m = messagesFor(MESSAGES, locale);
  const st = useUrlState(SPECS, locale);
  const v = st.values;
  const [copied, setCopied] = useState('');
  const split = parseSecondsList(v.mpSplit, SPLIT, 0, MAX_SECONDS, locale);
  const x70 = parseSecondsList(v.mpX70, X70, 0, MAX_SECONDS, locale);
  const clears = parseClears(v.mpClears, locale);
  const roll = v.mpRoll.split('-').map(Number);
  const sections: SectionPlay[] = split.values.map((s, i) => {
    const [singles, doubles, triples, tetrises] = clears.values[i];
    return { frames: framesFromSeconds(s), x70Frames: framesFromSeconds(x70.values[i]), singles, doubles, triples, tetrises };
  });
  let e: MasterEstimate | null = null;
  let problem = '';
  try {
    const reached = estimateMaster({ sections }).rollKind;
    const rollClears = roll.map((x) => Math.min(x, MAX_ROLL_CLEARS)) as [number, number, number, number];
    e = estimateMaster({ sections, qualifiedGM: v.mpGm, roll: reached ? { kind: reached, clears: rollClears, survived: v.mpSurv } : undefined });
  } catch (err) {
    if (!(err instanceof RangeError)) throw err;
    problem = err.message;
  }
  const setList = (key: 'mpSplit' | 'mpX70', list: number[], i: number, x: number) => {
    if (!Number.isFinite(x)) return;
    const next = list.slice();
    next[i] = Math.min(MAX_SECONDS, Math.max(0, x));
    st.set({ [key]: formatList(next) } as Partial<typeof v>);
  };
  const setClear = (i: number, k: number, x: number) => {
    if (!Number.isFinite(x)) return;
    const next = clears.values.map((r) => r.slice());
    next[i][k] = Math.min(MAX_COUNT, Math.max(0, Math.round(x)));
    st.set({ mpClears: formatClears(next) });
  };
  const setRoll = (k: number, x: number) => {
    if (!Number.isFinite(x)) return;
    const next = roll.slice();
    next[k] = Math.min(MAX_ROLL_CLEARS, Math.max(0, Math.round(x)));
    st.set({ mpRoll: next.join('-') });
  };
  const copy = async () => {
    if (!e) return;
    const text = summaryText(e, st.shareUrl(), v.mpGm, locale);
    try {
      await navigator.clipboard.writeText(text);
      setCopied(m.copied);
    } catch {
      setCopied(m.blocked);
    }
  };
  const num = (label: string, value: number, onValue: (x: number) => void, step = 1, max = MAX_SECONDS) => (
    <DraftInput
      type="number"
      min={0}
      max={max}
      step={step}
      aria-label={label}
      value={value}
      onChange={(ev) => onValue(Number((ev.currentTarget as HTMLInputElement).value))}
    />
  );
  return (
    <section id="master-planner" class="atlas-island tgm3-island tgm3-planner" aria-labelledby="mp-title">
      <h3 id="mp-title">{m.title}</h3>
      <p class="tgm3-result" aria-live="polite" data-testid="mp-summary">
        {e ? (
          <>
            {m.final}
            <strong class="tgm3-big">{e.final.name}</strong>
            {m.counts(e.cools, e.perSection.filter((s) => s.regret).length, e.internalGrade)}
            {e.stoppedAtTorikan
              ? m.torikanStops(MASTER_TORIKAN_LEVEL)
              : e.rollKind
                ? m.rollReached(e.rollKind === 'invisible')
                : m.notReached(MASTER_LAST_LEVEL)}
            {e.final.index === GRADE_NAMES.length - 2 && !v.mpGm && e.rollKind ? m.heldAtMM : ''}
          </>
        ) : (
          <span role="alert">
            {m.cannot}
            {problem}
          </span>
        )}
      </p>
      <div class="atlas-controls">
        <label>
          <input type="checkbox" checked={v.mpSurv} onChange={(ev) => st.set({ mpSurv: (ev.currentTarget as HTMLInputElement).checked })} /> {m.survived}
        </label>
        <label>
          <input type="checkbox" checked={v.mpGm} onChange={(ev) => st.set({ mpGm: (ev.currentTarget as HTMLInputElement).checked })} /> {m.qualifiedGM}
        </label>
      </div>
      <fieldset class="tgm3-roll">
        <legend>{m.rollClears}</legend>
        {KINDS.map((k, i) => (
          <label key={k}>
            {m.kind(k)} {num(m.rollKind(m.kind(k)), roll[i], (x) => setRoll(i, x), 1, MAX_ROLL_CLEARS)}
          </label>
        ))}
      </fieldset>
      <div class="atlas-table-wrap" role="region" aria-label={m.sectionsRegion} tabIndex={0}>
        <table class="tgm3-table tgm3-mplan">
          <caption>{m.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.levels}</th>
              <th scope="col">{m.split}</th>
              <th scope="col">x70</th>
              {KINDS.map((k) => (
                <th scope="col" key={k}>
                  {m.short(k)}
                </th>
              ))}
              <th scope="col">{m.result}</th>
              <th scope="col">{m.grade}</th>
            </tr>
          </thead>
          <tbody>
            {sections.map((_, i) => {
              const r = e?.perSection[i];
              const name = sectionName(i);
              return (
                <tr key={i}>
                  <th scope="row">{name}</th>
                  <td>{num(m.splitLabel(name), split.values[i], (x) => setList('mpSplit', split.values, i, x), 0.5)}</td>
                  <td>{num(m.x70Label(name), x70.values[i], (x) => setList('mpX70', x70.values, i, x), 0.5)}</td>
                  {KINDS.map((k, j) => (
                    <td key={k}>{num(m.clearLabel(m.kind(k), name), clears.values[i][j], (x) => setClear(i, j, x), 1, MAX_COUNT)}</td>
                  ))}
                  <td class={r?.regret ? 'tgm3-bad' : r?.cool ? 'tgm3-yes' : ''}>
                    {r ? [r.cool ? 'COOL' : '', r.regret ? 'REGRET' : ''].filter(Boolean).join(' + ') || '—' : m.notPlayed}
                  </td>
                  <td>{r ? r.gradeAtEnd.name : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {e && (
        <div class="atlas-table-wrap" role="region" aria-label={m.cardRegion} tabIndex={0}>
          <table class="tgm3-table" data-testid="mp-card">
            <caption>{m.cardCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{m.levels}</th>
                <th scope="col">{m.coolBy}</th>
                <th scope="col">{m.margin}</th>
                <th scope="col">{m.regretOver}</th>
                <th scope="col">{m.margin}</th>
              </tr>
            </thead>
            <tbody>
              {e.perSection.map((s) => (
                <tr key={s.section}>
                  <th scope="row">{sectionName(s.section)}</th>
                  <td class="atlas-num">{s.coolLimit === null ? m.noCool : tgm3Clock(locale, s.coolLimit)}</td>
                  <td class={`atlas-num ${s.coolLimit !== null && s.coolLimit < s.x70Frames ? 'tgm3-bad' : ''}`}>
                    {s.coolLimit === null ? '—' : margin(locale, s.coolLimit - s.x70Frames)}
                  </td>
                  <td class="atlas-num">{tgm3Clock(locale, s.regretLimit)}</td>
                  <td class={`atlas-num ${s.regretLimit < s.frames ? 'tgm3-bad' : ''}`}>{margin(locale, s.regretLimit - s.frames)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div class="atlas-controls">
        <button type="button" class="atlas-button" onClick={copy} disabled={!e}>
          {m.copy}
        </button>
        <span role="status" data-testid="mp-copied">
          {copied}
        </span>
      </div>
      {copied && e && (
        <pre class="tgm3-copy" data-testid="mp-copy-text">
          {summaryText(e, st.shareUrl(), v.mpGm, locale)}
        </pre>
      )}
      <StateBar
        notices={[
          ...st.notices,
          ...split.notes.map((n) => `mpSplit: ${n}`),
          ...x70.notes.map((n) => `mpX70: ${n}`),
          ...clears.notes.map((n) => `mpClears: ${n}`),
        ]}
        shareUrl={st.shareUrl}
        onReset={st.reset}
        onDismiss={st.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
