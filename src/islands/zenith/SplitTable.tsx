// The split table players post: each floor, its name and the time the run first stood on it (floorSplits).
import { FLOOR_NAMES, FLOOR_STARTS } from '~/engines/zenith';
import { formatNumber } from '~/i18n/format';
import { zenithClock } from './clock';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import { floorName } from './zenith-zh';

const M = defineMessages({
  en: { floor: 'Floor (starts at)', at: 'Reached at', not: 'not reached' },
  'zh-cn': { floor: '层（起点）', at: '到达时间', not: '未到达' },
});

interface Props {
  splits: (number | null)[];
  caption: string;
  idPrefix: string;
  /** Floor the planner aims at, highlighted. */
  target?: number;
  locale?: Locale;
}

export function SplitTable({ splits, caption, idPrefix, target, locale }: Props) {
  const m = messagesFor(M, locale);
  return (
    <div class="atlas-table-wrap zcf-fit">
      <table data-testid={`${idPrefix}-splits`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.floor}</th>
            <th scope="col">{m.at}</th>
          </tr>
        </thead>
        <tbody>
          {FLOOR_NAMES.map((name, i) => {
            const f = i + 1;
            const at = splits[f];
            return (
              <tr data-floor={f} class={target === f ? 'zcf-target' : undefined}>
                <th scope="row">
                  {formatNumber(locale ?? 'en', f)} {locale === 'zh-cn' ? floorName(f, locale) : name}{' '}
                  <span class="atlas-source-value">{formatNumber(locale ?? 'en', FLOOR_STARTS[i])} m</span>
                </th>
                <td class="atlas-num">{at === null || at === undefined ? m.not : zenithClock(locale, at)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
