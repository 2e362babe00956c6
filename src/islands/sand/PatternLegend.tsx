// The colour-blind legend: each sand colour's name beside a swatch drawn with its pattern (the same marks as the board).
import { BOARD_BG, COLOUR_WORDS, MARK_PALETTE, PALETTE, PATTERN_WORDS, patternPath } from './draw';

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
export function PatternLegend({ count, id }: { count: number; id?: string }) {
  const colours = Array.from({ length: count }, (_, k) => k + 1);
  return (
    <ul class="sand-legend" id={id} aria-label="Colour-blind mode: the pattern of each colour" data-testid="sand-legend">
      {colours.map((c) => (
        <li key={c}>
          <PatternSwatch colour={c} />
          <span>
            {COLOUR_WORDS[c]}: {PATTERN_WORDS[c]}
          </span>
        </li>
      ))}
    </ul>
  );
}
