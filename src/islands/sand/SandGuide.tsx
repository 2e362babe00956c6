// The first-game guide: three short steps over the board, dismissed once and remembered in localStorage (storage that is
// missing or blocked only means the guide shows again next time).
import { useEffect, useState } from 'preact/hooks';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { GAME_MESSAGES } from './SandGame.messages';
import { readFlag, writeFlag } from './stored-flag';

/** The localStorage key: '1' once the guide has been dismissed. */
export const GUIDE_KEY = 'stack-atlas:sand:guide-done';

export function SandGuide({ locale = 'en', onClose }: { locale?: Locale; onClose: () => void }) {
  const m = messagesFor(GAME_MESSAGES, locale);
  // Unknown until mounted: the server renders no guide (the page's own text explains the game without JavaScript).
  const [show, setShow] = useState(false);
  useEffect(() => setShow(readFlag(GUIDE_KEY) !== true), []);
  if (!show) return null;
  const close = () => {
    writeFlag(GUIDE_KEY, true); // storage refused: the guide comes back on the next visit
    setShow(false);
    onClose();
  };
  return (
    <div class="sand-guide" role="dialog" aria-modal="false" aria-labelledby="sand-guide-title" data-testid="sand-guide">
      <p id="sand-guide-title" class="sand-guide-title">
        {m.guideTitle}
      </p>
      <ol>
        <li>{m.guide1}</li>
        <li>{m.guide2}</li>
        <li>{m.guide3}</li>
      </ol>
      <button type="button" class="atlas-button" onClick={close}>
        {m.guideDismiss}
      </button>
    </div>
  );
}
