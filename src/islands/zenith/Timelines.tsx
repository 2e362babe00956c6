// Island: fatigue and targeting over a run, minute by minute (normal, Expert+, Duo+), plus how long grace takes to drain on a floor.
import {
  fatigueAt,
  graceGain,
  graceProtection,
  fatigueMode,
  normalizeMods,
  simulateGrace,
  targetingFactorAt,
  targetingGraceSeconds,
  FATIGUE_TIMELINES,
  FPS,
  MAX_RUN_MINUTES,
  framesOfMinutes,
  secondsOfFrame,
  TARGETING_GRACE_MAX,
  type FatigueEffect,
  type GraceReading,
} from '~/engines/zenith';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { choiceParam, listParam, numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import { ALL_MODS, ModPicker, modName, withModNotice } from './mod-picker';
import { VersionPicker, versionParam } from './version-picker';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import { modName as modNameZh, versionLabel } from './zenith-zh';
import { FATIGUE_TEXT_ZH } from './fatigue-text-zh';
import './zenith.css';
import './climb-figures.css';
import { MESSAGE_DIGITS, formatFixed, formatPercent, numberFormatter } from '~/i18n/format';
import { zenithMinutes } from './clock';

export const SPECS = {
  tlMods: listParam({ default: [], choices: ALL_MODS }),
  tlFloor: numberParam({ default: 5, min: 1, max: 10 }),
  tlGrace: choiceParam<GraceReading>({ default: 'code', choices: ['code', 'prose'] }),
  tlVer: versionParam(),
};
const PERCENT = 100;
/** The end of the longest run, in seconds. */
const END = framesOfMinutes(MAX_RUN_MINUTES) / FPS;
/** Seconds at which the targeting factor steps up (the engine's targetingFactorAt changes there). */
const TARGETING_STEPS = Array.from({ length: END + 1 }, (_, t) => t).filter((t) => t > 0 && targetingFactorAt(t) !== targetingFactorAt(t - 1));

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
export const M = defineMessages({
  en: {
    permanent: (n: number) => `+${nEn(n)} permanent ${new Intl.PluralRules('en').select(n) === 'one' ? 'line' : 'lines'}`,
    receive: (p: number) => `+${nEn(p)}% garbage received`,
    messier: 'garbage messier (grace stops tidying it)',
    fullyMessy: 'garbage fully messy',
    messiness: (p: number) => `messiness set to ${nEn(p)}%`,
    reviveDifficulty: (n: number) => `revive difficulty +${nEn(n)}`,
    noRevive: 'no more revives',
    title: 'Try it: what changes when',
    verNote:
      'The fatigue steps are the same in both. Current: grace above 8 cuts incoming attack, and under Volatile+ a hit adds a third of its lines to grace.',
    normalFatigue: 'Normal fatigue',
    expertFatigue: 'Expert+ fatigue',
    duoFatigue: 'Duo+ fatigue',
    modsIn: (list: string) => ` (${list})`,
    sep: ', ',
    byEnd: (lines: number, mult: number, clock: string) =>
      `: ${nEn(lines)} permanent ${new Intl.PluralRules('en').select(lines) === 'one' ? 'line' : 'lines'} and garbage ×${nEn(mult)} by ${clock}.`,
    caption:
      "What changes when (engine). Lines: permanent lines from then on; garbage ×: the receive multiplier. Open a row for the game's text and the full state.",
    from: 'From',
    what: 'What changes',
    lines: 'Lines',
    garbage: 'Garbage ×',
    targeting: (f: number) => `targeting factor ${nEn(f)}`,
    start: 'start',
    join: '; ',
    quote: (t: string) => `“${t}”`,
    factor: (f: number) => `Targeting factor ${nEn(f)}; messiness `,
    full: 'full',
    messierOff: 'messier, grace off',
    byFloor: 'by floor',
    revive: '; revive ',
    impossible: 'impossible',
    plusDifficulty: (n: number) => `+${nEn(n)} difficulty`,
    asUsual: 'as usual',
    stop: '.',
    graceTitle: 'Grace draining on a floor',
    floor: 'Floor',
    floorValue: (f: number) => `floor ${nEn(f)}`,
    table: 'Table',
    code: 'reference code',
    prose: 'printed table',
    graceText: (max: number, added: number, ver: string, interval: number, gone: string) =>
      `An ${nEn(max)}-line hit adds ${nEn(added)} grace (${ver}). One grace point is released every ${nEn(interval)} s, so the grace is gone ${gone} s after the last hit, if no new garbage comes.`,
    protNow: (x: number) => ` Right after the hit, incoming attack is multiplied by ${nEn(x)} (grace protection).`,
    protSeed: ' The 2025-01-19 client has no grace protection: incoming attack stays ×1.',
    chart: (max: number, floor: number) => `Grace after an ${nEn(max)}-line hit on floor ${nEn(floor)}`,
    xTitle: 'Seconds after the hit',
    grace: 'Grace',
    y2: 'Incoming attack ×',
    protSeries: 'Incoming attack × (grace protection)',
  },
  'zh-cn': {
    permanent: (n: number) => `+${nZh(n)} 行实心垃圾`,
    receive: (p: number) => `+${nZh(p)}% 受击倍率`,
    messier: '垃圾行更混乱（受击保护不再整理它）',
    fullyMessy: '垃圾行全散',
    messiness: (p: number) => `垃圾混乱度 = ${nZh(p)}%`,
    reviveDifficulty: (n: number) => `复活难度 +${nZh(n)}`,
    noRevive: '禁用复活',
    title: '动手试试：什么时候变什么',
    verNote: '两个版本的疲劳阶段相同。现行：受击保护超过 8 时削减受击，【双倍+】下一次受击只把三分之一的行数计入受击保护。',
    normalFatigue: '普通疲劳',
    expertFatigue: '专家+ 疲劳',
    duoFatigue: '双人+ 疲劳',
    modsIn: (list: string) => `（${list}）`,
    sep: '、',
    byEnd: (lines: number, mult: number, clock: string) => `：到 ${clock} 共 ${nZh(lines)} 行实心垃圾，受击 ×${nZh(mult)}。`,
    caption: '什么时候变什么（引擎计算）。行数：从那时起的实心垃圾行数；受击 ×：受击倍率。展开一行可以看到游戏文本和完整状态。',
    from: '时间',
    what: '变化',
    lines: '行数',
    garbage: '受击 ×',
    targeting: (f: number) => `受击权重 ${nZh(f)}`,
    start: '开局',
    join: '；',
    quote: (t: string) => `“${t}”`,
    factor: (f: number) => `受击权重 ${nZh(f)}；垃圾混乱度`,
    full: '全散',
    messierOff: '更混乱，受击保护不整理',
    byFloor: '按层数',
    revive: '；复活',
    impossible: '不可能',
    plusDifficulty: (n: number) => `难度 +${nZh(n)}`,
    asUsual: '照常',
    stop: '。',
    graceTitle: '受击保护在某层的消退',
    floor: '层数',
    floorValue: (f: number) => `${nZh(f)} 层`,
    table: '表',
    code: '参考代码',
    prose: '总结的原表',
    graceText: (max: number, added: number, ver: string, interval: number, gone: string) =>
      `一次 ${nZh(max)} 行的受击让受击保护加 ${nZh(added)}（${ver}）。每 ${nZh(interval)} 秒释放 1 点受击保护，所以如果没有新的垃圾，最后一次受击 ${gone} 秒后受击保护归零。`,
    protNow: (x: number) => `刚受击后，收到的攻击乘以 ${nZh(x)}（受击保护保护）。`,
    protSeed: '2025-01-19 客户端没有受击保护保护：收到的攻击保持 ×1。',
    chart: (max: number, floor: number) => `${nZh(floor)} 层受到 ${nZh(max)} 行攻击后的受击保护`,
    xTitle: '受击后的秒数',
    grace: '受击保护',
    y2: '受击 ×',
    protSeries: '受击 ×（受击保护保护）',
  },
});

export default function Timelines({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const loc = locale ?? 'en';
  const n = numberFormatter(locale);
  const clock = (s: number) => zenithMinutes(locale, s);
  const zh = locale === 'zh-cn';
  /** A fatigue effect in plain words. */
  const effectText = (e: FatigueEffect): string => {
    switch (e.kind) {
      case 'permanent':
        return m.permanent(e.lines);
      case 'receive':
        return m.receive(e.percent);
      case 'messier':
        return m.messier;
      case 'fullyMessy':
        return m.fullyMessy;
      case 'messiness':
        return m.messiness(Math.round(PERCENT * e.value));
      case 'reviveDifficulty':
        return m.reviveDifficulty(e.add);
      case 'noRevive':
        return m.noRevive;
    }
  };
  const state = useUrlState(SPECS, locale);
  const mods = normalizeMods(state.values.tlMods);
  const mode = fatigueMode(mods);
  const steps = FATIGUE_TIMELINES[mode];
  const times = [...new Set([0, ...TARGETING_STEPS, ...steps.map((s) => s.at)])].filter((t) => t <= END).sort((a, b) => a - b);
  const interval = targetingGraceSeconds(state.values.tlFloor, mods, state.values.tlGrace);
  const ver = state.values.tlVer;
  // An 18-line hit at 0 s, then nothing: grace frame by frame from the engine, shown once a second. What the hit adds
  // depends on the version (graceGain: the current client divides the red bar by 3 under Volatile+).
  const added = graceGain(0, TARGETING_GRACE_MAX, mods, ver);
  const seconds = Math.ceil(TARGETING_GRACE_MAX * interval) + 2;
  const grace = simulateGrace({
    floor: state.values.tlFloor,
    mods,
    frames: seconds * FPS,
    hits: [{ frame: 0, lines: added }],
    reading: state.values.tlGrace,
  });
  const emptyAt = grace.indexOf(0);
  const perSecond = Array.from({ length: seconds }, (_, i) => grace[i * FPS]);
  // Current client: grace above 8 shrinks incoming attack (graceProtection); the seed has no such step (×1 throughout).
  const protection = perSecond.map((g) => graceProtection(g, ver));
  return (
    <section class="atlas-island" id="fatigue-timeline" aria-labelledby="tl-title">
      <h3 id="tl-title">{m.title}</h3>
      <ModPicker idPrefix="tl" mods={mods} onChange={(m) => state.set({ tlMods: m })} locale={locale} />
      <VersionPicker idPrefix="tl" version={ver} onChange={(x) => state.set({ tlVer: x })} note={m.verNote} locale={locale} />
      <p class="zen-result" aria-live="polite" data-testid="tl-summary">
        {mode === 'normal' ? m.normalFatigue : mode === 'expert_reversed' ? m.expertFatigue : m.duoFatigue}
        {mods.length ? m.modsIn(mods.map((x) => (zh ? modNameZh(x, locale) : modName(x))).join(m.sep)) : ''}
        {m.byEnd(
          fatigueAt(END, mods).permanentLines,
          Number(fatigueAt(END, mods).receiveMultiplier.toFixed(3)) /* format-ok: rounds a number the message formats */,
          clock(END),
        )}
      </p>
      <div class="atlas-table-wrap zcf-fit">
        <table data-testid="tl-table">
          <caption>{m.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.from}</th>
              <th scope="col">{m.what}</th>
              <th scope="col">{m.lines}</th>
              <th scope="col">{m.garbage}</th>
            </tr>
          </thead>
          <tbody>
            {times.map((t) => {
              const s = fatigueAt(t, mods);
              const step = steps.find((x) => x.at === t);
              const targeting = TARGETING_STEPS.includes(t);
              const change = [step ? effectText(step.effect) : null, targeting ? m.targeting(targetingFactorAt(t)) : null, t === 0 ? m.start : null]
                .filter(Boolean)
                .join(m.join);
              return (
                <tr data-at={t}>
                  <th scope="row">{clock(t)}</th>
                  <td>
                    {step ? (
                      <details class="tl-more">
                        <summary>{change}</summary>
                        <p class="atlas-source-value">{m.quote(zh ? (FATIGUE_TEXT_ZH[`${mode}:${t}`] ?? step.text) : step.text)}</p>
                        <p class="atlas-source-value">
                          {m.factor(targetingFactorAt(t))}
                          {s.fullyMessy ? m.full : s.graceOff ? m.messierOff : s.messiness !== null ? formatPercent(loc, s.messiness, 0) : m.byFloor}
                          {m.revive}
                          {s.noRevive ? m.impossible : s.reviveDifficultyBonus ? m.plusDifficulty(s.reviveDifficultyBonus) : m.asUsual}
                          {m.stop}
                        </p>
                      </details>
                    ) : (
                      change
                    )}
                  </td>
                  <td class="atlas-num">{n(s.permanentLines)}</td>
                  <td class="atlas-num">{n(s.receiveMultiplier, 3)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h4 id="tl-grace-title">{m.graceTitle}</h4>
      <div class="atlas-controls">
        <label>
          {m.floor}{' '}
          <input
            type="range"
            id="tl-floor"
            min={1}
            max={10}
            step={1}
            value={state.values.tlFloor}
            aria-valuetext={m.floorValue(state.values.tlFloor)}
            onInput={(e) => state.set({ tlFloor: Number((e.currentTarget as HTMLInputElement).value) })}
          />{' '}
          {n(state.values.tlFloor)}
        </label>
        <label>
          {m.table}
          <select
            id="tl-grace"
            value={state.values.tlGrace}
            onChange={(e) => state.set({ tlGrace: (e.currentTarget as HTMLSelectElement).value as GraceReading })}
          >
            <option value="code">{m.code}</option>
            <option value="prose">{m.prose}</option>
          </select>
        </label>
      </div>
      <p aria-live="polite" data-testid="tl-grace">
        {m.graceText(TARGETING_GRACE_MAX, added, versionLabel(ver, locale), interval, formatFixed(loc, secondsOfFrame(emptyAt), 2))}
        {ver === 'current' ? m.protNow(Number(protection[0].toFixed(2))) /* format-ok: rounds a number the message formats */ : m.protSeed}
      </p>
      <ChartFigure
        kind="line"
        title={m.chart(TARGETING_GRACE_MAX, state.values.tlFloor)}
        data={{
          labels: perSecond.map((_, i) => i),
          xTitle: m.xTitle,
          yTitle: m.grace,
          ...(ver === 'current' ? { y2Title: m.y2 } : {}),
          series: [{ label: m.grace, values: perSecond }, ...(ver === 'current' ? [{ label: m.protSeries, values: protection, axis: 'right' as const }] : [])],
        }}
        height={200}
        tableCollapsed
        locale={locale}
      />
      <StateBar
        notices={withModNotice(state.notices, 'tlMods', state.values.tlMods, mods, locale)}
        shareUrl={state.shareUrl}
        onReset={state.reset}
        onDismiss={state.dismissNotices}
        locale={locale}
      />
    </section>
  );
}
