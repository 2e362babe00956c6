// The colour-blind legend: each sand colour's name beside a swatch drawn with its pattern (the same marks as the board).
import { BOARD_BG, MARK_PALETTE, PALETTE, PATTERN_WORDS, patternPath } from './draw';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { SAND_PANEL_MESSAGES, colourName } from './SandPlay.messages';

/** Swatch size in board pixels (three of our screen pixels each, as on the board). */
const SWATCH = 12;

/** A square of one colour with its pattern, on the board's dark background so it reads the same in both themes. */
export function PatternSwatch({ colour, size = SWATCH * 3, patterns = true }: { colour: number; size?: number; patterns?: boolean }) {
  return (
    <svg width={size} height={size} viewBox={`-1 -1 ${SWATCH + 2} ${SWATCH + 2}`} aria-hidden="true" shape-rendering="crispEdges">
      <rect x={-1} y={-1} width={SWATCH + 2} height={SWATCH + 2} fill={BOARD_BG} />
      <rect x={0} y={0} width={SWATCH} height={SWATCH} fill={PALETTE[colour]} />
      {patterns && <path d={patternPath(colour, SWATCH, SWATCH)} fill={MARK_PALETTE[colour]} />}
    </svg>
  );
}

/** The legend for the first `count` colours (4 by the rule text, 6 in the pseudo-code variant). */
export function PatternLegend({ count, id, locale = 'en' }: { count: number; id?: string; locale?: Locale }) {
  const m = messagesFor(SAND_PANEL_MESSAGES, locale);
  const colours = Array.from({ length: count }, (_, k) => k + 1);
  return (
    <ul class="sand-legend" id={id} aria-label={m.legend} data-testid="sand-legend">
      {colours.map((c) => (
        <li key={c}>
          <PatternSwatch colour={c} />
          <span>{m.legendItem(colourName(c, locale), m.pattern(c, PATTERN_WORDS[c]))}</span>
        </li>
      ))}
    </ul>
  );
}
