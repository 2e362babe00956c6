// The strip under a calculator: notices about ignored URL values, a "copy link" button and a reset, and (only when
// JavaScript is off, through <noscript>) a note that the controls need it.
import { useRef, useState } from 'preact/hooks';
import { figureIdOf, withFigureAnchor } from '~/lib/share-link';
import { plainText } from '~/lib/url-state';

interface Props {
  notices: string[];
  shareUrl: () => string;
  onReset: () => void;
  onDismiss: () => void;
}

/** Shown instead of working controls when JavaScript is off (issue 13, item 10). */
export const NO_SCRIPT_NOTE = 'These controls need JavaScript; the figure shows the default.';

export function StateBar({ notices, shareUrl, onReset, onDismiss }: Props) {
  const [status, setStatus] = useState('');
  const bar = useRef<HTMLDivElement>(null);
  const copy = async () => {
    // The link opens at this figure (#climb-simulator...), whatever fragment the page had.
    const url = withFigureAnchor(shareUrl(), figureIdOf(bar.current));
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied.');
    } catch {
      setStatus(`Copy this link: ${url}`);
    }
  };
  return (
    <div class="atlas-statebar" ref={bar}>
      {/* Not .atlas-notice: hydration puts this <p> into the (hidden) <noscript>, and tests read the notices by class. */}
      <noscript>
        <p class="atlas-noscript">{NO_SCRIPT_NOTE}</p>
      </noscript>
      {notices.length > 0 && (
        <div class="atlas-notice" role="status">
          <p>Some values in the link were not usable:</p>
          <ul>
            {/* Islands add notices of their own: clean them too, so no bidi control from a link reorders the text. */}
            {notices.map(plainText).map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
          <button type="button" class="atlas-button" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
      <div class="atlas-controls">
        <button type="button" class="atlas-button" onClick={copy}>
          Copy link to this state
        </button>
        <button type="button" class="atlas-button" onClick={onReset}>
          Reset
        </button>
        <span class="atlas-status" aria-live="polite">
          {status}
        </span>
      </div>
    </div>
  );
}
