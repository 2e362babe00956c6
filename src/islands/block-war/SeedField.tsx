// A seed field with its button (New match, Play this seed): the typed text is kept until the button takes it, and
// only a well-formed seed is taken.
import { useEffect, useState } from 'preact/hooks';
import { SEED_MAX, SEED_PATTERN } from './seed';

interface Props {
  id: string;
  label: string;
  button: string;
  seed: string;
  onSeed: (seed: string) => void;
}

export function SeedField({ id, label, button, seed, onSeed }: Props) {
  const [text, setText] = useState(seed);
  useEffect(() => setText(seed), [seed]);
  return (
    <>
      <label>
        {label}
        <input id={id} type="text" value={text} maxLength={SEED_MAX} size={10} onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <button type="button" class="atlas-button" onClick={() => SEED_PATTERN.test(text) && onSeed(text)}>
        {button}
      </button>
    </>
  );
}
