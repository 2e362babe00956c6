// The feedback drawn over the board in the page (seed 004 §12.2-12.3): score pop-ups where the cluster was, "Chain ×2!"
// banners, and the notice of a piece dropped during a chain. The motion is CSS (none with reduced motion); what is shown
// and for how long comes from the feedback model (feedback.ts).
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { GAME_MESSAGES } from './SandGame.messages';
import type { Feedback } from './feedback';

export function SandEffects({ fb, locale = 'en' }: { fb: Feedback; locale?: Locale }) {
  const m = messagesFor(GAME_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  return (
    <div class="sand-effects" data-reduced={String(fb.reduced)} aria-hidden="true">
      {fb.popups.map((p) => (
        <span key={p.id} class="sand-popup" data-testid="sand-popup" style={{ left: `${p.x * 100}%`, top: `${p.y * 100}%` }}>
          {m.popup(num(p.points))}
          {p.chain > 1 && ` ×${num(p.chain)}`}
          {p.late && <small> {m.ownCount}</small>}
        </span>
      ))}
      {fb.banners.slice(-1).map((b) => (
        <p key={b.id} class="sand-banner" data-testid="sand-banner">
          {m.banner(num(b.chain))}
        </p>
      ))}
      {fb.notice && (
        <p class="sand-notice" data-testid="sand-mid-chain">
          {m.midChain}
        </p>
      )}
    </div>
  );
}
