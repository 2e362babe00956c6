// The round slider of a played game (the match simulator's and the arena board's): 0 is the start, then each round's end.
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/i18n/messages';
import { MESSAGE_DIGITS, formatNumber } from '~/i18n/format';
import { SIMULATOR_MESSAGES } from './lost-space.messages';

export function RoundSlider({ id, round, last, onRound, locale }: { id: string; round: number; last: number; onRound: (r: number) => void; locale: Locale }) {
  const m = messagesFor(SIMULATOR_MESSAGES, locale);
  const num = (x: number) => formatNumber(locale, x, MESSAGE_DIGITS);
  return (
    <label for={id} class="ls-scrub">
      <span>{m.round}</span>
      <input
        id={id}
        class="ls-wide"
        type="range"
        min={0}
        max={last}
        step={1}
        value={round}
        aria-valuetext={m.roundText(num(round), num(last))}
        onInput={(e) => onRound(Number((e.currentTarget as HTMLInputElement).value))}
      />
      <output for={id}>
        {num(round)} / {num(last)}
      </output>
    </label>
  );
}
