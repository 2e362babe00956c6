// The arena's code box: the whole code visible (the box grows with it, up to a limit, then says how many lines are
// below), and plain notices when the code came from a link, when hidden characters were removed from it, and when a
// link cannot carry it.
import { codeRows, LINK_MAX } from './code-link';
import type { CodeOrigin } from './use-arena';
import type { ARENA_MESSAGES } from './Arena.messages';

/** Rows of the code box: at least 8, and up to 30 before the reader must scroll (our choice). */
const ROWS = { min: 8, max: 30 };

interface Props {
  m: (typeof ARENA_MESSAGES)['en'];
  /** The box's label (which box, which language). */
  label: string;
  /** The box's state (use-arena.ts useArenaCode). */
  box: { code: string; origin: CodeOrigin; tooLong: { chars: number; packed: number } | null; edit: (code: string) => void };
}

export function ArenaCode({ m, label, box }: Props) {
  const { code, origin, tooLong, edit: onInput } = box;
  const { rows, below } = codeRows(code, ROWS.min, ROWS.max);
  return (
    <div class="bw-code-box">
      {origin.fromLink && (
        <div class="atlas-notice" role="note" data-testid="ar-code-origin">
          <p>
            {m.codeFromLink}
            {origin.removed > 0 ? ` ${m.hiddenRemoved(origin.removed)}` : ''}
          </p>
        </div>
      )}
      {origin.unreadable && (
        <p class="atlas-notice" data-testid="ar-code-unreadable">
          {m.linkUnreadable}
        </p>
      )}
      <label class="bw-code">
        {label}
        {/* Code is code in both languages: marked English so a Chinese page does not count it as untranslated text. */}
        <textarea rows={rows} spellcheck={false} lang="en" value={code} onInput={(e) => onInput((e.currentTarget as HTMLTextAreaElement).value)} />
      </label>
      {below > 0 && <p data-testid="ar-code-below">{m.linesBelow(below)}</p>}
      {tooLong && (
        <p class="atlas-notice" data-testid="ar-link-too-long">
          {m.tooLong(tooLong.chars, tooLong.packed, LINK_MAX)}
        </p>
      )}
    </div>
  );
}
