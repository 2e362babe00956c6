// A labelled whole-number input: what is typed is rounded and clamped to [min, max] before it reaches the island's state.
import type { Locale } from '~/i18n/locales';
import { defineMessages, messagesFor } from '~/i18n/messages';
import { formatNumber } from '~/i18n/format';
import { DraftInput } from './DraftInput';

const MESSAGES = defineMessages({
  en: {
    range: (min: string, max: string) => `A whole number from ${min} to ${max}`,
  },
  'zh-cn': {
    range: (min: string, max: string) => `${min} 到 ${max} 之间的整数`,
  },
});

interface Props {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onValue: (value: number) => void;
  /** Update on every keystroke (input) rather than when the field is left or Enter is pressed (change). */
  live?: boolean;
  width?: string;
  /** The page's language (default English): the field's hint (its title) says the range in it. */
  locale?: Locale;
}

/** Rounds and clamps typed text; null when it is not a number at all (the field then keeps its last good value). */
export function clampInteger(text: string, min: number, max: number): number | null {
  const x = Math.round(Number(text));
  if (text.trim() === '' || !Number.isFinite(x)) return null;
  return Math.min(max, Math.max(min, x));
}

export function IntegerField({ id, label, value, min, max, onValue, live = false, width, locale }: Props) {
  const m = messagesFor(MESSAGES, locale);
  const handle = (e: Event) => {
    const x = clampInteger((e.currentTarget as HTMLInputElement).value, min, max);
    if (x !== null) onValue(x);
  };
  return (
    <label for={id}>
      {label}
      <DraftInput
        id={id}
        type="number"
        min={min}
        max={max}
        step={1}
        value={value}
        title={m.range(formatNumber(locale ?? 'en', min), formatNumber(locale ?? 'en', max))}
        style={width ? { width } : undefined}
        onInput={live ? handle : undefined}
        onChange={live ? undefined : handle}
      />
    </label>
  );
}
