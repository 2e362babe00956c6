// A text or number <input> that keeps what the reader is typing until it is committed (the change event: Enter, or
// leaving the field). A plain controlled input is set back to the island's value by every render, and islands render
// while the reader types (a planner's search reports progress, a simulation plays): the typed text would be lost.
import { useState } from 'preact/hooks';
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
  return (
    <input
      {...rest}
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
