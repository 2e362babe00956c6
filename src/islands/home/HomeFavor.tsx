// Home page island: as you climb Zenith's floors, garbage favor falls and the chances of the hole columns even out.
// A slider (?hfFloor=) and the client version (?hfVer=): the engine's pick chance of each place in the game's sorted
// column order, drawn as bars with their numbers. The version decides which end of that order is the easy one: the
// 2025-01-19 code sorts the hardest column first, the current code the easiest (the sort direction flipped in 2025).
import { COLUMNS, FLOOR_NAMES, centerGathering, favorProbabilities, garbageFavor, sortDirectionOf, type ClientVersion } from '~/engines/zenith';
import { numberParam } from '~/lib/url-state';
import { useUrlState } from '~/lib/use-url-state';
import { withBase } from '~/lib/base-path';
import { StateBar } from '~/islands/common/StateBar';
import { VersionPicker, versionParam } from '~/islands/zenith/version-picker';
import { versionLabel } from '~/islands/zenith/zenith-zh';
import { sentenceGap, type Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import { formatNumber, formatPercent } from '~/i18n/format';
import { termIn } from '~/i18n/glossary/types';
import { GLOSSARY as ZENITH_TERMS } from '~/i18n/glossary/zenith';

const M = defineMessages({
  en: {
    title: 'Try it: where the garbage hole goes, floor by floor',
    floor: (floor: string, name: string, favor: string) => `Floor ${floor}, ${name} (favor ${favor})`,
    chart: (floor: string, chances: string, columns: string, version: string, hardest: boolean) =>
      `Chance that each column rank gets the hole at floor ${floor}: ${chances}, for ranks 1 to ${columns}; in the ${version} client rank 1 is the ${hardest ? 'hardest' : 'easiest'} column.`,
    listSep: ', ',
    captionStart: "Bars: the chance that each column rank gets the garbage hole. Rank 1 is the first column in the game's sorted order:",
    captionHardest: 'in the 2025-01-19 client that is the hardest column, so high favor sent the hole to hard columns.',
    captionEasiest: 'in the current game that is the easiest column, so high favor sends the hole to easy columns.',
    captionEnd: 'Higher floors lower the favor, and the chances even out.',
    gathered: 'On this floor the current game also keeps the hole out of the two outer columns on each side (center gathering).',
    keys: 'Drag the slider or use the arrow keys.',
    link: 'How garbage favor works',
    href: '/zenith/garbage-favor/',
  },
  'zh-cn': {
    title: '试一试：垃圾行的洞在每一层落在哪里',
    floor: (floor: string, name: string, favor: string) => `第 ${floor} 层，${name}（垃圾幸运度 ${favor}）`,
    chart: (floor: string, chances: string, columns: string, version: string, hardest: boolean) =>
      `第 ${floor} 层时，各列名次分到洞的概率：${chances}，依次为第 1 到第 ${columns} 名；在${version}中，第 1 名是${hardest ? '最难受' : '最舒服'}的一列。`,
    listSep: '、',
    captionStart: '柱子表示每个列名次分到垃圾行洞口的概率。第 1 名是游戏排序后的第一列：',
    captionHardest: '在 2025-01-19 版客户端里，它是最难受的一列，所以垃圾幸运度高时洞会落在难受的列。',
    captionEasiest: '在当前版本里，它是最舒服的一列，所以垃圾幸运度高时洞会落在舒服的列。',
    captionEnd: '楼层越高，垃圾幸运度越低，各列的概率也越平均。',
    gathered: '在这一层，当前版本还会让洞避开两侧最外面的两列（中心聚集）。',
    keys: '拖动滑块，或用方向键调整。',
    link: '垃圾幸运度的原理',
    href: '/zh-cn/zenith/garbage-favor/',
  },
});

export const SPECS = { hfFloor: numberParam({ default: 1, min: 1, max: FLOOR_NAMES.length }), hfVer: versionParam() };

const W = 300; // literal-ok: SVG width
const H = 120; // literal-ok: SVG height
const BAR = W / COLUMNS;

/** What the first sorted place is in a version: the seed's code sorts hardest first ('code'), the current code easiest first. */
const firstIsHardest = (version: ClientVersion) => sortDirectionOf(version) === 'code';

export default function HomeFavor({ locale }: { locale?: Locale }) {
  const m = messagesFor(M, locale);
  const lang = locale ?? 'en';
  const percent = (p: number) => formatPercent(lang, p, 0);
  const num = (x: number) => formatNumber(lang, x, 2);
  const state = useUrlState(SPECS, locale);
  const floor = state.values.hfFloor;
  const version = state.values.hfVer;
  const favor = garbageFavor(floor, []);
  const chances = favorProbabilities(favor);
  const hardFirst = firstIsHardest(version);
  const gathered = centerGathering(floor, [], version);
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
      <VersionPicker idPrefix="hf" version={version} onChange={(x) => state.set({ hfVer: x })} locale={locale} />
      <svg
        viewBox={`0 0 ${W} ${H + 16 /* literal-ok: room for the labels, SVG units */}`}
        role="img"
        aria-label={m.chart(num(floor), chances.map(percent).join(m.listSep), num(COLUMNS), versionLabel(version, locale), hardFirst)}
        data-testid="home-favor-bars"
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
        {[m.captionStart, hardFirst ? m.captionHardest : m.captionEasiest, m.captionEnd].join(sentenceGap(locale))}
        {gathered ? `${sentenceGap(locale)}${m.gathered}` : ''}
        {sentenceGap(locale)}
        {m.keys}
        {sentenceGap(locale)}
        <a href={withBase(m.href)}>{m.link}</a>
      </p>
      <StateBar notices={state.notices} shareUrl={state.shareUrl} onReset={state.reset} onDismiss={state.dismissNotices} locale={locale} />
    </section>
  );
}
