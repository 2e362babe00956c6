// The planner's answer in context: paces below it that arrive anyway, the late ones between, the seconds one APM is
// worth, and how far the answer moves when the attacks come a fraction of an attack earlier (issue 31 item 2).
import type { PlanAnswer } from '~/engines/zenith';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatFixed, numberFormatter } from '~/i18n/format';
import { zenithClock } from './clock';
import { gapView } from './plan-gap';

const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
const M = defineMessages({
  en: {
    lone: (list: string) => `Slower paces also arrive on their own: ${list}.`,
    late: (list: string) => ` But ${list} arrive late, so the answer is the pace from which every faster pace arrives.`,
    at: (apm: number, clock: string) => `${nEn(apm)} APM at ${clock}`,
    never: (apm: number) => `${nEn(apm)} APM not within 12 minutes`,
    worth: (s: string) => `Near this pace one APM is worth about ${s} s of arrival time.`,
    shifted: (lo: number, hi: number) =>
      lo === hi
        ? ` With the attacks a quarter, a half or three quarters of an attack earlier, the answer stays ${nEn(lo)} APM.`
        : ` With the attacks a quarter, a half or three quarters of an attack earlier, the answer moves between ${nEn(lo)} and ${nEn(hi)} APM: allow a few APM of margin.`,
    sep: ', ',
  },
  'zh-cn': {
    lone: (list: string) => `更慢的配速也有单独能到的：${list}。`,
    late: (list: string) => `但${list}会迟到，所以答案取“从它起每个更快的配速都能按时到达”的配速。`,
    at: (apm: number, clock: string) => `${nZh(apm)} APM 于 ${clock}`,
    never: (apm: number) => `${nZh(apm)} APM 在 12 分钟内到不了`,
    worth: (s: string) => `在这个配速附近，1 APM 大约相当于 ${s} 秒的到达时间。`,
    shifted: (lo: number, hi: number) =>
      lo === hi
        ? `把攻击提前四分之一、一半或四分之三次攻击的间隔，答案仍是 ${nZh(lo)} APM。`
        : `把攻击提前四分之一、一半或四分之三次攻击的间隔，答案在 ${nZh(lo)} 到 ${nZh(hi)} APM 之间变动：请留出几 APM 的余量。`,
    sep: '、',
  },
});

export function PlanGap({ plan, locale }: { plan: PlanAnswer; locale?: Locale }) {
  const m = messagesFor(M, locale);
  const g = gapView(plan);
  const lone = g.lone.map((x) => m.at(x.apm, zenithClock(locale, x.frame))).join(m.sep);
  const late = g.late.map((x) => (x.frame === null ? m.never(x.apm) : m.at(x.apm, zenithClock(locale, x.frame)))).join(m.sep);
  return (
    <>
      {g.lone.length > 0 && (
        <p data-testid="cp-gap">
          {m.lone(lone)}
          {g.late.length > 0 ? m.late(late) : ''}
        </p>
      )}
      <p data-testid="cp-sensitivity">
        {m.worth(formatFixed(locale ?? 'en', g.secondsPerApm, 1))}
        {m.shifted(g.range[0], g.range[1])}
      </p>
    </>
  );
}
