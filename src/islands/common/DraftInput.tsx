// A text or number <input> that keeps what the reader is typing until it is committed (the change event: Enter, or
// leaving the field). A plain controlled input is set back to the island's value by every render, and islands render
// while the reader types (a planner's search reports progress, a simulation plays): the typed text would be lost.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';

type Handler = ((e: JSX.TargetedEvent<HTMLInputElement>) => void) | undefined;
type Props = Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onInput' | 'onChange' | 'onBlur'> & {
  value: string | number;
  onInput?: Handler;
  onChange?: Handler;
  onBlur?: Handler;
};

export function DraftInput({ value, onInput, onChange, onBlur, ...rest }: Props) {
  // The typed text while the reader edits; null shows the island's value.
  const [draft, setDraft] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  // Text typed into the server-rendered field before the island woke up: keep it, and commit it once the island has
  // read its link (a timer, so it lands after the island's own first effects), instead of resetting it to the default.
  useEffect(() => {
    const el = ref.current;
    if (!el || el.value === String(value)) return;
    setDraft(el.value);
    const t = setTimeout(() => el.dispatchEvent(new Event('change', { bubbles: true })), 0);
    return () => clearTimeout(t);
  }, []);
  return (
    <input
      {...rest}
      ref={ref}
      value={draft ?? value}
      onInput={(e) => {
        setDraft(e.currentTarget.value);
        onInput?.(e);
      }}
      onChange={(e) => {
        setDraft(null);
        onChange?.(e);
      }}
      onBlur={(e) => {
        setDraft(null);
        onBlur?.(e);
      }}
    />
  );
}
