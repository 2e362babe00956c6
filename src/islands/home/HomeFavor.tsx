// Home page island: as you climb Zenith's floors, garbage favor falls and the chances of the hole columns even out.
// One slider (?hfFloor=), the engine's pick chance of each column rank drawn as bars with their numbers.
import { COLUMNS, FLOOR_NAMES, favorProbabilities, garbageFavor } from '~/engines/zenith';
import { numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { StateBar } from '~/islands/common/StateBar';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import { formatNumber, formatPercent } from '~/i18n/format';
import { termIn } from '~/i18n/glossary/types';
import { GLOSSARY as ZENITH_TERMS } from '~/i18n/glossary/zenith';

const M = defineMessages({
  en: {
    title: 'Try it: where the garbage hole goes, floor by floor',
    floor: (floor: string, name: string, favor: string) => `Floor ${floor}, ${name} (favor ${favor})`,
    chart: (floor: string, chances: string, columns: string) =>
      `Chance that each column rank gets the hole at floor ${floor}: ${chances}, for ranks 1 to ${columns}.`,
    listSep: ', ',
    caption:
      "Bars: the chance that each column rank gets the garbage hole. Rank 1 is the first column in the game's sorted order: the hardest one in the 2025-01-19 client, the easiest after the spring 2025 change. Higher floors lower the favor, and the chances even out. Drag the slider or use the arrow keys.",
    link: 'How garbage favor works',
    href: '/zenith/garbage-favor/',
  },
  'zh-cn': {
    title: '试一试：垃圾行的洞在每一层落在哪里',
    floor: (floor: string, name: string, favor: string) => `第 ${floor} 层，${name}（垃圾行偏好 ${favor}）`,
    chart: (floor: string, chances: string, columns: string) => `第 ${floor} 层时，各列名次分到洞的概率：${chances}，依次为第 1 到第 ${columns} 名。`,
    listSep: '、',
    caption:
      '柱子表示每个列名次分到垃圾行洞口的概率。第 1 名是游戏排序后的第一列：在 2025-01-19 版客户端里是最难受的一列，2025 年春季改动后是最舒服的一列。楼层越高，垃圾行偏好越低，各列的概率也越平均。拖动滑块，或用方向键调整。',
    link: '垃圾行偏好的原理',
    href: '/zh-cn/zenith/garbage-favor/',
  },
});

export const SPECS = { hfFloor: numberParam({ default: 1, min: 1, max: FLOOR_NAMES.length }) };

const W = 300; // literal-ok: SVG width
const H = 120; // literal-ok: SVG height
const BAR = W / COLUMNS;

export default function HomeFavor({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  const percent = (p: number) => formatPercent(lang, p, 0);
  const num = (x: number) => formatNumber(lang, x, 2);
  const state = useUrlState(SPECS, locale);
  const floor = state.values.hfFloor;
  const favor = garbageFavor(floor, []);
  const chances = favorProbabilities(favor);
  const top = Math.max(...chances, 0.25);
  return (
    <section class="atlas-home-live" id="home-favor" aria-labelledby="home-favor-title">
      <h2 id="home-favor-title">{m.title}</h2>
      <label for="home-favor-floor">
        {m.floor(num(floor), termIn(ZENITH_TERMS, `floor-${floor}`, locale), num(favor))}
        <input
          id="home-favor-floor"
          type="range"
          min={1}
          max={FLOOR_NAMES.length}
          step={1}
          value={floor}
          onInput={(e) => state.set({ hfFloor: Number((e.currentTarget as HTMLInputElement).value) })}
        />
      </label>
      <svg
        viewBox={`0 0 ${W} ${H + 16 /* literal-ok: room for the rank labels, SVG units */}`}
        role="img"
        aria-label={m.chart(num(floor), chances.map(percent).join(m.listSep), num(COLUMNS))}
      >
        {chances.map((p, i) => {
          const h = (p / top) * (H - 14); // literal-ok: room for the bar label in SVG units
          return (
            <g key={i}>
              <rect x={i * BAR + 2} y={H - h} width={BAR - 4} height={h} class="bar" />
              <text x={i * BAR + BAR / 2} y={H - h - 3} class="value">
                {percent(p)}
              </text>
              <text x={i * BAR + BAR / 2} y={H + 12} class="rank">
                {i + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <p class="atlas-home-live-caption">
        {m.caption} <a href={m.href}>{m.link}</a>
      </p>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
