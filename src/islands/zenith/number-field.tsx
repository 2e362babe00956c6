// A number field for the Zenith tools: keeps what the reader types until it is committed (DraftInput), then clamps the
// value to the field's range (and to whole numbers when asked) before it reaches the island's state.
import { DraftInput } from '~/islands/common/DraftInput';

interface Props {
  id: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Round to a whole number. */
  whole?: boolean;
  onValue: (v: number) => void;
}

export function NumberField({ id, value, min, max, step, whole, onValue }: Props) {
  return (
    <DraftInput
      type="number"
      id={id}
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(e) => {
        const n = Number((e.currentTarget as HTMLInputElement).value);
        if (Number.isFinite(n)) onValue(Math.min(max, Math.max(min, whole ? Math.round(n) : n)));
      }}
    />
  );
}
