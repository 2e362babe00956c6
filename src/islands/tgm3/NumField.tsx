// A labelled number field of the TGM3 planners: keeps what the reader types (DraftInput) and passes on only finite
// numbers; the planners' models clamp them.
import { DraftInput } from '../common/DraftInput';
import { MAX_SECONDS } from './planner-model';

export function NumField(p: { label: string; value: number; onValue: (x: number) => void; step?: number; max?: number }) {
  return (
    <DraftInput
      type="number"
      min={0}
      max={p.max ?? MAX_SECONDS}
      step={p.step ?? 1}
      aria-label={p.label}
      value={p.value}
      onChange={(ev) => {
        const x = Number((ev.currentTarget as HTMLInputElement).value);
        if (Number.isFinite(x)) p.onValue(x);
      }}
    />
  );
}
