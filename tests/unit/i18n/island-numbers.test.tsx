// Issue 17: numbers in islands are formatted with Intl for the page's locale, so 1,000 and more are grouped in both
// languages. Every island is server-rendered here (its build-time fallback, default state) in English and Chinese and
// its visible text is checked for ungrouped numbers; two TGM3 islands whose defaults show numbers of 1,000 or more
// are checked against the engine; the chart figure's table and the shared helpers (clocks, tick decimals) likewise.
import { describe, expect, it } from 'vitest';
import { h, type FunctionComponent } from 'preact';
import { render } from 'preact-render-to-string';
import { LOCALES, type Locale } from '~/i18n/locales';
import { MASTER_LAST_LEVEL, SEQUENCES, clock, comboSequence, delaysAt, levelAdvance, scoreParts, type Lines } from '~/engines/tgm3';
import ScoreCalculator, { SPECS as SCORE_SPECS } from '~/islands/tgm3/ScoreCalculator';
import SequenceViewer from '~/islands/tgm3/SequenceViewer';
import { tgm3Clock } from '~/islands/tgm3/clock';
import { ChartFigure } from '~/islands/common/ChartFigure';
import { formatClock } from '~/i18n/format';
import { tickDigits } from '~/lib/chart';

const islands = import.meta.glob('../../../src/islands/*/*.tsx', { eager: true }) as Record<string, { default?: unknown }>;
const components = Object.entries(islands).filter(([, mod]) => typeof mod.default === 'function');

/** Written independently of Intl: 1234567 -> "1,234,567" (en and zh-CN group the same way). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** The visible text of rendered HTML (tags and attributes dropped, so input values and URLs do not count). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' ');
/** Numbers of four or more digits written without grouping; dates (2025-01-19) and level ranges (1000-1099) are names. */
function ungrouped(text: string): string[] {
  const names = text.replace(/\b\d{4}-\d{2}(-\d{2})?\b/g, ' ').replace(/\b\d+-\d+\b/g, ' ');
  return names.match(/(?<![\d,.:])\d{4,}(?![\d,.])/g) ?? [];
}
const renderIn = (C: unknown, locale: Locale, props: object = {}) => render(h(C as FunctionComponent<{ locale: Locale }>, { ...props, locale }));

describe('islands group numbers of 1,000 or more in both languages', () => {
  it('finds islands to check', () => expect(components.length).toBeGreaterThan(30));

  it.each(components.flatMap(([path, mod]) => LOCALES.map((l) => [path.replace(/^.*src\/islands\//, ''), l, mod.default] as const)))(
    '%s (%s): no ungrouped number in the rendered text',
    (_name, locale, C) => {
      expect(ungrouped(textOf(renderIn(C, locale)))).toEqual([]);
    },
  );

  it.each(LOCALES)('the TGM3 score calculator (%s) shows its total of 1,000 or more grouped', (locale) => {
    // The island's default state, scored by the engine directly.
    const level = SCORE_SPECS.scoLevel.default;
    const chain = SCORE_SPECS.scoChain.default.split('').map(Number) as Lines[];
    const combo = comboSequence(chain).at(-1)!;
    const lines = chain.at(-1)!;
    const p = scoreParts({
      level,
      lines,
      soft: SCORE_SPECS.scoSoft.default,
      sonic: SCORE_SPECS.scoSonic.default,
      combo,
      levelAfter: Math.min(MASTER_LAST_LEVEL, level + levelAdvance(lines)),
      lockDelay: delaysAt('master', level).lock,
      activeTime: SCORE_SPECS.scoActive.default,
    });
    expect(p.total).toBeGreaterThanOrEqual(1000);
    const html = renderIn(ScoreCalculator, locale);
    const result = textOf(html.match(/data-testid="sco-result"[^>]*>([\s\S]*?)<\/p>/)![1]);
    expect(result).toContain(grouped(p.total));
  });

  it.each(LOCALES)('the TGM3 sequence viewer (%s) names the 1,000-piece Kamui sequence grouped', (locale) => {
    expect(SEQUENCES.kamui.length).toBeGreaterThanOrEqual(1000);
    expect(textOf(renderIn(SequenceViewer, locale))).toContain(grouped(SEQUENCES.kamui.length));
  });

  it.each(LOCALES)('a chart figure (%s) writes its table with grouped numbers by default', (locale) => {
    const html = renderIn(ChartFigure, locale, {
      kind: 'bar',
      title: 't',
      data: { labels: [1200, 3400], xTitle: 'x', yTitle: 'y', series: [{ label: 's', values: [12345.5, 7] }] },
    });
    const text = textOf(html);
    for (const s of ['1,200', '3,400', '12,345.5']) expect(text).toContain(s);
    expect(ungrouped(text)).toEqual([]);
  });
});

describe('clock times', () => {
  it('tgm3Clock writes what the engine clock writes, for every frame of a long game', () => {
    for (let f = 0; f < 60 * 60 * 12; f += 7) expect(tgm3Clock('en', f)).toBe(clock(f));
  });
  it('formatClock groups minutes, pads seconds and hundredths, rounds or cuts', () => {
    expect(formatClock('en', 61.005, { centiseconds: true })).toBe('1:01.01');
    expect(formatClock('en', 61.009, { centiseconds: true, cut: true })).toBe('1:01.00');
    expect(formatClock('zh-cn', 1000 * 60 + 5)).toBe('1,000:05');
    expect(formatClock('en', 59.6)).toBe('1:00');
  });
});

describe('tickDigits', () => {
  const ticks = (...v: number[]) => v.map((value) => ({ value }));
  it('gives whole numbers for whole steps and the decimals a fractional step needs', () => {
    expect(tickDigits(ticks(0, 5, 10, 15))).toBe(0);
    expect(tickDigits(ticks(0, 0.5, 1))).toBe(1);
    expect(tickDigits(ticks(0, 0.25, 0.5))).toBe(2);
    expect(tickDigits(ticks(0.1, 0.2, 0.30000000000000004))).toBe(1);
    expect(tickDigits(ticks(2))).toBe(0);
  });
});
