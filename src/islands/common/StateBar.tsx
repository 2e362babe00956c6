// The strip under a calculator: notices about ignored URL values, a "copy link" button and a reset, and (only when
// JavaScript is off, through <noscript>) a note that the controls need it.
import { useRef, useState } from 'preact/hooks';
import { figureIdOf, withFigureAnchor } from '~/lib/share-link';
import { plainText } from '~/lib/url-state';
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';

const MESSAGES = defineMessages({
  en: {
    noScript: 'These controls need JavaScript; the figure shows the default.',
    unusable: 'Some values in the link were not usable:',
    dismiss: 'Dismiss',
    copy: 'Copy link to this state',
    reset: 'Reset',
    copied: 'Link copied.',
    copyThis: (url: string) => `Copy this link: ${url}`,
  },
  'zh-cn': {
    noScript: '这些控件需要 JavaScript；图中显示的是默认状态。',
    unusable: '链接中有些值无法使用：',
    dismiss: '关闭',
    copy: '复制当前状态的链接',
    reset: '重置',
    copied: '链接已复制。',
    copyThis: (url: string) => `请复制此链接：${url}`,
  },
});

interface Props {
  notices: string[];
  /** The link to copy (an island may need a moment to write it, e.g. to compress code). */
  shareUrl: () => string | Promise<string>;
  onReset: () => void;
  onDismiss: () => void;
  /** The page's language (default English). */
  locale?: Locale;
}

/** Shown instead of working controls when JavaScript is off (issue 13, item 10). */
export const NO_SCRIPT_NOTE = MESSAGES.en.noScript;

export function StateBar({ notices, shareUrl, onReset, onDismiss, locale }: Props) {
  const m = messagesFor(MESSAGES, locale);
  const [status, setStatus] = useState('');
  const bar = useRef<HTMLDivElement>(null);
  const copy = async () => {
    // The link opens at this figure (#climb-simulator...), whatever fragment the page had.
    const url = withFigureAnchor(await shareUrl(), figureIdOf(bar.current));
    try {
      await navigator.clipboard.writeText(url);
      setStatus(m.copied);
    } catch {
      setStatus(m.copyThis(url));
    }
  };
  return (
    <div class="atlas-statebar" ref={bar}>
      {/* Not .atlas-notice: hydration puts this <p> into the (hidden) <noscript>, and tests read the notices by class. */}
      <noscript>
        <p class="atlas-noscript">{m.noScript}</p>
      </noscript>
      {notices.length > 0 && (
        <div class="atlas-notice" role="status">
          <p>{m.unusable}</p>
          <ul>
            {/* Islands add notices of their own: clean them too, so no bidi control from a link reorders the text. */}
            {notices.map(plainText).map((n, i) => (
              <li key={i}>{n}</li>
            ))}
          </ul>
          <button type="button" class="atlas-button" onClick={onDismiss}>
            {m.dismiss}
          </button>
        </div>
      )}
      <div class="atlas-controls">
        <button type="button" class="atlas-button" onClick={copy}>
          {m.copy}
        </button>
        <button type="button" class="atlas-button" onClick={onReset}>
          {m.reset}
        </button>
        <span class="atlas-status" aria-live="polite">
          {status}
        </span>
      </div>
    </div>
  );
}
