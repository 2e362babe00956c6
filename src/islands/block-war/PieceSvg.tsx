// Draws one piece in one direction on a 5 x 5 grid around its centre cell (dx to the right, dy down = towards the opponent).
import { pieceOffsets, type Dir, type Piece } from '~/engines/block-war';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, numberFormatter } from '~/i18n/format';

// Numbers in messages are formatted for each table's locale (issue 17).
const nEn = numberFormatter('en', MESSAGE_DIGITS);
const nZh = numberFormatter('zh-cn', MESSAGE_DIGITS);
const M = defineMessages({
  en: { label: (piece: string, dir: number) => `${piece} direction ${nEn(dir)}` },
  'zh-cn': { label: (piece: string, dir: number) => `${piece}，方向 ${nZh(dir)}` },
});

interface Props {
  piece: Piece;
  dir: Dir;
  cell?: number;
  label?: string;
  /** The page's language for the default label. */
  locale?: Locale;
}

export function PieceSvg({ piece, dir, cell = 12, label, locale }: Props) {
  const size = 5 * cell;
  const c = 2 * cell;
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} role="img" aria-label={label ?? messagesFor(M, locale).label(piece, dir)}>
      <rect x={0.5} y={0.5} width={size - 1} height={size - 1} class="bw-piece-bg" />
      {pieceOffsets(piece, dir).map(([dx, dy]) => (
        <rect key={`${dx},${dy}`} x={c + dx * cell + 1} y={c + dy * cell + 1} width={cell - 2} height={cell - 2} rx={1.5} class="bw-piece-cell" />
      ))}
      <circle cx={c + cell / 2} cy={c + cell / 2} r={cell / 5} class="bw-piece-centre" />
    </svg>
  );
}
